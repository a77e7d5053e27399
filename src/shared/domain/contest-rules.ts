/**
 * Rules of the contests a gym runs (docs/product.md › Contests): their state on the clock, their address, the limits
 * of their fields, and how a birth date of an imported list reads as a year.
 */
import type { ContestFormat } from './contest-formats';
import { foldKey } from './text-folding';

export const CONTEST_STATES = ['draft', 'registration_open', 'running', 'finished'] as const;
export type ContestState = (typeof CONTEST_STATES)[number];

export const CONTEST_STATE_LABELS: Record<ContestState, string> = {
  draft: 'brouillon',
  registration_open: 'inscriptions ouvertes',
  running: 'en cours',
  finished: 'terminé',
};

/** The formats by their French names (docs/product.md › Contests: formats), in the spec's order. */
export const CONTEST_FORMAT_LABELS: Record<ContestFormat, string> = {
  points: 'Points partagés',
  scramble: 'Points fixes',
  ifsc_2025: 'IFSC 2025',
  finals: 'Tops, zones, essais',
  vertical_gain: 'Dénivelé',
};

export const CONTEST_GENDER_LABELS = { female: 'Femmes', male: 'Hommes', mixed: 'Mixte' } as const;

export const CONTEST_LIMITS = {
  nameMaxLength: 120,
  slugMinLength: 3,
  slugMaxLength: 60,
  categoriesMax: 20,
  categoryNameMaxLength: 60,
  bouldersMax: 200,
  boulderNameMaxLength: 80,
  capacityMax: 10_000,
  personNameMaxLength: 80,
  emailMaxLength: 254,
  bibMax: 99_999,
  pointsMax: 100_000,
  heightMaxM: 30,
  importMaxLines: 5_000,
  defaultFinalists: 6,
  finalistsMax: 50,
  judgesMax: 100,
  drawMax: 100,
  /** A page of the organiser's contest and competitor lists. */
  pageSize: 20,
} as const;

export const REFRESH_SECONDS = [15, 60] as const;

/** Words a slug may not be: they name pages next to /contests/{slug}. */
export const RESERVED_CONTEST_SLUGS = ['nouveau', 'gestion', 'juge', 'ecran', 'inscription', 'api'] as const;

/** Lowercase letters, digits and single hyphens, with at least one letter (an id is never mistaken for it). */
export function isValidContestSlug(slug: string): boolean {
  return (
    slug.length >= CONTEST_LIMITS.slugMinLength &&
    slug.length <= CONTEST_LIMITS.slugMaxLength &&
    /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) &&
    /[a-z]/.test(slug) &&
    !(RESERVED_CONTEST_SLUGS as readonly string[]).includes(slug)
  );
}

export interface ContestClock {
  startsAt: Date;
  endsAt: Date | null;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
}

/**
 * The state follows the clock (docs/product.md › Contests: back office): running from the start to the end, finished after the
 * end, registration open before the start while its window is open, draft otherwise.
 */
export function contestState(contest: ContestClock, now: Date): ContestState {
  const t = now.getTime();
  if (contest.endsAt && t >= contest.endsAt.getTime()) return 'finished';
  if (t >= contest.startsAt.getTime()) return 'running';
  return isRegistrationOpen(contest, now) ? 'registration_open' : 'draft';
}

/** Inside the registration window (a contest without one takes no registrations). */
export function isRegistrationOpen(contest: ContestClock, now: Date): boolean {
  if (!contest.registrationOpensAt || !contest.registrationClosesAt) return false;
  return now.getTime() >= contest.registrationOpensAt.getTime() && now.getTime() < contest.registrationClosesAt.getTime();
}

const MONTHS = ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'];
/**
 * The year of a birth date as lists give it: '1994', '12/03/1994' (DD/MM/YYYY), '12 mars 1994',
 * '1er février 2001' or 'mars 1994' (French month names, with or without accents). Null when it reads
 * as none of these or names an impossible day.
 */
export function parseBirthYear(text: string, now: Date = new Date()): number | null {
  const value = foldKey(text);
  let year: number | null = null;
  let month: number | null = null;
  let day: number | null = null;
  let match: RegExpMatchArray | null;
  if ((match = value.match(/^(\d{4})$/))) {
    year = Number(match[1]);
  } else if ((match = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/))) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = value.match(/^(?:(\d{1,2})(?:er)? )?([a-z]+) (\d{4})$/))) {
    const index = MONTHS.indexOf(match[2]!);
    if (index < 0) return null;
    [day, month, year] = [match[1] ? Number(match[1]) : 1, index + 1, Number(match[3])];
  } else {
    return null;
  }
  if (month !== null && day !== null) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  }
  return isPlausibleBirthYear(year, now) ? year : null;
}

export const OLDEST_BIRTH_YEAR = 1900;
export const isPlausibleBirthYear = (year: number, now: Date = new Date()) =>
  Number.isInteger(year) && year >= OLDEST_BIRTH_YEAR && year <= now.getUTCFullYear();

/** Category names compare without case, accents or surrounding spaces. */
export const sameCategoryName = (a: string, b: string) => foldKey(a) === foldKey(b);

export interface CategoryRule {
  id: number;
  gender: 'female' | 'male' | 'mixed';
  birthYearMin: number | null;
  birthYearMax: number | null;
}

/** A category as every contest answer names it: who it is for, without its capacity or counts. */
export const categoryRule = (c: CategoryRule & { name: string }): CategoryRule & { name: string } => ({
  id: c.id,
  name: c.name,
  gender: c.gender,
  birthYearMin: c.birthYearMin,
  birthYearMax: c.birthYearMax,
});

/** Does a person of this birth year and gender fit the category? Mixed categories take everyone. */
export function fitsCategory(category: CategoryRule, birthYear: number, gender: 'female' | 'male' | null): boolean {
  if (category.birthYearMin !== null && birthYear < category.birthYearMin) return false;
  if (category.birthYearMax !== null && birthYear > category.birthYearMax) return false;
  return category.gender === 'mixed' || gender === null || category.gender === gender;
}

/** The category proposed on the registration form: the first one in the contest's order that fits. */
export function proposeCategory<T extends CategoryRule>(categories: readonly T[], birthYear: number, gender: 'female' | 'male'): T | null {
  return (
    categories.find((c) => c.gender === gender && fitsCategory(c, birthYear, gender)) ?? categories.find((c) => fitsCategory(c, birthYear, gender)) ?? null
  );
}

/**
 * A boulder's cell (docs/product.md › Contests: back office): `T{top} Z{zone}` for a top (`T{top}` on a boulder without zone),
 * `Z{zone}` for a zone only, `E{attempts}` for attempts without zone, empty when not tried.
 */
export function resultCell(zone: boolean, result: { attempts: number; zoneAttempt: number | null; topAttempt: number | null } | undefined): string {
  if (!result) return '';
  if (result.topAttempt !== null) return zone ? `T${result.topAttempt} Z${result.zoneAttempt ?? result.topAttempt}` : `T${result.topAttempt}`;
  if (zone && result.zoneAttempt !== null) return `Z${result.zoneAttempt}`;
  return result.attempts > 0 ? `E${result.attempts}` : '';
}
