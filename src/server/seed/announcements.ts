/**
 * The demo's announcements of new sets (docs/announcements.md), as the sender would have left them:
 * each recent setting day of a gym went out 15 minutes after its last boulder, by e-mail to the
 * climbers who wanted that gym's news then (home gym, consent, confirmed address). Who opened it is
 * drawn by the loader from who came; 'venus' is never stored, the staff's page counts it from the ascents.
 */
import { automaticTitle } from '../services/announcements-service';
import type { World } from './world-rows';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Setting days announced: those of the last five weeks. */
const ANNOUNCED_DAYS = 35;
const GRACE_MS = 15 * MINUTE;

export interface AnnouncementRow {
  id: number;
  gymId: number;
  title: string;
  boulderIds: number[];
  changedAt: number;
  sentAt: number;
}

export interface DeliveryRow {
  announcementId: number;
  userId: number;
  sentAt: number;
}

export function buildAnnouncements(world: World): { announcements: AnnouncementRow[]; deliveries: DeliveryRow[] } {
  const openingDate = new Map(world.openings.map((o) => [o.id, o.openedAt]));
  // One announcement per gym and setting day: the boulders of every sector opened that day.
  const days = new Map<string, { gymId: number; boulderIds: number[]; lastCreated: number }>();
  for (const boulder of world.boulders) {
    if (boulder.createdAt < world.now - ANNOUNCED_DAYS * DAY) continue;
    const key = `${boulder.gymId} ${openingDate.get(boulder.sectorOpeningId)}`;
    const day = days.get(key) ?? { gymId: boulder.gymId, boulderIds: [], lastCreated: 0 };
    day.boulderIds.push(boulder.id);
    day.lastCreated = Math.max(day.lastCreated, boulder.createdAt);
    days.set(key, day);
  }
  const circuitOf = new Map(world.boulders.map((b) => [b.id, b.gymDifficultyId]));
  const sent = [...days.values()].filter((day) => day.lastCreated + GRACE_MS < world.now).sort((a, b) => a.lastCreated - b.lastCreated || a.gymId - b.gymId);

  const announcements = sent.map((day, index): AnnouncementRow => {
    const circuits = world.difficulties
      .filter((d) => d.gymId === day.gymId)
      .map((d) => ({ name: d.name, position: d.position, count: day.boulderIds.filter((id) => circuitOf.get(id) === d.id).length }))
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count || a.position - b.position);
    const gymName = world.gyms.find((g) => g.id === day.gymId)!.name;
    return {
      id: index + 1,
      gymId: day.gymId,
      title: automaticTitle(gymName, circuits),
      boulderIds: day.boulderIds.sort((a, b) => a - b),
      changedAt: day.lastCreated,
      sentAt: day.lastCreated + GRACE_MS,
    };
  });
  // The sender's rule (markSentWithDeliveries), as it stood when each one went: the climbers who signed
  // up or confirmed later were not told (the sender reads the accounts as they are when it runs).
  const deliveries = announcements.flatMap((announcement) =>
    world.users
      .filter(
        (u) =>
          u.homeGymId === announcement.gymId &&
          u.newsConsent &&
          u.createdAt < announcement.sentAt &&
          u.emailConfirmedAt !== null &&
          u.emailConfirmedAt < announcement.sentAt,
      )
      .map((u): DeliveryRow => ({ announcementId: announcement.id, userId: u.id, sentAt: announcement.sentAt + MINUTE })),
  );
  return { announcements, deliveries };
}
