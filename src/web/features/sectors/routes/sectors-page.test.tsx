import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectorDetailsAnswer } from '../../../../shared/contract/sectors';
import { setFavoriteGym, setStoredUserId } from '../../../lib/storage';
import { renderWithProviders } from '../../../testing/render';
import { BLUE, RED, YELLOW, makeChoice, makeDetails, makeRoute } from '../testing/sector-fixtures';
import { SectorsPage } from './sectors-page';

const USER = '5205ae59-05b2-4038-96d4-40fffda054f0';

const newest = makeDetails({
  sectorId: 7,
  sectorName: 'Croix-Rousse',
  routes: [makeRoute({ gym_difficulty: RED, name: 'Grand écart' }), makeRoute({ gym_difficulty: YELLOW, name: "L'Aigle glissant" })],
});
const proue = makeDetails({
  sectorId: 2,
  sectorName: 'La Proue',
  openingDate: '2026-09-21',
  closingDate: '2026-11-14',
  routes: [makeRoute({ gym_difficulty: BLUE, name: 'Fil d’Ariane' })],
});
const answer: SectorDetailsAnswer = {
  sectorBasisChoices: [makeChoice(1, 'Fourvière'), makeChoice(2, 'La Proue', { oldest_sector: true }), makeChoice(7, 'Croix-Rousse', { newest_sector: true })],
  latestSectorDetails: newest,
  gymPicture: null,
};

/** The machine running the tests can be busy: wait longer than the default second. */
const SLOW = { timeout: 8_000 };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let canEdit: boolean;

const byIdCalls = (sectorId: number) => fetchMock.mock.calls.filter(([url]) => String(url).includes(`/api/sector-details-by-id/${sectorId}/`)).length;

beforeEach(() => {
  localStorage.clear();
  setStoredUserId(USER);
  setFavoriteGym({ id: 1, name: 'Gaston Bloc Lyon' });
  canEdit = true;
  fetchMock = vi.fn((url: string) => {
    if (url.includes('/api/routesettergymonlyinfosspecific/'))
      return Promise.resolve(json([{ id: 1, name: 'Gaston Bloc Lyon', can_edit: canEdit, is_admin: canEdit }]));
    if (url.endsWith('/api/sector-details/1/')) return Promise.resolve(json(answer));
    if (url.endsWith('/api/sector-details-by-id/2/')) return Promise.resolve(json(proue));
    return Promise.reject(new Error(`unexpected call ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// A whole page in jsdom: slow on a busy machine.
describe('SectorsPage', { timeout: 20_000 }, () => {
  it('opens on the newest sector from the gym call, and fetches every other sector once', async () => {
    renderWithProviders(<SectorsPage />, { path: '/sectors-details' });

    expect(await screen.findByRole('heading', { name: '2 blocs à parcourir' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('selected-sector-name')).toHaveTextContent('Croix-Rousse');
    expect(screen.getByRole('button', { name: 'Croix-Rousse' })).toHaveAttribute('aria-pressed', 'true');
    // Rows by grade: the yellow 4A before the red 6A.
    expect(screen.getAllByTestId('sector-boulder-row').map((row) => row.firstElementChild?.textContent)).toEqual(["L'Aigle glissant", 'Grand écart']);
    expect(byIdCalls(7)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'La Proue' }));
    expect(await screen.findByRole('heading', { name: '1 bloc à parcourir' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('selected-sector-name')).toHaveTextContent('La Proue');
    expect(screen.getByTestId('dismantling-warning')).toHaveAttribute('data-level', 'red');
    expect(byIdCalls(2)).toBe(1);

    fireEvent.click(screen.getByTestId('sector-outline-7').querySelector('path')!);
    expect(await screen.findByRole('heading', { name: '2 blocs à parcourir' }, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'La Proue' }));
    expect(await screen.findByRole('heading', { name: '1 bloc à parcourir' }, SLOW)).toBeInTheDocument();
    expect(byIdCalls(2)).toBe(1);
    expect(byIdCalls(7)).toBe(0);
  });

  it('shows the edit icons to staff who may change dates', async () => {
    renderWithProviders(<SectorsPage />, { path: '/sectors-details' });
    expect(await screen.findByRole('button', { name: "Modifier la date d'ouverture du secteur" }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier la date de démontage du secteur' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Modifier la date de démontage du bloc/ })).toHaveLength(2);
  });

  it('shows no edit control to read-only staff', async () => {
    canEdit = false;
    renderWithProviders(<SectorsPage />, { path: '/sectors-details' });
    expect(await screen.findByRole('heading', { name: '2 blocs à parcourir' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('routesettergymonlyinfosspecific'))).toBe(true));
    expect(screen.queryByRole('button', { name: /^Modifier la date/ })).toBeNull();
  });
});
