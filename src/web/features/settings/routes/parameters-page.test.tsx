import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteSetterRow } from '../../../../shared/contract/settings';
import { setStoredUserId } from '../../../lib/storage';
import { renderWithProviders } from '../../../testing/render';
import { ParametersPage } from './parameters-page';

const MOBILE_APP_NOTE = 'Les autres informations de votre profil (photo, nom, prénom…) se modifient dans l’application mobile Gaston.';
const ADMIN_ONLY_TEXT = 'Cette page est réservée aux administrateurs et aux chefs-ouvreurs.';

const ME = '11111111-1111-4111-8111-111111111111';
const SETTERS: RouteSetterRow[] = [
  {
    uid: '33333333-3333-4333-8333-333333333333',
    firstName: 'Paul',
    lastName: 'Roussel',
    picture: null,
    roles: ['Chef-ouvreur', 'Média'],
    gyms: [{ id: 2, name: 'Vertical Art' }],
  },
  {
    uid: '22222222-2222-4222-8222-222222222222',
    firstName: 'Élodie',
    lastName: 'Martin',
    picture: null,
    roles: ['Ouvreur'],
    gyms: [
      { id: 1, name: 'Bloc Party' },
      { id: 2, name: 'Vertical Art' },
    ],
  },
];
const gymInfo = (id: number, name: string, isAdmin: boolean) => ({ id, name, is_admin: isAdmin, access_types: ['chief_route_setter'], can_edit: true });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(admin: boolean) {
  return (url: string) => {
    if (url.startsWith('/api/routesetterinfos/'))
      return Promise.resolve(json(200, { first_name: 'Camille', last_name: 'Durand', profile_picture: null, is_admin: admin, isAdmin: admin }));
    if (url.startsWith('/api/routesettergymonlyinfos/'))
      return Promise.resolve(json(200, [gymInfo(1, 'Bloc Party', admin), gymInfo(2, 'Vertical Art', admin)]));
    if (url.startsWith('/api/gym-owner-route-setters/')) return Promise.resolve(json(200, SETTERS));
    return Promise.resolve(json(404, { error: 'inconnu' }));
  };
}

let fetchMock: ReturnType<typeof vi.fn>;

/** The screen width the media queries see (jsdom has no layout). */
const narrowMatchMedia = window.matchMedia.bind(window);
function screenIsWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...narrowMatchMedia(query), matches: wide }));
}

beforeEach(() => {
  setStoredUserId(ME);
  fetchMock = vi.fn(answer(true));
  vi.stubGlobal('fetch', fetchMock);
  screenIsWide(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('ParametersPage', { timeout: 15_000 }, () => {
  it('shows the profile, the note about the mobile app and “Mes ouvreurs” sorted by last name', async () => {
    renderWithProviders(<ParametersPage />, { path: '/parameters-admin' });
    expect(await screen.findByText('Camille Durand')).toBeInTheDocument();
    expect(screen.getByText(MOBILE_APP_NOTE)).toBeInTheDocument();
    expect(await screen.findByText('Administrateur')).toBeInTheDocument();
    expect(screen.getAllByText('Chef-ouvreur').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Changer de mot de passe' })).toBeEnabled();

    const table = screen.getByRole('table', { name: 'Mes ouvreurs' });
    const rows = await within(table).findAllByTestId('setter-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Élodie Martin');
    expect(rows[1]).toHaveTextContent('Paul Roussel');
    expect(within(rows[1]).getByText('Média')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Modifier les droits de Élodie Martin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un ouvreur' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledWith(`/api/gym-owner-route-setters/${ME}`, expect.anything());
  });

  it('shows one card per person on a narrow screen, with the same modify buttons', async () => {
    screenIsWide(false);
    renderWithProviders(<ParametersPage />, { path: '/parameters-admin' });
    const list = await screen.findByRole('list', { name: 'Mes ouvreurs' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = await within(list).findAllByTestId('setter-row');
    expect(cards[0]).toHaveTextContent('Élodie Martin');
    expect(within(cards[0]).getByText('Bloc Party')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Chef-ouvreur')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Modifier les droits de Paul Roussel' })).toBeInTheDocument();
  });

  it('tells a staff member who is not admin that the page is for admins, without asking for the team', async () => {
    fetchMock.mockImplementation(answer(false));
    renderWithProviders(<ParametersPage />, { path: '/parameters-admin' });
    expect(await screen.findByText(ADMIN_ONLY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/gym-owner-route-setters/'))).toBe(false);
  });
});
