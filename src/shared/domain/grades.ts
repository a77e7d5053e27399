/**
 * The 40-step grade scale (docs/product.md › Back office: limits): 3A, 3A+, 3B, ... 9B, 9B+.
 * Grades are stored as their index on this scale (0 = 3A ... 39 = 9B+).
 */
const LETTERS = ['A', 'B', 'C'] as const;

function buildScale(): string[] {
  const labels: string[] = [];
  for (let number = 3; number <= 9; number += 1) {
    for (const letter of LETTERS) {
      labels.push(`${number}${letter}`, `${number}${letter}+`);
    }
  }
  // The scale stops at 9B+: there is no 9C or 9C+.
  return labels.slice(0, labels.indexOf('9B+') + 1);
}

export const GRADES: readonly string[] = Object.freeze(buildScale());
export const GRADE_COUNT = 40;
export const MAX_GRADE_INDEX = GRADE_COUNT - 1;

const INDEX_BY_LABEL = new Map(GRADES.map((label, index) => [label, index]));

export const isGradeIndex = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_GRADE_INDEX;

/** Label of a grade index; a RangeError for anything that is not an index of the scale. */
export function gradeLabel(index: number): string {
  if (!isGradeIndex(index)) throw new RangeError(`Invalid grade index: ${index} (expected an integer from 0 to ${MAX_GRADE_INDEX})`);
  return GRADES[index]!;
}

/** Index of a label such as '6A+', ignoring case and surrounding spaces; undefined when it is not on the scale. */
export function gradeIndex(label: string): number | undefined {
  return INDEX_BY_LABEL.get(label.trim().toUpperCase());
}

/**
 * Mean of grade indices shown as a grade of the scale (docs/product.md › Statistics "Average grade"), or null with no value.
 * A mean exactly halfway between two grades rounds up to the harder one.
 */
export function averageGradeLabel(indices: readonly number[]): string | null {
  if (indices.length === 0) return null;
  let sum = 0;
  for (const index of indices) {
    if (!isGradeIndex(index)) throw new RangeError(`Invalid grade index: ${index}`);
    sum += index;
  }
  return gradeLabel(Math.round(sum / indices.length));
}
