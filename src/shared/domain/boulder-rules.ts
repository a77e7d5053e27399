/**
 * Route-setting rules (docs/product.md › Route setting: validation; Route setting: limits) shared by the forms and the server, and the French
 * rendering of a history entry ('Démontage prévu : 12/12/26 → 19/12/26').
 */
import { addCalendarDays } from './dates';

export const MAX_SETTERS = 10;
export const MAX_STRIP_IDS = 500;
export const MAX_SETTING_ROWS = 60;
export const MAX_LABELS = 200;
export const NAME_MAX_LENGTH = 60;
/** A sub-level stays within this many steps of its circuit's grade. */
export const GRADE_STEPS_AROUND_CIRCUIT = 3;
export const MAX_OPENING_DAYS_AHEAD = 30;
export const MAX_STRIP_DAYS_AHEAD = 7;
export const UNDO_STRIP_DAYS = 7;
export const DEFAULT_HEIGHT_M = 4;
export const LABEL_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const BOULDER_RULE_MESSAGES = {
  name: `Le nom du bloc doit faire entre 1 et ${NAME_MAX_LENGTH} caractères.`,
  nameTaken: 'Un bloc actif de ce secteur porte déjà ce nom',
  gradeUnknown: 'Sous-niveau inconnu : choisissez un niveau de l’échelle (3A à 9B+).',
  gradeFar: (circuitGrade: string) => `Le sous-niveau doit rester à ${GRADE_STEPS_AROUND_CIRCUIT} crans au plus du niveau du circuit (${circuitGrade}).`,
  openingTooFar: `La date d'ouverture ne peut pas dépasser ${MAX_OPENING_DAYS_AHEAD} jours dans le futur.`,
  dismantlingBeforeOpening: "Le démontage prévu doit être postérieur à la date d'ouverture.",
  stripBeforeOpening: (opening: string) => `La date de démontage ne peut pas être antérieure à l'ouverture du bloc (${opening}).`,
  stripTooFar: `La date de démontage ne peut pas dépasser ${MAX_STRIP_DAYS_AHEAD} jours dans le futur.`,
  stale: 'Ce bloc a été modifié entre-temps',
  undoTooLate: `Le démontage ne peut être annulé que dans les ${UNDO_STRIP_DAYS} jours qui le suivent.`,
  notStripped: "Ce bloc n'est pas démonté.",
  noLevels: "Cette salle n'utilise pas de niveaux 1, 2, 3 : laissez le niveau vide.",
  noCustomColors: "Cette salle n'utilise pas de couleurs de prises : la couleur est celle du circuit.",
} as const;

/** The name as stored: trimmed, inner runs of spaces made one. Null when it breaks the length rule. */
export const boulderName = (text: string): string | null => cleanName(text, NAME_MAX_LENGTH);

/** A name as stored: trimmed, inner spaces folded to one; null unless 1 to `max` characters remain. */
export function cleanName(text: string, max: number): string | null {
  const name = text.trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= max ? name : null;
}

/** True when `grade` (scale index) may be a sub-level of a circuit of grade `circuitGrade`. */
export const gradeFitsCircuit = (grade: number, circuitGrade: number) => Math.abs(grade - circuitGrade) <= GRADE_STEPS_AROUND_CIRCUIT;

/** The last day an opening may be dated, from today (ISO days, Paris). */
export const latestOpeningDay = (today: string) => addCalendarDays(today, MAX_OPENING_DAYS_AHEAD);
export const latestStripDay = (today: string) => addCalendarDays(today, MAX_STRIP_DAYS_AHEAD);

// ---------------------------------------------------------------- history in French

/** The labels of the fields a history entry may change, in the order they are shown. */
export const HISTORY_FIELD_LABELS: Record<string, string> = {
  name: 'Nom',
  sector: 'Secteur',
  difficulty: 'Circuit',
  grade: 'Sous-niveau',
  level: 'Niveau',
  color: 'Couleur des prises',
  tagSteepness: 'Inclinaison',
  tagGrips: 'Prises',
  tagStyle: 'Mouvement',
  setters: 'Ouvreur(s)',
  openingDate: "Date d'ouverture",
  plannedDismantling: 'Démontage prévu',
  closedAt: 'Démontage',
  height: 'Hauteur',
  photo: 'Photo',
  position: 'Position sur le plan',
  status: 'Statut',
  boulders: 'Blocs',
  targets: 'Cibles',
  sectorOrder: 'Ordre des secteurs',
  outline: 'Contour sur le plan',
  wallPicture: 'Photo du mur',
  plan: 'Plan de la salle',
  circuitColors: 'Couleurs du circuit',
  circuitGrade: 'Niveau correspondant',
  circuitOrder: 'Ordre des circuits',
  tag: 'Tag',
  resetCycleDays: 'Cycle',
  rights: 'Droits',
};

const DATE_FIELDS = new Set(['openingDate', 'plannedDismantling', 'closedAt']);

/** '2026-12-12' → '12/12/26', as the history shows dates. */
const shortDay = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}` : iso);

export interface HistoryChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * One line per change: 'Démontage prévu : 12/12/26 → 19/12/26'; a value that was empty shows as '—'.
 * A creation lists the values set: 'Nom : Le Renard'.
 */
export function historyText(changes: readonly HistoryChange[], kind?: string): string {
  const show = (field: string, value: string | null) => (value === null || value === '' ? '—' : DATE_FIELDS.has(field) ? shortDay(value) : value);
  return changes
    .map((c) => {
      const label = HISTORY_FIELD_LABELS[c.field] ?? c.field;
      return kind === 'creation' ? `${label} : ${show(c.field, c.after)}` : `${label} : ${show(c.field, c.before)} → ${show(c.field, c.after)}`;
    })
    .join('\n');
}

/** The changes between two flat records of display values (only the fields that differ, in label order). */
export function diffRecords(before: Record<string, string | null>, after: Record<string, string | null>): HistoryChange[] {
  const fields = Object.keys(HISTORY_FIELD_LABELS).filter((f) => f in before || f in after);
  return fields.filter((f) => (before[f] ?? null) !== (after[f] ?? null)).map((f) => ({ field: f, before: before[f] ?? null, after: after[f] ?? null }));
}
