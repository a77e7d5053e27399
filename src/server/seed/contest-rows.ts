/** The rows the seed's contests are built as (seed/contests.ts, seed/gym-contests.ts) before they are inserted. */
import type { ContestCategory } from '../../shared/domain/scoring';
import type { ContestFormat } from '../../shared/domain/contest-formats';
import type { ContestKind } from '../db/schema';

export interface ContestRow {
  id: number;
  slug: string;
  name: string;
  /** The page of public-pages.md it fills; null for the contests run from the back office. */
  kind: ContestKind | null;
  format?: ContestFormat;
  registrationOpensAt?: number | null;
  registrationClosesAt?: number | null;
  capacity?: number | null;
  bestN?: number | null;
  selfScoring?: boolean;
  finalCount?: number | null;
  gymId: number;
  startsAt: number;
  endsAt: number;
  refreshSeconds: number;
  drawCount: number;
  createdAt: number;
}

export interface ContestCategoryRow {
  id: number;
  contestId: number;
  position: number;
  name: string;
  gender: ContestCategory | 'mixed';
  birthYearMin?: number | null;
  birthYearMax?: number | null;
  capacity?: number | null;
}

export interface ContestBoulderRow {
  id: number;
  contestId: number;
  number: number;
  name: string;
  heightM: number;
  round?: 'qualification' | 'final';
  color?: string | null;
  zone?: boolean;
}

export interface CompetitorRow {
  id: number;
  contestId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  category: ContestCategory;
  categoryId: number;
  email?: string | null;
  birthYear?: number | null;
  bib?: number | null;
  disqualified?: boolean;
  nameConsent?: boolean;
  /** The personal self-scoring link of a competitor without an account, and when it was mailed (contests.md §1). */
  selfToken?: string | null;
  selfLinkSentAt?: number | null;
}

export interface ContestResultRow {
  competitorId: number;
  contestBoulderId: number;
  contestId: number;
  topped: boolean;
  zone: boolean;
  tries: number;
  loggedAt: number;
  /** When known (judged contests): the attempt of the zone and of the top; else both are the tries. */
  zoneAttempt?: number | null;
  topAttempt?: number | null;
  clientId?: string;
}

export interface ContestJudgeRow {
  id: number;
  contestId: number;
  name: string;
  code: string;
  token: string;
  boulderIds: number[];
}

export interface Contests {
  contests: ContestRow[];
  categories: ContestCategoryRow[];
  boulders: ContestBoulderRow[];
  competitors: CompetitorRow[];
  results: ContestResultRow[];
  judges: ContestJudgeRow[];
  finalists: { contestId: number; competitorId: number; qualificationRank: number }[];
  drawWinners: { contestId: number; competitorId: number; position: number; drawnAt: number }[];
}
