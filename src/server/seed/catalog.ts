/** The fixed part of the demo: gyms, circuits, sectors, hold colours, tags and the demo accounts. */
import type { IconShape } from '../../shared/domain/circuit-icon';
import type { AccessType } from '../../shared/domain/roles';
import type { TagKind } from '../db/schema';
import { TAG_VOCABULARY } from '../../shared/domain/gym-templates';
import demoGyms from './demo-gyms.json';

/** One global palette with fixed ids; 8 and 11 are white (docs/product.md › Back office: limits draws them with a border). */
export const HOLD_COLORS = [
  { id: 1, name: 'Jaune', colorCode: '#FFD600' },
  { id: 2, name: 'Vert', colorCode: '#2E9E44' },
  { id: 3, name: 'Bleu', colorCode: '#1E63D6' },
  { id: 4, name: 'Rouge', colorCode: '#D62828' },
  { id: 5, name: 'Noir', colorCode: '#1A1A1A' },
  { id: 6, name: 'Violet', colorCode: '#7B3FB5' },
  { id: 7, name: 'Orange', colorCode: '#F28C1B' },
  { id: 8, name: 'Blanc', colorCode: '#FFFFFF' },
  { id: 9, name: 'Rose', colorCode: '#F06EAA' },
  { id: 10, name: 'Gris', colorCode: '#8C8C8C' },
  { id: 11, name: 'Blanc cassé', colorCode: '#F4F1E8' },
  { id: 12, name: 'Marron', colorCode: '#7A4A21' },
] as const;

export const TAGS: Record<TagKind, readonly string[]> = TAG_VOCABULARY;

export interface CircuitDefinition {
  name: string;
  /** Grade index on the 40-step scale (0 = 3A). */
  grade: number;
  color1: string;
  color2?: string;
  /** Share of the boulders opened in this circuit. */
  weight: number;
}

export interface SectorDefinition {
  name: string;
  /** Weights over TAGS.steepness: a sector's wall angle decides most of its boulders' steepness. */
  steepness: readonly [number, number, number, number, number];
}

export type { IconShape };

export interface GymDefinition {
  name: string;
  city: string;
  isCustomDifficultySystemColor: boolean;
  hasAdditionalDifficultyGrading: boolean;
  icon: IconShape;
  circuits: readonly CircuitDefinition[];
  sectors: readonly SectorDefinition[];
  /** Share of the boulders with a hold colour (every boulder of a colour-system gym has one). */
  holdColorShare: number;
  /** Share of the demo climbers who train here. */
  climberShare: number;
  /** Extra route setters besides the demo accounts. */
  extraSetters: number;
}

/** Wall angles: weights over TAGS.steepness (Dalle, Vertical, Léger dévers, Dévers, Toit). */
const STEEPNESS_PROFILES = {
  slab: [6, 3, 1, 0, 0],
  vertical: [2, 6, 2, 0, 0],
  slight: [0, 2, 6, 2, 0],
  steep: [0, 0, 2, 6, 1],
  roof: [0, 0, 1, 4, 5],
  mixed: [1, 3, 3, 2, 1],
} as const satisfies Record<string, SectorDefinition['steepness']>;

const ICONS: readonly IconShape[] = ['circle', 'hexagon', 'square'];

/** The demo gyms (demo-gyms.json: data, not code), their sectors' wall angles and icons checked here. */
export const GYMS: readonly GymDefinition[] = demoGyms.map((gym) => {
  const icon = ICONS.find((shape) => shape === gym.icon);
  if (!icon) throw new Error(`demo-gyms.json: unknown icon ${gym.icon}`);
  return {
    ...gym,
    icon,
    sectors: gym.sectors.map(({ name, steepness }) => {
      if (!(steepness in STEEPNESS_PROFILES)) throw new Error(`demo-gyms.json: unknown wall angle ${steepness}`);
      return { name, steepness: STEEPNESS_PROFILES[steepness as keyof typeof STEEPNESS_PROFILES] };
    }),
  };
});

export interface StaffMembership {
  /** Index in GYMS. */
  gym: number;
  accessTypes: AccessType[];
  isAdmin: boolean;
}

export interface DemoAccountDefinition {
  email: string;
  description: string;
  firstName: string;
  lastName: string;
  gender: 'female' | 'male';
  homeGym: number;
  memberships: StaffMembership[];
}

/** docs/product.md › Demo data, in this order (their user ids are 1 to 6). */
export const DEMO_ACCOUNT_DEFINITIONS: readonly DemoAccountDefinition[] = [
  {
    email: 'admin@demo.fr',
    description: 'admin des salles 1 et 2 (Lyon, Villeurbanne), chef-ouvreur',
    firstName: 'Julien',
    lastName: 'Moreau',
    gender: 'male',
    homeGym: 0,
    memberships: [
      { gym: 0, accessTypes: ['chief_route_setter'], isAdmin: true },
      { gym: 1, accessTypes: ['chief_route_setter'], isAdmin: true },
    ],
  },
  {
    email: 'chef@demo.fr',
    description: 'chef-ouvreur de la salle 1 (Lyon)',
    firstName: 'Sophie',
    lastName: 'Lefebvre',
    gender: 'female',
    homeGym: 0,
    memberships: [{ gym: 0, accessTypes: ['chief_route_setter'], isAdmin: false }],
  },
  {
    email: 'ouvreur@demo.fr',
    description: 'ouvreur des salles 1 et 2 (Lyon, Villeurbanne)',
    firstName: 'Thomas',
    lastName: 'Garnier',
    gender: 'male',
    homeGym: 1,
    memberships: [
      { gym: 0, accessTypes: ['route_setter'], isAdmin: false },
      { gym: 1, accessTypes: ['route_setter'], isAdmin: false },
    ],
  },
  {
    email: 'media@demo.fr',
    description: 'média de la salle 1 (Lyon), lecture seule',
    firstName: 'Léa',
    lastName: 'Fontaine',
    gender: 'female',
    homeGym: 0,
    memberships: [{ gym: 0, accessTypes: ['marketing_staff'], isAdmin: false }],
  },
  {
    email: 'autre@demo.fr',
    description: 'admin et ouvreur de la salle 3 (Grenoble) uniquement',
    firstName: 'Nicolas',
    lastName: 'Roux',
    gender: 'male',
    homeGym: 2,
    memberships: [{ gym: 2, accessTypes: ['route_setter'], isAdmin: true }],
  },
  {
    email: 'grimpeur@demo.fr',
    description: 'grimpeur sans accès au back office',
    firstName: 'Emma',
    lastName: 'Girard',
    gender: 'female',
    homeGym: 0,
    memberships: [],
  },
];

/** Contests of docs/product.md › Public side: contests and leaderboards, bound to the pages of docs/product.md › Public pages: screens by their slug. */
export const CONTEST_SLUGS = ['defi-gaston', 'contest', 'contestsametime', 'contest-junior', 'contest-finals', 'alea-sorting'] as const;
