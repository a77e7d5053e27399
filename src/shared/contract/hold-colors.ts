import { z } from 'zod';

/**
 * The colour of a boulder's holds, named for climbers wherever the boulder is (app list, boulder
 * sheet, /b/{code}, labels). Given only in gyms whose circuits are not colour-coded by their holds
 * (custom colours): elsewhere the circuit's colour is the holds' colour, and this is null.
 */
export const holdColorSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type HoldColor = z.infer<typeof holdColorSchema>;
