import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { getFavoriteGym, setFavoriteGym, setStoredUserId } from '../../lib/storage';
import { SidebarGym } from './sidebar-gym';

const USER = '3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11';
const GYMS = [
  { id: 1, name: 'Gaston Bloc Lyon' },
  { id: 2, name: 'Gaston Bloc Villeurbanne' },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const gymInfo = (id: number) => ({
  ...GYMS.find((gym) => gym.id === id)!,
  has_additionnal_difficulty_grading: false,
  is_custom_difficulty_system_color: false,
  hasCustomDifficultySystem: false,
  sectors: [],
  colors: [],
  difficultySystem: [],
  active_routes_info: [],
  total_active_routes: 0,
  resetCycleDays: 35,
  is_admin: true,
  access_types: ['route_setter'],
  can_edit: true,
});

let calls: string[];

beforeEach(() => {
  window.localStorage.clear();
  setStoredUserId(USER);
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url === `/api/routesettergyms/${USER}/`) return json(GYMS);
      const info = /routesettergymonlyinfosspecific\/[^/]+\/(\d+)$/.exec(url);
      if (info) return json([gymInfo(Number(info[1]))]);
      return json({ error: 'inconnu' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('SidebarGym', () => {
  it('opens "Choix salle" by itself without a favourite gym, fetches the list and stores the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SidebarGym />);
    const dialog = await screen.findByRole('dialog', { name: 'Choix salle' });
    expect(dialog).toBeInTheDocument();
    // Nothing chosen yet: it cannot be dismissed.
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Gaston Bloc Villeurbanne' }));
    expect(getFavoriteGym()).toEqual({ id: 2, name: 'Gaston Bloc Villeurbanne' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('sidebar-gym-name')).toHaveTextContent('Gaston Bloc Villeurbanne');
    await waitFor(() => expect(calls).toContain(`/api/routesettergymonlyinfosspecific/${USER}/2`));
  });

  it('shows a spinner while the gym list loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<SidebarGym />);
    expect(await screen.findByRole('status', { name: 'Chargement des salles' })).toBeInTheDocument();
  });

  it('with a favourite gym: shows its name, no modal until "Changer salle", and closes on Fermer', async () => {
    const user = userEvent.setup();
    setFavoriteGym({ id: 1, name: 'Gaston Bloc Lyon' });
    renderWithProviders(<SidebarGym />);
    expect(screen.getByTestId('sidebar-gym-name')).toHaveTextContent('Gaston Bloc Lyon');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).not.toContain(`/api/routesettergyms/${USER}/`);

    await user.click(screen.getByRole('button', { name: 'Changer salle' }));
    expect(await screen.findByRole('button', { name: /Gaston Bloc Lyon/ })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getFavoriteGym()).toEqual({ id: 1, name: 'Gaston Bloc Lyon' });
  });

  it('marks every cached answer stale when another gym is chosen', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['top-boulders', 1], []);
    setFavoriteGym({ id: 1, name: 'Gaston Bloc Lyon' });
    renderWithProviders(<SidebarGym />, { queryClient });
    await user.click(screen.getByRole('button', { name: 'Changer salle' }));
    await user.click(await screen.findByRole('button', { name: 'Gaston Bloc Villeurbanne' }));
    expect(queryClient.getQueryState(['top-boulders', 1])?.isInvalidated).toBe(true);
    expect(getFavoriteGym()?.id).toBe(2);
  });

  it('forgets a stored gym that is no longer the user’s, so the modal asks again', async () => {
    setFavoriteGym({ id: 9, name: 'Ancienne salle' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => (String(input).includes('/routesettergyms/') ? json(GYMS) : json({ error: 'Salle introuvable' }, 404))),
    );
    renderWithProviders(<SidebarGym />);
    expect(await screen.findByRole('dialog', { name: 'Choix salle' })).toBeInTheDocument();
    expect(getFavoriteGym()).toBeNull();
  });
});
