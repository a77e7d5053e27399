import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes semicolons, a BOM, CRLF, decimal commas, quotes where needed and no formulas', () => {
    const text = toCsv(
      ['Nom', 'Taux'],
      [
        ['Le "Toit"; nord', 12.345],
        ['=SOMME(A1)', 3],
        [null, -1.5],
      ],
    );
    expect(text).toBe('\uFEFFNom;Taux\r\n"Le ""Toit""; nord";12,35\r\n\'=SOMME(A1);3\r\n;-1,5\r\n');
  });
});
