/**
 * CSV for French spreadsheets (decisions.md §7): semicolons, UTF-8 with a byte order mark, CRLF line
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
