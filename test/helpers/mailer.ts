import type { Mailer, OutgoingMail } from '../../src/server/mail/mailer';

/** Keeps the mails instead of sending them; can be told to fail like an unreachable SMTP server. */
export class MemoryMailer implements Mailer {
  sent: OutgoingMail[] = [];
  failing = false;
  async send(mail: OutgoingMail) {
    if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    this.sent.push(mail);
  }
}

/** The first https link of a mail's text. */
export function linkFromMail(mail: OutgoingMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail: ${mail.text}`);
  return new URL(match[0]);
}
