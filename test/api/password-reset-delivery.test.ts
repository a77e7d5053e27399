/** The reset mail through a real SMTP server, through the outbox folder, and when SMTP is down. */
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/mail/mailer';
import { MESSAGES } from '../../src/shared/messages';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { anonymous, login } from '../helpers/session';
import { freePort } from '../../src/server/lib/free-port';

const NEW_PASSWORD = 'Par-Smtp-2025!';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A staff member of a new gym asks for the reset mail (typing `typed` as their address); answers their browser and the answer. */
async function askForReset(t: TestApp, email: string, typed = email) {
  const gym = await createGym(t.database.db);
  const user = await createUser(t.database.db, { email, firstName: 'Zoé', staff: [{ gymId: gym.id }] });
  const browser = await anonymous(t.app);
  const response = await browser.inject({ method: 'POST', url: '/api/sendemailresetpassword/', payload: { email: typed } });
  return { user, browser, response };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text/plain part of a raw RFC 822 message (single part or multipart). */
function plainTextOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const boundary = unfolded.match(/^content-type:\s*multipart\/[^;]+;.*boundary="?([^";\r\n]+)"?/im)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const text = plainTextOf(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (!/^content-type:\s*text\/plain/im.test(unfolded)) return '';
  const encoding = unfolded.match(/^content-transfer-encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1];
}

describe('with a real SMTP server (SMTP_URL)', () => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://gaston.example.fr', MAIL_FROM: 'Gaston <no-reply@gaston.example.fr>' },
    });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('delivers the reset mail whose link really changes the password', async () => {
    const { user, browser, response } = await askForReset(t, 'smtp@test.fr', 'SMTP@test.fr');
    expect(response.statusCode).toBe(200);

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@gaston.example.fr');
    expect(mail.to).toEqual(['smtp@test.fr']);
    expect(headerOf(mail.raw, 'To')).toContain('smtp@test.fr');
    const text = plainTextOf(mail.raw);
    expect(text).toContain('Bonjour Zoé,');
    const link = new URL(text.match(/https:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/password-change');
    expect(link.searchParams.get('uid')).toBe(user.uuid);

    const changed = await browser.inject({
      method: 'POST',
      url: `/api/change-password/${link.search}`,
      payload: { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await login(t.app, user.email, NEW_PASSWORD);
    const old = await browser.inject({ method: 'POST', url: '/api/login/', payload: { username: user.email, password: TEST_PASSWORD } });
    expect(old.statusCode).toBe(401);
  });
});

describe('when the SMTP server cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with the generic text for an existing account', async () => {
    const { response } = await askForReset(t, 'injoignable@test.fr');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: MESSAGES.genericError, code: 'unavailable' });
  });
});

describe('without SMTP_URL (outbox folder)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the mail as an .eml file in DATA_DIR/outbox with a working link', async () => {
    const { browser, response } = await askForReset(t, 'boite@test.fr');
    expect(response.statusCode).toBe(200);

    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-boite@test\.fr\.eml$/);
    const raw = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(headerOf(raw, 'To')).toContain('boite@test.fr');
    const link = new URL(plainTextOf(raw).match(/http:\/\/\S+/)![0]);
    expect(link.origin).toBe('http://localhost:3000');
    const changed = await browser.inject({
      method: 'POST',
      url: `/api/change-password/${link.search}`,
      payload: { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('logs the links of each mail and keeps two mails of the same millisecond apart', async () => {
    const lines: string[] = [];
    const log = {
      info: (...args: unknown[]) => void lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ')),
      warn: () => undefined,
    };
    const dataDir = path.join(t.config.dataDir, 'other');
    const mailer = createMailer({ dataDir, MAIL_FROM: 'Gaston <no-reply@gaston.local>', SMTP_URL: undefined }, log as never);
    const mail = { to: 'x@test.fr', subject: 'Lien', text: 'Ouvrez https://gaston.local/password-change?token=abc&uid=def maintenant.' };
    await Promise.all([mailer.send(mail), mailer.send(mail)]);
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('https://gaston.local/password-change?token=abc&uid=def');
  });
});
