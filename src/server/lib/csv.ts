/**
 * CSV for French spreadsheets (docs/product.md › Conventions of the calls): semicolons, UTF-8 with a byte order mark, CRLF line
 * ends, a header line, dates DD/MM/YYYY and decimal commas. Hand-written: the format is these few
 * rules, and a library would still need each of them configured.
 */
export type CsvValue = string | number | null | undefined;

const BOM = '\uFEFF';

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100).replace('.', ',')) : value;
  // A cell a spreadsheet would read as a formula starts with a quote mark instead (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}

/**
 * The lines of a CSV as docs/product.md › Conventions of the calls accepts it: semicolons (or the `separator` given), an optional
 * byte order mark, CRLF or LF, cells quoted with double quotes when they hold one of those. Blank lines are kept as `[]`, so
 * that a line's index + 1 stays its number in the file.
 */
export function parseCsv(text: string, separator: ';' | ',' | '\t' = ';'): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const lines: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  let started = false;
  const endCell = () => {
    row.push(value);
    value = '';
    started = false;
  };
  const endLine = () => {
    if (row.length > 0 || started || value !== '') endCell();
    lines.push(row.length === 1 && row[0] === '' ? [] : row);
    row = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        value += char;
      }
    } else if (char === '"' && value === '') {
      quoted = true;
      started = true;
    } else if (char === separator) {
      endCell();
      started = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endLine();
    } else {
      value += char;
    }
  }
  if (row.length > 0 || value !== '' || started) endLine();
  return lines;
}
