/**
 * The six contest pages (docs/product.md › Public pages: screens; Public pages: calls): which call feeds each page, what its ranking shows and
 * how often it refreshes until the answer gives the contest's own interval (`refresh_seconds`).
 */
import { PUBLIC_PATHS } from '../../../shared/contract/constants';
import type { contestCatalog } from '../../lib/catalogs/contest';
import type { TranslateOf } from '../../lib/i18n';

export type ContestKey = Parameters<TranslateOf<typeof contestCatalog>>[0];

export type ContestKind = 'points' | 'finals' | 'vertical-gain' | 'draw';

export interface ContestView {
  /** Query key, also the contest's slug on the server. */
  slug: string;
  apiPath: string;
  kind: ContestKind;
  /** The page's title and the line under it, in the contest catalogue. */
  titleKey: ContestKey;
  descriptionKey: ContestKey;
  /** The spec's interval (15 s for contests, 60 s for the challenge and the draw), used until the answer comes. */
  refreshSeconds: number;
  /** The finals and the draw do not show their end time (docs/product.md › Public pages: screens); the countdown stays. */
  showEndTime: boolean;
}

export const CONTEST_VIEWS = {
  defiGaston: {
    slug: 'defi-gaston',
    apiPath: PUBLIC_PATHS.challenge,
    kind: 'vertical-gain',
    titleKey: 'seeded.defiGaston.title',
    descriptionKey: 'seeded.defiGaston.description',
    refreshSeconds: 60,
    showEndTime: true,
  },
  contest: {
    slug: 'contest',
    apiPath: PUBLIC_PATHS.contest,
    kind: 'points',
    titleKey: 'seeded.contest.title',
    descriptionKey: 'seeded.points.description',
    refreshSeconds: 15,
    showEndTime: true,
  },
  contestSameTime: {
    slug: 'contestsametime',
    apiPath: PUBLIC_PATHS.contestSameTime,
    kind: 'points',
    titleKey: 'seeded.contest.title',
    descriptionKey: 'seeded.points.description',
    refreshSeconds: 15,
    showEndTime: true,
  },
  contestJunior: {
    slug: 'contest-junior',
    apiPath: PUBLIC_PATHS.contestJunior,
    kind: 'points',
    titleKey: 'seeded.contestJunior.title',
    descriptionKey: 'seeded.points.description',
    refreshSeconds: 15,
    showEndTime: true,
  },
  contestFinals: {
    slug: 'contest-finals',
    apiPath: PUBLIC_PATHS.contestFinals,
    kind: 'finals',
    titleKey: 'seeded.finals.title',
    descriptionKey: 'seeded.finals.description',
    refreshSeconds: 15,
    showEndTime: false,
  },
  aleaSorting: {
    slug: 'alea-sorting',
    apiPath: PUBLIC_PATHS.draw,
    kind: 'draw',
    titleKey: 'seeded.draw.title',
    descriptionKey: 'seeded.draw.description',
    refreshSeconds: 60,
    showEndTime: false,
  },
} as const satisfies Record<string, ContestView>;
