/**
 * The setting day's grid as the page holds it (strings from the native selects) and as the server
 * stores it (docs/product.md › Route setting: payloads rows: numbers or null).
 */
import type { PlanPosition } from '../../../../shared/contract/boulder-writes';
import type { SettingRow, SettingSession, UpdateSessionBody } from '../../../../shared/contract/setting-sessions';
import { formatInputDate } from '../../../../shared/domain/dates';

export interface GridRow {
  key: string;
  name: string;
  difficultyId: string;
  grade: string;
  level: string;
  colorId: string;
  tagSteepnessId: string;
  tagGripsId: string;
  tagStyleId: string;
  /** '' for the session's setters. */
  setterUuid: string;
  /** Where the boulder goes on the gym's plan (a click on the plan below the grid). */
  planPosition: PlanPosition | null;
}

export interface SettingDayState {
  sessionId: number | null;
  sectorId: string;
  openingDate: string;
  plannedDismantling: string;
  keptBoulderIds: number[];
  setterUuids: string[];
  rows: GridRow[];
}

let counter = 0;
export const rowKey = () => `r${++counter}`;

export const emptyRow = (name = ''): GridRow => ({
  key: rowKey(),
  name,
  difficultyId: '',
  grade: '',
  level: '',
  colorId: '',
  tagSteepnessId: '',
  tagGripsId: '',
  tagStyleId: '',
  setterUuid: '',
  planPosition: null,
});

export function newSettingDay(setterUuid: string | null, today: Date): SettingDayState {
  return {
    sessionId: null,
    sectorId: '',
    openingDate: formatInputDate(today),
    plannedDismantling: '',
    keptBoulderIds: [],
    setterUuids: setterUuid ? [setterUuid] : [],
    rows: [emptyRow()],
  };
}

const num = (text: string) => (text === '' ? null : Number(text));
const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

export const toServerRow = (row: GridRow): SettingRow => ({
  name: row.name.trim() === '' ? null : row.name,
  difficultyId: num(row.difficultyId),
  grade: row.grade === '' ? null : row.grade,
  level: row.level === '' ? null : (Number(row.level) as 1 | 2 | 3),
  colorId: num(row.colorId),
  tagSteepnessId: num(row.tagSteepnessId),
  tagGripsId: num(row.tagGripsId),
  tagStyleId: num(row.tagStyleId),
  setterUuids: row.setterUuid ? [row.setterUuid] : null,
  planPosition: row.planPosition,
});

/** What a save sends: the whole session as it stands. */
export function sessionBody(state: SettingDayState): UpdateSessionBody & { sectorId: number } {
  return {
    sectorId: Number(state.sectorId),
    openingDate: state.openingDate.trim() || null,
    plannedDismantling: state.plannedDismantling.trim() || null,
    keptBoulderIds: state.keptBoulderIds,
    setterUuids: state.setterUuids,
    rows: state.rows.map(toServerRow),
  };
}

/** A draft from the server, to resume. */
export function stateOfSession(session: SettingSession): SettingDayState {
  return {
    sessionId: session.id,
    sectorId: String(session.sectorId),
    openingDate: formatInputDate(session.openingDate),
    plannedDismantling: formatInputDate(session.plannedDismantling),
    keptBoulderIds: session.keptBoulderIds,
    setterUuids: session.setterUuids,
    rows:
      session.rows.length === 0
        ? [emptyRow()]
        : session.rows.map((row) => ({
            key: rowKey(),
            name: row.name ?? '',
            difficultyId: text(row.difficultyId),
            grade: row.grade ?? '',
            level: text(row.level),
            colorId: text(row.colorId),
            tagSteepnessId: text(row.tagSteepnessId),
            tagGripsId: text(row.tagGripsId),
            tagStyleId: text(row.tagStyleId),
            setterUuid: row.setterUuids?.[0] ?? '',
            planPosition: row.planPosition ?? null,
          })),
  };
}
