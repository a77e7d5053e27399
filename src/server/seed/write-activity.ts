/** Writes the demo's activity (ascents, connections, and their rollups), its moderation and its contests in bulk (seed/index.ts runs it). */
import type pg from 'pg';
import { type Activity } from './activity';
import { bulkInsert, columnsOf, withoutChecksAndIndexes } from './bulk-insert';
import type { buildAnnouncements } from './announcements';
import type { buildModeration } from './moderation';
import type { Contests } from './gym-contests';

const sequence = (count: number) => {
  const ids = new Int32Array(count);
  for (let i = 0; i < count; i++) ids[i] = i + 1;
  return ids;
};

/** Tables whose writes queue statistics changes (src/server/db/sql/triggers.sql), and the rollups. */
const ROLLUP_SOURCES = ['ascents', 'connections'];
const ROLLUPS = ['boulder_climber_stats', 'boulder_stats', 'gym_climber_days', 'boulder_days', 'difficulty_climbers'];

export async function writeActivity(client: pg.ClientBase, activity: Activity) {
  const { ascents, connections } = activity;
  // Queueing every chunk for the drainer costs more than one rebuild at the end. Without the
  // rebuild function (older schema) the triggers stay on.
  const { rows } = await client.query<{ present: boolean; rollups: string[] }>(
    `select to_regprocedure('gaston_rebuild_stats()') is not null as present,
            array(select t from unnest($1::text[]) t where to_regclass(t) is not null) as rollups`,
    [ROLLUPS],
  );
  const rebuildAtEnd = rows[0]!.present;
  if (rebuildAtEnd) for (const table of ROLLUP_SOURCES) await client.query(`alter table "${table}" disable trigger user`);
  await withoutChecksAndIndexes(client, ['ascents'], () =>
    bulkInsert(
      client,
      'ascents',
      [
        { name: 'id', type: 'int8', values: sequence(ascents.count) },
        { name: 'user_id', type: 'int4', values: ascents.userId },
        { name: 'boulder_id', type: 'int4', values: ascents.boulderId },
        { name: 'gym_id', type: 'int4', values: ascents.gymId },
        { name: 'logged_at', type: 'timestamptz', values: ascents.loggedAt },
        { name: 'tries', type: 'int2', values: ascents.tries },
        { name: 'topped', type: 'bool', values: ascents.topped },
      ],
      { overridingSystemValue: true },
    ),
  );
  await withoutChecksAndIndexes(client, ['connections'], () =>
    bulkInsert(
      client,
      'connections',
      [
        { name: 'id', type: 'int8', values: sequence(connections.count) },
        { name: 'user_id', type: 'int4', values: connections.userId },
        { name: 'gym_id', type: 'int4', values: connections.gymId },
        { name: 'opened_at', type: 'timestamptz', values: connections.openedAt },
      ],
      { overridingSystemValue: true },
    ),
  );
  if (rebuildAtEnd) {
    for (const table of ROLLUP_SOURCES) await client.query(`alter table "${table}" enable trigger user`);
    // A sort of every ascent: give it the memory to stay out of temporary files.
    await client.query(`set local work_mem = '256MB'`);
    await withoutChecksAndIndexes(client, rows[0]!.rollups, () => client.query('select gaston_rebuild_stats()'));
    await client.query('reset work_mem');
  }
  await bulkInsert(
    client,
    'ratings',
    columnsOf(activity.ratings, [
      ['user_id', 'int4', (r) => r.userId],
      ['boulder_id', 'int4', (r) => r.boulderId],
      ['stars', 'int2', (r) => r.value],
      ['created_at', 'timestamptz', (r) => r.createdAt],
    ]),
  );
  await bulkInsert(
    client,
    'grade_proposals',
    columnsOf(activity.gradeProposals, [
      ['user_id', 'int4', (r) => r.userId],
      ['boulder_id', 'int4', (r) => r.boulderId],
      ['grade', 'int2', (r) => r.value],
      ['created_at', 'timestamptz', (r) => r.createdAt],
    ]),
  );
  await bulkInsert(
    client,
    'comments',
    columnsOf(activity.comments, [
      ['id', 'int4', (_, i) => i + 1],
      ['boulder_id', 'int4', (c) => c.boulderId],
      ['gym_id', 'int4', (c) => c.gymId],
      ['user_id', 'int4', (c) => c.userId],
      ['comment', 'text', (c) => c.comment],
      ['created_at', 'timestamptz', (c) => c.createdAt],
    ]),
    { overridingSystemValue: true },
  );
}

export async function writeModeration(client: pg.ClientBase, moderation: ReturnType<typeof buildModeration>, now: number) {
  // The staff read and kept the comments of more than three days ago; the recent ones wait in the inbox.
  await client.query(
    `update comments c set reviewed_at = c.created_at + interval '6 hours', reviewed_by_id = (select min(s.user_id) from gym_staff s where s.gym_id = c.gym_id)
     where c.created_at < $1::timestamptz - interval '3 days'`,
    [new Date(now)],
  );
  await bulkInsert(
    client,
    'problem_reports',
    columnsOf(moderation.reports, [
      ['boulder_id', 'int4', (r) => r.boulderId],
      ['gym_id', 'int4', (r) => r.gymId],
      ['user_id', 'int4', (r) => r.userId],
      ['kind', 'text', (r) => r.kind],
      ['text', 'text', (r) => r.text],
      ['created_at', 'timestamptz', (r) => r.createdAt],
      ['resolved_at', 'timestamptz', (r) => r.resolvedAt],
      ['resolved_by_id', 'int4', (r) => r.resolvedById],
      ['resolution_note', 'text', (r) => r.resolutionNote],
    ]),
  );
  for (const comment of moderation.hidden) {
    await client.query('update comments set hidden_at = $2, hidden_by_id = $3, hidden_reason = $4 where id = $1', [
      comment.commentId,
      new Date(comment.hiddenAt),
      comment.hiddenById,
      comment.reason,
    ]);
  }
}

export async function writeContests(client: pg.ClientBase, contests: Contests) {
  const explicitIds = { overridingSystemValue: true };
  const createdAtOf = new Map(contests.contests.map((c) => [c.id, c.createdAt]));
  await bulkInsert(
    client,
    'contests',
    columnsOf(contests.contests, [
      ['id', 'int4', (c) => c.id],
      ['slug', 'text', (c) => c.slug],
      ['name', 'text', (c) => c.name],
      ['kind', 'text', (c) => c.kind],
      ['gym_id', 'int4', (c) => c.gymId],
      ['starts_at', 'timestamptz', (c) => c.startsAt],
      ['ends_at', 'timestamptz', (c) => c.endsAt],
      ['refresh_seconds', 'int4', (c) => c.refreshSeconds],
      ['draw_count', 'int4', (c) => c.drawCount],
      ['format', 'text', (c) => c.format ?? (c.kind === 'draw' || c.kind === null ? 'points' : c.kind)],
      ['registration_opens_at', 'timestamptz', (c) => c.registrationOpensAt ?? null],
      ['registration_closes_at', 'timestamptz', (c) => c.registrationClosesAt ?? null],
      ['capacity', 'int4', (c) => c.capacity ?? null],
      ['best_n', 'int4', (c) => c.bestN ?? null],
      ['self_scoring', 'bool', (c) => c.selfScoring ?? false],
      ['final_count', 'int4', (c) => c.finalCount ?? null],
      ['created_at', 'timestamptz', (c) => c.createdAt],
      ['updated_at', 'timestamptz', (c) => c.createdAt],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'contest_categories',
    columnsOf(contests.categories, [
      ['id', 'int4', (c) => c.id],
      ['contest_id', 'int4', (c) => c.contestId],
      ['position', 'int2', (c) => c.position],
      ['name', 'text', (c) => c.name],
      ['gender', 'text', (c) => c.gender],
      ['birth_year_min', 'int4', (c) => c.birthYearMin ?? null],
      ['birth_year_max', 'int4', (c) => c.birthYearMax ?? null],
      ['capacity', 'int4', (c) => c.capacity ?? null],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'contest_boulders',
    columnsOf(contests.boulders, [
      ['id', 'int4', (b) => b.id],
      ['contest_id', 'int4', (b) => b.contestId],
      ['number', 'int4', (b) => b.number],
      ['name', 'text', (b) => b.name],
      ['height_m', 'float8', (b) => b.heightM],
      ['round', 'text', (b) => b.round ?? 'qualification'],
      ['color', 'text', (b) => b.color ?? null],
      ['zone', 'bool', (b) => b.zone ?? true],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'contest_competitors',
    columnsOf(contests.competitors, [
      ['id', 'int4', (c) => c.id],
      ['contest_id', 'int4', (c) => c.contestId],
      ['user_id', 'int4', (c) => c.userId],
      ['first_name', 'text', (c) => c.firstName],
      ['last_name', 'text', (c) => c.lastName],
      ['category_id', 'int4', (c) => c.categoryId],
      ['email', 'text', (c) => c.email ?? null],
      ['birth_year', 'int4', (c) => c.birthYear ?? null],
      ['bib', 'int4', (c) => c.bib ?? null],
      ['disqualified', 'bool', (c) => c.disqualified ?? false],
      ['name_consent', 'bool', (c) => c.nameConsent ?? true],
      ['self_token', 'text', (c) => c.selfToken ?? null],
      ['self_link_sent_at', 'timestamptz', (c) => c.selfLinkSentAt ?? null],
      ['created_at', 'timestamptz', (c) => createdAtOf.get(c.contestId)!],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'contest_results',
    columnsOf(contests.results, [
      ['competitor_id', 'int4', (r) => r.competitorId],
      ['contest_boulder_id', 'int4', (r) => r.contestBoulderId],
      ['contest_id', 'int4', (r) => r.contestId],
      // The attempts of a top are its tries; a zone was reached by the last try at the latest.
      ['attempts', 'int4', (r) => r.tries],
      ['zone_attempt', 'int4', (r) => (r.zoneAttempt !== undefined ? r.zoneAttempt : r.zone || r.topped ? r.tries : null)],
      ['top_attempt', 'int4', (r) => (r.topAttempt !== undefined ? r.topAttempt : r.topped ? r.tries : null)],
      ['client_id', 'uuid', (r) => r.clientId ?? null],
      ['logged_at', 'timestamptz', (r) => r.loggedAt],
    ]),
  );
  await bulkInsert(
    client,
    'contest_judges',
    columnsOf(contests.judges, [
      ['id', 'int4', (j) => j.id],
      ['contest_id', 'int4', (j) => j.contestId],
      ['name', 'text', (j) => j.name],
      ['code', 'text', (j) => j.code],
      ['token', 'text', (j) => j.token],
      ['boulder_ids', 'int4[]', (j) => j.boulderIds],
      ['created_at', 'timestamptz', (j) => createdAtOf.get(j.contestId)!],
    ]),
    explicitIds,
  );
  // The history of the judged and self-scored results: who entered each one.
  const contestById = new Map(contests.contests.map((c) => [c.id, c]));
  const competitorById = new Map(contests.competitors.map((c) => [c.id, c]));
  const judgeOf = new Map(contests.judges.flatMap((j) => j.boulderIds.map((b) => [b, j.id] as const)));
  const entries = contests.results.filter((r) => r.clientId);
  const selfScored = (r: (typeof entries)[number]) => {
    const competitor = competitorById.get(r.competitorId)!;
    const byLink = competitor.selfLinkSentAt != null && r.loggedAt >= competitor.selfLinkSentAt;
    return !!contestById.get(r.contestId)!.selfScoring && (competitor.userId !== null || byLink);
  };
  await bulkInsert(
    client,
    'contest_result_entries',
    columnsOf(entries, [
      ['client_id', 'uuid', (r) => r.clientId!],
      ['contest_id', 'int4', (r) => r.contestId],
      ['competitor_id', 'int4', (r) => r.competitorId],
      ['contest_boulder_id', 'int4', (r) => r.contestBoulderId],
      ['attempts', 'int4', (r) => r.tries],
      ['zone_attempt', 'int4', (r) => r.zoneAttempt ?? null],
      ['top_attempt', 'int4', (r) => r.topAttempt ?? null],
      ['source', 'text', (r) => (selfScored(r) ? 'self' : 'judge')],
      ['judge_id', 'int4', (r) => (selfScored(r) ? null : (judgeOf.get(r.contestBoulderId) ?? null))],
      ['user_id', 'int4', (r) => (selfScored(r) ? competitorById.get(r.competitorId)!.userId : null)],
      ['created_at', 'timestamptz', (r) => r.loggedAt],
    ]),
  );
  await bulkInsert(
    client,
    'contest_finalists',
    columnsOf(contests.finalists, [
      ['contest_id', 'int4', (f) => f.contestId],
      ['competitor_id', 'int4', (f) => f.competitorId],
      ['qualification_rank', 'int4', (f) => f.qualificationRank],
    ]),
  );
  await bulkInsert(
    client,
    'contest_draw_winners',
    columnsOf(contests.drawWinners, [
      ['contest_id', 'int4', (w) => w.contestId],
      ['competitor_id', 'int4', (w) => w.competitorId],
      ['position', 'int2', (w) => w.position],
      ['drawn_at', 'timestamptz', (w) => w.drawnAt],
    ]),
  );
}

/**
 * The demo's sent announcements and who was told. Who opened the link is drawn from the rows (a
 * stable hash of the climber and the announcement): most of those who came, a few who did not.
 */
export async function writeAnnouncements(client: pg.ClientBase, { announcements, deliveries }: ReturnType<typeof buildAnnouncements>, now: number) {
  await bulkInsert(
    client,
    'announcements',
    columnsOf(announcements, [
      ['id', 'int4', (a) => a.id],
      ['gym_id', 'int4', (a) => a.gymId],
      ['status', 'text', () => 'sent'],
      ['title', 'text', (a) => a.title],
      ['boulder_ids', 'int4[]', (a) => a.boulderIds],
      ['automatic', 'bool', () => true],
      ['changed_at', 'timestamptz', (a) => a.changedAt],
      ['not_before', 'timestamptz', (a) => a.changedAt],
      ['sent_at', 'timestamptz', (a) => a.sentAt],
      ['created_at', 'timestamptz', (a) => a.changedAt],
    ]),
    { overridingSystemValue: true },
  );
  await bulkInsert(
    client,
    'announcement_deliveries',
    columnsOf(deliveries, [
      ['announcement_id', 'int4', (d) => d.announcementId],
      ['user_id', 'int4', (d) => d.userId],
      ['channel', 'text', () => 'email'],
      ['claimed_at', 'timestamptz', (d) => d.sentAt],
      ['sent_at', 'timestamptz', (d) => d.sentAt],
      ['created_at', 'timestamptz', (d) => d.sentAt],
    ]),
  );
  await client.query(
    `update announcement_deliveries d set opened_at = o.at
       from (select d.id, d.sent_at + make_interval(mins => 5 + abs(hashtext(d.user_id || '-' || d.announcement_id)) % 600) as at,
                    abs(hashtext(d.announcement_id || '-' || d.user_id)) % 100 as draw,
                    exists (select 1 from ascents s where s.user_id = d.user_id and s.boulder_id = any(a.boulder_ids)
                              and s.logged_at >= a.sent_at and s.logged_at < a.sent_at + interval '7 days') as came
               from announcement_deliveries d join announcements a on a.id = d.announcement_id) o
      where o.id = d.id and o.draw < case when o.came then 70 else 15 end and o.at < $1::timestamptz`,
    [new Date(now)],
  );
}
