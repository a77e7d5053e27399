import { describe, expect, it } from 'vitest';
import type { Contest } from '../../../../shared/contract/contests';
import type { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';
import { frenchT } from '../../../testing/translate';
import { contestToValues, dateErrors, emptyContestValues, slugFromName, valuesToBody } from './contest-form-values';

const t = frenchT<typeof contestAdminCatalog>();
const DATE_ERROR = 'Date et heure invalides.';
const REQUIRED_DATE_ERROR = 'Indiquez la date et l’heure.';

const contest: Contest = {
  id: 7,
  name: 'Contest d’hiver',
  slug: 'contest-hiver',
  gymId: 1,
  format: 'scramble',
  startsAt: '2026-12-05T13:00:00.000Z',
  endsAt: '2026-12-05T17:00:00.000Z',
  registrationOpensAt: '2026-11-01T08:00:00.000Z',
  registrationClosesAt: '2026-12-04T22:00:00.000Z',
  capacity: 80,
  refreshSeconds: 60,
  hideResults: true,
  bestN: null,
  selfScoring: false,
  selfScoringOpensAt: null,
  selfScoringClosesAt: null,
  state: 'registration_open',
  categories: [{ id: 3, name: 'Femmes', gender: 'female', birthYearMin: null, birthYearMax: 2008, capacity: 40 }],
  boulders: [
    { id: 11, number: 1, name: 'Bloc 1', color: '#ff0000', zone: true, heightM: 4, points: null, boulderId: 42 },
    { id: 12, number: 2, name: 'Bloc 2', color: null, zone: false, heightM: 0, points: 30, boulderId: null },
  ],
  rounds: [{ kind: 'qualification' }],
  winners: [],
  competitorsCount: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the contest form', () => {
  it('shows a contest in Paris time and sends back the same contest', () => {
    const values = contestToValues(contest);
    expect(values.startsAt).toBe('2026-12-05T14:00');
    expect(values.registrationClosesAt).toBe('2026-12-04T23:00');
    expect(values.capacity).toBe(80);
    expect(values.bestN).toBe('');
    const body = valuesToBody(values);
    expect(body).toMatchObject({
      startsAt: contest.startsAt,
      endsAt: contest.endsAt,
      registrationOpensAt: contest.registrationOpensAt,
      registrationClosesAt: contest.registrationClosesAt,
      capacity: 80,
      refreshSeconds: 60,
      hideResults: true,
      bestN: null,
      categories: [{ id: 3, name: 'Femmes', gender: 'female', birthYearMin: null, birthYearMax: 2008, capacity: 40 }],
      boulders: [
        { id: 11, number: 1, name: 'Bloc 1', color: '#ff0000', zone: true, heightM: 4, points: null, boulderId: 42 },
        { id: 12, number: 2, name: 'Bloc 2', color: null, zone: false, heightM: 0, points: 30, boulderId: null },
      ],
    });
  });

  it('numbers the boulders in their order, and drops the self-scoring window when self-scoring is off', () => {
    const values = contestToValues(contest);
    values.boulders.reverse();
    values.selfScoringOpensAt = '2026-12-05T14:00';
    const body = valuesToBody(values);
    expect(body.boulders.map((b) => [b.id, b.number])).toEqual([
      [12, 1],
      [11, 2],
    ]);
    expect(body.selfScoringOpensAt).toBeNull();
  });

  it('names the dates that are missing or unreadable', () => {
    const values = { ...emptyContestValues(t), registrationOpensAt: '2026-02-30T10:00' };
    expect(dateErrors(t, values)).toEqual({ startsAt: REQUIRED_DATE_ERROR, endsAt: REQUIRED_DATE_ERROR, registrationOpensAt: DATE_ERROR });
    expect(dateErrors(t, contestToValues(contest))).toEqual({});
  });

  it('proposes an address from the name', () => {
    expect(slugFromName('Contest d’hiver 2026 !')).toBe('contest-d-hiver-2026');
    expect(slugFromName('Été  Bloc')).toBe('ete-bloc');
  });
});
