/**
 * `npm start`: checks the configuration, opens (or starts) PostgreSQL, migrates, seeds the demo on
 * an empty database, serves the API and the web app, and stops everything cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './seed';
import { createLogger } from './logger';
import { metricsListener } from './plugins/metrics';

/** A SIGTERM ends the process within this long, whatever is still running. */
const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  const connection = await connectDatabase(config, log);

  if (config.SEED_DEMO && (await isDatabaseEmpty(connection.db))) {
    log.info('Empty database: seeding the demo data');
    const started = Date.now();
    await seedDemo(connection.db, { log: (m) => log.info(m) }).catch(async (error) => {
      await connection.close();
      throw error;
    });
    log.info(`Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const app = await buildApp({ config, db: connection.db, logger: log }).catch(async (error) => {
    await connection.close();
    throw error;
  });
  const metricsServer = await metricsListener(app, log);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: stopping`);
    // docs/product.md › Going live: production: /readyz turns 503 and event streams end with a retry hint (preClose hooks), the
    // requests in flight finish, then the database closes; a request still running after 9 s is cut
    // so that the process is gone within 10 s, as systemd's stop timeout expects (deploy/).
    const force = setTimeout(() => {
      log.error('stopping took more than 9 s: requests in flight cut');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close().catch((err) => log.error({ err }, 'closing the server'));
    metricsServer?.close();
    await connection.close().catch((err) => log.error({ err }, 'closing the database'));
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT }).catch(async (error) => {
    await connection.close();
    throw error;
  });
  const logins = DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(20)} ${a.description}`).join('\n');
  console.log(
    `\nGaston is running on ${config.PUBLIC_URL}\n` +
      `  Back office: ${config.PUBLIC_URL}/login-pro\n` +
      `  Demo logins (password ${DEMO_PASSWORD}):\n${logins}\n`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
