import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/messages';
import { AppError, ERROR_STATUS } from '../errors';

/**
 * PostgreSQL's codes for text it cannot store (a NUL character, an invalid encoding). The contract
 * refuses control characters first; should one slip through a new field, the visitor still gets a
 * 400 rather than a 500, and the log says which field to fix.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function postgresCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A row a write refers to was deleted by another writer between the service's check and its insert
 * (a circuit removed while a boulder is being saved on it): the writer is told to reload, not 500.
 */
const VANISHED_REFERENCE_CODE = '23503';
export const VANISHED_REFERENCE = "Un élément que vous utilisez vient d'être supprimé : rechargez la page et réessayez.";

const FIELD_NAMES: Record<string, string> = { body: 'corps de la requête', params: 'chemin', querystring: 'paramètres' };

/** Maps every thrown error to a JSON answer with a French message and never leaks a stack trace. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500 && error.status !== 503) request.log.error({ err: error }, error.message);
      // Busy or briefly unreachable: worth retrying soon.
      if (error.status === 503) reply.header('retry-after', '5');
      return reply.status(error.status).send({ ...error.details, error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = FIELD_NAMES[error.validationContext ?? ''] ?? 'requête';
      const pathOf = (issue: (typeof error.validation)[number]) => issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
      // decisions.md §7: each wrong field's name with its French messages, besides the one-line error.
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const messages = (fields[pathOf(issue).split('.')[0]!] ??= []);
        const text = issue.message ?? 'valeur invalide';
        if (!messages.includes(text)) messages.push(text);
      }
      const first = error.validation[0];
      const field = first ? pathOf(first) : where;
      const message = first?.message ?? 'valeur invalide';
      return reply.status(400).send({ ...fields, error: `Champ « ${field} » invalide : ${message}`, code: 'bad_request', field });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ error: 'Une erreur interne est survenue.', code: 'internal' });
    }
    const pgCode = postgresCode(error);
    if (pgCode && UNSTORABLE_TEXT_CODES.has(pgCode)) {
      request.log.warn({ err: error, url: request.routeOptions.url }, 'text refused by PostgreSQL reached the database: check this route\'s contract');
      return reply.status(400).send({ error: MESSAGES.controlCharacters, code: 'bad_request' });
    }
    if (pgCode === VANISHED_REFERENCE_CODE) {
      request.log.warn({ err: error, url: request.routeOptions.url }, 'a referenced row vanished during the write');
      return reply.status(409).send({ error: VANISHED_REFERENCE, code: 'conflict' });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: 'Une erreur interne est survenue.', code: 'internal' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit...).
    const code = status === 413 ? 'payload_too_large' : status === 429 ? 'too_many_requests' : 'bad_request';
    const message =
      status === 413
        ? 'La requête est trop volumineuse.'
        : status === 429
          ? 'Trop de requêtes. Réessayez dans quelques minutes.'
          : status === 415
            ? 'Format de requête non pris en charge : envoyez du JSON.'
            : 'Requête invalide.';
    return reply.status(status in ERROR_STATUS ? status : status).send({ error: message, code });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `Aucune ressource à l'adresse ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
  });
});
