import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_MESSAGES } from '../../../../shared/domain/notify-rules';
import { MESSAGES as SERVER_MESSAGES } from '../../../../shared/messages';

const MESSAGES = { ...SERVER_MESSAGES, ...NOTIFY_MESSAGES };
import { resetPartnerGyms } from '../api/get-partner-gyms';
import { NotifyForm } from './notify-form';
import { notifyFormErrors } from './notify-rules';

const GYMS = [
  { id: 'gaston-bloc-lyon', name: 'Gaston Bloc Lyon' },
  { id: 'vertical-grenoble', name: 'Vertical Grenoble' },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the gym list, the anti-forgery token, and `notifyAnswer` for the sign-up. */
let notifyAnswer: () => Promise<Response>;
let notifyBodies: unknown[];

beforeEach(() => {
  resetPartnerGyms();
  notifyBodies = [];
  notifyAnswer = () => Promise.resolve(json(201, { message: MESSAGES.notifySucceeded }));
  document.cookie = 'csrftoken=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/gyms/partners/') return Promise.resolve(json(200, GYMS));
      if (url === '/api/potentialnewuser/' && init?.method === 'POST') {
        notifyBodies.push(JSON.parse(String(init.body)));
        return notifyAnswer();
      }
      return Promise.resolve(json(404, { error: 'introuvable' }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const gymField = () => screen.getByRole('combobox', { name: 'Ta salle d’escalade' });
const emailField = () => screen.getByLabelText('Ton adresse email');
const submit = () => screen.getByRole('button', { name: 'Me tenir au courant' });

/** Renders the form, types a gym and an e-mail and sends them, for the tests of a failed answer. */
async function sendFailing(gym: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(<NotifyForm />);
  await user.type(gymField(), gym);
  await user.type(emailField(), 'julie@exemple.fr');
  await user.click(submit());
  return user;
}

describe('notifyFormErrors', () => {
  it('names the broken rule of each field, whose messages are the spec’s', () => {
    expect(notifyFormErrors({ gym: 'Gaston Bloc Lyon', email: ' julie@exemple.fr ' })).toEqual({});
    expect(notifyFormErrors({ gym: '', email: '' })).toEqual({ climbing_gym: 'notifyGymRequired', email: 'notifyEmailRequired' });
    expect(notifyFormErrors({ gym: 'x', email: 'julie@exemple' }).email).toBe('notifyEmailInvalid');
    expect([MESSAGES.notifyGymRequired, MESSAGES.notifyEmailRequired, MESSAGES.notifyEmailInvalid]).toEqual([
      "Tu n'as pas renseigné de salle",
      "Tu n'as pas renseigne ton adresse email",
      "Le format de l'adresse email est incorrect",
    ]);
  });
});

describe('NotifyForm', () => {
  it('keeps the button off until the form is valid and changed', async () => {
    const user = userEvent.setup();
    render(<NotifyForm />);
    expect(submit()).toBeDisabled();
    await user.type(gymField(), 'Gaston Bloc Lyon');
    expect(submit()).toBeDisabled();
    await user.type(emailField(), 'julie@exemple');
    expect(submit()).toBeDisabled();
    await user.type(emailField(), '.fr');
    expect(submit()).toBeEnabled();
    await user.clear(gymField());
    expect(submit()).toBeDisabled();
  });

  it('shows the gym error once the field was left empty', async () => {
    const user = userEvent.setup();
    render(<NotifyForm />);
    expect(screen.queryByText(MESSAGES.notifyGymRequired)).not.toBeInTheDocument();
    await user.click(gymField());
    await user.click(emailField());
    expect(screen.getByText(MESSAGES.notifyGymRequired)).toBeInTheDocument();
    expect(gymField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(gymField(), 'Vertical');
    await user.click(emailField());
    expect(screen.queryByText(MESSAGES.notifyGymRequired)).not.toBeInTheDocument();
  });

  it('hides the e-mail error while the field has focus', async () => {
    const user = userEvent.setup();
    render(<NotifyForm />);
    await user.type(emailField(), 'julie@');
    expect(screen.queryByText(MESSAGES.notifyEmailInvalid)).not.toBeInTheDocument();
    await user.click(gymField());
    expect(screen.getByText(MESSAGES.notifyEmailInvalid)).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription(MESSAGES.notifyEmailInvalid);
    await user.click(emailField());
    expect(screen.queryByText(MESSAGES.notifyEmailInvalid)).not.toBeInTheDocument();
    await user.clear(emailField());
    await user.click(gymField());
    expect(screen.getByText(MESSAGES.notifyEmailRequired)).toBeInTheDocument();
  });

  it('sends the typed gym and e-mail, shows the confirmation and empties the form', async () => {
    const user = userEvent.setup();
    render(<NotifyForm />);
    await user.type(gymField(), 'vertical');
    await user.click(await screen.findByRole('option', { name: 'Vertical Grenoble' }));
    await user.type(emailField(), '  julie@exemple.fr ');
    let release: () => void = () => undefined;
    notifyAnswer = () => new Promise((resolve) => (release = () => resolve(json(201, { message: MESSAGES.notifySucceeded }))));
    await user.click(submit());
    // Off while sending.
    await waitFor(() => expect(submit()).toBeDisabled());
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.notifySucceeded);
    expect(notifyBodies).toEqual([{ climbing_gym: 'Vertical Grenoble', email: 'julie@exemple.fr' }]);
    expect(gymField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(submit()).toBeDisabled();
    expect(screen.queryByText(MESSAGES.notifyGymRequired)).not.toBeInTheDocument();
  });

  it('shows the first e-mail message of a 400', async () => {
    notifyAnswer = () => Promise.resolve(json(400, { error: MESSAGES.notifyEmailInvalid, code: 'bad_request', email: [MESSAGES.notifyEmailInvalid, 'autre'] }));
    await sendFailing('Gaston Bloc Lyon');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.notifyEmailInvalid);
    // The values stay, to be corrected.
    expect(emailField()).toHaveValue('julie@exemple.fr');
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['a 400 without e-mail message', () => Promise.resolve(json(400, { error: MESSAGES.notifyGymUnknown, code: 'bad_request', climbing_gym: ['x'] }))],
    ['a 429', () => Promise.resolve(json(429, { error: MESSAGES.notifyTooManyRequests, code: 'too_many_requests' }))],
    ['a 500', () => Promise.resolve(json(500, { error: 'boom' }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the generic message for %s', async (_case, answer) => {
    notifyAnswer = answer;
    await sendFailing('Ma salle');
    expect(await screen.findByRole('alert')).toHaveTextContent("quelque chose ne s'est pas passé comme prévu, contacte-nous sur insta.");
  });

  it('forgets the error as soon as the form changes', async () => {
    notifyAnswer = () => Promise.resolve(json(500, {}));
    const user = await sendFailing('Ma salle');
    await screen.findByRole('alert');
    await user.type(emailField(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
