import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { staffCatalog } from '../lib/catalogs/staff';
import { loadCatalog } from '../lib/i18n';
import { renderWithProviders } from '../testing/render';
import { NewPasswordForm, useStaffPasswordTexts } from './new-password-form';

function StaffForm(props: Omit<Parameters<typeof NewPasswordForm>[0], 'texts'>) {
  const texts = useStaffPasswordTexts();
  return <NewPasswordForm texts={texts} {...props} />;
}

// The staff's texts are there before the first render, as on a page whose catalogue has arrived.
beforeAll(() => loadCatalog(staffCatalog, 'fr'));

function setup(props: { submitting?: boolean } = {}) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(<StaffForm onSubmit={onSubmit} submitting={props.submitting ?? false} />);
  return {
    ...view,
    onSubmit,
    user: userEvent.setup(),
    password: screen.getByLabelText(/^Nouveau mot de passe/) as HTMLInputElement,
    confirmation: screen.getByLabelText(/^Confirmation du mot de passe/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Changer de mot de passe' }),
  };
}

describe('NewPasswordForm', { timeout: 20_000 }, () => {
  it('shows the hint of the spec under the new password', () => {
    setup();
    expect(screen.getByText(MESSAGES.passwordHint)).toBeInTheDocument();
  });

  it('shows the first broken rule once the field is left, in the order of the spec', async () => {
    const { user, password } = setup();
    const steps: [string, string][] = [
      ['a', MESSAGES.passwordMinLength],
      ['abcdefgh', MESSAGES.passwordUppercase],
      ['Abcdefgh', MESSAGES.passwordDigit],
      ['Abcdefg1', MESSAGES.passwordSpecial],
    ];
    await user.click(password);
    await user.tab();
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    for (const [value, message] of steps) {
      await user.clear(password);
      await user.type(password, value);
      // Not while typing: the message waits for the field to be left.
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.clear(password);
    await user.type(password, 'Abcdefg1!');
    await user.tab();
    for (const [, message] of steps) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'false');
  });

  it('requires the confirmation, then the same text', async () => {
    const { user, password, confirmation } = setup();
    await user.type(password, 'Abcdefg1!');
    await user.click(confirmation);
    await user.tab();
    expect(await screen.findByText(MESSAGES.confirmationRequired)).toBeInTheDocument();
    await user.type(confirmation, 'Abcdefg1?');
    await user.tab();
    expect(await screen.findByText(MESSAGES.confirmationMismatch)).toBeInTheDocument();
    await user.clear(confirmation);
    await user.type(confirmation, 'Abcdefg1!');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(MESSAGES.confirmationMismatch)).not.toBeInTheDocument());
  });

  it('judges a filled confirmation again when the password changes', async () => {
    const { user, password, confirmation } = setup();
    await user.type(password, 'Abcdefg1!');
    await user.type(confirmation, 'Abcdefg1!');
    await user.tab();
    await user.type(password, 'x');
    expect(await screen.findByText(MESSAGES.confirmationMismatch)).toBeInTheDocument();
  });

  it('enables the submit button only when the form is valid and modified', async () => {
    const { user, password, confirmation, submit, onSubmit } = setup();
    expect(submit).toBeDisabled();
    await user.type(password, 'Abcdefg1');
    await user.type(confirmation, 'Abcdefg1');
    expect(submit).toBeDisabled();
    await user.type(password, '!');
    expect(submit).toBeDisabled();
    await user.type(confirmation, '!');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ new_password: 'Abcdefg1!', confirm_password: 'Abcdefg1!' });
  });

  it('keeps the submit button disabled while a change is being sent', () => {
    const { submit, password } = setup({ submitting: true });
    expect(submit).toBeDisabled();
    expect(password).toBeDisabled();
  });

  it('shows and hides each field with its own eye button', async () => {
    const { user, password, confirmation } = setup();
    expect(password).toHaveAttribute('type', 'password');
    expect(confirmation).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le nouveau mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirmation).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher la confirmation' }));
    expect(confirmation).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le nouveau mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
