/**
 * The contest form (docs/product.md › Contests: back office) and the body it sends: dates are typed as Paris wall-clock time
 * (`datetime-local`), empty numbers mean "none" (capacity, best N, fixed points).
 */
import type { Contest } from '../../../../shared/contract/contests';
import type { ContestFormat } from '../../../../shared/domain/contest-formats';
import { parisDateTimeInput, parseParisDateTimeInput } from '../../../../shared/domain/dates';
import { asciiSlug } from '../../../../shared/domain/text-folding';
import type { TranslateOf } from '../../../lib/i18n';
import type { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';

export type Gender = 'female' | 'male' | 'mixed';
type OptionalNumber = number | '';

export interface CategoryRow {
  /** A stable key for React and the form library (the id once saved). */
  key: string;
  id?: number;
  name: string;
  gender: Gender;
  birthYearMin: OptionalNumber;
  birthYearMax: OptionalNumber;
  capacity: OptionalNumber;
}

export interface BoulderRow {
  key: string;
  id?: number;
  /** A gym boulder, or null for a contest-only boulder. */
  boulderId: number | null;
  name: string;
  color: string;
  zone: boolean;
  heightM: OptionalNumber;
  points: OptionalNumber;
}

export interface ContestFormValues {
  name: string;
  slug: string;
  format: ContestFormat;
  startsAt: string;
  endsAt: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  capacity: OptionalNumber;
  refreshSeconds: '15' | '60';
  hideResults: boolean;
  bestN: OptionalNumber;
  selfScoring: boolean;
  selfScoringOpensAt: string;
  selfScoringClosesAt: string;
  categories: CategoryRow[];
  boulders: BoulderRow[];
}

export const DATE_FIELDS = ['startsAt', 'endsAt', 'registrationOpensAt', 'registrationClosesAt', 'selfScoringOpensAt', 'selfScoringClosesAt'] as const;
type DateField = (typeof DATE_FIELDS)[number];
const REQUIRED_DATES: readonly DateField[] = ['startsAt', 'endsAt'];

let keys = 0;
export const newKey = () => `new-${++keys}`;

export const newCategory = (name = ''): CategoryRow => ({ key: newKey(), name, gender: 'mixed', birthYearMin: '', birthYearMax: '', capacity: '' });
export const newBoulder = (): BoulderRow => ({ key: newKey(), boulderId: null, name: '', color: '', zone: true, heightM: '', points: '' });

/** A new contest: next Saturday 14:00 to 18:00 would be a guess; the organiser types the dates. */
export function emptyContestValues(t: TranslateOf<typeof contestAdminCatalog>): ContestFormValues {
  return {
    name: '',
    slug: '',
    format: 'ifsc_2025',
    startsAt: '',
    endsAt: '',
    registrationOpensAt: '',
    registrationClosesAt: '',
    capacity: '',
    refreshSeconds: '15',
    hideResults: false,
    bestN: '',
    selfScoring: false,
    selfScoringOpensAt: '',
    selfScoringClosesAt: '',
    categories: [
      { ...newCategory(t('contestAdmin.femmes')), gender: 'female' },
      { ...newCategory(t('contestAdmin.hommes')), gender: 'male' },
    ],
    boulders: Array.from({ length: 10 }, newBoulder),
  };
}

const dateText = (value: string | null) => (value ? parisDateTimeInput(value) : '');
const numberOrEmpty = (value: number | null): OptionalNumber => value ?? '';

export function contestToValues(contest: Contest): ContestFormValues {
  return {
    name: contest.name,
    slug: contest.slug,
    format: contest.format,
    startsAt: dateText(contest.startsAt),
    endsAt: dateText(contest.endsAt),
    registrationOpensAt: dateText(contest.registrationOpensAt),
    registrationClosesAt: dateText(contest.registrationClosesAt),
    capacity: numberOrEmpty(contest.capacity),
    refreshSeconds: contest.refreshSeconds === 60 ? '60' : '15',
    hideResults: contest.hideResults,
    bestN: numberOrEmpty(contest.bestN),
    selfScoring: contest.selfScoring,
    selfScoringOpensAt: dateText(contest.selfScoringOpensAt),
    selfScoringClosesAt: dateText(contest.selfScoringClosesAt),
    categories: contest.categories.map((c) => ({
      key: `c${c.id}`,
      id: c.id,
      name: c.name,
      gender: c.gender,
      birthYearMin: numberOrEmpty(c.birthYearMin),
      birthYearMax: numberOrEmpty(c.birthYearMax),
      capacity: numberOrEmpty(c.capacity),
    })),
    boulders: contest.boulders.map((b) => ({
      key: `b${b.id}`,
      id: b.id,
      boulderId: b.boulderId,
      name: b.name,
      color: b.color ?? '',
      zone: b.zone,
      heightM: b.heightM,
      points: numberOrEmpty(b.points),
    })),
  };
}

const orNull = (value: OptionalNumber) => (value === '' ? null : value);

/** The date fields the browser could not read: shown under their inputs before anything is sent. */
export function dateErrors(t: TranslateOf<typeof contestAdminCatalog>, values: ContestFormValues): Partial<Record<DateField, string>> {
  const errors: Partial<Record<DateField, string>> = {};
  for (const field of DATE_FIELDS) {
    const text = values[field].trim();
    if (text === '') {
      if (REQUIRED_DATES.includes(field)) errors[field] = t('contestAdmin.dateRequired');
    } else if (!parseParisDateTimeInput(text)) errors[field] = t('contestAdmin.dateInvalid');
  }
  return errors;
}

const instantOrNull = (text: string) => parseParisDateTimeInput(text.trim())?.toISOString() ?? null;

/** The body of POST …/contests/ or PATCH /api/contests/{id}/ (docs/product.md › Contests: payloads); boulders are numbered 1..N in their order. */
export function valuesToBody(values: ContestFormValues) {
  return {
    name: values.name,
    slug: values.slug.trim(),
    format: values.format,
    startsAt: instantOrNull(values.startsAt),
    endsAt: instantOrNull(values.endsAt),
    registrationOpensAt: instantOrNull(values.registrationOpensAt),
    registrationClosesAt: instantOrNull(values.registrationClosesAt),
    capacity: orNull(values.capacity),
    refreshSeconds: Number(values.refreshSeconds),
    hideResults: values.hideResults,
    bestN: orNull(values.bestN),
    selfScoring: values.selfScoring,
    selfScoringOpensAt: values.selfScoring ? instantOrNull(values.selfScoringOpensAt) : null,
    selfScoringClosesAt: values.selfScoring ? instantOrNull(values.selfScoringClosesAt) : null,
    categories: values.categories.map((c) => ({
      ...(c.id === undefined ? {} : { id: c.id }),
      name: c.name,
      gender: c.gender,
      birthYearMin: orNull(c.birthYearMin),
      birthYearMax: orNull(c.birthYearMax),
      capacity: orNull(c.capacity),
    })),
    boulders: values.boulders.map((b, index) => ({
      ...(b.id === undefined ? {} : { id: b.id }),
      number: index + 1,
      name: b.name.trim() || null,
      color: b.color || null,
      zone: b.zone,
      heightM: b.heightM === '' ? 0 : b.heightM,
      points: orNull(b.points),
      boulderId: b.boulderId,
    })),
  };
}

/** A slug proposed from the name: lowercase ASCII words joined by hyphens, at most 60 characters. */
export const slugFromName = (name: string): string => asciiSlug(name).slice(0, 60).replace(/-+$/, '');
