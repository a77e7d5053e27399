import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withPreviousPeriod } from './figures';

describe('withPreviousPeriod', () => {
  it('adds a suffixed twin of every figure, with the same schema', () => {
    const shape = withPreviousPeriod({ tries: z.number().int(), grade: z.string().nullable() }, 'LastMonth');
    expect(Object.keys(shape)).toEqual(['tries', 'grade', 'triesLastMonth', 'gradeLastMonth']);
    const schema = z.object(shape);
    expect(schema.parse({ tries: 3, grade: null, triesLastMonth: 2, gradeLastMonth: '6A' })).toEqual({
      tries: 3,
      grade: null,
      triesLastMonth: 2,
      gradeLastMonth: '6A',
    });
    expect(schema.safeParse({ tries: 3, grade: null, triesLastMonth: 2.5, gradeLastMonth: null }).success).toBe(false);
  });
});
