/** Shapes shared by the statistics answers (docs/statistics.md). */
import type { z } from 'zod';

type Suffixed<Shape extends z.ZodRawShape, Suffix extends string> = { [K in keyof Shape & string as `${K}${Suffix}`]: Shape[K] };

/**
 * The figures of `shape`, each beside its twin for the period compared with: the same schema under
 * its name plus `suffix` ('LastMonth', '_last_month', 'LastSector').
 */
export function withPreviousPeriod<Shape extends z.ZodRawShape, Suffix extends string>(shape: Shape, suffix: Suffix): Shape & Suffixed<Shape, Suffix> {
  const previous = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [`${name}${suffix}`, schema])) as Suffixed<Shape, Suffix>;
  return { ...shape, ...previous };
}
