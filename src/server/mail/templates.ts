/**
 * The e-mails the server sends: in French, and those to climbers and competitors also in English (the language
 * of the page they asked from, or of their registration). Staff mails stay French, as the back office.
 */
import { formatLongDateTime } from '../../shared/domain/dates';
import { frenchList } from '../../shared/domain/format';
import type { Locale } from '../../shared/i18n/locales';
import type { OutgoingMail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 'A, B and C' (frenchList says 'A, B et C'). */
const englishList = (items: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

const GREETING: Record<Locale, string> = { fr: 'Bonjour', en: 'Hello' };
const greetingIn = (locale: Locale, firstName: string) => (firstName.trim() ? `${GREETING[locale]} ${firstName.trim()},` : `${GREETING[locale]},`);

/**
 * Staff mails say 'vous'; the mails of climbers and competitors say 'tu', as their app and the
 * public pages do.
 */
export type MailTone = 'vous' | 'tu';

/** What a mail says around its link, in one language. */
interface MailWords {
  subject: string;
  before: string[];
  button: string;
  after: string[];
}

/** Things shown between a mail's words and its link (an announcement's boulders): a picture when there is one. */
export interface MailCard {
  title: string;
  detail: string;
  /** An absolute address of a JPEG (mail programs show SVG badly, or not at all). */
  picture: string | null;
}

const cardsText = (cards: MailCard[]) => cards.map((card) => `- ${card.title} · ${card.detail}`);

// A table: the layout every mail program keeps (flex and grid are dropped by several).
const cardHtml = (card: MailCard) => {
  const picture = card.picture
    ? `<img src="${escapeHtml(card.picture)}" width="120" height="120" alt="" style="display: block; border-radius: 6px; object-fit: cover">`
    : '';
  const title = `<div style="font-weight: bold; font-size: 14px">${escapeHtml(card.title)}</div>`;
  const detail = `<div style="font-size: 13px; color: #555">${escapeHtml(card.detail)}</div>`;
  return `    <td style="padding: 0 12px 12px 0; vertical-align: top; width: 120px">${picture}${title}${detail}</td>`;
};
const cardsHtml = (cards: MailCard[]) =>
  cards.length === 0
    ? ''
    : [
        `  <table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse: collapse"><tr>`,
        ...cards.map(cardHtml),
        '  </tr></table>',
        '',
      ].join('\n');

/** A mail of paragraphs around one link, as text and as HTML; `firstName` empty greets without a name. */
function linkMail(options: MailWords & { to: string; firstName: string; link: string; tone: MailTone; locale?: Locale; cards?: MailCard[] }): OutgoingMail {
  const { to, subject, firstName, before, link, button, after, tone, locale = 'fr', cards = [] } = options;
  const greeting = greetingIn(locale, firstName);
  const copyHint =
    locale === 'en'
      ? 'If the button does not work, copy this address into your browser:'
      : tone === 'tu'
        ? 'Si le bouton ne fonctionne pas, copie cette adresse dans ton navigateur :'
        : 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :';
  const signature = locale === 'en' ? 'The Gaston team' : "L'équipe Gaston";
  const text = [greeting, '', ...before, ...(cards.length > 0 ? ['', ...cardsText(cards)] : []), '', link, '', ...after, '', signature].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `  <p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, sans-serif; color: #1a1b1e; line-height: 1.5">
  <p>${escapeHtml(greeting)}</p>
${paragraphs(before)}
${cardsHtml(cards)}  <p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>
  <p style="font-size: 13px; color: #555">${escapeHtml(copyHint)}<br>${escapeHtml(link)}</p>
${paragraphs(after)}
  <p>${escapeHtml(signature)}</p>
</body>
</html>`;
  return { to, subject, text, html };
}

/** A mail to a climber or a competitor, in their language: `words` says it in each. */
const personMail = (options: { to: string; firstName: string; link: string; locale?: Locale; cards?: MailCard[] }, words: Record<Locale, MailWords>) => {
  const locale = options.locale ?? 'fr';
  return linkMail({ ...options, ...words[locale], tone: 'tu', locale });
};

export function passwordResetMail(options: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
  tone: MailTone;
  /** A climber's language (staff read French, as the back office). */
  locale?: Locale;
}): OutgoingMail {
  const { validMinutes, tone } = options;
  const hours = validMinutes / 60;
  const french = (tu: boolean): MailWords => ({
    subject: tu ? 'Gaston : changement de ton mot de passe' : 'Gaston : changement de votre mot de passe',
    before: [
      tu ? 'Tu as demandé à changer le mot de passe de ton compte Gaston.' : 'Vous avez demandé à changer le mot de passe de votre compte Gaston.',
      `Pour choisir un nouveau mot de passe, ${tu ? 'ouvre' : 'ouvrez'} ce lien (valable ${
        validMinutes % 60 === 0 ? `${hours} heure${hours > 1 ? 's' : ''}` : `${validMinutes} minutes`
      }, utilisable une seule fois) :`,
    ],
    button: 'Changer mon mot de passe',
    after: [
      tu
        ? "Si tu n'es pas à l'origine de cette demande, ignore ce message : ton mot de passe actuel reste valable."
        : "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.",
    ],
  });
  if (tone === 'vous') return linkMail({ ...options, ...french(false), tone, locale: 'fr' });
  return personMail(options, {
    fr: french(true),
    en: {
      subject: 'Gaston: change your password',
      before: [
        'You asked to change the password of your Gaston account.',
        `To choose a new password, open this link (valid for ${
          validMinutes % 60 === 0 ? `${hours} hour${hours > 1 ? 's' : ''}` : `${validMinutes} minutes`
        }, usable once):`,
      ],
      button: 'Change my password',
      after: ['If you did not ask for this, ignore this message: your current password remains valid.'],
    },
  });
}

export function confirmationMail(options: { to: string; firstName: string; link: string; locale?: Locale }): OutgoingMail {
  return personMail(options, {
    fr: {
      subject: 'Gaston : confirme ton adresse e-mail',
      before: ['Bienvenue sur Gaston !', 'Pour confirmer ton adresse e-mail, ouvre ce lien (valable 24 heures) :'],
      button: 'Confirmer mon adresse',
      after: ["Si tu n'as pas créé de compte Gaston, ignore ce message : aucun compte ne sera confirmé."],
    },
    en: {
      subject: 'Gaston: confirm your e-mail address',
      before: ['Welcome to Gaston!', 'To confirm your e-mail address, open this link (valid for 24 hours):'],
      button: 'Confirm my address',
      after: ['If you did not create a Gaston account, ignore this message: no account will be confirmed.'],
    },
  });
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function accountExistsMail(options: { to: string; firstName: string; link: string; locale?: Locale }): OutgoingMail {
  return personMail(options, {
    fr: {
      subject: 'Gaston : tu as déjà un compte',
      before: [
        "Quelqu'un (toi, sans doute) a voulu créer un compte Gaston avec cette adresse, qui en a déjà un.",
        'Connecte-toi avec ton mot de passe ; si tu l’as oublié, choisis-en un nouveau ici :',
      ],
      button: 'Mot de passe oublié',
      after: ["Si tu n'es pas à l'origine de cette demande, ignore ce message : rien n'a changé sur ton compte."],
    },
    en: {
      subject: 'Gaston: you already have an account',
      before: [
        'Someone (you, no doubt) tried to create a Gaston account with this address, which already has one.',
        'Sign in with your password; if you have forgotten it, choose a new one here:',
      ],
      button: 'Forgotten password',
      after: ['If you did not ask for this, ignore this message: nothing has changed on your account.'],
    },
  });
}

/**
 * docs/product.md › Contests: public pages: a registration creates the competitor at once; this says so (nothing to confirm), in the registration's
 * language.
 */
export function contestRegistrationMail(options: {
  to: string;
  firstName: string;
  contestName: string;
  gymName: string | null;
  startsAt: Date;
  categoryName: string;
  bib: number | null;
  link: string;
  locale: Locale;
}): OutgoingMail {
  const { contestName, categoryName, bib, startsAt } = options;
  const where = options.gymName ? ` (${options.gymName})` : '';
  return personMail(options, {
    fr: {
      subject: `Gaston : inscription au ${contestName}`,
      before: [
        `Ton inscription au ${contestName}${where}, le ${formatLongDateTime(startsAt, 'fr')}, est enregistrée : il n'y a rien à confirmer.`,
        `Catégorie : ${categoryName}${bib !== null ? ` · dossard ${bib}` : ''}.`,
        'Le classement en direct sera sur cette page :',
      ],
      button: 'Voir le contest',
      after: ["Si tu n'es pas à l'origine de cette inscription, réponds à ce message pour la faire annuler."],
    },
    en: {
      subject: `Gaston: registration for ${contestName}`,
      before: [
        `Your registration for ${contestName}${where}, on ${formatLongDateTime(startsAt, 'en')}, is saved: there is nothing to confirm.`,
        `Category: ${categoryName}${bib !== null ? ` · bib ${bib}` : ''}.`,
        'The live ranking will be on this page:',
      ],
      button: 'See the contest',
      after: ['If you did not make this registration, reply to this message to have it cancelled.'],
    },
  });
}

/** docs/product.md › Contests: who may do what: a competitor registered without an account scores themselves from this personal link. */
export function selfScoringLinkMail(options: {
  to: string;
  firstName: string;
  contestName: string;
  gymName: string | null;
  opens: Date;
  closes: Date;
  bib: number | null;
  link: string;
  locale: Locale;
}): OutgoingMail {
  const { contestName, bib, opens, closes } = options;
  const where = options.gymName ? ` (${options.gymName})` : '';
  return personMail(options, {
    fr: {
      subject: `Gaston : saisis tes résultats du ${contestName}`,
      before: [
        `Au ${contestName}${where}, tu saisis toi-même tes résultats, du ${formatLongDateTime(opens, 'fr')} au ${formatLongDateTime(closes, 'fr')}.`,
        `Ce lien est personnel${bib !== null ? ` (dossard ${bib})` : ''} : garde-le pour toi, il suffit de l'ouvrir sur ton ` +
          `téléphone, sans compte ni mot de passe.`,
      ],
      button: 'Saisir mes résultats',
      after: ["Tes essais, zones et tops s'enregistrent même sans réseau et partent dès qu'il revient."],
    },
    en: {
      subject: `Gaston: enter your results of ${contestName}`,
      before: [
        `At ${contestName}${where}, you enter your results yourself, from ${formatLongDateTime(opens, 'en')} to ${formatLongDateTime(closes, 'en')}.`,
        `This link is personal${bib !== null ? ` (bib ${bib})` : ''}: keep it to yourself; just open it on your phone, with no ` + 'account and no password.',
      ],
      button: 'Enter my results',
      after: ['Your attempts, zones and tops are saved even without a network and leave as soon as it is back.'],
    },
  });
}

/** docs/product.md › Going live: invitations: an invitation to a gym's staff, from a named admin or from Gaston's team. */
export function invitationMail(options: {
  to: string;
  inviterName: string | null;
  gymNames: string[];
  roleNames: string[];
  link: string;
  validDays: number;
}): OutgoingMail {
  const gyms = frenchList(options.gymNames);
  const who = options.inviterName ? `${options.inviterName} vous invite` : "L'équipe Gaston vous invite";
  return linkMail({
    to: options.to,
    subject: `Gaston : invitation à rejoindre l'équipe de ${gyms}`,
    firstName: '',
    before: [
      `${who} à rejoindre l'équipe de ${gyms} sur Gaston (${frenchList(options.roleNames)}).`,
      `Pour accepter, ouvrez ce lien (valable ${options.validDays} jours, utilisable une seule fois) :`,
    ],
    link: options.link,
    button: "Rejoindre l'équipe",
    after: ['Si vous ne vous attendiez pas à cette invitation, ignorez ce message : rien ne sera créé.'],
    tone: 'vous',
  });
}

/** docs/product.md › Going live: gym sign-up: the confirmation of a gym owner's sign-up on /pro/inscription. */
export function proSignupMail(options: { to: string; firstName: string; gymName: string; link: string }): OutgoingMail {
  return linkMail({
    to: options.to,
    subject: `Gaston : confirmez la création de ${options.gymName}`,
    firstName: options.firstName,
    before: [
      `Vous avez demandé à créer la salle ${options.gymName} sur Gaston.`,
      'Pour la créer et ouvrir votre espace, ouvrez ce lien (valable 24 heures, utilisable une seule fois) :',
    ],
    link: options.link,
    button: 'Créer ma salle',
    after: ["Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucune salle ne sera créée."],
    tone: 'vous',
  });
}

/**
 * A new set announced to a climber (docs/announcements.md), in French: its link opens the app on the gym,
 * and the one-click unsubscribe (RFC 8058) works from the mail program without signing in.
 */
export function newBouldersMail(options: {
  to: string;
  firstName: string;
  title: string;
  gymName: string;
  sectors: string[];
  /** Some of its boulders, with their photo when they have one. */
  boulders: MailCard[];
  link: string;
  unsubscribePage: string;
  unsubscribeCall: string;
  /** The climber's language (users.locale). */
  locale?: Locale;
}): OutgoingMail {
  const { title, gymName, sectors, unsubscribePage } = options;
  const mail = personMail(
    { ...options, cards: options.boulders },
    {
      fr: {
        subject: title,
        before: [`${title}.`, ...(sectors.length > 0 ? [`Secteurs : ${frenchList(sectors)}.`] : []), 'Découvre-les dans l’app :'],
        button: 'Voir les nouveaux blocs',
        after: [`Tu reçois ce message parce que tu suis les nouveautés de ${gymName}. Pour ne plus les recevoir par e-mail : ${unsubscribePage}`],
      },
      en: {
        subject: title,
        before: [`${title}.`, ...(sectors.length > 0 ? [`Sectors: ${englishList(sectors)}.`] : []), 'See them in the app:'],
        button: 'See the new boulders',
        after: [`You receive this message because you follow the news of ${gymName}. To stop receiving it by e-mail: ${unsubscribePage}`],
      },
    },
  );
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${options.unsubscribeCall}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
