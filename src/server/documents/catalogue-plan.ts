/**
 * What a catalogue file would import into a gym (docs/product.md › Going live: catalogue import), computed without touching the
 * database: its columns matched by header, each line checked against the gym's sectors, circuits,
 * colours, tags and staff, and the lines already present found. 'Analyser' shows this plan; the
 * import computes it again inside its transaction and writes it.
 */
import { GRADES, gradeIndex } from '../../shared/domain/grades';
import { parisDay, parseInputDate } from '../../shared/domain/dates';
import { foldKey } from '../../shared/domain/text-folding';
import type { TagKind } from '../db/schema';

export const IMPORT_FIELDS = [
  'name',
  'sector',
  'circuit',
  'grade',
  'holdColor',
  'setters',
  'openedAt',
  'plannedDismantling',
  'steepness',
  'grips',
  'style',
  'externalId',
  'level',
  'status',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The column names French people read, for the messages ('Ligne 12, circuit : …'). */
export const FIELD_NAMES: Record<ImportField, string> = {
  name: 'nom',
  sector: 'secteur',
  circuit: 'circuit',
  grade: 'cotation',
  holdColor: 'prises',
  setters: 'ouvreurs',
  openedAt: 'ouverture',
  plannedDismantling: 'démontage prévu',
  steepness: 'inclinaison',
  grips: 'type de prises',
  style: 'style',
  externalId: 'identifiant',
  level: 'niveau',
  status: 'statut',
};

/** A header as compared: no case, accents, spaces or punctuation, no final 's' ('Démontage prévu' → 'demontageprevu'). */
export const headerKey = (header: string) =>
  foldKey(header)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/s$/, '');

const HEADERS: Record<string, ImportField> = {
  nom: 'name',
  name: 'name',
  secteur: 'sector',
  sector: 'sector',
  circuit: 'circuit',
  cotation: 'grade',
  grade: 'grade',
  prise: 'holdColor',
  holdcolor: 'holdColor',
  couleurdeprise: 'holdColor',
  ouvreur: 'setters',
  opener: 'setters',
  ouverture: 'openedAt',
  openedat: 'openedAt',
  demontageprevu: 'plannedDismantling',
  inclinaison: 'steepness',
  typedeprise: 'grips',
  style: 'style',
  identifiant: 'externalId',
  niveau: 'level',
};

/** The boulder export of docs/product.md › Route setting ('Exports'): its 'Prises' are the grips tag and 'Mouvement' the style. */
const GASTON_EXPORT: Record<string, ImportField | null> = {
  id: 'externalId',
  sousniveau: 'grade',
  prise: 'grips',
  mouvement: 'style',
  statut: 'status',
  demontage: null,
  essai: null,
  tauxdereussite: null,
  tauxdeflash: null,
  essaisavantreussite: null,
  cotationmoyenne: null,
  notemoyenne: null,
  nombredenote: null,
  commentaire: null,
};

export interface ColumnMap {
  /** The column index of each field found. */
  fields: Partial<Record<ImportField, number>>;
  /** Each field's header as the file writes it, for the messages. */
  headers: Partial<Record<ImportField, string>>;
  unknownColumns: string[];
  gastonExport: boolean;
}

export function mapColumns(header: readonly string[]): ColumnMap {
  const keys = header.map(headerKey);
  const gastonExport = keys.includes('sousniveau') && keys.includes('mouvement');
  const map: ColumnMap = { fields: {}, headers: {}, unknownColumns: [], gastonExport };
  header.forEach((raw, index) => {
    const key = keys[index]!;
    if (key === '') return;
    const field = gastonExport && key in GASTON_EXPORT ? GASTON_EXPORT[key] : HEADERS[key];
    if (field === null) return;
    if (field === undefined || map.fields[field] !== undefined) {
      map.unknownColumns.push(raw.trim());
      return;
    }
    map.fields[field] = index;
    map.headers[field] = raw.trim();
  });
  return map;
}

export interface GymCatalogue {
  sectors: { id: number; name: string }[];
  circuits: { id: number; name: string; color1: string; grade: number }[];
  holdColors: { id: number; name: string; code: string }[];
  tags: { id: number; kind: TagKind; name: string }[];
  staff: { userId: number; firstName: string; lastName: string }[];
  /** Boulders already in the gym: their external ids, and their name, sector and opening day. */
  externalIds: Set<string>;
  keys: Set<string>;
}

export const boulderKey = (name: string, sectorName: string, day: string) => `${foldKey(name).toLowerCase()}|${foldKey(sectorName).toLowerCase()}|${day}`;

export interface PlannedBoulder {
  line: number;
  name: string;
  /** An existing sector's id, or the name of one to create. */
  sector: { id: number } | { create: string };
  circuitId: number;
  grade: number;
  level: number;
  holdColorId: number | null;
  tags: Partial<Record<TagKind, { id: number } | { create: string }>>;
  setterIds: number[];
  /** Setters' names matched to nobody of the staff, kept as written. */
  setterNames: string | null;
  openedAt: string;
  plannedDismantling: string | null;
  externalId: string | null;
}

export interface LineError {
  line: number;
  column: string;
  message: string;
}

export type LineStatus = 'valid' | 'duplicate' | 'error' | 'ignored';

export interface CataloguePlan {
  lines: number;
  boulders: PlannedBoulder[];
  duplicates: number;
  ignored: number;
  errors: LineError[];
  statuses: { line: number; status: LineStatus; name: string }[];
  missingSectors: string[];
  missingTags: { kind: TagKind; name: string }[];
  unknownColumns: string[];
  missingColumns: string[];
}

const TAG_FIELDS: [ImportField & ('steepness' | 'grips' | 'style'), TagKind][] = [
  ['steepness', 'steepness'],
  ['grips', 'grips'],
  ['style', 'style'],
];

const fold = (text: string) => foldKey(text).toLowerCase();
/** A cell the export protected from spreadsheets ("'=…") back to its text. */
const cellValue = (raw: string | undefined) => (raw ?? '').replace(/^'(?=[=+\-@])/, '').trim();

/** DD/MM/YYYY (D/M accepted), or YYYY-MM-DD as Oblyk writes it; null when neither. */
export function parseDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (iso) return parseInputDate(`${iso[3]}/${iso[2]}/${iso[1]}`);
  const loose = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return loose ? parseInputDate(`${loose[1]!.padStart(2, '0')}/${loose[2]!.padStart(2, '0')}/${loose[3]}`) : null;
}

/** '6a+' and '6A+' on the 40-step scale; Oblyk's and Fontainebleau's lower case included. */
const gradeOf = (text: string) => gradeIndex(text.replace(/\s+/g, ''));

/** Values listed in one cell: 'Léa, Tom et Sam', 'dévers|réglettes'. */
const listOf = (text: string) =>
  text
    .split(/\s*(?:,|;|\||\/|&|\bet\b)\s*/i)
    .map((v) => v.trim())
    .filter(Boolean);

function hexDistance(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return x.reduce((sum, v, i) => sum + (v - y[i]!) ** 2, 0);
}

/** Colour names as Oblyk writes them, to the palette's French names. */
const ENGLISH_COLORS: Record<string, string> = {
  yellow: 'jaune',
  green: 'vert',
  blue: 'bleu',
  red: 'rouge',
  black: 'noir',
  purple: 'violet',
  orange: 'orange',
  white: 'blanc',
  pink: 'rose',
  grey: 'gris',
  gray: 'gris',
  brown: 'marron',
};

const normalHex = (text: string) => {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(text.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return `#${hex.toUpperCase()}`;
};

export function planCatalogue(
  rows: readonly string[][],
  gym: GymCatalogue,
  options: { createSectors: boolean; createTags: boolean; today: Date },
): CataloguePlan {
  const header = rows[0] ?? [];
  const columns = mapColumns(header);
  const plan: CataloguePlan = {
    lines: 0,
    boulders: [],
    duplicates: 0,
    ignored: 0,
    errors: [],
    statuses: [],
    missingSectors: [],
    missingTags: [],
    unknownColumns: columns.unknownColumns,
    missingColumns: (['name', 'sector'] as const).filter((f) => columns.fields[f] === undefined).map((f) => FIELD_NAMES[f]),
  };
  if (plan.missingColumns.length > 0) return plan;

  const sectorsByName = new Map(gym.sectors.map((s) => [fold(s.name), s]));
  const circuitsByName = new Map(gym.circuits.map((c) => [fold(c.name), c]));
  const colorsByName = new Map(gym.holdColors.map((c) => [fold(c.name), c]));
  const tagsByKind = new Map(TAG_FIELDS.map(([, kind]) => [kind, new Map(gym.tags.filter((t) => t.kind === kind).map((t) => [fold(t.name), t]))]));
  const staffByName = new Map<string, number[]>();
  for (const person of gym.staff) {
    for (const name of [`${person.firstName} ${person.lastName}`, `${person.lastName} ${person.firstName}`, person.firstName]) {
      const key = fold(name);
      staffByName.set(key, [...(staffByName.get(key) ?? []), person.userId]);
    }
  }
  const missingSectors = new Map<string, string>();
  const missingTags = new Map<string, { kind: TagKind; name: string }>();
  const seenKeys = new Set(gym.keys);
  const seenIds = new Set(gym.externalIds);
  const today = parisDay(options.today);
  const circuitsByGrade = [...gym.circuits].sort((a, b) => a.grade - b.grade);

  for (let index = 1; index < rows.length; index++) {
    const cells = rows[index]!;
    if (cells.length === 0 || cells.every((c) => c.trim() === '')) continue;
    const line = index + 1;
    plan.lines += 1;
    const value = (field: ImportField) => (columns.fields[field] === undefined ? '' : cellValue(cells[columns.fields[field]!]));
    const column = (field: ImportField) => columns.headers[field] ?? FIELD_NAMES[field];
    const lineErrors: LineError[] = [];
    const fail = (field: ImportField, message: string) =>
      lineErrors.push({ line, column: column(field), message: `Ligne ${line}, ${column(field)} : ${message}` });

    const name = value('name');
    const status = fold(value('status'));
    if (columns.gastonExport && status !== '' && status !== 'actif') {
      plan.ignored += 1;
      plan.statuses.push({ line, status: 'ignored', name });
      continue;
    }
    if (name === '') fail('name', 'le nom est obligatoire.');
    else if (name.length > 100) fail('name', 'le nom fait plus de 100 caractères.');

    const sectorName = value('sector');
    let sector: PlannedBoulder['sector'] | null = null;
    if (sectorName === '') fail('sector', 'le secteur est obligatoire.');
    else {
      const found = sectorsByName.get(fold(sectorName));
      if (found) sector = { id: found.id };
      else {
        missingSectors.set(fold(sectorName), missingSectors.get(fold(sectorName)) ?? sectorName);
        if (options.createSectors) sector = { create: missingSectors.get(fold(sectorName))! };
        else fail('sector', `« ${sectorName} » n'est pas un secteur de la salle.`);
      }
    }

    const gradeText = value('grade');
    const grade = gradeText === '' ? undefined : gradeOf(gradeText);
    if (gradeText !== '' && grade === undefined) fail('grade', `« ${gradeText} » n'est pas une cotation (de ${GRADES[0]} à ${GRADES.at(-1)}).`);

    const circuitText = value('circuit');
    let circuit: GymCatalogue['circuits'][number] | undefined;
    if (circuitText !== '') {
      const hex = normalHex(circuitText) ?? colorsByName.get(fold(circuitText))?.code.toUpperCase();
      circuit = circuitsByName.get(fold(circuitText)) ?? (hex ? gym.circuits.find((c) => c.color1.toUpperCase() === hex) : undefined);
      if (!circuit) fail('circuit', `« ${circuitText} » n'est pas un circuit de la salle.`);
    } else if (gym.circuits.length === 0) {
      fail('circuit', "la salle n'a aucun circuit : créez-les dans Paramètres › Circuits.");
    } else if (grade !== undefined) {
      // Without a circuit, the hardest circuit whose grade the boulder reaches.
      circuit = [...circuitsByGrade].reverse().find((c) => c.grade <= grade) ?? circuitsByGrade[0];
    } else {
      fail('circuit', 'le circuit (ou la cotation) est obligatoire.');
    }

    const colorText = value('holdColor');
    let holdColorId: number | null = null;
    if (colorText !== '') {
      const first = listOf(colorText)[0] ?? colorText;
      const hex = normalHex(first);
      const color =
        colorsByName.get(ENGLISH_COLORS[fold(first)] ?? fold(first)) ??
        (hex ? [...gym.holdColors].sort((a, b) => hexDistance(a.code, hex) - hexDistance(b.code, hex))[0] : undefined);
      if (color) holdColorId = color.id;
      else fail('holdColor', `« ${first} » n'est pas une couleur de prises (${gym.holdColors.map((c) => c.name).join(', ')}).`);
    }

    const tags: PlannedBoulder['tags'] = {};
    for (const [field, kind] of TAG_FIELDS) {
      const text = value(field);
      if (text === '') continue;
      const tagName = listOf(text)[0] ?? text;
      const found = tagsByKind.get(kind)!.get(fold(tagName));
      if (found) tags[kind] = { id: found.id };
      else {
        const key = `${kind}|${fold(tagName)}`;
        if (!missingTags.has(key)) missingTags.set(key, { kind, name: tagName });
        if (options.createTags) tags[kind] = { create: missingTags.get(key)!.name };
        else fail(field, `« ${tagName} » n'est pas un tag de la salle.`);
      }
    }

    const openedText = value('openedAt');
    const openedAt = openedText === '' ? today : parseDay(openedText);
    if (openedAt === null) fail('openedAt', `« ${openedText} » n'est pas une date au format JJ/MM/AAAA.`);
    else if (openedAt > today) fail('openedAt', `la date d'ouverture ${openedText} est dans le futur.`);
    const dismantlingText = value('plannedDismantling');
    const plannedDismantling = dismantlingText === '' ? null : parseDay(dismantlingText);
    if (dismantlingText !== '' && plannedDismantling === null) fail('plannedDismantling', `« ${dismantlingText} » n'est pas une date au format JJ/MM/AAAA.`);
    else if (plannedDismantling && openedAt && plannedDismantling < openedAt) fail('plannedDismantling', 'le démontage prévu est avant l’ouverture.');

    const levelText = value('level');
    const levelNumber = levelText === '' ? 2 : Number(levelText);
    if (![1, 2, 3].includes(levelNumber)) fail('level', `« ${levelText} » n'est pas un niveau (1, 2 ou 3).`);

    const setterIds: number[] = [];
    const unmatched: string[] = [];
    for (const setter of listOf(value('setters'))) {
      const ids = staffByName.get(fold(setter));
      if (ids && ids.length === 1) {
        if (!setterIds.includes(ids[0]!)) setterIds.push(ids[0]!);
      } else unmatched.push(setter);
    }

    const externalId = value('externalId') || null;
    if (externalId && externalId.length > 100) fail('externalId', "l'identifiant fait plus de 100 caractères.");

    if (lineErrors.length > 0) {
      plan.errors.push(...lineErrors);
      plan.statuses.push({ line, status: 'error', name });
      continue;
    }
    const key = boulderKey(name, sectorName, openedAt!);
    if ((externalId && seenIds.has(externalId)) || seenKeys.has(key)) {
      plan.duplicates += 1;
      plan.statuses.push({ line, status: 'duplicate', name });
      continue;
    }
    if (externalId) seenIds.add(externalId);
    seenKeys.add(key);
    plan.statuses.push({ line, status: 'valid', name });
    plan.boulders.push({
      line,
      name,
      sector: sector!,
      circuitId: circuit!.id,
      grade: grade ?? circuit!.grade,
      level: levelNumber - 2,
      holdColorId,
      tags,
      setterIds,
      setterNames: unmatched.length > 0 ? unmatched.join(', ') : null,
      openedAt: openedAt!,
      plannedDismantling,
      externalId,
    });
  }
  plan.missingSectors = [...missingSectors.values()];
  plan.missingTags = [...missingTags.values()];
  return plan;
}
