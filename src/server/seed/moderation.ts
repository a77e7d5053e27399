/**
 * The demo's moderation (docs/product.md › Climbers: moderation): problem reports climbers filed on active boulders, the
 * recent ones still open (some past the 20-hour highlight), the older ones resolved by the gym's
 * staff with a note; and a few comments the staff hid, with their reason (the staff read and kept
 * the older comments: written by the loader).
 */
import type { Activity } from './activity';
import type { Random } from './random';
import type { World } from './world-rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface ReportRow {
  boulderId: number;
  gymId: number;
  userId: number;
  kind: 'prise_qui_tourne' | 'prise_cassee' | 'dangereux' | 'autre';
  text: string | null;
  createdAt: number;
  resolvedAt: number | null;
  resolvedById: number | null;
  resolutionNote: string | null;
}

export interface HiddenComment {
  /** 1-based position in activity.comments: the comment's id in the demo. */
  commentId: number;
  hiddenAt: number;
  hiddenById: number;
  reason: string;
}

const REPORTS: { kind: ReportRow['kind']; text: string | null; note: string }[] = [
  { kind: 'prise_qui_tourne', text: 'La grosse prise jaune du départ tourne un peu.', note: 'Prise resserrée' },
  { kind: 'prise_cassee', text: 'Une réglette s’est cassée au milieu, le mouvement ne passe plus pareil.', note: 'Prise changée' },
  { kind: 'dangereux', text: 'La réception est juste à côté du tapis, attention.', note: 'Tapis déplacé' },
  { kind: 'autre', text: 'Le pied de départ est très sale.', note: 'Prises brossées' },
  { kind: 'prise_qui_tourne', text: null, note: 'Vis resserrée' },
  { kind: 'autre', text: 'L’étiquette du bloc est tombée.', note: 'Étiquette recollée' },
];

/** Open reports' ages in hours for each gym: recent ones, and some past the 20-hour highlight. */
const OPEN_AGES_HOURS = [[2, 7, 23, 41], [5, 26], [12]];

export function buildModeration(world: World, activity: Activity, rng: Random, now: number): { reports: ReportRow[]; hidden: HiddenComment[] } {
  const reports: ReportRow[] = [];
  const hidden: HiddenComment[] = [];
  world.gyms.forEach((gym, gymIndex) => {
    const active = world.boulders.filter((b) => b.gymId === gym.id && b.closedAt === null && b.createdAt < now - 3 * DAY);
    const climbers = world.climbers.filter((c) => c.homeGym === gymIndex).map((c) => c.userId);
    const staffIds = world.staff.filter((s) => s.gymId === gym.id).map((s) => s.userId);
    if (active.length === 0 || climbers.length === 0 || staffIds.length === 0) return;
    const report = (ageHours: number, resolved: boolean) => {
      const sample = rng.pick(REPORTS);
      const createdAt = now - ageHours * HOUR - rng.int(0, 50) * 60_000;
      reports.push({
        boulderId: rng.pick(active).id,
        gymId: gym.id,
        userId: rng.pick(climbers),
        kind: sample.kind,
        text: sample.text,
        createdAt,
        resolvedAt: resolved ? Math.min(now - HOUR, createdAt + rng.int(2, 20) * HOUR) : null,
        resolvedById: resolved ? rng.pick(staffIds) : null,
        resolutionNote: resolved ? sample.note : null,
      });
    };
    for (const ageHours of OPEN_AGES_HOURS[gymIndex] ?? []) report(ageHours, false);
    for (let i = 0; i < 8; i++) report(rng.int(3, 120) * 24, true);

    // Two comments of the gym hidden by its staff, among the last months'.
    const candidates = activity.comments
      .map((comment, index) => ({ comment, id: index + 1 }))
      .filter(({ comment }) => comment.gymId === gym.id && comment.createdAt > now - 90 * DAY && comment.createdAt < now - 2 * DAY);
    for (let i = 0; i < 2 && candidates.length > 0; i++) {
      const { comment, id } = candidates.splice(rng.int(0, candidates.length - 1), 1)[0]!;
      hidden.push({
        commentId: id,
        hiddenAt: comment.createdAt + rng.int(1, 18) * HOUR,
        hiddenById: rng.pick(staffIds),
        reason: i === 0 ? 'Propos déplacés' : 'Hors sujet',
      });
    }
  });
  return { reports, hidden };
}
