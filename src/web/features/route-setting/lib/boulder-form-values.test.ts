import { describe, expect, it } from 'vitest';
import { createBody, gradeChoices, newBoulderValues, nextBoulderValues, serverFieldErrors, updateBody } from './boulder-form-values';

const today = new Date('2026-11-24T10:00:00Z');

describe('boulder form values', () => {
  it('offers the circuit grade and 3 steps either side', () => {
    expect(gradeChoices('5C')).toEqual(['5A+', '5B', '5B+', '5C', '5C+', '6A', '6A+']);
  });

  it('keeps sector, setters, dates and circuit for the next boulder, the sub-level back to the circuit grade', () => {
    const values = {
      ...newBoulderValues({ setterUuid: 'u1', today }),
      name: 'Le Renard',
      sectorId: '3',
      difficultyId: '7',
      grade: '6A',
      tagStyleId: '2',
      plannedDismantling: '01/01/2027',
    };
    const next = nextBoulderValues(values, '5C');
    expect(next).toMatchObject({
      name: '',
      sectorId: '3',
      difficultyId: '7',
      grade: '5C',
      tagStyleId: null,
      setterUuids: ['u1'],
      openingDate: '24/11/2026',
      plannedDismantling: '01/01/2027',
    });
  });

  it('sends numbers, leaves empty dates to the server, and an edit sends only what changed with its version', () => {
    const initial = { ...newBoulderValues({ setterUuid: 'u1', today }), name: 'A', sectorId: '3', difficultyId: '7', grade: '6A' };
    expect(createBody(initial)).toMatchObject({
      name: 'A',
      sectorId: 3,
      difficultyId: 7,
      grade: '6A',
      setterUuids: ['u1'],
      openingDate: '24/11/2026',
      plannedDismantling: undefined,
      height: 4,
    });
    expect(updateBody({ ...initial, name: 'B', tagGripsId: '4' }, initial, 3)).toEqual({ name: 'B', tagGripsId: 4, version: 3 });
  });

  it("reads the server's errors by field", () => {
    expect(serverFieldErrors({ error: 'x', name: ['Un bloc actif de ce secteur porte déjà ce nom'], other: ['?'] })).toEqual({
      name: 'Un bloc actif de ce secteur porte déjà ce nom',
    });
  });
});
