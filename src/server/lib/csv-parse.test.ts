import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads semicolons, a byte order mark, CRLF or LF, and quoted cells', () => {
    expect(parseCsv('\uFEFFa;b\r\n"c;d";"e ""f"""\nlast;\n')).toEqual([
      ['a', 'b'],
      ['c;d', 'e "f"'],
      ['last', ''],
    ]);
  });

  it('keeps blank lines so that indices stay line numbers, and reads a quoted line break', () => {
    expect(parseCsv('a\n\n"x\ny";z')).toEqual([['a'], [], ['x\ny', 'z']]);
  });

  it('reads back what toCsv writes', () => {
    const rows = [['Zoé', 'L\'Hôte; "la"', '', '12,5']];
    expect(parseCsv(toCsv(['h1', 'h2', 'h3', 'h4'], rows))).toEqual([['h1', 'h2', 'h3', 'h4'], ...rows]);
  });
});
