import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_LABELS, fieldErrorText } from '../../shared/contract/field-labels';
import { PUBLIC_PATHS } from '../../shared/contract/entry-constants';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales';
import { ENGLISH_ANSWERS, ENGLISH_FIELD_LABELS, FRENCH_ANSWERS } from '../i18n/english-answers';

/**
 * The language of an answer, from the request's `Accept-Language` (the pages send their active language):
 * 'en-GB' counts as 'en'; French when the header names none Gaston speaks. The library negotiates exact
 * tags only, so the region subtags are dropped first.
 */
export function answerLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  return (negotiate(header.replace(/\b([A-Za-z]{2,3})-[A-Za-z0-9-]+/g, '$1').toLowerCase(), [...LOCALES]) as Locale | null) ?? DEFAULT_LOCALE;
}

/** French text → English text, for every text of the tables of FRENCH_ANSWERS. */
const ENGLISH_OF = new Map<string, string>(
  Object.entries(FRENCH_ANSWERS).flatMap(([table, texts]) =>
    Object.entries(texts).map(([key, french]) => [french as string, (ENGLISH_ANSWERS as Record<string, Record<string, string>>)[table]![key]!]),
  ),
);
const ENGLISH_LABEL_OF = new Map(Object.entries(FIELD_LABELS).map(([field, label]) => [label, ENGLISH_FIELD_LABELS[field] ?? label]));
/** fieldErrorText's sentence (`Champ « Année de naissance » invalide : …`), read back from fieldErrorText itself. */
const FIELD_ERROR = new RegExp(
  `^${fieldErrorText('\u0001', '\u0002')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0001', '(.+)')
    .replace('\u0002', '(.+)')}$`,
  's',
);

/** The English of a French answer text; a text of no table (a gym's name, a message not translated yet) stays as it is. */
export function englishOf(text: string): string {
  const known = ENGLISH_OF.get(text);
  if (known !== undefined) return known;
  const field = FIELD_ERROR.exec(text);
  if (field) return `Field “${ENGLISH_LABEL_OF.get(field[1]!) ?? field[1]}” is invalid: ${englishOf(field[2]!)}`;
  return text;
}

const PUBLIC_CALLS = new Set<string>(Object.values(PUBLIC_PATHS));
/**
 * The calls of the climbers' side: the climbers' API, the public calls, and the calls of the judge's phone and
 * of a competitor's personal link (a result's write is theirs too; the back office's pages ask in French).
 */
const SCORING_CALL = /^\/api\/contests\/(judge\/|self-scoring\/$|\d+\/results\/)/;
const isClimbersSide = (path: string) => path.startsWith('/api/v1/') || path.startsWith('/api/public/') || PUBLIC_CALLS.has(path) || SCORING_CALL.test(path);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Answers the climbers' side in the language the client asks for (issue 35): the `error` and `message`
 * of a JSON answer and the field messages of a refused request, through the tables of
 * i18n/english-answers.ts. The server's code keeps throwing its French texts; only the answer changes.
 */
export default fp(async function answerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isRecord(payload) || !isClimbersSide(request.url.split('?')[0]!)) return payload;
    // The same address answers in two languages: a cache in front (nginx, the browser's) must keep them apart.
    reply.header('vary', [reply.getHeader('vary'), 'Accept-Language'].filter(Boolean).join(', '));
    if (answerLocale(request.headers['accept-language']) === DEFAULT_LOCALE) return payload;
    const refused = reply.statusCode === 400;
    return Object.fromEntries(
      Object.entries(payload).map(([key, value]) => {
        if (typeof value === 'string' && (key === 'error' || key === 'message')) return [key, englishOf(value)];
        // A refused request lists each wrong field's messages under the field's name (docs/product.md › Conventions of the calls).
        if (refused && Array.isArray(value) && value.every((item) => typeof item === 'string')) return [key, value.map((item) => englishOf(item))];
        return [key, value];
      }),
    );
  });
});
