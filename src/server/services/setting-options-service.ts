/** What the boulder form and the setting day offer: the gym's setters and names not in use. */
import type { Person } from '../../shared/contract/boulder-writes';
import { suggestBoulderName } from '../documents/boulder-names';
import { activeNamesOfGym } from '../repositories/boulder-writes-repository';
import { settersOfGym } from '../repositories/staff-repository';
import { authorize } from './authorize';
import type { ServiceContext } from './context';

/** GET /api/gyms/{gymId}/setters/: who may be named as a boulder's setter. */
export async function gymSetters(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<Person[]> {
  await authorize(ctx, 'read', { gymId });
  return settersOfGym(ctx.db, gymId);
}

/** GET /api/gyms/{gymId}/name-suggestions/?count=: climbing names no active boulder of the gym bears. */
export async function nameSuggestions(ctx: ServiceContext, { gymId, count }: { gymId: number; count: number }): Promise<{ names: string[] }> {
  await authorize(ctx, 'read', { gymId });
  const taken = await activeNamesOfGym(ctx.db, gymId);
  const names = new Set<string>();
  // Math.random: a suggestion, not a secret; a few hundred draws always find enough among thousands of combinations.
  for (let draw = 0; draw < count * 50 && names.size < count; draw++) {
    const name = suggestBoulderName(Math.random);
    if (!taken.has(name.toLowerCase())) names.add(name);
  }
  return { names: [...names] };
}
