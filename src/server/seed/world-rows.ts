/** The rows of the demo's world (seed/world.ts builds them, seed/write-world.ts writes them). */
import type { AccessType } from '../../shared/domain/roles';
import type { SectorOutline, TagKind } from '../db/schema';
import type { CalendarDay } from './paris-time';

export interface GymRow {
  id: number;
  name: string;
  city: string;
  hasAdditionalDifficultyGrading: boolean;
  isCustomDifficultySystemColor: boolean;
  sectorsPicture: string;
  createdAt: number;
}

export interface DifficultyRow {
  id: number;
  gymId: number;
  name: string;
  svg: string;
  correspondingDifficulty: number;
  color1: string;
  color2: string | null;
  position: number;
}

export interface TagRow {
  id: number;
  gymId: number;
  kind: TagKind;
  name: string;
  catalogId: number;
}

export interface SectorRow {
  id: number;
  gymId: number;
  name: string;
  picture: string;
  outline: SectorOutline;
  labelX: number;
  labelY: number;
  position: number;
}

export interface OpeningRow {
  id: number;
  sectorId: number;
  openedAt: string;
  plannedClosing: string;
  closedAt: string | null;
}

export interface BoulderRow {
  id: number;
  gymId: number;
  sectorId: number;
  sectorOpeningId: number;
  name: string;
  picture: string | null;
  holdColorId: number | null;
  gymDifficultyId: number;
  difficulty: number;
  level: number;
  tagSteepnessId: number;
  tagGripsId: number;
  tagStyleId: number;
  routeSetterId: number;
  heightM: number;
  /** Label short code (docs/product.md › Route setting: limits). */
  code: string;
  /** Place on the gym's plan, as fractions of its frame (null: not placed). */
  planX: number | null;
  planY: number | null;
  createdAt: number;
  plannedDismantling: string;
  closedAt: number | null;
  /** Hidden taste of the boulder: drives ratings (1 to 5) and comments. */
  quality: number;
  /** How much harder (+) or softer (-) than its grade it feels: drives grade proposals. */
  gradeBias: number;
}

export interface BoulderSetterRow {
  boulderId: number;
  userId: number;
  position: number;
}

export interface UserRow {
  id: number;
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: 'female' | 'male';
  profilePicture: string | null;
  homeGymId: number;
  createdAt: number;
  /** docs/product.md › Climbers: accounts and privacy: 'Apparaître dans les classements' and 'Recevoir les nouveautés de ma salle par e-mail'. */
  rankingConsent: boolean;
  newsConsent: boolean;
  /** When the e-mail was confirmed; null while the confirmation link waits. */
  emailConfirmedAt: number | null;
}

export interface StaffRow {
  gymId: number;
  userId: number;
  accessTypes: AccessType[];
  isAdmin: boolean;
  createdAt: number;
}

/** How a climber behaves in the simulation. */
export interface ClimberProfile {
  userId: number;
  gender: 'female' | 'male';
  /** Index in GYMS of the home gym and of the gym visited now and then. */
  homeGym: number;
  otherGym: number;
  /** Grade index the climber tops comfortably at the start of the year, and the gain over the year. */
  skill: number;
  progress: number;
  /** Relative number of sessions. */
  activity: number;
  /** Calendar day indices of the first and last possible session. */
  firstDay: number;
  lastDay: number;
  /** Mean boulders logged per session. */
  logsPerSession: number;
}

export interface World {
  now: number;
  calendar: CalendarDay[];
  gyms: GymRow[];
  difficulties: DifficultyRow[];
  tags: TagRow[];
  sectors: SectorRow[];
  openings: OpeningRow[];
  boulders: BoulderRow[];
  boulderSetters: BoulderSetterRow[];
  users: UserRow[];
  staff: StaffRow[];
  climbers: ClimberProfile[];
  /** The sector of each gym left dismantled (no active boulder). */
  dismantledSectorIds: number[];
}
