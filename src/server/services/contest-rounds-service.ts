/**
 * What an organiser does with a scored contest (docs/product.md › Contests: back office): start the final (the N best of each
 * category, frozen with their qualification rank, which breaks the final's ties), draw prizes among
 * competitors with a top, and export the results (CSV) and the podiums (PDF).
 */
import { randomInt } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { CONTEST_MESSAGES, ROUND_MESSAGES as M, type Contest, type DrawAnswer, type DrawBody, type FinalBody } from '../../shared/contract/contests';
import type { RankedCategory as Scored } from '../../shared/domain/contest-formats';
import { CONTEST_LIMITS, resultCell } from '../../shared/domain/contest-rules';
import { formatShortDate } from '../../shared/domain/dates';
import { conflict, invalidFields, notFound } from '../errors';
import { toCsv, type CsvValue } from '../lib/csv';
import {
  bumpRanking,
  competitorsWithTop,
  findContestById,
  insertContestBoulders,
  insertFinalists,
  listCategories,
  listDrawWinners,
  lockContestRow,
  updateContest,
} from '../repositories/contests-repository';
import { contestFor, presentContest } from './contest-admin-service';
import { drawAndKeep, scoreContest, type ScoredContest } from './contest-ranking-service';
import type { ServiceContext } from './context';

/**
 * POST /api/contests/{id}/final/: the final takes the N best (default 6) of each category's
 * qualification; a tie at the N-th place takes everyone tied. Once only (409 after).
 */
export async function startFinal(ctx: ServiceContext, params: { id: number; body: FinalBody }): Promise<Contest> {
  await contestFor(ctx, 'runContests', params.id);
  const count = params.body.count ?? CONTEST_LIMITS.defaultFinalists;
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const contest = (await lockContestRow(tx, params.id))!;
    if (contest.finalCount !== null) throw conflict(M.finalStarted);
    const scored = (await scoreContest(tx, contest.id))!;
    const finalists = scored.qualification.flatMap((category) =>
      category.competitors.filter((c) => c.rank !== null && c.rank <= count).map((c) => ({ competitorId: c.competitorId, qualificationRank: c.rank! })),
    );
    if (finalists.length === 0) throw conflict(M.noQualified);
    await insertFinalists(tx, contest.id, finalists);
    await insertContestBoulders(
      tx,
      params.body.boulders.map((b) => ({
        contestId: contest.id,
        round: 'final' as const,
        number: b.number,
        name: b.name || `Finale ${b.number}`,
        color: b.color ?? null,
        zone: b.zone ?? true,
        heightM: b.heightM ?? 4,
      })),
    );
    await updateContest(tx, contest.id, { finalCount: count });
  });
  return presentContest(ctx.db, (await findContestById(ctx.db, params.id))!, now);
}

/**
 * POST /api/contests/{id}/draw/: `count` distinct winners among the competitors with at least one top
 * (in the category, if given) who are not kept winners already; fewer, possibly none, when fewer are
 * eligible. The winners are added to the kept ones, in draw order. A request sent again with the same
 * `drawId` (a double tap, a retry) answers that draw's winners; another click is another draw, at
 * once (the replay used to be guessed from the last 10 s, which silently answered an earlier draw).
 */
export async function drawPrizes(
  ctx: ServiceContext,
  params: { id: number; body: DrawBody },
  random: (max: number) => number = (max) => randomInt(max),
): Promise<DrawAnswer> {
  await contestFor(ctx, 'runContests', params.id);
  const { body } = params;
  return ctx.db.transaction(async (tx) => {
    const contest = (await lockContestRow(tx, params.id))!;
    const categoryId = body.categoryId ?? null;
    if (categoryId !== null && !(await listCategories(tx, contest.id)).some((c) => c.id === categoryId)) {
      throw invalidFields({ categoryId: [CONTEST_MESSAGES.unknownCategory] });
    }
    const kept = await listDrawWinners(tx, contest.id);
    const drawId = body.drawId ?? null;
    if (drawId !== null && kept.some((w) => w.drawId === drawId)) {
      return { winners: kept.filter((w) => w.drawId === drawId).map((w) => ({ competitorId: w.competitorId })) };
    }
    const eligible = (await competitorsWithTop(tx, contest.id)).filter((c) => categoryId === null || c.categoryId === categoryId).map((c) => c.id);
    const drawn = await drawAndKeep(tx, contest.id, { kept, eligible, count: body.count, drawId, random });
    if (drawn.length > 0) await bumpRanking(tx, contest.id);
    return { winners: drawn.map((competitorId) => ({ competitorId })) };
  });
}

// ---------------------------------------------------------------- exports

const fileSlug = (slug: string) => slug.replace(/[^a-z0-9-]/g, '');

function roundOf(scored: ScoredContest, round: 'qualification' | 'final'): { ranking: Scored[]; boulders: ScoredContest['qualificationBoulders'] } {
  if (round === 'final') {
    if (!scored.final) throw notFound("Ce contest n'a pas de finale.");
    return { ranking: scored.final, boulders: scored.finalBoulders };
  }
  return { ranking: scored.qualification, boulders: scored.qualificationBoulders };
}

/** GET /api/contests/{id}/results.csv: one row per competitor, by category (the contest's order) then rank. */
export async function resultsCsv(ctx: ServiceContext, params: { id: number; round?: 'qualification' | 'final' }): Promise<{ csv: string; fileName: string }> {
  const contest = await contestFor(ctx, 'read', params.id);
  const scored = (await scoreContest(ctx.db, contest.id))!;
  const round = params.round ?? 'qualification';
  const { ranking, boulders } = roundOf(scored, round);
  const people = new Map(scored.people.map((p) => [p.id, p]));
  const categoryName = new Map(scored.categories.map((c) => [c.id, c.name]));
  const resultOf = new Map(scored.results.map((r) => [`${r.competitorId}:${r.boulderId}`, r]));
  const header = ['rang', 'dossard', 'prenom', 'nom', 'categorie', 'score', ...boulders.map((b) => `bloc_${b.number}`)];
  const rows: CsvValue[][] = ranking.flatMap((category) =>
    category.competitors.map((c) => {
      const person = people.get(c.competitorId)!;
      return [
        c.rank,
        person.bib,
        person.firstName,
        person.lastName,
        categoryName.get(category.categoryId),
        c.score,
        ...boulders.map((b) => resultCell(b.zone, resultOf.get(`${c.competitorId}:${b.id}`))),
      ];
    }),
  );
  const suffix = round === 'final' ? '-finale' : '';
  return { csv: toCsv(header, rows), fileName: `resultats-${fileSlug(contest.slug)}${suffix}.csv` };
}

const MEDALS = ['#d4a017', '#a8a9ad', '#b87333'];

/** GET /api/contests/{id}/podiums.pdf: the first three of each category (the final's ranking once there is one), on one printable A4 page each. */
export async function podiumsPdf(ctx: ServiceContext, params: { id: number }): Promise<{ pdf: Buffer; fileName: string }> {
  const contest = await contestFor(ctx, 'read', params.id);
  const scored = (await scoreContest(ctx.db, contest.id))!;
  const ranking = scored.final ?? scored.qualification;
  const people = new Map(scored.people.map((p) => [p.id, p]));
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Podiums : ${contest.name}`, Author: 'Gaston' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const unit =
    contest.format === 'ifsc_2025' || contest.format === 'points'
      ? ' pts'
      : contest.format === 'vertical_gain'
        ? ' m'
        : contest.format === 'scramble'
          ? ' pts'
          : '';
  ranking.forEach((category, index) => {
    if (index > 0) doc.addPage();
    const name = scored.categories.find((c) => c.id === category.categoryId)?.name ?? '';
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor('#555555')
      .text(`${contest.name}${scored.gymName ? ` · ${scored.gymName}` : ''} · ${formatShortDate(contest.startsAt)}`);
    doc.font('Helvetica-Bold').fontSize(30).fillColor('#111111').text(`Podium ${name}`, { paragraphGap: 4 });
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor('#555555')
      .text(scored.final ? 'Classement de la finale' : 'Classement des qualifications', { paragraphGap: 24 });
    const podium = category.competitors.filter((c) => c.rank !== null && c.rank <= 3);
    if (podium.length === 0) doc.font('Helvetica').fontSize(16).fillColor('#333333').text('Aucun compétiteur classé.');
    for (const c of podium) {
      const person = people.get(c.competitorId)!;
      const y = doc.y;
      doc.circle(doc.page.margins.left + 22, y + 22, 22).fill(MEDALS[c.rank! - 1]!);
      doc
        .font('Helvetica-Bold')
        .fontSize(22)
        .fillColor('#ffffff')
        .text(String(c.rank), doc.page.margins.left, y + 10, { width: 44, align: 'center' });
      const detail =
        c.score !== null ? `${String(c.score).replace('.', ',')}${unit}` : `${c.tops} top${c.tops > 1 ? 's' : ''}, ${c.zones} zone${c.zones > 1 ? 's' : ''}`;
      doc
        .font('Helvetica-Bold')
        .fontSize(24)
        .fillColor('#111111')
        .text(`${person.firstName} ${person.lastName}`, doc.page.margins.left + 64, y + 2);
      doc
        .font('Helvetica')
        .fontSize(14)
        .fillColor('#444444')
        .text(`${person.bib !== null ? `Dossard ${person.bib} · ` : ''}${detail}`, doc.page.margins.left + 64);
      doc.y = y + 70;
    }
  });
  if (ranking.length === 0) doc.font('Helvetica').fontSize(16).text('Aucune catégorie.');
  doc.end();
  return { pdf: await done, fileName: `podiums-${fileSlug(contest.slug)}.pdf` };
}
