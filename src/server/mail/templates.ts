/** The French e-mails the server sends. */
import type { OutgoingMail } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(options: { to: string; firstName: string; link: string; validMinutes: number }): OutgoingMail {
  const { to, firstName, link, validMinutes } = options;
  const validity = validMinutes % 60 === 0 ? `${validMinutes / 60} heure${validMinutes > 60 ? 's' : ''}` : `${validMinutes} minutes`;
  const greeting = firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,';
  const text = [
    greeting,
    '',
    'Vous avez demandé à changer le mot de passe de votre compte Gaston.',
    `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${validity}, utilisable une seule fois) :`,
    '',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.",
    '',
    "L'équipe Gaston",
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: Arial, sans-serif; color: #1a1b1e; line-height: 1.5">
  <p>${escapeHtml(greeting)}</p>
  <p>Vous avez demandé à changer le mot de passe de votre compte Gaston.</p>
  <p>Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${validity}, utilisable une seule fois) :</p>
  <p><a href="${escapeHtml(link)}">Changer mon mot de passe</a></p>
  <p style="font-size: 13px; color: #555">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br>${escapeHtml(link)}</p>
  <p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.</p>
  <p>L'équipe Gaston</p>
</body>
</html>`;
  return { to, subject: 'Gaston : changement de votre mot de passe', text, html };
}
