/**
 * The boulder form's values (docs/product.md › Route setting: screens) and how they become a request: Mantine selects hold
 * ids as strings, the server wants numbers; an edit sends only what changed, with its version.
 */
import type { BoulderDetail, CreateBoulderBody, PlanPosition, UpdateBoulderBody } from '../../../../shared/contract/boulder-writes';
import { GRADE_STEPS_AROUND_CIRCUIT } from '../../../../shared/domain/boulder-rules';
import { formatInputDate } from '../../../../shared/domain/dates';
import { GRADES, gradeIndex } from '../../../../shared/domain/grades';
import { levelNumber } from '../../../../shared/domain/levels';
import { serverFieldErrors as fieldErrorsOfBody } from '../../../api/field-errors';

export interface BoulderFormValues {
  name: string;
  sectorId: string | null;
  difficultyId: string | null;
  grade: string | null;
  level: string | null;
  colorId: string | null;
  tagSteepnessId: string | null;
  tagGripsId: string | null;
  tagStyleId: string | null;
  setterUuids: string[];
  openingDate: string;
  /** Empty: the sector's planned dismantling (or the opening plus the gym's cycle). */
  plannedDismantling: string;
  /** Metres as typed, decimal comma or point ('4,5'). */
  height: string;
  /** The uploaded photo (null: none), and the picture shown for it. */
  mediaId: string | null;
  pictureUrl: string | null;
  /** Where it is on the gym's plan (a click on the plan), null when not placed. */
  planPosition: PlanPosition | null;
}

export const DEFAULT_HEIGHT = '4';

export function newBoulderValues({
  setterUuid,
  sectorId = null,
  today,
}: {
  setterUuid: string | null;
  sectorId?: string | null;
  today: Date;
}): BoulderFormValues {
  return {
    name: '',
    sectorId,
    difficultyId: null,
    grade: null,
    level: null,
    colorId: null,
    tagSteepnessId: null,
    tagGripsId: null,
    tagStyleId: null,
    setterUuids: setterUuid ? [setterUuid] : [],
    openingDate: formatInputDate(today),
    plannedDismantling: '',
    height: DEFAULT_HEIGHT,
    mediaId: null,
    pictureUrl: null,
    planPosition: null,
  };
}

const idText = (id: number | null | undefined) => (id == null ? null : String(id));

export function valuesOfBoulder(boulder: BoulderDetail, hasLevels: boolean): BoulderFormValues {
  return {
    name: boulder.name,
    sectorId: String(boulder.sector.id),
    difficultyId: String(boulder.gym_difficulty.id),
    grade: boulder.difficulty,
    level: hasLevels ? String(levelNumber(boulder.level)) : null,
    colorId: idText(boulder.color?.id),
    tagSteepnessId: idText(boulder.tag_steepness?.id),
    tagGripsId: idText(boulder.tag_grips?.id),
    tagStyleId: idText(boulder.tag_style?.id),
    setterUuids: boulder.setters.map((s) => s.uuid),
    openingDate: formatInputDate(boulder.created_at),
    plannedDismantling: formatInputDate(boulder.planned_dismantling),
    height: String(boulder.height).replace('.', ','),
    mediaId: boulder.mediaId,
    pictureUrl: boulder.picture,
    planPosition: boulder.planPosition,
  };
}

/** 'Enregistrer et ajouter le suivant': sector, setters, dates and circuit stay; the sub-level goes back to the circuit's grade; the rest is cleared. */
export function nextBoulderValues(values: BoulderFormValues, circuitGrade: string | null): BoulderFormValues {
  return {
    ...newBoulderValues({ setterUuid: null, sectorId: values.sectorId, today: new Date() }),
    setterUuids: values.setterUuids,
    openingDate: values.openingDate,
    plannedDismantling: values.plannedDismantling,
    difficultyId: values.difficultyId,
    grade: circuitGrade,
    level: values.level === null ? null : '2',
  };
}

/** The sub-levels a circuit allows: its grade and up to 3 steps either side. */
export function gradeChoices(circuitGrade: string | null | undefined): string[] {
  const center = circuitGrade ? gradeIndex(circuitGrade) : undefined;
  if (center === undefined) return [...GRADES];
  return GRADES.filter((_, index) => Math.abs(index - center) <= GRADE_STEPS_AROUND_CIRCUIT);
}

const num = (text: string | null) => (text === null || text === '' ? null : Number(text));

export function createBody(values: BoulderFormValues): CreateBoulderBody {
  return {
    name: values.name,
    sectorId: num(values.sectorId) as number,
    difficultyId: num(values.difficultyId) as number,
    grade: values.grade ?? undefined,
    level: values.level === null ? null : (Number(values.level) as 1 | 2 | 3),
    colorId: num(values.colorId),
    tagSteepnessId: num(values.tagSteepnessId),
    tagGripsId: num(values.tagGripsId),
    tagStyleId: num(values.tagStyleId),
    setterUuids: values.setterUuids.length > 0 ? values.setterUuids : undefined,
    openingDate: values.openingDate.trim() || undefined,
    plannedDismantling: values.plannedDismantling.trim() || undefined,
    height: values.height.trim() === '' ? undefined : Number(values.height.trim().replace(',', '.')),
    mediaId: values.mediaId,
    planPosition: values.planPosition,
  } as CreateBoulderBody;
}

/** Only the fields that differ from the boulder as loaded, with its version. */
export function updateBody(values: BoulderFormValues, initial: BoulderFormValues, version: number): UpdateBoulderBody {
  const all = createBody(values) as Record<string, unknown>;
  const before = createBody(initial) as Record<string, unknown>;
  const changed = Object.fromEntries(Object.entries(all).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
  if ('plannedDismantling' in changed && changed.plannedDismantling === undefined) changed.plannedDismantling = null;
  return { ...changed, version } as UpdateBoulderBody;
}

/** The form fields the server's field names map to. */
export const FORM_FIELDS: readonly (keyof BoulderFormValues)[] = [
  'name',
  'sectorId',
  'difficultyId',
  'grade',
  'level',
  'colorId',
  'tagSteepnessId',
  'tagGripsId',
  'tagStyleId',
  'setterUuids',
  'openingDate',
  'plannedDismantling',
  'height',
  'mediaId',
  'planPosition',
];

/** The server's `{field: ['…']}` as form errors. */
export const serverFieldErrors = (body: unknown): Partial<Record<keyof BoulderFormValues, string>> => fieldErrorsOfBody(body, FORM_FIELDS);
