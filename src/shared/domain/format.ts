/**
 * Number display of the statistics (docs/product.md › Back office: limits).
 *
 * The UI is French, so decimals use a comma ('3,5', '1,2K'), everywhere, including change values and
 * shortened numbers, so one screen never mixes '3.5' and '3,5'. No thousands separator: the values
 * shown (tries, counts) stay short enough to read, and large leaderboard points use shortenNumber.
 */
const DECIMAL_SEPARATOR = ',';

type MaybeNumber = number | null | undefined;

const toFinite = (value: MaybeNumber): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Rounds half away from zero. toPrecision(15) drops the binary noise first, so 1.005 rounds to 1.01
 * and 2.675 to 2.68 as a person would expect.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`Invalid number of decimals: ${decimals}`);
  }
  const factor = 10 ** decimals;
  const rounded = Math.round(Number((Math.abs(value) * factor).toPrecision(15))) / factor;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** At most `decimals` decimals, trailing zeros dropped ('2,5' rather than '2,50'); '0' when empty. */
export function formatDecimal(value: MaybeNumber, decimals: number): string {
  const rounded = roundTo(toFinite(value), decimals);
  if (rounded === 0) return '0'; // never '-0'
  let text = rounded.toFixed(decimals);
  if (text.includes('.')) text = text.replace(/\.?0+$/, '');
  return text.replace('.', DECIMAL_SEPARATOR);
}

/** A statistic: integers without decimals, other values with one decimal, a trailing ',0' dropped; '0' when empty. */
export const formatStat = (value: MaybeNumber): string => formatDecimal(value, 1);

/** A percentage already on the 0–100 scale, rounded to a whole number: '42%'; '0%' when empty. */
export const formatPercent = (value: MaybeNumber): string => `${formatDecimal(value, 0)}%`;

export interface ChangeOptions {
  /** Values are percentages: the change is between the whole percentages shown, with the suffix 'ppts'. */
  percent?: boolean;
  /** Decimals of a non-percentage change (default 1, as the statistics). */
  decimals?: number;
}

/** Signed change against last month: '+3', '-1,5', '0'; for percentages '+4 ppts', '-2 ppts', '0 ppts'. */
export function formatChange(current: MaybeNumber, previous: MaybeNumber, options: ChangeOptions = {}): string {
  const { percent = false, decimals = 1 } = options;
  const difference = percent ? roundTo(toFinite(current), 0) - roundTo(toFinite(previous), 0) : toFinite(current) - toFinite(previous);
  const text = formatDecimal(difference, percent ? 0 : decimals);
  const signed = text === '0' || text.startsWith('-') ? text : `+${text}`;
  return percent ? `${signed} ppts` : signed;
}

/**
 * Leaderboard values: below 1000 as a statistic ('950', '333,3'), then thousands with one decimal ('1,2K',
 * '15K'), then millions ('2,5M'). A value that rounds up to the next unit moves to it (999 960 → '1M').
 */
export function shortenNumber(value: MaybeNumber): string {
  const number = toFinite(value);
  const sign = number < 0 ? '-' : '';
  const size = Math.abs(number);
  if (roundTo(size, 1) < 1000) return formatStat(number);
  const thousands = roundTo(size / 1000, 1);
  if (thousands < 1000) return `${sign}${formatStat(thousands)}K`;
  return `${sign}${formatStat(size / 1_000_000)}M`;
}

/** Names as a French sentence lists them: 'A', 'A et B', 'A, B et C'. */
export const frenchList = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`);
