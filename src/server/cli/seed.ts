/**
 * `npm run db:seed -- [--reset] [--scale N] [--now YYYY-MM-DD]`: fills the configured database
 * (or the embedded one) with the demo of docs/product.md › Demo data.
 */
import { ConfigError, loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { isDatabaseEmpty, seedDemo } from '../seed';
import { SEED_USAGE, SeedArgumentError, parseSeedArguments, type SeedArguments } from '../seed/cli-args';

async function main(): Promise<number> {
  let args: SeedArguments;
  try {
    args = parseSeedArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof SeedArgumentError)) throw error;
    console.error(`${error.message}\n\n${SEED_USAGE}`);
    return 1;
  }
  if (args.help) {
    console.log(SEED_USAGE);
    return 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }

  const connection = await connectDatabase(config, { info: (m) => console.log(m), warn: (m) => console.warn(m) });
  try {
    if (!args.reset && !(await isDatabaseEmpty(connection.db))) {
      console.error('The database already holds gyms or users: nothing was changed.\nRun with --reset to replace ALL its data with the demo.');
      return 1;
    }
    const summary = await seedDemo(connection.db, { scale: args.scale, reset: args.reset, now: args.now, log: (m) => console.log(m) });
    const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
    const counts = Object.entries(summary.counts)
      .map(([name, count]) => `  ${name.padEnd(width)} ${count.toLocaleString('en-US').padStart(10)}`)
      .join('\n');
    console.log(`\nDemo seeded in ${summary.seconds} s (scale ${summary.scale}, now ${summary.now}):\n${counts}`);
    return 0;
  } finally {
    await connection.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
