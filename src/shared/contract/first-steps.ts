/** The dashboard's 'Premiers pas' card (go-live.md §6, §9): each step ticked from the gym's data. */
import { z } from 'zod';
import { FIRST_STEP_KEYS } from './constants';

export const firstStepsSchema = z.object({
  steps: z.array(z.object({ key: z.enum(FIRST_STEP_KEYS), done: z.boolean() })),
  published: z.boolean(),
  /** 'Masquer' pressed by this user on this gym. */
  hidden: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;
