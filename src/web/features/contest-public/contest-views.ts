/**
 * The six contest pages (public-pages.md §2, §7): which call feeds each page, what its ranking shows and
 * how often it refreshes until the answer gives the contest's own interval (`refresh_seconds`).
 */
import { PUBLIC_PATHS } from '../../../shared/contract/constants';

export type ContestKind = 'points' | 'finals' | 'vertical-gain' | 'draw';

export interface ContestView {
  /** Query key, also the contest's slug on the server. */
  slug: string;
  apiPath: string;
  kind: ContestKind;
  title: string;
  /** One line under the title. */
  description: string;
  /** The spec's interval (15 s for contests, 60 s for the challenge and the draw), used until the answer comes. */
  refreshSeconds: number;
  /** The finals and the draw do not show their end time (public-pages.md §2); the countdown stays. */
  showEndTime: boolean;
}

const POINTS_DESCRIPTION = 'Chaque bloc vaut 1000 points, partagés entre les grimpeurs de ta catégorie qui l’ont réussi.';

export const CONTEST_VIEWS = {
  defiGaston: {
    slug: 'defi-gaston',
    apiPath: PUBLIC_PATHS.challenge,
    kind: 'vertical-gain',
    title: 'Le défi de Gaston',
    description: 'Du 16 au 30 janvier, chaque bloc réussi ajoute sa hauteur à ton dénivelé : grimpe le plus haut possible !',
    refreshSeconds: 60,
    showEndTime: true,
  },
  contest: {
    slug: 'contest',
    apiPath: PUBLIC_PATHS.contest,
    kind: 'points',
    title: 'Contest',
    description: POINTS_DESCRIPTION,
    refreshSeconds: 15,
    showEndTime: true,
  },
  contestSameTime: {
    slug: 'contestsametime',
    apiPath: PUBLIC_PATHS.contestSameTime,
    kind: 'points',
    title: 'Contest',
    description: POINTS_DESCRIPTION,
    refreshSeconds: 15,
    showEndTime: true,
  },
  contestJunior: {
    slug: 'contest-junior',
    apiPath: PUBLIC_PATHS.contestJunior,
    kind: 'points',
    title: 'Contest junior',
    description: POINTS_DESCRIPTION,
    refreshSeconds: 15,
    showEndTime: true,
  },
  contestFinals: {
    slug: 'contest-finals',
    apiPath: PUBLIC_PATHS.contestFinals,
    kind: 'finals',
    title: 'Finales',
    description: 'Classement au nombre de tops, puis de zones, puis au moins d’essais.',
    refreshSeconds: 15,
    showEndTime: false,
  },
  aleaSorting: {
    slug: 'alea-sorting',
    apiPath: PUBLIC_PATHS.draw,
    kind: 'draw',
    title: 'Tirage au sort',
    description: '3 grimpeurs tirés au sort parmi ceux qui ont réussi au moins un bloc pendant le contest.',
    refreshSeconds: 60,
    showEndTime: false,
  },
} as const satisfies Record<string, ContestView>;
