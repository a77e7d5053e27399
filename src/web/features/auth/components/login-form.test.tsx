import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';
import { jsonResponse as json, stubFetch } from '../../../testing/fetch';

const USER = '3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11';

function setup() {
  const onLoggedIn = vi.fn();
  renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />, { path: '/login-pro' });
  return {
    onLoggedIn,
    user: userEvent.setup(),
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    password: screen.getByLabelText(/^Mot de passe/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Se connecter' }),
  };
}

const fetchMock = stubFetch(() => json(200, { message: 'ok', uuid: USER }));

describe('LoginForm', () => {
  it('shows both required messages on an empty submit and calls nobody', async () => {
    const { user, submit, email, password } = setup();
    expect(screen.queryByText(MESSAGES.emailRequired)).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Adresse email invalide" once the field is left, not while typing', async () => {
    const { user, email } = setup();
    await user.type(email, 'pas-une-adresse');
    expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'admin@demo.fr');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument());
  });

  it('switches the password between hidden and shown with the eye button', async () => {
    const { user, password } = setup();
    await user.type(password, 'Secret-123!');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Secret-123!');

    const hide = screen.getByRole('button', { name: 'Masquer le mot de passe' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('the eye button is reachable and usable with the keyboard', async () => {
    const { user, password } = setup();
    await user.click(password);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the normalised e-mail with the anti-forgery header and reports the user id', async () => {
    const { user, email, password, submit, onLoggedIn } = setup();
    await user.type(email, '  Admin@Demo.FR ');
    await user.type(password, 'Gaston-2024!');
    await user.click(submit);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(USER));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/login/');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('test-token');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'admin@demo.fr', password: 'Gaston-2024!' });
  });

  it('shows the server’s error text and lets the visitor try again', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: MESSAGES.loginFailed, code: 'unauthenticated' }));
    const { user, email, password, submit, onLoggedIn } = setup();
    await user.type(email, 'admin@demo.fr');
    await user.type(password, 'mauvais');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(submit).toBeEnabled();
  });

  it('shows the generic message when the answer carries no error text', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const { user, email, password, submit } = setup();
    await user.type(email, 'admin@demo.fr');
    await user.type(password, 'Gaston-2024!');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });

  it('disables the button while the call runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, email, password, submit, onLoggedIn } = setup();
    await user.type(email, 'admin@demo.fr');
    await user.type(password, 'Gaston-2024!');
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    answer(json(200, { message: 'ok', uuid: USER }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(USER));
  });
});
