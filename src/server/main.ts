/**
 * `npm start`: checks the configuration, opens (or starts) PostgreSQL, migrates, seeds the demo on
 * an empty database, serves the API and the web app, and stops everything cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './db/seed';
import { createLogger } from './logger';

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
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: stopping`);
    const force = setTimeout(() => process.exit(1), 20_000).unref();
    await app.close().catch((err) => log.error({ err }, 'closing the server'));
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
