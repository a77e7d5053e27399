/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded server). */
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { createLogger } from '../logger';

const config = loadConfig();
const log = createLogger(config);
const connection = await connectDatabase(config, log);
log.info('Migrations applied');
await connection.close();
