import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { getStoredUserId, setStoredUserId } from '../../../lib/storage';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders, TestProviders } from '../../../testing/render';
import { PasswordChangePage } from './password-change-page';
import { PasswordChangedPage } from './password-changed-page';
import { jsonResponse as json, stubFetch } from '../../../testing/fetch';

const INCOMPLETE_LINK_TEXT = 'Ce lien de changement de mot de passe est incomplet. Ouvrez le lien complet reçu par email, ou demandez-en un nouveau.';
const PASSWORD_CHANGED_TEXT = 'Votre mot de passe a bien été changé. Vous pouvez vous reconnecter dans l’application avec ce nouveau mot de passe.';
const UID = '3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

const fetchMock = stubFetch(() => json(200, { message: MESSAGES.passwordChanged }));
afterEach(() => {
  window.localStorage.clear();
});

/** The page at an address with a query string (renderWithProviders takes a route path). */
function setup(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/password-change', element: <PasswordChangePage /> },
      { path: '/password-changed/', element: <PasswordChangedPage /> },
    ],
    { initialEntries: [`/password-change${search}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Nouveau-2025!');
  await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Nouveau-2025!');
  await user.click(screen.getByRole('button', { name: 'Changer de mot de passe' }));
}

describe('PasswordChangePage', { timeout: 15_000 }, () => {
  it('without token or uid explains the link is incomplete and offers a new one', () => {
    renderWithProviders(<PasswordChangePage />, { path: '/password-change' });
    expect(screen.getByText(INCOMPLETE_LINK_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/password-reset');
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
  });

  it('sends the link’s token and uid with both fields, then shows /password-changed/', async () => {
    const { user, router } = setup(`?token=${TOKEN}&uid=${UID}`);
    await fillAndSend(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/password-changed/'));
    expect(await screen.findByText(PASSWORD_CHANGED_TEXT)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/change-password/?token=${TOKEN}&uid=${UID}`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ new_password: 'Nouveau-2025!', confirm_password: 'Nouveau-2025!' });
  });

  it('forgets the stored user when the changed account is the one logged in here', async () => {
    setStoredUserId(UID);
    const { user } = setup(`?token=${TOKEN}&uid=${UID}`);
    await fillAndSend(user);
    expect(await screen.findByText(PASSWORD_CHANGED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(getStoredUserId()).toBeNull());
  });

  it('shows the server’s French text for a used or expired link, with a way to ask for a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(400, { error: MESSAGES.resetLinkInvalid }));
    const { user, router } = setup(`?token=${TOKEN}&uid=${UID}`);
    await fillAndSend(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/password-reset');
    expect(router.state.location.pathname).toBe('/password-change');
    expect(console.error).toHaveBeenCalled();
  });
});
