/**
 * Scheduled jobs, run by graphile-worker on the app's PostgreSQL: every server process runs a
 * worker, and the database hands each job to one of them (its crontab is deduplicated across
 * processes), so a job runs once however many processes there are. Nothing here runs inside a request.
 */
import fp from 'fastify-plugin';
import { Logger, run, type LogLevel, type Runner, type TaskList } from 'graphile-worker';
import { refreshClimberLevels } from './climber-levels';
import { removeStaleRows } from './housekeeping';
import { dailyBackup } from '../backup/backup-service';
import { sendDueAnnouncements } from '../services/announcements-service';

/** Times are UTC; every job is cheap when there is nothing to do. */
export const JOB_CRONTAB = [
  // Levels are per Paris day: recomputed within five minutes after midnight (and after a deploy).
  '*/5 * * * * climber-levels ?max=1&jobKey=climber-levels',
  '17 * * * * housekeeping ?max=1&jobKey=housekeeping',
  // Every hour: the task backs up from 03:00 Paris time, once a day (backup/backup-service.ts).
  '2 * * * * daily-backup ?max=1&jobKey=daily-backup',
  // New sets whose grace period is over go within the minute (docs/announcements.md).
  '* * * * * announcements ?max=1&jobKey=announcements',
].join('\n');

export default fp(
  async function jobs(app) {
    if (!app.config.JOBS_ENABLED) return;
    const taskList: TaskList = {
      'climber-levels': async () => {
        const rebuilt = await refreshClimberLevels(app.db);
        if (rebuilt.length > 0) app.log.info({ gyms: rebuilt }, 'climber levels recomputed');
      },
      housekeeping: async () => removeStaleRows(app.db),
      announcements: async () => {
        const done = await sendDueAnnouncements({ db: app.db, mailer: app.mailer, config: app.config, log: app.log }, new Date());
        if (done.announcements + done.emails + done.pushes > 0) app.log.info(done, 'announcements sent');
      },
      'daily-backup': async () => {
        const done = await dailyBackup(app.config, app.db.$client.options.connectionString ?? '');
        if (done.made) app.log.info({ file: done.made.file, bytes: done.made.bytes, removed: done.removed }, 'daily backup written');
      },
    };
    // The worker reports every job it runs at info: that is debug for us.
    const levels: Record<LogLevel, 'error' | 'warn' | 'info' | 'debug'> = { error: 'error', warning: 'warn', info: 'debug', debug: 'debug' };
    const logger = new Logger((scope) => (level, message, meta) => app.log[levels[level]]({ ...scope, ...meta }, `jobs: ${message}`));
    let runner: Runner | undefined;
    app.addHook('onReady', async () => {
      runner = await run({ pgPool: app.db.$client, taskList, crontab: JOB_CRONTAB, concurrency: 1, noHandleSignals: true, logger });
      runner.events.on('job:failed', ({ job }) => app.metrics.jobFailures.inc({ task: job.task_identifier }));
      // Today's levels at once after a start, not at the next five-minute mark.
      await runner.addJob('climber-levels', {}, { jobKey: 'climber-levels', maxAttempts: 1 });
    });
    app.addHook('onClose', async () => {
      await runner?.stop();
    });
  },
  { name: 'jobs' },
);
