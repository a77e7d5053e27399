/**
 * Competitors scoring themselves (contests.md §1, §4): from the climbers' app with their account, or
 * from the personal link the organiser mails to those registered without one.
 */
import {
  COMPETITOR_TOKEN_PREFIX,
  SCORING_MESSAGES as M,
  selfScoringLinkPath,
  type MyContest,
  type MyContests,
  type SelfScoringLinks,
} from '../../shared/contract/contest-scoring';
import { gymNameOf, listAllCompetitors, type CompetitorRecord, type ContestRecord } from '../repositories/contest-admin-repository';
import {
  claimSelfLinks,
  findCompetitionOfSelfToken,
  listBouldersOfContests,
  listCompetitionsOfUser,
  listResultsOfCompetitors,
  releaseSelfLink,
} from '../repositories/contest-results-repository';
import { formatLongDateTime } from '../../shared/domain/dates';
import { conflict, notFound } from '../errors';
import { selfScoringLinkMail } from '../mail/templates';
import { requireActor } from './authorize';
import { contestFor } from './contest-admin-service';
import { contestEnd, selfScoringWindow } from './contest-scoring-service';
import type { AccountContext } from './context';
import { newSelfScoringToken } from './session-tokens';

interface Competition {
  competitor: CompetitorRecord;
  contest: ContestRecord;
  category: string;
}

type Boulder = Awaited<ReturnType<typeof listBouldersOfContests>>[number];
type Result = Awaited<ReturnType<typeof listResultsOfCompetitors>>[number];

/** A contest as its competitor sees it: their boulders (qualification), their results, the self-scoring window. */
function presentCompetition({ competitor, contest, category }: Competition, boulders: readonly Boulder[], results: readonly Result[], now: Date): MyContest {
  const window = selfScoringWindow(contest);
  const own = boulders.filter((b) => b.contestId === contest.id);
  const ids = new Set(own.map((b) => b.id));
  return {
    id: contest.id,
    name: contest.name,
    slug: contest.slug,
    startsAt: contest.startsAt.toISOString(),
    endsAt: contestEnd(contest).toISOString(),
    competitorId: competitor.id,
    bib: competitor.bib,
    category,
    disqualified: competitor.disqualified,
    selfScoring: contest.selfScoring,
    selfScoringOpensAt: window.opens.toISOString(),
    selfScoringClosesAt: window.closes.toISOString(),
    selfScoringOpen: contest.selfScoring && now.getTime() >= window.opens.getTime() && now.getTime() < window.closes.getTime(),
    boulders: own.map((b) => ({ id: b.id, number: b.number, name: b.name, color: b.color, zone: b.zone })),
    results: results
      .filter((r) => r.competitorId === competitor.id && ids.has(r.boulderId))
      .map((r) => ({ boulderId: r.boulderId, attempts: r.attempts, zoneAttempt: r.zoneAttempt, topAttempt: r.topAttempt })),
  };
}

async function presentCompetitions(ctx: AccountContext, rows: readonly Competition[], now: Date): Promise<MyContest[]> {
  const [boulders, results] = await Promise.all([
    listBouldersOfContests(
      ctx.db,
      rows.map((row) => row.contest.id),
      'qualification',
    ),
    listResultsOfCompetitors(
      ctx.db,
      rows.map((row) => row.competitor.id),
    ),
  ]);
  return rows.map((row) => presentCompetition(row, boulders, results, now));
}

// Finished contests stay listed for a month, so that a climber finds their results.
const MY_CONTESTS_DAYS = 30;

/** GET /api/v1/me/contests/: the contests the signed-in climber competes in, with their boulders and own results. */
export async function myContests(ctx: AccountContext, params: { now?: Date } = {}): Promise<MyContests> {
  const actor = requireActor(ctx);
  const now = params.now ?? new Date();
  const rows = await listCompetitionsOfUser(ctx.db, actor.userId, new Date(now.getTime() - MY_CONTESTS_DAYS * 86_400_000));
  return { contests: await presentCompetitions(ctx, rows, now) };
}

/** The competitor a personal link opens; a 404 for a token that is no one's (never issued, or its contest deleted). */
export async function competitorOfSelfToken(ctx: AccountContext, token: string): Promise<Competition> {
  const row = token.startsWith(COMPETITOR_TOKEN_PREFIX) ? await findCompetitionOfSelfToken(ctx.db, token) : undefined;
  if (!row) throw notFound(M.selfLink);
  return row;
}

/** GET /api/contests/self-scoring/ with a personal link's token: that competitor's contest, as the app shows it. */
export async function selfScoringView(ctx: AccountContext, params: { token: string; now?: Date }): Promise<MyContest> {
  const competition = await competitorOfSelfToken(ctx, params.token);
  const [view] = await presentCompetitions(ctx, [competition], params.now ?? new Date());
  return view!;
}

/**
 * POST /api/contests/{id}/self-scoring-links/ (organisers): mails the personal link to each competitor
 * with an e-mail and no account who has not had it (contests.md §1). Sending again mails only those
 * added since, so a replay or a second click sends nothing twice; a mail that did not leave is
 * released and goes at the next sending. 409 while self-scoring is off.
 */
export async function sendSelfScoringLinks(ctx: AccountContext, params: { contestId: number; now?: Date }): Promise<SelfScoringLinks> {
  const contest = await contestFor(ctx, 'runContests', params.contestId);
  if (!contest.selfScoring) throw conflict(M.selfLinksOff);
  const now = params.now ?? new Date();
  const claimed = await ctx.db.transaction((tx) => claimSelfLinks(tx, contest.id, newSelfScoringToken, now));
  const gymName = await gymNameOf(ctx.db, contest.gymId);
  const { opens, closes } = selfScoringWindow(contest);
  let sent = 0;
  for (const competitor of claimed) {
    try {
      await ctx.mailer.send(
        selfScoringLinkMail({
          to: competitor.email!,
          firstName: competitor.firstName,
          contestName: contest.name,
          gymName,
          window: `du ${formatLongDateTime(opens)} au ${formatLongDateTime(closes)}`,
          bib: competitor.bib,
          link: `${ctx.config.PUBLIC_URL}${selfScoringLinkPath(contest.slug, competitor.selfToken!)}`,
        }),
      );
      sent += 1;
    } catch (error) {
      ctx.log.warn({ err: error, competitorId: competitor.id }, 'self-scoring link not sent');
      await releaseSelfLink(ctx.db, competitor.id);
    }
  }
  const competitors = await listAllCompetitors(ctx.db, contest.id);
  return {
    sent,
    failed: claimed.length - sent,
    withLink: competitors.filter((c) => c.selfLinkSentAt !== null).length,
    withoutEmail: competitors.filter((c) => c.userId === null && c.email === null).length,
  };
}
