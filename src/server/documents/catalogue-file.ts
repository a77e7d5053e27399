/**
 * A catalogue file as docs/product.md › Going live: catalogue import takes it, turned into rows of text: XLSX (its first sheet, read
 * with read-excel-file) or CSV in UTF-8 (with or without a byte order mark) or Windows-1252, with `;`,
 * `,` or tab between cells, detected from the header line.
 */
import { readSheet } from 'read-excel-file/node';
import { parseCsv } from '../lib/csv';

export type Separator = ';' | ',' | '\t';

export interface CatalogueRows {
  format: 'csv' | 'xlsx';
  /** The CSV's cell separator and text encoding, as detected. */
  separator?: Separator;
  encoding?: 'utf-8' | 'windows-1252';
  /** Every line of the file, the header first; an empty line is []. */
  rows: string[][];
}

export class UnreadableFileError extends Error {}

/** An XLSX file is a ZIP archive: it starts with 'PK\x03\x04'. */
const isZip = (buffer: Buffer) => buffer.length >= 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;

/**
 * Windows-1252's bytes 0x80–0x9F (’ « € œ …), where it differs from Latin-1. Written out because
 * Node's TextDecoder('windows-1252') decodes them as Latin-1 control characters.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

export function decodeWindows1252(buffer: Buffer): string {
  let text = '';
  for (const byte of buffer) text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM or not), else Windows-1252, the encoding of French Excel's 'CSV (séparateur : point-virgule)'. */
export function decodeText(buffer: Buffer): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(buffer), encoding: 'windows-1252' };
  }
}

/** The separator used most often outside quotes in the first line. */
export function detectSeparator(text: string): Separator {
  const counts: Record<Separator, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as Separator] += 1;
  }
  const best = (Object.keys(counts) as Separator[]).sort((a, b) => counts[b] - counts[a])[0]!;
  return counts[best] > 0 ? best : ';';
}

/** A cell of a sheet as the text a person reads in it (dates as DD/MM/YYYY). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const day = String(value.getUTCDate()).padStart(2, '0');
    const month = String(value.getUTCMonth() + 1).padStart(2, '0');
    return `${day}/${month}/${value.getUTCFullYear()}`;
  }
  return String(value);
}

export async function readCatalogueFile(buffer: Buffer): Promise<CatalogueRows> {
  if (isZip(buffer)) {
    let sheet: unknown[][];
    try {
      sheet = (await readSheet(buffer)) as unknown[][];
    } catch {
      throw new UnreadableFileError('Ce fichier Excel est illisible : enregistrez-le à nouveau au format .xlsx ou en CSV.');
    }
    return { format: 'xlsx', rows: sheet.map((row) => (row.every((cell) => cell === null || cell === '') ? [] : row.map(cellText))) };
  }
  const { text, encoding } = decodeText(buffer);
  if (text.includes('\u0000')) throw new UnreadableFileError('Ce fichier n’est ni un CSV ni un fichier Excel (.xlsx).');
  const separator = detectSeparator(text.replace(/^\uFEFF/, ''));
  return { format: 'csv', separator, encoding, rows: parseCsv(text, separator) };
}
