/**
 * For the specs that change a demo account's password (password.spec.ts, settings.spec.ts): the
 * outbox of the e2e server and a way to put DEMO_PASSWORD back whatever happened in the test, so
 * that the specs after them can still log in.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { workerDemo } from './e2e-servers';
import { DEMO_PASSWORD } from './helpers';

/** The worker's demo server and its outbox (no SMTP_URL: one .eml per mail). */
const { baseURL: BASE_URL, dataDir } = workerDemo();
const OUTBOX_DIR = path.join(dataDir, 'outbox');

/** Quoted-printable text back to plain text: soft line breaks removed, =XX bytes decoded. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** .eml files written for `email` after `since` (ms), newest first. */
export function mailsTo(email: string, since: number): string[] {
  if (!existsSync(OUTBOX_DIR)) return [];
  return readdirSync(OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml') && name.toLowerCase().includes(email.toLowerCase()))
    .map((name) => path.join(OUTBOX_DIR, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

/** Waits for a mail to `email` sent after `since` holding a link to `page`, and answers the link's path and query. */
export async function linkFromOutbox(email: string, since: number, page: string): Promise<string> {
  let link: string | undefined;
  const pattern = new RegExp(`https?://[^\\s"'<>]+${page.replace(/[/.?]/g, '\\$&')}\\?[^\\s"'<>]+`);
  await expect
    .poll(
      () => {
        for (const file of mailsTo(email, since)) {
          link = pattern.exec(decodeQuotedPrintable(readFileSync(file, 'utf8')))?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail to ${email} with a ${page} link in ${OUTBOX_DIR}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL((link as string).replace(/&amp;/g, '&'));
  expect(url.searchParams.get('token')).toBeTruthy();
  return `${url.pathname}${url.search}`;
}

/** Waits for the reset mail sent to `email` after `since` and answers the link's path and query. */
export async function resetLinkFromOutbox(email: string, since: number, page = '/password-change'): Promise<string> {
  const link = await linkFromOutbox(email, since, page);
  expect(new URL(link, BASE_URL).searchParams.get('uid')).toBeTruthy();
  return link;
}

async function csrfToken(api: APIRequestContext): Promise<string> {
  const answer = await api.get('/api/csrf/');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { csrfToken: string }).csrfToken;
}

/** Logs in through the API; answers the user id, or null when the password is refused. */
async function apiLogin(api: APIRequestContext, email: string, password: string): Promise<string | null> {
  const answer = await api.post('/api/login/', {
    data: { username: email, password },
    headers: { 'X-CSRFToken': await csrfToken(api) },
  });
  if (!answer.ok()) return null;
  return ((await answer.json()) as { uuid: string }).uuid;
}

/**
 * Makes sure `email` logs in with DEMO_PASSWORD again: when it does not, logs in with one of
 * `changedPasswords` and sets DEMO_PASSWORD back (through the user's own change call).
 */
export async function restoreDemoPassword(email: string, changedPasswords: string[]) {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    if (await apiLogin(api, email, DEMO_PASSWORD)) return;
    for (const password of changedPasswords) {
      const userId = await apiLogin(api, email, password);
      if (!userId) continue;
      const answer = await api.post(`/api/change-password-admin/${userId}/`, {
        data: { new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
        headers: { 'X-CSRFToken': await csrfToken(api) },
      });
      expect(answer.ok(), `DEMO_PASSWORD set back for ${email}`).toBe(true);
      return;
    }
    throw new Error(`${email}: neither DEMO_PASSWORD nor the test passwords log in`);
  } finally {
    await api.dispose();
  }
}
