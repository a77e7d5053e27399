import { queryOptions } from '@tanstack/react-query';
import type { ChallengeResponse, DrawResponse, FinalsContestResponse, PointsContestResponse } from '../../../../shared/contract/public';
import { apiClient } from '../../../api/api-client';
import type { ContestView } from '../contest-views';
import { queryKeys } from '../../../api/query-keys';

interface Person {
  first_name: string;
  last_name: string;
}

/** One line of a ranking: its rank, the name, and the values of the page's columns. */
export interface BoardRow extends Person {
  rank: number;
  values: number[];
}

/** What every contest page shows, whatever the shape of its call. */
export interface ContestBoard {
  /** ISO instant, null when the contest has no end. */
  endTime: string | null;
  /** Null when the answer has none (the page's own interval applies). */
  refreshSeconds: number | null;
  male: BoardRow[];
  female: BoardRow[];
  /** The draw's winners (empty before the draw). */
  drawn: Person[];
}

type ContestAnswer = PointsContestResponse | FinalsContestResponse | ChallengeResponse | DrawResponse;

/** The answer of any contest call, in the pages' one shape (the server sends each list best first). */

/** A ranked competitor as a board row: the name, the rank and the figures the kind of contest shows. */
const boardRow =
  <Competitor extends { first_name: string; last_name: string; rank: number }>(values: (competitor: Competitor) => number[]) =>
  (competitor: Competitor): BoardRow => ({
    first_name: competitor.first_name,
    last_name: competitor.last_name,
    rank: competitor.rank,
    values: values(competitor),
  });

export function toContestBoard(view: Pick<ContestView, 'kind'>, answer: ContestAnswer): ContestBoard {
  const refresh = answer.refresh_seconds;
  const timing = {
    endTime: typeof answer.end_time === 'string' ? answer.end_time : null,
    refreshSeconds: typeof refresh === 'number' && Number.isFinite(refresh) && refresh > 0 ? refresh : null,
  };
  const empty = { male: [], female: [], drawn: [] };
  switch (view.kind) {
    case 'points': {
      const { male_competitors, female_competitors } = answer as PointsContestResponse;
      const row = boardRow((c: PointsContestResponse['male_competitors'][number]) => [c.points]);
      return { ...timing, ...empty, male: male_competitors.map(row), female: female_competitors.map(row) };
    }
    case 'finals': {
      const { male_competitors, female_competitors } = answer as FinalsContestResponse;
      const row = boardRow((c: FinalsContestResponse['male_competitors'][number]) => [c.tops, c.zones, c.tries]);
      return { ...timing, ...empty, male: male_competitors.map(row), female: female_competitors.map(row) };
    }
    case 'vertical-gain': {
      const { climbers_strongest_male, climbers_strongest_female } = answer as ChallengeResponse;
      const row = boardRow((c: ChallengeResponse['climbers_strongest_male'][number]) => [c.total_points]);
      return { ...timing, ...empty, male: climbers_strongest_male.map(row), female: climbers_strongest_female.map(row) };
    }
    case 'draw': {
      const { top_competitors } = answer as DrawResponse;
      return { ...timing, ...empty, drawn: top_competitors.map(({ first_name, last_name }) => ({ first_name, last_name })) };
    }
  }
}

/** GET the page's contest call (docs/product.md › Public pages: calls). */
export async function getContestBoard(view: Pick<ContestView, 'apiPath' | 'kind'>, signal?: AbortSignal): Promise<ContestBoard> {
  return toContestBoard(view, await apiClient.get<ContestAnswer>(view.apiPath, { signal }));
}

export const contestBoardQueryOptions = (view: Pick<ContestView, 'slug' | 'apiPath' | 'kind'>) =>
  queryOptions({
    queryKey: queryKeys.contestBoard(view.slug),
    queryFn: ({ signal }) => getContestBoard(view, signal),
    // Polling does the refreshing; a failed poll is not retried at once (the next one comes soon).
    staleTime: 0,
    retry: false,
  });
