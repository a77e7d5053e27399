/** The dashboard's 'Premiers pas' card and the climbers' poster (docs/product.md › Going live: first steps and empty gyms). */
import type { FirstSteps } from '../../shared/contract/first-steps';
import { FIRST_STEP_KEYS } from '../../shared/contract/constants';
import { asciiSlug } from '../../shared/domain/text-folding';
import { notFound } from '../errors';
import { gymPoster } from '../documents/gym-poster';
import { gymProgress, hideFirstSteps as hideSteps, markPosterDownloaded } from '../repositories/first-steps-repository';
import { gymNameAndCity } from '../repositories/gyms-repository';
import { authorize, NOT_YOURS } from './authorize';
import type { ServiceContext } from './context';

/** GET /api/gyms/{gymId}/first-steps/: every staff member of the gym sees it. */
export async function firstSteps(ctx: ServiceContext, { gymId, now = new Date() }: { gymId: number; now?: Date }): Promise<FirstSteps> {
  const { staff } = await authorize(ctx, 'read', { gymId });
  const progress = await gymProgress(ctx.db, gymId, staff.actor.userId, now);
  return { steps: FIRST_STEP_KEYS.map((key) => ({ key, done: progress[key] })), published: progress.publish, hidden: progress.hidden };
}

/** 'Masquer': the card stays hidden for this user on this gym. */
export async function hideFirstSteps(ctx: ServiceContext, { gymId, now = new Date() }: { gymId: number; now?: Date }): Promise<FirstSteps> {
  const { staff } = await authorize(ctx, 'read', { gymId });
  await hideSteps(ctx.db, gymId, staff.actor.userId, now);
  return firstSteps(ctx, { gymId, now });
}

/** GET /api/gyms/{gymId}/poster.pdf: the A4 poster whose QR code opens the gym in the climbers' app. */
export async function poster(ctx: ServiceContext, { gymId, publicUrl, now = new Date() }: { gymId: number; publicUrl: string; now?: Date }) {
  await authorize(ctx, 'read', { gymId });
  const gym = await gymNameAndCity(ctx.db, gymId);
  if (!gym) throw notFound(NOT_YOURS.gym);
  const pdf = await gymPoster({ gymName: gym.name, city: gym.city, url: `${publicUrl}/app/salles/${gymId}` });
  await markPosterDownloaded(ctx.db, gymId, now);
  return { pdf, fileName: `affiche-gaston-${asciiSlug(gym.name) || 'salle'}.pdf` };
}
