/**
 * The English of the French texts the climbers' side can receive from the server (issue 35; docs/i18n.md),
 * table by table. The types make every table complete: a French text added to one of these tables without
 * its English fails `npm run typecheck`.
 */
import { READ_MESSAGES } from '../../shared/contract/climber-reads';
import { LOG_MESSAGES } from '../../shared/contract/climber-logs';
import { GYM_NEWS_MESSAGES } from '../../shared/contract/gym-news';
import { ANNOUNCEMENT_MESSAGES } from '../../shared/contract/announcements';
import { PUBLIC_CONTEST_MESSAGES, REGISTRATION_MESSAGES } from '../../shared/contract/contest-public';
import { MAX_ATTEMPTS, SCORING_MESSAGES } from '../../shared/contract/contest-scoring';
import { CONTEST_MESSAGES } from '../../shared/contract/contests';
import { CONTEST_LIMITS, OLDEST_BIRTH_YEAR } from '../../shared/domain/contest-rules';
import { CLIMBER_LIMITS, CLIMBER_MESSAGES } from '../../shared/domain/climber-rules';
import { NOTIFY_MESSAGES } from '../../shared/domain/notify-rules';
import { MESSAGES } from '../../shared/messages';
import { HTTP_MESSAGES, LONE_SURROGATE } from '../errors';

/** The texts of `table` under `keys` only: the part of a table that the climbers' side can meet. */
const pick = <T extends Record<string, string>, K extends keyof T>(table: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;

/** The texts of the organisers' contest rules that a competitor meets on the registration form. */
const REGISTRATION_FIELD_MESSAGES = pick(CONTEST_MESSAGES, [
  'body',
  'firstName',
  'lastName',
  'email',
  'birthYear',
  'birthYearTooOld',
  'birthYearFuture',
  'categoryId',
  'unknownCategory',
]);

/** The texts a judge's phone and a competitor's self-scoring can receive (not the organiser's judge and link settings). */
const SCORING_ANSWER_MESSAGES = pick(SCORING_MESSAGES, [
  'body',
  'clientId',
  'competitorId',
  'boulderId',
  'attempts',
  'zoneAttempt',
  'topAttempt',
  'zoneAfterTop',
  'noZone',
  'clientIdReused',
  'competitorElsewhere',
  'boulderElsewhere',
  'notFinalist',
  'boulderNotAssigned',
  'judgeOutsideTime',
  'selfScoringOff',
  'selfScoringClosed',
  'notYourResult',
  'judgeCode',
  'judgeLink',
  'judgeWrongCode',
  'judgeLocked',
  'judgeSessionRequired',
  'selfLink',
]);

const ANNOUNCEMENT_LINK_MESSAGES = { unknownLink: ANNOUNCEMENT_MESSAGES.unknownLink };

/** The French tables whose texts are answered in English to a client that asks for it. */
export const FRENCH_ANSWERS = {
  HTTP_MESSAGES,
  MESSAGES,
  NOTIFY_MESSAGES,
  CLIMBER_MESSAGES,
  READ_MESSAGES,
  LOG_MESSAGES,
  GYM_NEWS_MESSAGES,
  ANNOUNCEMENT_LINK_MESSAGES,
  PUBLIC_CONTEST_MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_FIELD_MESSAGES,
  SCORING_ANSWER_MESSAGES,
  OTHER: { loneSurrogate: LONE_SURROGATE },
} as const;

type English<T> = { [Table in keyof T]: { [Key in keyof T[Table]]: string } };

export const ENGLISH_ANSWERS: English<typeof FRENCH_ANSWERS> = {
  HTTP_MESSAGES: {
    internal: 'An internal error occurred.',
    invalidJson: 'The body of the request is not valid JSON.',
    payloadTooLarge: 'The request is too large.',
    tooManyRequests: 'Too many requests. Try again in a few minutes.',
    unsupportedMedia: 'Unsupported request format: send JSON.',
    badRequest: 'Invalid request.',
    invalidValue: 'invalid value',
    vanishedReference: 'Something you are using was just deleted: reload the page and try again.',
  },
  MESSAGES: {
    genericError: 'Something went wrong. Contact us on our social networks (Instagram or Facebook) so that we can help you.',
    csrfInvalid: 'Missing or invalid anti-forgery token. Reload the page and try again.',
    contestOver: 'It is over',
    emailInvalid: 'Invalid e-mail address',
    emailRequired: 'The e-mail is required',
    passwordRequired: 'The password is required',
    passwordMinLength: 'The password must be at least 8 characters long',
    passwordUppercase: 'The password must contain at least one capital letter',
    passwordDigit: 'the password must contain at least one digit',
    passwordSpecial: 'The password must contain at least one special character',
    confirmationRequired: 'The password confirmation is required',
    confirmationMismatch: 'The password confirmation does not match',
    passwordHint: 'At least 1 capital letter, 1 special character and 1 digit',
    loginFailed: 'Wrong e-mail or password.',
    notStaff: 'This account has no access to any gym. The setters’ space is for gym staff.',
    tooManyLoginAttempts: 'Too many sign-in attempts. Try again in 15 minutes.',
    tooManyAccountLoginAttempts:
      'Too many sign-in attempts on this account. Sign in from a device you have used before, or change your password with “Forgot your password?”.',
    passwordHashingBusy: 'The server is receiving too many sign-ins right now. Try again in a few seconds.',
    resetLinkInvalid: 'This password change link is invalid or has expired. Ask for a new one.',
    controlCharacters: 'This text contains invisible characters that are not allowed.',
    searchControlCharacters: 'invisible character not allowed in the search',
    dateFormat: 'The date must be typed as DD/MM/YYYY',
    dateDoesNotExist: 'This date does not exist: check the day and the month.',
    confirmWithErrors: 'Please fix the errors before confirming.',
    loginSucceeded: 'Signed in',
    logoutSucceeded: 'Signed out',
    sessionRequired: 'You are not signed in or your session has expired. Sign in again.',
    notYourAccount: 'You can only see or change your own account.',
    resetMailSent: 'If an account exists for this address, an e-mail with a link to change the password has just been sent to it.',
    tooManyResetRequests: 'Too many password change requests. Try again in an hour.',
    passwordChanged: 'Your password has been changed. You can sign in again.',
    notifyGymUnknown: 'This gym is not on the list.',
    notifyTooManyRequests: 'Too many sign-ups from your connection. Try again in an hour.',
    contestNotFound: 'This contest does not exist.',
    countdownUnderOneMinute: 'less than a minute',
  },
  NOTIFY_MESSAGES: {
    notifySucceeded: 'Noted! We will tell you as soon as the app arrives in your gym.',
    notifyGenericError: 'Something did not go as planned, contact us on Instagram.',
    notifyEmailInvalid: 'This e-mail address is not valid',
    notifyEmailRequired: 'You did not enter your e-mail address',
    notifyGymRequired: 'You did not enter a gym',
  },
  CLIMBER_MESSAGES: {
    firstName: 'The first name is required (1 to 50 characters).',
    lastName: 'The last name is required (1 to 50 characters).',
    gender: 'The gender must be “female”, “male” or empty.',
    homeGymId: 'Unknown gym.',
    consent: 'The consent must be true or false.',
    locale: 'The language must be “fr” or “en”.',
    deviceName: 'The device name is required (1 to 100 characters).',
    deviceToken: 'The device token is invalid: sign in again without it.',
    signUpSent: 'Account created: a confirmation e-mail has just been sent to you.',
    confirmationInvalid: 'This confirmation link is invalid or has expired. Sign in to ask for a new one.',
    tokenInvalid: 'Invalid or expired sign-in token. Sign in again.',
    tokenNotFound: 'This token does not exist.',
    currentPasswordWrong: 'The current password is wrong.',
    currentPasswordRequired: 'Type your current password to change it.',
    deletionPasswordWrong: 'Wrong password: the account was not deleted.',
    alreadyConfirmed: 'Your e-mail address is already confirmed.',
    staffCannotDelete: 'This account is part of a gym’s staff: ask an admin of the gym to remove you from the staff, then delete your account.',
    confirmed: 'E-mail address confirmed.',
  },
  READ_MESSAGES: {
    gymNotFound: 'This gym does not exist.',
    gymUnavailable: 'Gym unavailable.',
    boulderNotFound: 'This boulder does not exist.',
    status: 'The status must be “none”, “project” or “done”.',
    day: 'The date must be a day written YYYY-MM-DD.',
    range: 'The period must go from “from” to “to”, 366 days at most.',
    month: 'The month must be written YYYY-MM.',
    noGym: 'Choose a gym (the “gym” parameter) or a home gym in your profile.',
    query: 'The search must be at most 100 characters long.',
  },
  GYM_NEWS_MESSAGES: {
    gyms: 'Gyms: a list of at most 50 gyms is expected.',
    gymId: 'Unknown gym.',
    twice: 'Gyms: each gym once.',
    circuits: 'Circuits: choose circuits of this gym, or none for all.',
    channel: 'E-mail and push must be true or false.',
  },
  ANNOUNCEMENT_LINK_MESSAGES: { unknownLink: 'This link is unknown: open it from the e-mail you received.' },
  LOG_MESSAGES: {
    clientId: 'The ascent’s identifier must be a UUID created by the app.',
    boulderId: 'Invalid boulder identifier.',
    tries: `The number of tries must be a whole number from 1 to ${CLIMBER_LIMITS.maxTries}.`,
    topped: 'Say whether the boulder was topped (true or false).',
    loggedAt: 'The date of the ascent must be an ISO 8601 date and time with a time zone (for example 2026-11-25T18:30:00Z).',
    loggedAtFuture: 'The date of the ascent cannot be in the future.',
    loggedAtTooOld: 'An ascent cannot be dated more than 14 days back.',
    boulderNotOpen: 'This boulder was not open on the date of the ascent.',
    boulderNotFound: 'This boulder does not exist.',
    ascentNotFound: 'This ascent does not exist or is not yours.',
    clientIdTaken: 'This ascent identifier is already used for another ascent: create a new one.',
    batchItems: `The batch must be a list of 1 to ${CLIMBER_LIMITS.batchMax} ascents.`,
    tooManyPerMinute: 'Too many ascents logged in one minute. Try again in a moment.',
    tooManyPerDay: 'You have reached the limit of 300 ascents a day.',
    stars: 'The rating must be a whole number of stars from 1 to 5.',
    feeling: 'The feeling must be “plus_facile”, “juste” or “plus_dur”.',
    grade: 'Choose a grade of the scale (for example 6B+).',
    voteNeedsTop: 'You can only vote on the grade of a boulder you have topped.',
    comment: `The comment must be 1 to ${CLIMBER_LIMITS.commentMaxLength} characters long.`,
    commentNotFound: 'This comment does not exist or is not yours.',
    tooManyComments: 'You have reached the limit of 20 comments a day.',
    reportKind: 'The kind of problem must be “prise_qui_tourne”, “prise_cassee”, “dangereux” or “autre”.',
    reportText: `The description must be at most ${CLIMBER_LIMITS.reportTextMaxLength} characters long.`,
    tooManyReports: 'You have reached the limit of 20 reports a day.',
  },
  PUBLIC_CONTEST_MESSAGES: {
    notFound: 'This contest does not exist.',
    hidden: 'The results are hidden by the organiser until they are announced.',
    competitorNotFound: 'This competitor does not exist in this contest.',
    noFinal: 'This contest has no final.',
    notFinalist: 'This competitor is not in the final.',
  },
  REGISTRATION_MESSAGES: {
    closed: 'Registration closed',
    full: 'Full',
    gender: 'Say woman or man.',
    consent: 'Say whether your name may appear in the ranking (yes or no).',
    categoryMismatch: 'This category does not match your year of birth or your gender.',
    alreadyRegistered: 'This e-mail address is already registered for this contest under another name.',
  },
  REGISTRATION_FIELD_MESSAGES: {
    body: 'The content must be a JSON object.',
    firstName: `The first name is required (at most ${CONTEST_LIMITS.personNameMaxLength} characters).`,
    lastName: `The last name is required (at most ${CONTEST_LIMITS.personNameMaxLength} characters).`,
    email: 'Invalid e-mail address.',
    birthYear: 'The year of birth is written with four digits (for example 1994).',
    birthYearTooOld: `The year of birth cannot be before ${OLDEST_BIRTH_YEAR}.`,
    birthYearFuture: 'The year of birth cannot be in the future.',
    categoryId: 'Choose the competitor’s category.',
    unknownCategory: 'This category does not exist in this contest.',
  },
  SCORING_ANSWER_MESSAGES: {
    body: 'The content must be a JSON object.',
    clientId: 'The entry identifier must be a uuid.',
    competitorId: 'Say which competitor.',
    boulderId: 'Say which boulder.',
    attempts: `The number of tries is a whole number from 0 to ${MAX_ATTEMPTS}.`,
    zoneAttempt: 'The try of the zone is a whole number from 1 to the number of tries, or empty.',
    topAttempt: 'The try of the top is a whole number from 1 to the number of tries, or empty.',
    zoneAfterTop: 'The zone cannot come after the top.',
    noZone: 'This boulder has no zone.',
    clientIdReused: 'This entry identifier was already used for another result.',
    competitorElsewhere: 'This competitor is not registered for this contest.',
    boulderElsewhere: 'This boulder does not belong to this contest.',
    notFinalist: 'This competitor is not in the final.',
    boulderNotAssigned: 'This boulder is not assigned to this judge.',
    judgeOutsideTime: 'This judge link is valid only from the start of the contest to the end of the day after it ends.',
    selfScoringOff: 'Self-scoring is not open for this contest.',
    selfScoringClosed: 'Self-scoring for this contest is not open at the moment.',
    notYourResult: 'You can only enter your own results.',
    judgeCode: 'The code is 6 digits.',
    judgeLink: 'This judge link does not exist.',
    judgeWrongCode: 'Wrong code.',
    judgeLocked: 'Too many wrong codes on this link: try again in 15 minutes.',
    judgeSessionRequired: 'Open the judge link and type its code.',
    selfLink: 'This personal link does not exist any more: ask the organiser for a new one.',
  },
  OTHER: {
    loneSurrogate: 'invalid character (an incomplete Unicode character, often a cut copy): type this text again.',
  },
};

/** The labels of the fields a climber types (FIELD_LABELS), in English. */
export const ENGLISH_FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  password: 'Password',
  birthYear: 'Year of birth',
  gender: 'Gender',
  locale: 'Language',
  categoryId: 'Category',
  confirmPassword: 'Confirmation',
  gymName: 'Gym name',
  city: 'City',
  acceptTerms: 'I accept the terms and conditions',
  roles: 'Access types',
  gymIds: 'Gyms',
  gyms: 'Gyms',
};
