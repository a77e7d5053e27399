import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { renderWithProviders } from '../../../testing/render';
import { PasswordResetForm } from './password-reset-form';
import { jsonResponse as json, stubFetch } from '../../../testing/fetch';

const RESET_SENT_TITLE = 'Email Envoyé';
const RESET_FAILED_TITLE = 'Une erreur est survenue.';
const RESET_NOT_SENT = "Le mail n'a pas pu être envoyé à cette adresse. Vérifiez qu'il s'agit bien de l'adresse email de votre compte.";

const fetchMock = stubFetch(() => json(200, { message: MESSAGES.resetMailSent }));

function setup() {
  const view = renderWithProviders(<PasswordResetForm />, {
    path: '/password-reset',
    routes: [{ path: '/login-pro', element: <p>Page de connexion</p> }],
  });
  return {
    ...view,
    user: userEvent.setup(),
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Envoyer le lien' }),
  };
}

describe('PasswordResetForm', { timeout: 15_000 }, () => {
  it('checks the e-mail with the login messages and calls nobody', async () => {
    const { user, email, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(email, 'pas-une-adresse');
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address lowercased and trimmed, then Confirmer of "Email Envoyé" leads to /login-pro', async () => {
    const { user, email, submit, router } = setup();
    await user.type(email, '  Ouvreur@Demo.FR ');
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: RESET_SENT_TITLE });
    expect(dialog).toHaveTextContent(/spams/);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/sendemailresetpassword/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ouvreur@demo.fr' });

    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-pro'));
  });

  it('shows "Une erreur est survenue." with the server’s text when sending failed; Retour closes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(503, { error: MESSAGES.genericError }));
    const { user, email, submit } = setup();
    await user.type(email, 'admin@demo.fr');
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: RESET_FAILED_TITLE });
    expect(dialog).toHaveTextContent(RESET_NOT_SENT);
    expect(dialog).toHaveTextContent(MESSAGES.genericError);
    expect(console.error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Envoyer le lien' })).toBeEnabled();
  });

  it('shows the generic text when the server sent none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, email, submit } = setup();
    await user.type(email, 'admin@demo.fr');
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: RESET_FAILED_TITLE });
    // A network failure carries its own French text from the api client.
    expect(dialog).toHaveTextContent(/injoignable|Une Erreur est survenue/);
  });
});
