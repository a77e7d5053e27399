/** The dashboard's 'Premiers pas' card (docs/product.md › Going live: first steps and empty gyms; Going live: calls): each step ticked from the gym's data. */
import { z } from 'zod';
import { FIRST_STEP_KEYS } from './constants';

export const firstStepsSchema = z.object({
  steps: z.array(z.object({ key: z.enum(FIRST_STEP_KEYS), done: z.boolean() })),
  published: z.boolean(),
  /** 'Masquer' pressed by this user on this gym. */
  hidden: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;
