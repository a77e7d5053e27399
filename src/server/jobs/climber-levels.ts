/**
 * The climber-levels job: the "same level" figures compare a boulder's climbers with those of its
 * difficulty, a level computed once per Paris day from the last 90 days of tops (docs/statistics.md).
 * Run at start and every five minutes; only gyms whose levels are not today's are recomputed.
 */
import { parisDay } from '../../shared/domain/dates';
import type { Database } from '../db/client';
import { analyzeClimberLevels, gymsWithStaleClimberLevels, rebuildClimberLevels } from '../repositories/statistics-repository';

export async function refreshClimberLevels(db: Database, now = new Date()): Promise<number[]> {
  const today = parisDay(now);
  const rebuilt: number[] = [];
  for (const gymId of await gymsWithStaleClimberLevels(db, today)) {
    if (await rebuildClimberLevels(db, gymId, today)) rebuilt.push(gymId);
  }
  if (rebuilt.length > 0) await analyzeClimberLevels(db);
  return rebuilt;
}
