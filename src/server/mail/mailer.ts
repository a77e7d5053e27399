/**
 * Outgoing mail. With SMTP_URL the mails go to that server; without it each mail is written as an
 * .eml file in DATA_DIR/outbox and its links are logged, so a demo can follow a reset link.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the mail is accepted (by the SMTP server or written); rejects when it was not. */
  send(mail: OutgoingMail): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>, log: Log): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, log) : outboxMailer(path.join(config.dataDir, 'outbox'), config.MAIL_FROM, log);
}

function smtpMailer(url: string, from: string, log: Log): Mailer {
  // Short timeouts: a reset request waits for the answer of the SMTP server.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      if (info.rejected.length > 0) throw new Error(`SMTP server rejected ${info.rejected.join(', ')}`);
      log.info({ to: mail.to, messageId: info.messageId }, 'mail sent');
    },
  };
}

function outboxMailer(outbox: string, from: string, log: Log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = await writeUniqueFile(outbox, outboxFileName(new Date(), mail.to), info.message as Buffer);
      const links = mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
      log.info(
        { to: mail.to, file, links },
        `No SMTP_URL: mail « ${mail.subject} » to ${mail.to} written to ${file}${links.length ? ` (links: ${links.join(' ')})` : ''}`,
      );
    },
  };
}

/** e.g. `2026-11-21T18-55-03-123Z-jane@example.fr.eml`: sorts by time, safe on every file system. */
export function outboxFileName(at: Date, to: string): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const recipient = to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 100);
  return `${stamp}-${recipient}.eml`;
}

async function writeUniqueFile(dir: string, name: string, content: Buffer): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const file = path.join(dir, attempt === 1 ? name : name.replace(/\.eml$/, `-${attempt}.eml`));
    try {
      await writeFile(file, content, { flag: 'wx' });
      return file;
    } catch (error) {
      // Two mails to the same address in the same millisecond: take the next free name.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error;
    }
  }
}
