/** What a climber wants to hear of the gyms they follow (docs/announcements.md): their own choices only. */
import { GYM_NEWS_MESSAGES as M, type GymNews, type PutGymNewsBody } from '../../shared/contract/gym-news';
import { invalidFields } from '../errors';
import { circuitsOfGym, gymNewsOf, publishedGyms, replaceGymNews } from '../repositories/gym-news-repository';
import { requireActor } from './authorize';
import type { ServiceContext } from './context';

export async function myGymNews(ctx: ServiceContext): Promise<GymNews> {
  const { userId } = requireActor(ctx);
  return { gyms: await gymNewsOf(ctx.db, userId) };
}

/** Replaces the list: every gym published, every circuit of its gym (400 naming the field otherwise, nothing written). */
export async function setMyGymNews(ctx: ServiceContext, { body }: { body: PutGymNewsBody }): Promise<GymNews> {
  const { userId } = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const published = await publishedGyms(
      tx,
      body.gyms.map((g) => g.gymId),
    );
    if (body.gyms.some((g) => !published.has(g.gymId))) throw invalidFields({ gyms: [M.gymId] });
    const choices = [];
    for (const choice of body.gyms) {
      const circuits = choice.circuits === null ? null : [...new Set(choice.circuits)].sort((a, b) => a - b);
      if (circuits !== null && (circuits.length === 0 || (await circuitsOfGym(tx, choice.gymId, circuits)).length !== circuits.length)) {
        throw invalidFields({ circuits: [M.circuits] });
      }
      choices.push({ ...choice, circuits });
    }
    await replaceGymNews(tx, userId, choices);
  });
  return myGymNews(ctx);
}
