/**
 * What the company that runs Gaston does from the server's command line (docs/product.md › Going live: operator command): create a
 * gym and invite its owner, list gyms, publish, suspend and resume them, invite staff, and give a
 * support password link. No HTTP route reaches these: the operator is whoever runs `gaston` on the server.
 */
import type { GymStatus } from '../../shared/domain/gym-status';
import type { AccessType } from '../../shared/domain/roles';
import { addCalendarDays, parisDay } from '../../shared/domain/dates';
import { AppError, conflict, notFound } from '../errors';
import { deleteGym, gymNameAndCity } from '../repositories/gyms-repository';
import {
  insertGymFromTemplate,
  lockGymStatus,
  operatorGymList,
  setGymStatus,
  type GymTemplate,
  type OperatorGymRow,
} from '../repositories/gym-creation-repository';
import { insertResetToken } from '../repositories/password-reset-tokens-repository';
import { membershipsOfUser } from '../repositories/staff-repository';
import { findUserByEmail } from '../repositories/users-repository';
import type { AccountContext, ServiceContext } from './context';
import { issueInvitation } from './invitations-service';
import { CLIMBER_PASSWORD_CHANGE_PAGE, PASSWORD_CHANGE_PAGE, RESET_LINK_LIFETIME_MS, resetLink } from './password-reset';
import { newResetToken, resetTokenHash } from './session-tokens';

export const OPERATOR_MESSAGES = {
  gymNotFound: (id: number) => `Aucune salle n'a l'identifiant ${id}.`,
  userNotFound: (email: string) => `Aucun compte n'a l'adresse ${email}.`,
  alreadyInStatus: (name: string, status: GymStatus) => `La salle « ${name} » est déjà ${STATUS_WORDS[status]}.`,
  notSuspended: (name: string) => `La salle « ${name} » n'est pas suspendue : rien à reprendre.`,
  suspendedCannotPublish: (name: string) => `La salle « ${name} » est suspendue : reprenez-la d'abord (gym resume).`,
} as const;

export const STATUS_WORDS: Record<GymStatus, string> = { draft: 'en préparation', published: 'publiée', suspended: 'suspendue' };

export interface CreatedGym {
  gymId: number;
  invitationId: number;
  invitationLink: string;
  expiresAt: string;
}

/**
 * `gaston gym create`: a draft gym with the template's circuits and tags, and an invitation of the
 * owner as admin and chief route setter. If the invitation cannot be sent, the gym is removed again.
 */
export async function createGym(
  ctx: AccountContext,
  { name, city, ownerEmail, template, now = new Date() }: { name: string; city: string; ownerEmail: string; template: GymTemplate; now?: Date },
): Promise<CreatedGym> {
  const gymId = await ctx.db.transaction((tx) => insertGymFromTemplate(tx, { name, city, template }));
  try {
    const invitation = await issueInvitation(ctx, { email: ownerEmail, roles: ['chief_route_setter'], admin: true, gymIds: [gymId], sender: null, now });
    return { gymId, invitationId: invitation.id, invitationLink: invitation.link, expiresAt: invitation.expiresAt };
  } catch (error) {
    await ctx.db.transaction((tx) => deleteGym(tx, gymId));
    throw error;
  }
}

/** `gaston gym list`: every gym with its active boulders, staff and climbers active in the last 30 days. */
export async function listGymsForOperator(ctx: ServiceContext, { now = new Date() }: { now?: Date } = {}): Promise<OperatorGymRow[]> {
  return operatorGymList(ctx.db, addCalendarDays(parisDay(now), -30));
}

export type StatusChange = 'publish' | 'suspend' | 'resume';

/**
 * `gaston gym publish|suspend|resume ID` (docs/product.md › Going live: gym status). A suspended gym is resumed as published;
 * publishing one needs 'resume' first, so that a suspension is never lifted by mistake.
 */
export async function changeGymStatus(
  ctx: ServiceContext,
  { gymId, change }: { gymId: number; change: StatusChange },
): Promise<{ id: number; name: string; status: GymStatus }> {
  return ctx.db.transaction(async (tx) => {
    const gym = await lockGymStatus(tx, gymId);
    if (!gym) throw notFound(OPERATOR_MESSAGES.gymNotFound(gymId));
    let status: GymStatus;
    if (change === 'publish') {
      if (gym.status === 'suspended') throw conflict(OPERATOR_MESSAGES.suspendedCannotPublish(gym.name));
      if (gym.status === 'published') throw conflict(OPERATOR_MESSAGES.alreadyInStatus(gym.name, 'published'));
      status = 'published';
    } else if (change === 'suspend') {
      if (gym.status === 'suspended') throw conflict(OPERATOR_MESSAGES.alreadyInStatus(gym.name, 'suspended'));
      status = 'suspended';
    } else {
      if (gym.status !== 'suspended') throw conflict(OPERATOR_MESSAGES.notSuspended(gym.name));
      status = 'published';
    }
    await setGymStatus(tx, gymId, status);
    return { id: gym.id, name: gym.name, status };
  });
}

/** `gaston staff invite`: an invitation from the operator, into any gym. */
export async function operatorInvite(
  ctx: AccountContext,
  { gymId, email, roles, admin, now = new Date() }: { gymId: number; email: string; roles: AccessType[]; admin: boolean; now?: Date },
) {
  if (!(await gymNameAndCity(ctx.db, gymId))) throw notFound(OPERATOR_MESSAGES.gymNotFound(gymId));
  return issueInvitation(ctx, { email, roles, admin, gymIds: [gymId], sender: null, now });
}

/** `gaston user password-link`: a one-time password link (1 h) support reads out; nothing is mailed. */
export async function supportPasswordLink(
  ctx: AccountContext,
  { email, now = new Date() }: { email: string; now?: Date },
): Promise<{ link: string; expiresAt: string }> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deletedAt) throw new AppError('not_found', OPERATOR_MESSAGES.userNotFound(email));
  const token = newResetToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
  await insertResetToken(ctx.db, { userId: user.id, tokenHash: resetTokenHash(token), expiresAt });
  const climber = (await membershipsOfUser(ctx.db, user.id)).length === 0;
  return {
    link: resetLink(ctx.config.PUBLIC_URL, token, user.uuid, climber ? CLIMBER_PASSWORD_CHANGE_PAGE : PASSWORD_CHANGE_PAGE),
    expiresAt: expiresAt.toISOString(),
  };
}
