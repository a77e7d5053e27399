/** The fixed part of the demo: gyms, circuits, sectors, hold colours, tags and the demo accounts. */
import type { AccessType } from '../../../shared/domain/roles';
import type { TagKind } from '../schema';

/** One global palette with fixed ids; 8 and 11 are white (back-office.md §9 draws them with a border). */
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

export const TAGS: Record<TagKind, readonly string[]> = {
  steepness: ['Dalle', 'Vertical', 'Léger dévers', 'Dévers', 'Toit'],
  grips: ['Réglettes', 'Plats', 'Pinces', 'Bacs', 'Volumes', 'Trous'],
  style: ['Technique', 'Force', 'Dynamique', 'Équilibre', 'Coordination', 'Résistance'],
};

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

export type IconShape = 'circle' | 'hexagon' | 'square';

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

const SLAB = [6, 3, 1, 0, 0] as const;
const VERTICAL = [2, 6, 2, 0, 0] as const;
const SLIGHT = [0, 2, 6, 2, 0] as const;
const STEEP = [0, 0, 2, 6, 1] as const;
const ROOF = [0, 0, 1, 4, 5] as const;
const MIXED = [1, 3, 3, 2, 1] as const;

export const GYMS: readonly GymDefinition[] = [
  {
    name: 'Gaston Bloc Lyon',
    city: 'Lyon',
    isCustomDifficultySystemColor: true,
    hasAdditionalDifficultyGrading: false,
    icon: 'circle',
    circuits: [
      { name: 'Jaune', grade: 6, color1: '#FFD600', weight: 10 },
      { name: 'Vert', grade: 10, color1: '#2E9E44', weight: 16 },
      { name: 'Bleu', grade: 14, color1: '#1E63D6', weight: 20 },
      { name: 'Rouge', grade: 18, color1: '#D62828', weight: 20 },
      { name: 'Noir', grade: 21, color1: '#1A1A1A', weight: 16 },
      { name: 'Violet', grade: 24, color1: '#7B3FB5', weight: 12 },
      { name: 'Noir et blanc', grade: 27, color1: '#1A1A1A', color2: '#FFFFFF', weight: 6 },
    ],
    sectors: [
      { name: 'Fourvière', steepness: MIXED },
      { name: 'La Proue', steepness: STEEP },
      { name: 'Le Grand Dévers', steepness: STEEP },
      { name: 'La Dalle', steepness: SLAB },
      { name: 'Le Toit', steepness: ROOF },
      { name: 'La Grotte', steepness: ROOF },
      { name: 'Croix-Rousse', steepness: SLIGHT },
      { name: 'Le Pilier', steepness: VERTICAL },
      { name: 'Les Traboules', steepness: MIXED },
      { name: 'Le Mur Nord', steepness: VERTICAL },
    ],
    holdColorShare: 1,
    climberShare: 0.45,
    extraSetters: 4,
  },
  {
    name: 'Gaston Bloc Villeurbanne',
    city: 'Villeurbanne',
    isCustomDifficultySystemColor: false,
    hasAdditionalDifficultyGrading: true,
    icon: 'hexagon',
    circuits: [
      { name: 'Blanc', grade: 4, color1: '#FFFFFF', weight: 6 },
      { name: 'Jaune', grade: 7, color1: '#FFD600', weight: 12 },
      { name: 'Orange', grade: 10, color1: '#F28C1B', weight: 16 },
      { name: 'Vert', grade: 13, color1: '#2E9E44', weight: 18 },
      { name: 'Bleu', grade: 16, color1: '#1E63D6', weight: 18 },
      { name: 'Rouge', grade: 19, color1: '#D62828', weight: 14 },
      { name: 'Noir', grade: 22, color1: '#1A1A1A', weight: 10 },
      { name: 'Violet', grade: 25, color1: '#7B3FB5', weight: 6 },
    ],
    sectors: [
      { name: 'Gratte-Ciel', steepness: VERTICAL },
      { name: 'La Vague', steepness: SLIGHT },
      { name: 'Le Dièdre', steepness: VERTICAL },
      { name: 'Le Bloc Central', steepness: MIXED },
      { name: 'La Cheminée', steepness: SLAB },
      { name: 'Le Cube', steepness: STEEP },
      { name: 'Le Dévers Est', steepness: STEEP },
      { name: 'La Dalle Sud', steepness: SLAB },
      { name: 'Le Balcon', steepness: ROOF },
    ],
    holdColorShare: 0.6,
    climberShare: 0.35,
    extraSetters: 3,
  },
  {
    name: 'Vertical Grenoble',
    city: 'Grenoble',
    isCustomDifficultySystemColor: false,
    hasAdditionalDifficultyGrading: false,
    icon: 'square',
    circuits: [
      { name: 'Débutant', grade: 6, color1: '#8BC34A', weight: 12 },
      { name: 'Facile', grade: 11, color1: '#00A6A6', weight: 20 },
      { name: 'Intermédiaire', grade: 15, color1: '#1E63D6', weight: 24 },
      { name: 'Confirmé', grade: 19, color1: '#D62828', weight: 22 },
      { name: 'Difficile', grade: 23, color1: '#1A1A1A', weight: 14 },
      { name: 'Expert', grade: 27, color1: '#7B3FB5', color2: '#F28C1B', weight: 8 },
    ],
    sectors: [
      { name: 'Belledonne', steepness: STEEP },
      { name: 'Chartreuse', steepness: SLAB },
      { name: 'Vercors', steepness: VERTICAL },
      { name: 'La Bastille', steepness: SLIGHT },
      { name: 'Le Moucherotte', steepness: ROOF },
      { name: 'Le Néron', steepness: MIXED },
      { name: 'La Dent de Crolles', steepness: STEEP },
      { name: 'Le Taillefer', steepness: VERTICAL },
    ],
    holdColorShare: 0.6,
    climberShare: 0.2,
    extraSetters: 5,
  },
];

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

/** decisions.md §6, in this order (their user ids are 1 to 6). */
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

/** Contests of decisions.md §5, bound to the pages of public-pages.md §2 by their slug. */
export const CONTEST_SLUGS = ['defi-gaston', 'contest', 'contestsametime', 'contest-junior', 'contest-finals', 'alea-sorting'] as const;
