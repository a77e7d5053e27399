/** Ids given in an address (?ids=1,2,3) by another page: the positive integers, at most `max`, anything else dropped. */
export function idListParam(value: string | null, max: number): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, max);
}
