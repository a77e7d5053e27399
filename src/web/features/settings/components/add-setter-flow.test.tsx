import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AddSetterFlow } from './add-setter-flow';

const ADD_SETTER_TITLE = 'Ajouter un ouvreur';
const ASSIGN_GYMS_TITLE = 'Attribution des salles';

const ADMIN = '11111111-1111-4111-8111-111111111111';
const CLIMBERS = [
  { uid: '22222222-2222-4222-8222-222222222222', firstName: 'Élodie', lastName: 'Martin' },
  { uid: '33333333-3333-4333-8333-333333333333', firstName: 'Paul', lastName: 'Roussel' },
];
const GYMS = [
  { id: 1, name: 'Bloc Party' },
  { id: 2, name: 'Vertical Art' },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  fetchMock = vi.fn((url: string) => Promise.resolve(url.startsWith('/api/gym-owner-climbers/') ? json(200, CLIMBERS) : json(200, { message: 'ok' })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup(preferredGymId?: number) {
  const onClose = vi.fn();
  renderWithProviders(<AddSetterFlow opened onClose={onClose} adminId={ADMIN} gymChoices={GYMS} preferredGymId={preferredGymId} />);
  return { onClose, user: userEvent.setup() };
}

async function chooseClimber(user: ReturnType<typeof userEvent.setup>, search: string, name: string) {
  const select = screen.getByRole('combobox', { name: 'Grimpeur' });
  await user.click(select);
  await user.type(select, search);
  await user.click(await screen.findByRole('option', { name }));
}

const postedBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse((init as RequestInit).body as string)] as const);

// Many steps of typing and clicking: slow on a busy machine.
describe('AddSetterFlow', { timeout: 20_000 }, () => {
  it('keeps Ajouter disabled until a climber is chosen, and clearing disables it again', async () => {
    const { user } = setup();
    const dialog = screen.getByRole('dialog', { name: ADD_SETTER_TITLE });
    const add = within(dialog).getByRole('button', { name: 'Ajouter' });
    expect(add).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/gym-owner-climbers/${ADMIN}/`, expect.anything()));

    await chooseClimber(user, 'martin', 'Élodie Martin');
    expect(add).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Effacer le grimpeur choisi' }));
    expect(add).toBeDisabled();
  });

  it('searches by first or last name without accents', async () => {
    const { user } = setup();
    const select = screen.getByRole('combobox', { name: 'Grimpeur' });
    await user.click(select);
    await user.type(select, 'elod');
    expect(await screen.findByRole('option', { name: 'Élodie Martin' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Paul Roussel' })).not.toBeInTheDocument();
    await user.clear(select);
    await user.type(select, 'rous');
    expect(await screen.findByRole('option', { name: 'Paul Roussel' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Élodie Martin' })).not.toBeInTheDocument();
  });

  it('opens "Attribution des salles" alone, Retour goes back with the climber kept, Confirmer adds them', async () => {
    const { user, onClose } = setup(2);
    await chooseClimber(user, 'paul', 'Paul Roussel');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    const assign = await screen.findByRole('dialog', { name: ASSIGN_GYMS_TITLE });
    expect(screen.queryByRole('dialog', { name: ADD_SETTER_TITLE })).not.toBeInTheDocument();
    expect(assign).toHaveTextContent('Paul Roussel');
    // Ouvreur and the gym being viewed are checked first.
    expect(within(assign).getByRole('checkbox', { name: 'Ouvreur' })).toBeChecked();
    expect(within(assign).getByRole('checkbox', { name: 'Chef-ouvreur' })).not.toBeChecked();
    expect(within(assign).getByRole('checkbox', { name: 'Média' })).not.toBeChecked();
    expect(within(assign).getByRole('checkbox', { name: 'Vertical Art' })).toBeChecked();
    expect(within(assign).getByRole('checkbox', { name: 'Bloc Party' })).not.toBeChecked();

    await user.click(within(assign).getByRole('button', { name: 'Retour' }));
    const back = await screen.findByRole('dialog', { name: ADD_SETTER_TITLE });
    expect(screen.queryByRole('dialog', { name: ASSIGN_GYMS_TITLE })).not.toBeInTheDocument();
    expect(within(back).getByRole('combobox', { name: 'Grimpeur' })).toHaveValue('Paul Roussel');
    await user.click(within(back).getByRole('button', { name: 'Ajouter' }));

    const again = await screen.findByRole('dialog', { name: ASSIGN_GYMS_TITLE });
    await user.click(within(again).getByRole('checkbox', { name: 'Média' }));
    await user.click(within(again).getByRole('checkbox', { name: 'Bloc Party' }));
    await user.click(within(again).getByRole('button', { name: 'Confirmer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postedBodies()).toEqual([
      ['/api/update-or-create-route-setter-infos/', { userId: CLIMBERS[1].uid, roles: ['route_setter', 'marketing_staff'], gyms: [1, 2] }],
    ]);
  });

  it('needs at least one access type and one gym to confirm', async () => {
    const { user } = setup();
    await chooseClimber(user, 'martin', 'Élodie Martin');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const assign = await screen.findByRole('dialog', { name: ASSIGN_GYMS_TITLE });
    const confirm = within(assign).getByRole('button', { name: 'Confirmer' });
    expect(within(assign).getByRole('checkbox', { name: 'Bloc Party' })).toBeChecked();
    expect(confirm).toBeEnabled();

    await user.click(within(assign).getByRole('checkbox', { name: 'Ouvreur' }));
    expect(confirm).toBeDisabled();
    expect(assign).toHaveTextContent("Cochez au moins un type d'accès");
    await user.click(within(assign).getByRole('checkbox', { name: 'Chef-ouvreur' }));
    expect(confirm).toBeEnabled();

    await user.click(within(assign).getByRole('checkbox', { name: 'Bloc Party' }));
    expect(confirm).toBeDisabled();
    expect(assign).toHaveTextContent('Cochez au moins une salle');
    expect(postedBodies()).toEqual([]);
  });
});
