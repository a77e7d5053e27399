import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

/** Anything shaped like an e-mail address, wherever it sits in a line (a message, an error's detail). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/**
 * An error as a log line shows it: its type, code, message and stack, without what PostgreSQL and
 * Drizzle attach (the query's parameters, the row's values in `detail`): those hold e-mail
 * addresses, password hashes and tokens.
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code, constraint, table, column, statusCode } = error as Error & Record<string, unknown>;
  // Drizzle's message is 'Failed query: <sql>\nparams: <values>'.
  const message = error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [hidden]');
  return {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(/\nparams: [\s\S]*?(?=\n {4}at )/, '\nparams: [hidden]'),
    ...(code === undefined ? {} : { code }),
    ...(constraint === undefined ? {} : { constraint }),
    ...(table === undefined ? {} : { table }),
    ...(column === undefined ? {} : { column }),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

/**
 * The app's pino logger (docs/product.md › Going live: production): one JSON line per request (plugins/request-log.ts), and no
 * e-mail address, password, token or cookie in any line. Request lines carry route patterns, never
 * addresses (a token can sit in a path); headers are not logged; errors lose their parameters; and
 * a last pass replaces whatever still looks like an e-mail address.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: ['password', '*.password', 'token', '*.token', 'email', '*.email', 'req.headers', 'res.headers'], censor: '[hidden]' },
      hooks: { streamWrite: (line) => line.replace(EMAIL, '[e-mail]') },
    },
    destination,
  );
}
