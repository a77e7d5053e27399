import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/messages';
import { fieldErrorText } from '../../shared/contract/field-labels';
import { AppError, HTTP_MESSAGES, LONE_SURROGATE } from '../errors';

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

const FIELD_NAMES: Record<string, string> = { body: 'corps de la requête', params: 'chemin', querystring: 'paramètres' };

// With the u flag, a pair of surrogates is one code point: only a lone one is of category Cs.
const LONE_SURROGATE_PATTERN = /\p{Cs}/u;

/** The dotted path of the first string under `value` that is not well-formed UTF-16 (a lone surrogate), or null. */
function illFormedText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE_PATTERN.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (LONE_SURROGATE_PATTERN.test(key)) return path ? `${path}.…` : '…';
    const found = illFormedText(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Answers a French HTTP error on a socket the HTTP parser gave up on (headers too large, a request
 * that is not HTTP), before any route or hook: Fastify's default writes English.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', { error: 'La requête est arrivée trop lentement.', code: 'request_timeout' }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', { error: 'Les en-têtes de la requête sont trop volumineux.', code: 'headers_too_large' }]
        : [400, 'Bad Request', { error: 'Requête HTTP mal formée.', code: 'bad_request' }];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ` +
        `${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

/** Maps every thrown error to a JSON answer with a French message and never leaks a stack trace. */
export default fp(async function errorHandler(app: FastifyInstance) {
  // A lone UTF-16 surrogate ('\ud800') parses as JSON but PostgreSQL refuses it in JSON columns
  // (and turns it into U+FFFD elsewhere): every text of every call is refused here, named by its
  // field, before a route or a write sees it.
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const field = illFormedText(value, '');
      if (field === null) continue;
      const name = field || FIELD_NAMES[part]!;
      return reply.status(400).send({ [name.split('.')[0]!]: [LONE_SURROGATE], error: fieldErrorText(name, LONE_SURROGATE), code: 'bad_request', field: name });
    }
  });

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
      // docs/product.md › Conventions of the calls: each wrong field's name with its French messages, besides the one-line error.
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const messages = (fields[pathOf(issue).split('.')[0]!] ??= []);
        const text = issue.message ?? HTTP_MESSAGES.invalidValue;
        if (!messages.includes(text)) messages.push(text);
      }
      const first = error.validation[0];
      const field = first ? pathOf(first) : where;
      const message = first?.message ?? HTTP_MESSAGES.invalidValue;
      return reply.status(400).send({ ...fields, error: fieldErrorText(field, message), code: 'bad_request', field });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ error: HTTP_MESSAGES.invalidJson, code: 'bad_request' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ error: HTTP_MESSAGES.internal, code: 'internal' });
    }
    const pgCode = postgresCode(error);
    if (pgCode && UNSTORABLE_TEXT_CODES.has(pgCode)) {
      request.log.warn({ err: error, url: request.routeOptions.url }, "text refused by PostgreSQL reached the database: check this route's contract");
      return reply.status(400).send({ error: MESSAGES.controlCharacters, code: 'bad_request' });
    }
    if (pgCode === VANISHED_REFERENCE_CODE) {
      request.log.warn({ err: error, url: request.routeOptions.url }, 'a referenced row vanished during the write');
      return reply.status(409).send({ error: HTTP_MESSAGES.vanishedReference, code: 'conflict' });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: HTTP_MESSAGES.internal, code: 'internal' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit...).
    const code = status === 413 ? 'payload_too_large' : status === 429 ? 'too_many_requests' : 'bad_request';
    const message =
      status === 413
        ? HTTP_MESSAGES.payloadTooLarge
        : status === 429
          ? HTTP_MESSAGES.tooManyRequests
          : status === 415
            ? HTTP_MESSAGES.unsupportedMedia
            : HTTP_MESSAGES.badRequest;
    return reply.status(status).send({ error: message, code });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `Aucune ressource à l'adresse ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
  });
});
