/** New sets announced to climbers (docs/announcements.md): the announcements, who was told, and who wants to be. */
import { sql } from 'drizzle-orm';
import { instant, intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';
import type { AnnouncementStatus } from '../../shared/contract/announcements';
import type { Locale } from '../../shared/i18n/locales';

export interface AnnouncementRow {
  id: number;
  gymId: number;
  status: AnnouncementStatus;
  title: string;
  boulderIds: number[];
  automatic: boolean;
  changedAt: Date;
  notBefore: Date | null;
  sentAt: Date | null;
  /** Climbers told, by channel (messages accepted by the mail server or the push service). */
  told: { email: number; push: number };
  /** Climbers who opened it (followed its link). */
  opened: number;
  /** Climbers told who logged one of its boulders within 7 days after it went. */
  came: number;
}

type RawAnnouncement = Omit<AnnouncementRow, 'changedAt' | 'notBefore' | 'sentAt'> & { changedAt: string; notBefore: string | null; sentAt: string | null };

// Every figure is a count of the raw rows (deliveries, ascents), never a stored total.
const ANNOUNCEMENT_COLUMNS = sql`a.id, a.gym_id as "gymId", a.status, a.title, a.boulder_ids as "boulderIds", a.automatic,
  a.changed_at as "changedAt", a.not_before as "notBefore", a.sent_at as "sentAt",
  json_build_object(
    'email', (select count(*)::int from announcement_deliveries d where d.announcement_id = a.id and d.channel = 'email' and d.sent_at is not null),
    'push', (select count(*)::int from announcement_deliveries d where d.announcement_id = a.id and d.channel = 'push' and d.sent_at is not null)
  ) as told,
  (select count(distinct d.user_id)::int from announcement_deliveries d where d.announcement_id = a.id and d.opened_at is not null) as opened,
  (select count(distinct d.user_id)::int from announcement_deliveries d
     where d.announcement_id = a.id and d.sent_at is not null
       and exists (select 1 from ascents s where s.user_id = d.user_id and s.boulder_id = any(a.boulder_ids)
                     and s.logged_at >= a.sent_at and s.logged_at < a.sent_at + interval '7 days')) as came`;

const announcementOf = (row: RawAnnouncement): AnnouncementRow => ({
  ...row,
  changedAt: instant(row.changedAt),
  notBefore: row.notBefore === null ? null : instant(row.notBefore),
  sentAt: row.sentAt === null ? null : instant(row.sentAt),
});

/** A gym's announcements, newest first. */
export async function announcementsOfGym(db: DbExecutor, gymId: number): Promise<AnnouncementRow[]> {
  const rows = await sqlRows<RawAnnouncement>(
    db,
    sql`select ${ANNOUNCEMENT_COLUMNS} from announcements a where a.gym_id = ${gymId} order by a.created_at desc, a.id desc limit 100`,
  );
  return rows.map(announcementOf);
}

/**
 * Adds new boulders to the gym's pending announcement when the gym is published: the staff's own when
 * one waits (its title kept), else the automatic one (made when there is none). Its grace period starts
 * again. Answers it, or undefined for a gym not published. The caller holds lockAnnouncementsOfGym.
 */
export async function gatherIntoPendingAnnouncement(
  tx: DbExecutor,
  { gymId, boulderIds, notBefore }: { gymId: number; boulderIds: number[]; notBefore: Date },
): Promise<{ id: number; automatic: boolean } | undefined> {
  const merged = sql`array(select distinct x from unnest(announcements.boulder_ids || ${intArray(boulderIds)}) x order by x)`;
  const [written] = await sqlRows<{ id: number }>(
    tx,
    sql`update announcements set boulder_ids = ${merged}, changed_at = now(),
          not_before = greatest(announcements.not_before, ${notBefore.toISOString()}::timestamptz)
        where gym_id = ${gymId} and status = 'pending' and not automatic
          and exists (select 1 from gyms g where g.id = ${gymId} and g.status = 'published')
        returning id`,
  );
  if (written) return { id: written.id, automatic: false };
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`insert into announcements (gym_id, title, boulder_ids, automatic, not_before)
        select g.id, '', ${intArray(boulderIds)}, true, ${notBefore.toISOString()}::timestamptz from gyms g
        where g.id = ${gymId} and g.status = 'published'
        on conflict (gym_id) where status = 'pending' and automatic do update
          set boulder_ids = array(select distinct x from unnest(announcements.boulder_ids || excluded.boulder_ids) x order by x),
              changed_at = now(),
              not_before = greatest(announcements.not_before, excluded.not_before)
        returning id`,
  );
  return rows[0] && { id: rows[0].id, automatic: true };
}

/** Announcement `a`'s boulders still active, counted by circuit (most first): its automatic title names them. */
const CIRCUIT_COUNTS = sql`(select json_agg(json_build_object('name', c.name, 'count', c.count) order by c.count desc, c.position, c.name)
  from (select d.name, d.position, count(*)::int as count from boulders b join gym_difficulties d on d.id = b.gym_difficulty_id
        where b.id = any(a.boulder_ids) and b.closed_at is null group by d.id, d.name, d.position) c)`;

/** What a climber's message needs to say its announcement in their language: an automatic title is written again in it. */
export interface DeliveryWords {
  locale: Locale;
  automatic: boolean;
  circuits: { name: string; count: number }[];
}

/** The gym's name and its announcement's boulders still active, counted by circuit (most first), with their sectors. */
export async function announcedBoulders(
  db: DbExecutor,
  announcementId: number,
): Promise<{ gymName: string; circuits: { name: string; count: number }[]; sectors: string[]; active: number[] }> {
  const [row] = await sqlRows<{ gymName: string; circuits: { name: string; count: number }[] | null; sectors: string[] | null; active: number[] | null }>(
    db,
    sql`select g.name as "gymName", ${CIRCUIT_COUNTS} as circuits,
          (select array_agg(distinct s.name order by s.name) from boulders b join sectors s on s.id = b.sector_id
             where b.id = any(a.boulder_ids) and b.closed_at is null) as sectors,
          (select array_agg(b.id order by b.id) from boulders b where b.id = any(a.boulder_ids) and b.closed_at is null) as active
        from announcements a join gyms g on g.id = a.gym_id where a.id = ${announcementId}`,
  );
  return { gymName: row?.gymName ?? '', circuits: row?.circuits ?? [], sectors: row?.sectors ?? [], active: row?.active ?? [] };
}

export async function setAnnouncementTitle(tx: DbExecutor, id: number, title: string): Promise<void> {
  await tx.execute(sql`update announcements set title = ${title} where id = ${id}`);
}

/**
 * The writes of a gym's pending announcement go one at a time (a transaction-scoped lock on the gym): the
 * staff's own and the boulders gathered automatically, so that two writers never leave two pending.
 */
export async function lockAnnouncementsOfGym(tx: DbExecutor, gymId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gaston:announcements'), ${gymId})`);
}

/** A staff's own announcement: pending, going a grace period after now. */
export async function insertAnnouncement(
  tx: DbExecutor,
  values: { gymId: number; title: string; boulderIds: number[]; createdBy: number },
): Promise<{ id: number; changedAt: Date }> {
  const [row] = await sqlRows<{ id: number; changedAt: string }>(
    tx,
    sql`insert into announcements (gym_id, title, boulder_ids, automatic, created_by)
        values (${values.gymId}, ${values.title}, ${intArray(values.boulderIds)}, false, ${values.createdBy})
        returning id, changed_at as "changedAt"`,
  );
  return { id: row!.id, changedAt: instant(row!.changedAt) };
}

/** Cancels the gym's pending announcements (all, or one): answers the ids cancelled. */
export async function cancelPendingAnnouncements(tx: DbExecutor, gymId: number, id?: number): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`update announcements set status = 'cancelled', cancelled_at = now()
        where gym_id = ${gymId} and status = 'pending' ${id === undefined ? sql`` : sql`and id = ${id}`}
        returning id`,
  );
  return rows.map((r) => r.id);
}

/** The status of a gym's announcement, locked, or undefined when it is not the gym's. */
export async function lockAnnouncementOfGym(tx: DbExecutor, gymId: number, id: number): Promise<AnnouncementStatus | undefined> {
  const rows = await sqlRows<{ status: AnnouncementStatus }>(tx, sql`select status from announcements where id = ${id} and gym_id = ${gymId} for update`);
  return rows[0]?.status;
}

/**
 * Pending announcements due at `now` (their grace period over, their boulders open), locked: a second
 * sender skips them. Those of a gym no longer published are cancelled, never sent.
 */
export async function lockDueAnnouncements(
  tx: DbExecutor,
  now: Date,
  graceSeconds: number,
): Promise<{ id: number; gymId: number; automatic: boolean; published: boolean }[]> {
  return sqlRows(
    tx,
    sql`select a.id, a.gym_id as "gymId", a.automatic, g.status = 'published' as published from announcements a join gyms g on g.id = a.gym_id
        where a.status = 'pending' and a.changed_at + make_interval(secs => ${graceSeconds}) <= ${now.toISOString()}::timestamptz
          and (a.not_before is null or a.not_before <= ${now.toISOString()}::timestamptz)
        order by a.id for update of a skip locked limit 20`,
  );
}

/**
 * Marks the announcement sent and writes one delivery per climber to tell, by channel: those who want
 * this gym's news by that channel (their own choice for the gym, or their home gym's news by default
 * when they gave the consent), with a confirmed address, in the circuits they chose; at most one
 * e-mail per gym and Paris day.
 */
export async function markSentWithDeliveries(tx: DbExecutor, { id, gymId, boulderIds, now }: { id: number; gymId: number; boulderIds: number[]; now: Date }) {
  const at = now.toISOString();
  await tx.execute(sql`update announcements set status = 'sent', sent_at = ${at}::timestamptz, boulder_ids = ${intArray(boulderIds)} where id = ${id}`);
  await tx.execute(
    sql`with wanted as (
          select u.id as user_id, coalesce(n.email, true) as email, coalesce(n.push, true) as push, n.circuit_ids
          from users u left join climber_gym_notifications n on n.user_id = u.id and n.gym_id = ${gymId}
          where u.deleted_at is null and u.email is not null and u.email_confirmed_at is not null
            and (n.user_id is not null or (u.home_gym_id = ${gymId} and u.news_consent))
            and (n.circuit_ids is null or exists (
              select 1 from boulders b where b.id = any(${intArray(boulderIds)}) and b.gym_difficulty_id = any(n.circuit_ids)))
        )
        insert into announcement_deliveries (announcement_id, user_id, channel)
        select ${id}::int, w.user_id, 'email'::text from wanted w
        where w.email and not exists (
          select 1 from announcement_deliveries d join announcements o on o.id = d.announcement_id
          where d.user_id = w.user_id and d.channel = 'email' and o.gym_id = ${gymId} and d.failed_at is null
            and (coalesce(d.sent_at, d.created_at) at time zone 'Europe/Paris')::date = (${at}::timestamptz at time zone 'Europe/Paris')::date)
        union all
        select ${id}::int, w.user_id, 'push'::text from wanted w
        where w.push and exists (select 1 from push_subscriptions p where p.user_id = w.user_id)
        on conflict do nothing`,
  );
}

export interface UnsentPush extends DeliveryWords {
  deliveryId: number;
  userId: number;
  gymId: number;
  gymName: string;
  title: string;
  boulderCount: number;
}

export interface UnsentEmail extends DeliveryWords {
  deliveryId: number;
  email: string;
  firstName: string;
  gymId: number;
  gymName: string;
  title: string;
  sectors: string[];
  /** Six of its boulders at most, by circuit: the picture is the upload's 400 px JPEG (a path), or null. */
  boulders: { title: string; detail: string; picture: string | null }[];
}

/**
 * Locks up to `limit` deliveries of `channel` not sent yet (or whose sender stopped ten minutes ago) as
 * `batch`, and what their messages say as `words`: computed once per announcement of the batch, not
 * once per climber told.
 */
const unsentBatch = (channel: 'email' | 'push', now: Date, limit: number) =>
  sql`with batch as (
        select d.id, d.announcement_id, d.user_id from announcement_deliveries d join users u on u.id = d.user_id
        where d.channel = ${channel} and d.sent_at is null and d.failed_at is null ${channel === 'email' ? sql`and u.email is not null` : sql``}
          and (d.claimed_at is null or d.claimed_at < ${now.toISOString()}::timestamptz - interval '10 minutes')
        order by d.id for update of d skip locked limit ${limit}),
      words as (
        select a.id, a.gym_id, g.name as gym_name, a.title, a.automatic, cardinality(a.boulder_ids) as boulder_count,
          coalesce(${CIRCUIT_COUNTS}, '[]') as circuits,
          coalesce((select array_agg(distinct s.name order by s.name) from boulders b join sectors s on s.id = b.sector_id
                    where b.id = any(a.boulder_ids)), '{}') as sectors,
          coalesce((select json_agg(json_build_object('title', x.name, 'detail', x.detail, 'picture', x.picture) order by x.picture is null, x.position, x.id)
                    from (select b.id, b.name, c.position, c.name || ' · ' || s.name as detail,
                                 (select '/media/' || m.thumbnail_id || '.jpg' from media m where m.id = b.media_id and m.thumbnail_id is not null) as picture
                          from boulders b join gym_difficulties c on c.id = b.gym_difficulty_id join sectors s on s.id = b.sector_id
                          where b.id = any(a.boulder_ids) and b.closed_at is null
                          order by b.media_id is null, c.position, b.id limit 6) x), '[]') as boulders
        from announcements a join gyms g on g.id = a.gym_id
        where a.id in (select announcement_id from batch))`;

/** Up to `limit` push deliveries not sent yet, locked, with what their message needs. */
export async function lockUnsentPushes(tx: DbExecutor, now: Date, limit = 50): Promise<UnsentPush[]> {
  return sqlRows<UnsentPush>(
    tx,
    sql`${unsentBatch('push', now, limit)}
        select b.id::int as "deliveryId", b.user_id as "userId", w.gym_id as "gymId", w.gym_name as "gymName", w.title,
               w.boulder_count as "boulderCount", u.locale, w.automatic, w.circuits
        from batch b join words w on w.id = b.announcement_id join users u on u.id = b.user_id order by b.id`,
  );
}

/** Up to `limit` e-mails not sent yet, locked, with what their message needs. */
export async function lockUnsentEmails(tx: DbExecutor, now: Date, limit = 50): Promise<UnsentEmail[]> {
  return sqlRows<UnsentEmail>(
    tx,
    sql`${unsentBatch('email', now, limit)}
        select b.id::int as "deliveryId", u.email, u.first_name as "firstName", w.gym_id as "gymId", w.gym_name as "gymName", w.title,
               u.locale, w.automatic, w.circuits, w.sectors, w.boulders
        from batch b join words w on w.id = b.announcement_id join users u on u.id = b.user_id order by b.id`,
  );
}

/** Takes a delivery for a sender, with the hash of its new link token (the links of an earlier claim die). */
export async function claimDelivery(tx: DbExecutor, deliveryId: number, tokenHash: string, now: Date): Promise<void> {
  await tx.execute(sql`update announcement_deliveries set claimed_at = ${now.toISOString()}::timestamptz, token_hash = ${tokenHash} where id = ${deliveryId}`);
}

export async function markDelivery(db: DbExecutor, deliveryId: number, outcome: 'sent' | 'failed', now: Date): Promise<void> {
  await db.execute(
    outcome === 'sent'
      ? sql`update announcement_deliveries set sent_at = ${now.toISOString()}::timestamptz where id = ${deliveryId}`
      : sql`update announcement_deliveries set failed_at = ${now.toISOString()}::timestamptz where id = ${deliveryId}`,
  );
}

/** The delivery a link's token names: its climber, gym and whether they still hear of it by e-mail. */
export async function deliveryByTokenHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ deliveryId: number; userId: number; gymId: number; gymName: string; email: boolean } | undefined> {
  const rows = await sqlRows<{ deliveryId: number; userId: number; gymId: number; gymName: string; email: boolean }>(
    db,
    sql`select d.id::int as "deliveryId", d.user_id as "userId", a.gym_id as "gymId", g.name as "gymName",
          coalesce(n.email, u.home_gym_id = a.gym_id and u.news_consent) as email
        from announcement_deliveries d join announcements a on a.id = d.announcement_id join gyms g on g.id = a.gym_id
          join users u on u.id = d.user_id
          left join climber_gym_notifications n on n.user_id = d.user_id and n.gym_id = a.gym_id
        where d.token_hash = ${tokenHash}`,
  );
  return rows[0];
}

/** Stops the climber's e-mails of the gym; their push choice stays (on by default). */
export async function stopEmailsOfGym(db: DbExecutor, userId: number, gymId: number): Promise<void> {
  await db.execute(
    sql`insert into climber_gym_notifications (user_id, gym_id, email, push) values (${userId}, ${gymId}, false, true)
        on conflict (user_id, gym_id) do update set email = false, updated_at = now()`,
  );
}

/** The first opening of a delivery's link. */
export async function markOpened(db: DbExecutor, deliveryId: number): Promise<void> {
  await db.execute(sql`update announcement_deliveries set opened_at = coalesce(opened_at, now()) where id = ${deliveryId}`);
}

/** The gym's active boulders among `boulderIds`. */
export async function activeBouldersOfGym(db: DbExecutor, gymId: number, boulderIds: number[]): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`select id from boulders where gym_id = ${gymId} and closed_at is null and id = any(${intArray(boulderIds)}) order by id`,
  );
  return rows.map((r) => r.id);
}

export interface CandidateBoulderRow {
  id: number;
  name: string;
  sector: string;
  circuit: string;
  openedOn: string;
}

/** The gym's active boulders opened in the last `days` days (Paris time), newest first: what staff may announce. */
export async function recentActiveBoulders(db: DbExecutor, gymId: number, days: number): Promise<CandidateBoulderRow[]> {
  return sqlRows<CandidateBoulderRow>(
    db,
    sql`select b.id, b.name, s.name as sector, d.name as circuit, to_char(b.created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as "openedOn"
        from boulders b join sectors s on s.id = b.sector_id join gym_difficulties d on d.id = b.gym_difficulty_id
        where b.gym_id = ${gymId} and b.closed_at is null
          and b.created_at >= (date_trunc('day', now() at time zone 'Europe/Paris') - make_interval(days => ${days})) at time zone 'Europe/Paris'
          and b.created_at <= now()
        order by b.created_at desc, s.position, s.name, d.position, b.name, b.id
        limit 500`,
  );
}
