/** Shapes shared by the statistics answers (docs/statistics.md). */
import type { z } from 'zod';

/**
 * Every field of `shape` again under its name plus `suffix`: a figure beside its value for the
 * period compared with ('LastMonth', '_last_month', 'LastSector').
 */
export function previousPeriodOf<Shape extends z.ZodRawShape, Suffix extends string>(
  shape: Shape,
  suffix: Suffix,
): { [K in keyof Shape & string as `${K}${Suffix}`]: Shape[K] } {
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [`${name}${suffix}`, schema])) as {
    [K in keyof Shape & string as `${K}${Suffix}`]: Shape[K];
  };
}

/** The figures with their previous-period twins. */
export const withPreviousPeriod = <Shape extends z.ZodRawShape, Suffix extends string>(shape: Shape, suffix: Suffix) => ({
  ...shape,
  ...previousPeriodOf(shape, suffix),
});
