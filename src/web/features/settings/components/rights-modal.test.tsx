import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteSetterRow } from '../../../../shared/contract/settings';
import { renderWithProviders } from '../../../testing/render';
import { RightsModal } from './rights-modal';
import { jsonResponse as json, stubFetch } from '../../../testing/fetch';

const ADMIN = '11111111-1111-4111-8111-111111111111';
const GYMS = [
  { id: 1, name: 'Bloc Party' },
  { id: 2, name: 'Vertical Art' },
];
const SETTER: RouteSetterRow = {
  uid: '22222222-2222-4222-8222-222222222222',
  firstName: 'Élodie',
  lastName: 'Martin',
  picture: null,
  roles: ['Ouvreur'],
  gyms: [{ id: 1, name: 'Bloc Party' }],
};

const fetchMock = stubFetch(() => json(200, { message: "Les droits d'ouverture ont été enregistrés." }));

function setup() {
  const onClose = vi.fn();
  renderWithProviders(<RightsModal setter={SETTER} adminId={ADMIN} gymChoices={GYMS} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: "Élodie Martin - Droits d'ouverture" });
  return { onClose, dialog, user: userEvent.setup(), confirm: within(dialog).getByRole('button', { name: 'Confirmer' }) };
}

describe('RightsModal', { timeout: 15_000 }, () => {
  it('starts from the person’s current access types and gyms', () => {
    const { dialog, confirm } = setup();
    expect(within(dialog).getByRole('checkbox', { name: 'Ouvreur' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Chef-ouvreur' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Média' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Bloc Party' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Vertical Art' })).not.toBeChecked();
    // Nothing changed yet.
    expect(confirm).toBeDisabled();
  });

  it('sends the new rights for the person to the admin’s own path', async () => {
    const { dialog, confirm, user, onClose } = setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chef-ouvreur' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vertical Art' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/update-route-setter-infos/${ADMIN}/`);
    expect(JSON.parse(init.body as string)).toEqual({ userId: SETTER.uid, roles: ['chief_route_setter', 'route_setter'], gyms: [1, 2] });
  });

  it('refuses no access type, and warns that no gym removes the person', async () => {
    const { dialog, confirm, user } = setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ouvreur' }));
    expect(confirm).toBeDisabled();
    expect(dialog).toHaveTextContent("Cochez au moins un type d'accès");
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ouvreur' }));

    await user.click(within(dialog).getByRole('checkbox', { name: 'Bloc Party' }));
    expect(dialog).toHaveTextContent('disparaîtra de la liste');
    expect(confirm).toBeEnabled();
  });

  it('asks before taking the person out of a gym, naming it; Annuler sends nothing (issue 31, item 22)', async () => {
    const { dialog, confirm, user } = setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bloc Party' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vertical Art' }));
    await user.click(confirm);
    const ask = screen.getByRole('dialog', { name: 'Retirer Élodie Martin' });
    expect(ask).toHaveTextContent('Élodie Martin n’aura plus accès à Bloc Party.');
    await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the modal open and tells the person when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(400, { error: 'Un administrateur de la salle ne peut pas en être retiré depuis cette page.' }));
    const { dialog, confirm, user, onClose } = setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bloc Party' }));
    await user.click(confirm);
    await user.click(within(screen.getByRole('dialog', { name: 'Retirer Élodie Martin' })).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Un administrateur de la salle ne peut pas en être retiré depuis cette page.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });
});
