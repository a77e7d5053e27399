/** Contests made through the API as an organiser makes them (docs/product.md › Contests: who may do what), for the contest tests. */
import { expect } from 'vitest';
import type { TestApp } from './app';
import { createGym, createUser } from './fixtures';
import { anonymous, login, write, type LoggedIn, type TestBrowser } from './session';

const HOUR = 3_600_000;

/** The instant `hours` from now (negative: ago), as the API takes it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** POST /api/gyms/{gymId}/contests/ with `body`; the created contest (201 asserted). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it needs
export async function createContest(organiser: TestBrowser, gymId: number, body: Record<string, unknown>): Promise<any> {
  const response = await write(organiser, `/api/gyms/${gymId}/contests/`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A running IFSC contest (started 2 hours ago, ends in 4) in one mixed category, named after its slug; `overrides` wins. */
export const createRunningContest = (organiser: TestBrowser, gymId: number, slug: string, overrides: Record<string, unknown>) =>
  createContest(organiser, gymId, {
    name: `Contest ${slug}`,
    slug,
    format: 'ifsc_2025',
    startsAt: inHours(-2),
    endsAt: inHours(4),
    categories: [{ name: 'Mixte', gender: 'mixed' }],
    ...overrides,
  });

/** The two categories most contests open with. */
export const WOMEN_AND_MEN = [
  { name: 'Femmes', gender: 'female' },
  { name: 'Hommes', gender: 'male' },
] as const;

/** Registers each [first name, last name, category id] (201 asserted); their ids by first name. */
export async function registerCompetitors(
  organiser: TestBrowser,
  contestId: number,
  people: readonly (readonly [firstName: string, lastName: string, categoryId: number])[],
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [firstName, lastName, categoryId] of people) {
    const response = await write(organiser, `/api/contests/${contestId}/competitors/`, { firstName, lastName, categoryId });
    expect(response.statusCode, response.body).toBe(201);
    ids[firstName] = response.json().id;
  }
  return ids;
}

/** Raw SQL on the test database, for the setups and checks the API does not offer. */
export type RowsQuery = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

/** A gym 'Block Out' whose chief route setter is signed in, a visitor without an account, and raw SQL on the database. */
export async function organiserAndVisitor(t: TestApp): Promise<{ gymId: number; chief: LoggedIn; visitor: TestBrowser; q: RowsQuery }> {
  const db = t.database.db;
  const q: RowsQuery = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  const gymId = (await createGym(db, { name: 'Block Out' })).id;
  const user = await createUser(db, { staff: [{ gymId, accessTypes: ['chief_route_setter'] }] });
  return { gymId, chief: await login(t.app, user.email, user.password!), visitor: await anonymous(t.app), q };
}
