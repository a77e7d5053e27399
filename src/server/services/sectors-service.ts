/**
 * The sector page (docs/product.md › Back office: screens "Sector view", docs/statistics.md "Secteurs"): the sector
 * choices with the newest and next-to-dismantle sectors, and a sector's details, its current
 * opening compared with the previous one.
 */
import type { SectorBasisChoice, SectorDetails, SectorDetailsAnswer } from '../../shared/contract/sectors';
import { gradeLabel } from '../../shared/domain/grades';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { NOT_YOURS, authorize, gymRead, readOfGym } from './authorize';
import type { GymRead, ServiceContext } from './context';
import { loadRoutes } from '../repositories/routes-repository';
import {
  currentAndPreviousOpenings,
  findSector,
  gymSectors,
  gymSectorsPicture,
  openingBoulderIds,
  openingFigures,
  type OpeningFigures,
  type OpeningRow,
  type SectorRow,
} from '../repositories/sectors-repository';
import { percent, ratio, triesPerDay } from '../repositories/statistics-repository';

const byDayThenId = (dayOf: (s: SectorRow) => string, s1: SectorRow, s2: SectorRow) =>
  dayOf(s1) < dayOf(s2) ? -1 : dayOf(s1) > dayOf(s2) ? 1 : (s1.openingId ?? 0) - (s2.openingId ?? 0);

/**
 * Newest: the sector whose current opening is the most recent (latest opening id on a tie).
 * Next to dismantle: among sectors whose current opening is not closed, the earliest planned
 * closing day; when none is planned, the oldest opening. Each is one sector, or none.
 */
export function newestAndOldest(sectors: SectorRow[]): { newestId?: number; oldestId?: number } {
  const opened = sectors.filter((s) => s.openedAt !== null);
  const newest = opened.reduce<SectorRow | undefined>((best, s) => (!best || byDayThenId((x) => x.openedAt!, s, best) > 0 ? s : best), undefined);
  const open = opened.filter((s) => s.closedAt === null);
  const planned = open.filter((s) => s.plannedClosing !== null);
  const candidates = planned.length > 0 ? planned : open;
  const dayOf = planned.length > 0 ? (x: SectorRow) => x.plannedClosing! : (x: SectorRow) => x.openedAt!;
  const oldest = candidates.reduce<SectorRow | undefined>((best, s) => (!best || byDayThenId(dayOf, s, best) < 0 ? s : best), undefined);
  return { newestId: newest?.id, oldestId: oldest?.id };
}

export async function sectorDetailsOfGym(db: Database, gymId: number, now: Date): Promise<SectorDetailsAnswer> {
  const [sectors, gymPicture] = await Promise.all([gymSectors(db, gymId), gymSectorsPicture(db, gymId)]);
  const { newestId, oldestId } = newestAndOldest(sectors);
  const sectorBasisChoices: SectorBasisChoice[] = sectors.map((s) => ({
    id: s.id,
    name: s.name,
    polyline: s.outline,
    picture_sector: s.picture,
    x: s.x,
    y: s.y,
    newest_sector: s.id === newestId,
    oldest_sector: s.id === oldestId,
  }));
  const newest = sectors.find((s) => s.id === newestId);
  return {
    sectorBasisChoices,
    latestSectorDetails: newest ? await sectorDetails(db, newest, now) : null,
    gymPicture,
  };
}

const EMPTY_FIGURES: OpeningFigures = {
  boulders: 0,
  tries: 0,
  climbers: 0,
  toppers: 0,
  flashers: 0,
  triesToTopSum: 0,
  grading: null,
  ranking: null,
  rankingCount: 0,
};

/** Tries per day of an opening: from its opening day to its closing day (or today while open). */
function openingTriesPerDay(opening: OpeningRow | undefined, tries: number, now: Date): number {
  if (!opening) return 0;
  return triesPerDay(tries, opening.openedAt, opening.closedAt ?? opening.nextOpenedAt, now);
}

/** Details of a sector (the caller has checked that the user may see it). */
export async function sectorDetails(db: Database, sector: SectorRow, now: Date): Promise<SectorDetails> {
  const { current, previous } = await currentAndPreviousOpenings(db, sector.id);
  const openingIds = [current?.id, previous?.id].filter((id): id is number => id !== undefined);
  const [figures, routes] = await Promise.all([
    openingFigures(db, openingIds),
    current ? openingBoulderIds(db, current.id).then((ids) => loadRoutes(db, ids, now)) : [],
  ]);
  const currentFigures = (current && figures.get(current.id)) || EMPTY_FIGURES;
  const previousFigures = (previous && figures.get(previous.id)) || EMPTY_FIGURES;
  const comments = routes.flatMap((r) => r.comments).sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
  return {
    sectorId: sector.id,
    sectorName: sector.name,
    sectorPicture: sector.picture,
    sectorSvg: sector.outline,
    totalSectorTries: currentFigures.tries,
    totalSectorTriesLastSector: previousFigures.tries,
    triesPerDay: openingTriesPerDay(current, currentFigures.tries, now),
    triesPerDayLastSector: openingTriesPerDay(previous, previousFigures.tries, now),
    averageGrade: currentFigures.grading === null ? null : gradeLabel(Math.round(currentFigures.grading)),
    averageGradeLastSector: previousFigures.grading === null ? null : gradeLabel(Math.round(previousFigures.grading)),
    percentageSuccess: percent(currentFigures.toppers, currentFigures.climbers),
    percentageSuccessLastSector: percent(previousFigures.toppers, previousFigures.climbers),
    percentageFlash: percent(currentFigures.flashers, currentFigures.climbers),
    percentageLastSector: percent(previousFigures.flashers, previousFigures.climbers),
    averageTriesBeforeTop: ratio(currentFigures.triesToTopSum, currentFigures.toppers),
    averageTriesBeforeTopLastSector: ratio(previousFigures.triesToTopSum, previousFigures.toppers),
    ranking: currentFigures.ranking === null ? null : Math.round(currentFigures.ranking * 100) / 100,
    rankingCount: currentFigures.rankingCount,
    routes,
    comments,
    openingDate: current?.openedAt ?? null,
    closingDate: current?.plannedClosing ?? null,
    previousOpeningDate: previous?.openedAt ?? null,
    dismantledDate: current?.closedAt ?? null,
  };
}

// ---------------------------------------------------------------- the calls, access checked

export const sectorDetailsOfGymRead = (ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymRead<SectorDetailsAnswer>> =>
  gymRead(ctx, gymId, (now) => sectorDetailsOfGym(ctx.db, gymId, now));

export async function sectorDetailsRead(ctx: ServiceContext, { sectorId }: { sectorId: number }): Promise<GymRead<SectorDetails>> {
  return readOfGym(await authorize(ctx, 'read', { sectorId }), async (now) => {
    const sector = await findSector(ctx.db, sectorId);
    if (!sector) throw notFound(NOT_YOURS.sector);
    return sectorDetails(ctx.db, sector, now);
  });
}
