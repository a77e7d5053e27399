import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { ApiError } from '../api/api-client';
import { renderWithProviders } from '../testing/render';
import { DateModal } from './date-modal';

function setup(initialValue = '', onConfirm = vi.fn<(text: string, isoDay: string) => Promise<unknown>>(() => Promise.resolve())) {
  const onClose = vi.fn();
  renderWithProviders(
    <DateModal opened onClose={onClose} title="Modification date de démontage" label="Date de démontage" initialValue={initialValue} onConfirm={onConfirm}>
      <p>contenu en plus</p>
    </DateModal>,
  );
  return {
    user: userEvent.setup({ delay: null }),
    onClose,
    onConfirm,
    field: screen.getByLabelText(/^Date de démontage/) as HTMLInputElement,
    confirm: screen.getByRole('button', { name: 'Confirmer' }),
  };
}

describe('DateModal', { timeout: 20_000 }, () => {
  it('shows the title, the initial value, the format hint, the extra content and Retour', () => {
    const { field, onClose } = setup('24/01/2027');
    expect(screen.getByText('Modification date de démontage')).toBeInTheDocument();
    expect(field.value).toBe('24/01/2027');
    expect(screen.getByText('Format : JJ/MM/AAAA')).toBeInTheDocument();
    expect(screen.getByText('contenu en plus')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Retour' }).click();
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps Confirm disabled while the field is empty', async () => {
    const { user, confirm, onConfirm } = setup('');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    // Empty is not a format error: no message, no alert.
    expect(screen.queryByText(MESSAGES.dateFormat)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['2027-01-24', MESSAGES.dateFormat],
    ['24/1/2027', MESSAGES.dateFormat],
    ['24-01-2027', MESSAGES.dateFormat],
    ['31/02/2027', MESSAGES.dateDoesNotExist],
    ['29/02/2027', MESSAGES.dateDoesNotExist],
    ['00/01/2027', MESSAGES.dateDoesNotExist],
    ['12/13/2027', MESSAGES.dateDoesNotExist],
  ])('refuses %s with its message and a disabled Confirm', async (text, message) => {
    const { user, field, confirm } = setup('');
    await user.type(field, text);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
  });

  it('accepts a real date, leap days included, and enables Confirm', async () => {
    const { user, field, confirm } = setup('');
    await user.type(field, '29/02/2028');
    await user.tab();
    expect(screen.queryByText(MESSAGES.dateFormat)).not.toBeInTheDocument();
    expect(confirm).not.toHaveAttribute('aria-disabled');
  });

  it('does not scold a half-typed date before the field is left', async () => {
    const { user, field } = setup('');
    await user.type(field, '12/0');
    expect(screen.queryByText(MESSAGES.dateFormat)).not.toBeInTheDocument();
  });

  it('shows the alert when confirming with an error (button or Enter), and never calls onConfirm', async () => {
    const { user, field, confirm, onConfirm } = setup('');
    await user.type(field, '32/01/2027');
    await user.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.confirmWithErrors);

    await user.clear(field);
    expect(screen.queryByText(MESSAGES.confirmWithErrors)).not.toBeInTheDocument();
    await user.type(field, '1/1/2027{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.confirmWithErrors);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the trimmed text and the ISO day, then closes', async () => {
    const { user, field, confirm, onConfirm, onClose } = setup('');
    await user.type(field, ' 05/03/2027 ');
    await user.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith('05/03/2027', '2027-03-05');
  });

  it("shows the server's French error on a 400 and stays open", async () => {
    const message = "La date de démontage ne peut pas être antérieure à la date d'ouverture du bloc (01/01/2027).";
    const failing = vi.fn(() => Promise.reject(new ApiError(400, { error: message }, message)));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, confirm, onClose } = setup('01/01/2020', failing);
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
