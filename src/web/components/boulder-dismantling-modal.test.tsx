import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DATE_WRITE_MESSAGES } from '../../shared/contract/dates';
import { createTestQueryClient, renderWithProviders } from '../testing/render';
import { makeRoute } from '../testing/make-route';
import { BoulderDismantlingModal, scopeAfterToggle } from './boulder-dismantling-modal';
import { jsonResponse as json, stubFetch } from '../testing/fetch';

const fetchMock = stubFetch(() => json(200, { message: DATE_WRITE_MESSAGES.sectorUpdated }));

function setup(route = makeRoute()) {
  const onClose = vi.fn();
  const queryClient = createTestQueryClient();
  renderWithProviders(<BoulderDismantlingModal route={route} onClose={onClose} />, { queryClient });
  return {
    user: userEvent.setup({ delay: null }),
    onClose,
    queryClient,
    onlyThis: screen.getByRole('checkbox', { name: 'Modifier seulement ce bloc' }),
    wholeSector: screen.getByRole('checkbox', { name: /^Modifier tout le secteur/ }),
    field: screen.getByLabelText(/^Date de démontage/) as HTMLInputElement,
  };
}

describe('scopeAfterToggle', { timeout: 20_000 }, () => {
  it('keeps exactly one scope', () => {
    expect(scopeAfterToggle('block', true)).toBe('block');
    expect(scopeAfterToggle('block', false)).toBe('sector');
    expect(scopeAfterToggle('sector', true)).toBe('sector');
    expect(scopeAfterToggle('sector', false)).toBe('block');
  });
});

describe('BoulderDismantlingModal', { timeout: 20_000 }, () => {
  it('opens on the boulder with its planned date and the whole sector chosen', () => {
    const { onlyThis, wholeSector, field } = setup();
    expect(screen.getByText('Modification date de démontage')).toBeInTheDocument();
    expect(screen.getByText('Vol plané')).toBeInTheDocument();
    expect(field.value).toBe('24/01/2027');
    expect(wholeSector).toBeChecked();
    expect(onlyThis).not.toBeChecked();
  });

  it('makes the two checkboxes mutually exclusive', async () => {
    const { user, onlyThis, wholeSector } = setup();
    await user.click(onlyThis);
    expect(onlyThis).toBeChecked();
    expect(wholeSector).not.toBeChecked();
    await user.click(wholeSector);
    expect(wholeSector).toBeChecked();
    expect(onlyThis).not.toBeChecked();
    // Unchecking the chosen one switches to the other: never none, never both.
    await user.click(wholeSector);
    expect(onlyThis).toBeChecked();
    expect(wholeSector).not.toBeChecked();
  });

  it('posts the date for this boulder only, refreshes the data and closes', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { message: DATE_WRITE_MESSAGES.boulderUpdated })));
    const { user, onlyThis, field, onClose, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(onlyThis);
    await user.clear(field);
    await user.type(field, '15/02/2027');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/update-route/101/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ date: '15/02/2027', modifyBlock: true, modifySector: false });
    expect(invalidate).toHaveBeenCalled();
  });

  it('posts the whole sector by default', async () => {
    const { user, field, onClose } = setup();
    await user.clear(field);
    await user.type(field, '01/03/2027');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ date: '01/03/2027', modifyBlock: false, modifySector: true });
  });

  it("keeps the modal open with the server's message on a 400", async () => {
    const message = "La date de démontage ne peut pas être antérieure à la date d'ouverture du bloc (18/11/2026).";
    fetchMock.mockImplementation(() => Promise.resolve(json(400, { error: message })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, field, onClose } = setup();
    await user.clear(field);
    await user.type(field, '01/01/2020');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
  });

  it('only offers the whole sector for a dismantled boulder', () => {
    const { onlyThis, wholeSector } = setup(makeRoute({ route_active: false, closed_at: '2026-10-01T10:00:00.000Z' }));
    expect(onlyThis).toBeDisabled();
    expect(wholeSector).toBeChecked();
  });
});
