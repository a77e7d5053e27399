/**
 * `npm run test:deploy` (docs/product.md › Going live: production): Gaston as deploy/ runs it, on this machine. nginx from the
 * distribution's packages (installed when missing) in front of two server processes (the built
 * dist/server, NODE_ENV=production) on one PostgreSQL (DEPLOY_DATABASE_URL, default the machine's
 * 127.0.0.1:5432; a fresh database is made and dropped), the site's locations included as they are
 * (deploy/nginx/gaston-locations.conf). Checked, through nginx: the page and its precompressed assets,
 * /metrics hidden, a login and a staff write (seen by the other process at its next read), a contest's
 * live stream while the organiser enters results; then the process serving it is killed with SIGKILL:
 * the stream resumes within 5 s through the other, no result answered 200 is lost; the process
 * restarts and is ready again. Exit 0 when all holds, 1 with the failed check.
 *
 * The test's upstream lists the second process as `backup`: every request goes to the first until it
 * dies, so the kill surely hits the process holding the stream (deploy/nginx/gaston.conf balances both).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/server/seed';
import { freePort } from '../src/server/lib/free-port';
import { ROOT_DIR } from '../src/server/paths';
import { login } from './bench/login';

const log = (message: string) => console.log(`[deploy] ${message}`);
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`échec : ${what}`);
  log(`ok  ${what}`);
}

/** Installs the first of `packages` that Debian's repositories have (the others are fall-backs). */
function aptInstall(...packages: string[]) {
  const attempts = packages.map((name) => `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${name}`).join(' || ');
  execFileSync('sh', ['-c', `apt-get update -qq && (${attempts}) >/dev/null`], { stdio: 'inherit' });
}

function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (found) return found;
  log('nginx is missing: apt-get install nginx-light (or nginx)');
  aptInstall('nginx-light', 'nginx');
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate)) ?? 'nginx';
}

interface Process {
  port: number;
  child: ChildProcess;
  output(): string;
}

async function waitUntil(what: string, ready: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`échec : ${what} (après ${timeoutMs / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startServer(port: number, env: Record<string, string>): Promise<Process> {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'dist/server/main.js')], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
  await waitUntil(`le processus du port ${port} est prêt\n${output}`, async () => {
    if (child.exitCode !== null) throw new Error(`le processus du port ${port} s'est arrêté :\n${output}`);
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
  });
  return { port, child, output: () => output };
}

/** A server-sent event stream read as a browser's EventSource reads it: reconnects after `retry` ms. */
function eventSource(url: string) {
  const versions: { version: number; at: number }[] = [];
  let retry = 3000;
  let stopped = false;
  let controller: AbortController | undefined;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const answer = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
        const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffered = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffered += value;
          let end;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const retryField = /^retry: (\d+)$/m.exec(event);
            if (retryField) retry = Number(retryField[1]);
            const data = /^data: (.*)$/m.exec(event);
            if (data) versions.push({ version: (JSON.parse(data[1]!) as { version: number }).version, at: Date.now() });
          }
        }
      } catch {
        // The connection broke (the process died): reconnect as EventSource does.
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, retry));
    }
  };
  void run();
  return {
    versions,
    stop() {
      stopped = true;
      controller?.abort();
    },
  };
}

async function main() {
  if (!existsSync(path.join(ROOT_DIR, 'dist/server/main.js')) || !existsSync(path.join(ROOT_DIR, 'dist/web/index.html'))) {
    throw new Error('dist/ is missing: run npm run build first');
  }
  const nginx = ensureNginx();
  const work = await mkdtemp(path.join(os.tmpdir(), 'gaston-deploy-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));

  // A fresh database on the machine's PostgreSQL, with the demo.
  const serverUrl = process.env.DEPLOY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `gaston_deploy_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  log(`seeding the demo into ${name}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });

  const [first, second, proxy] = [await freePort(), await freePort(), await freePort()];
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://gaston.test',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    METRICS_PORT: '0',
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
  };
  const processes = [await startServer(first, env), await startServer(second, env)];
  log(`two server processes on ${first} and ${second}`);

  const asRoot = process.getuid?.() === 0;
  const conf = path.join(work, 'nginx.conf');
  await writeFile(
    conf,
    `${asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path
    ${work}/scgi;
  upstream gaston {
    server 127.0.0.1:${first} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${second} backup;
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${proxy};
    set $gaston_web ${path.join(ROOT_DIR, 'dist/web')};
    include ${path.join(ROOT_DIR, 'deploy/nginx/gaston-locations.conf')};
  }
}
`,
  );
  const tested = exitCodeOf(nginx, ['-t', '-c', conf, '-p', work]);
  check(tested === 0, `nginx -t accepte la configuration (deploy/nginx/gaston-locations.conf incluse)`);
  // The production site file itself, with a throw-away certificate and this checkout's paths.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=gaston.test',
      '-keyout',
      `${work}/privkey.pem`,
      '-out',
      `${work}/fullchain.pem`,
    ],
    { stdio: 'ignore' },
  );
  const site = (await readFile(path.join(ROOT_DIR, 'deploy/nginx/gaston.conf'), 'utf8'))
    .replaceAll('/etc/ssl/gaston', work)
    .replaceAll('/srv/gaston', ROOT_DIR)
    .replace(
      /listen (\[::\]:)?(80|443)/g,
      (_match, v6: string | undefined, port: string) => `listen ${v6 ?? '127.0.0.1:'}${port === '80' ? proxy + 1 : proxy + 2}`,
    );
  await writeFile(
    path.join(work, 'site.conf'),
    `${asRoot ? 'user root;\n' : ''}pid ${work}/site.pid;\nerror_log ${work}/site-error.log warn;\nevents {}\nhttp {\n  include ` +
      `/etc/nginx/mime.types;\n  ${site.replaceAll('\n', '\n  ')}\n}\n`,
  );
  check(
    exitCodeOf(nginx, ['-t', '-c', path.join(work, 'site.conf'), '-p', work]) === 0,
    'nginx -t accepte le site de production (deploy/nginx/gaston.conf : TLS, HTTP/2)',
  );
  const server = spawn(nginx, ['-c', conf, '-p', work, '-g', 'daemon off;'], { stdio: 'inherit' });
  cleanups.push(async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  });
  const base = `http://127.0.0.1:${proxy}`;
  await waitUntil('nginx répond', async () => (await fetch(`${base}/healthz`)).ok, 10_000);

  // Pages and assets.
  const page = await fetch(`${base}/`);
  check(page.status === 200 && (await page.text()).includes('<div id="root">'), 'la page d’accueil passe par nginx');
  const asset = readdirSync(path.join(ROOT_DIR, 'dist/web/assets')).find((file) => /^index-.*\.js$/.test(file))!;
  const compressed = await fetch(`${base}/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  check(
    compressed.status === 200 && compressed.headers.get('content-encoding') === 'gzip' && /immutable/.test(compressed.headers.get('cache-control') ?? ''),
    'les fichiers de dist/web partent déjà compressés, en cache un an',
  );
  check((await fetch(`${base}/metrics`)).status === 404, '/metrics n’est pas exposé par nginx');
  await checkAlertRules(processes[0]!.port, env.METRICS_TOKEN);

  // A login and a staff write through nginx; the other process reads it.
  const chief = await login(base, 'chef@demo.fr', DEMO_PASSWORD);
  const csrf = /csrftoken=([^;]+)/.exec(chief.cookie)![1]!;
  const headers = { cookie: chief.cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' };
  const { sectors } = (await (await fetch(`${base}/api/gyms/1/setup/`, { headers })).json()) as { sectors: { id: number; name: string }[] };
  const renamed = `Secteur déployé ${randomBytes(2).toString('hex')}`;
  const patch = await fetch(`${base}/api/gyms/1/sectors/${sectors[0]!.id}/`, { method: 'PATCH', headers, body: JSON.stringify({ name: renamed }) });
  check(patch.status === 200, 'connexion et écriture de l’équipe à travers nginx');
  const seen = await (await fetch(`http://127.0.0.1:${second}/api/gyms/1/setup/`, { headers })).text();
  check(seen.includes(renamed), 'l’écriture est lue par l’autre processus à sa lecture suivante');

  // A contest's live stream through nginx while the organiser enters results.
  const contests = (await (await fetch(`${base}/api/gyms/1/contests/?pageSize=100`, { headers })).json()) as { results: { id: number; slug: string }[] };
  const contestId = contests.results.find((contest) => contest.slug === 'defi-novembre')!.id;
  const contest = (await (await fetch(`${base}/api/contests/${contestId}/`, { headers })).json()) as { boulders: { id: number }[] };
  const ranking = (await (await fetch(`${base}/api/public/contests/defi-novembre/ranking/`)).json()) as {
    categories: { competitors: { competitorId: number }[] }[];
  };
  const competitors = ranking.categories.flatMap((category) => category.competitors.map((c) => c.competitorId));
  const stream = eventSource(`${base}/api/public/contests/defi-novembre/events/`);
  await waitUntil('le flux du contest s’ouvre à travers nginx', async () => stream.versions.length > 0, 10_000);
  const accepted: string[] = [];
  let n = 0;
  const enterResult = async () => {
    const id = randomUUID();
    const boulder = contest.boulders[n % contest.boulders.length]!.id;
    const competitorId = competitors[n++ % competitors.length]!;
    const answer = await fetch(`${base}/api/contests/${contestId}/results/${id}/`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ competitorId, boulderId: boulder, attempts: 2, zoneAttempt: 1, topAttempt: 2 }),
    }).catch(() => undefined);
    if (answer?.status === 200) accepted.push(id);
    return answer?.status;
  };
  const before = stream.versions.length;
  check((await enterResult()) === 200, 'un résultat saisi à travers nginx');
  await waitUntil('le flux reçoit le nouveau classement', async () => stream.versions.length > before, 3000);
  log('ok  le flux reçoit le nouveau classement en moins de 3 s');

  // The process holding the stream dies.
  const killedAt = Date.now();
  processes[0]!.child.kill('SIGKILL');
  await new Promise((resolve) => processes[0]!.child.once('exit', resolve));
  const afterKill = stream.versions.length;
  // Results keep coming, through the other process.
  const entering = (async () => {
    while (Date.now() - killedAt < 6000) {
      await enterResult();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  await waitUntil('le flux reprend par l’autre processus', async () => stream.versions.slice(afterKill).some((v) => v.at > killedAt), 5000);
  const resumedIn = stream.versions.slice(afterKill).find((v) => v.at > killedAt)!.at - killedAt;
  check(resumedIn <= 5000, `le flux reprend par l’autre processus en ${(resumedIn / 1000).toFixed(1)} s (5 s au plus)`);
  await entering;
  stream.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = (await client.query<{ n: number }>('select count(*)::int as n from contest_result_entries where client_id = any($1)', [accepted])).rows[0]!.n;
  await client.end();
  check(stored === accepted.length && accepted.length > 3, `aucun résultat perdu : ${accepted.length} acceptés, ${stored} enregistrés`);

  // The killed process restarts and takes traffic again.
  processes[0] = await startServer(first, env);
  check((await fetch(`http://127.0.0.1:${first}/readyz`)).status === 200, 'le processus tué redémarre et se dit prêt');
  check((await fetch(`${base}/api/gyms/1/setup/`, { headers })).status === 200, 'nginx le sert de nouveau');
  log('deploy test passed');
}

/** promtool (Debian's prometheus package) accepts deploy/prometheus/gaston-alerts.yml, and every series it names is served. */
async function checkAlertRules(port: number, token: string) {
  const rulesFile = path.join(ROOT_DIR, 'deploy/prometheus/gaston-alerts.yml');
  if (!existsSync('/usr/bin/promtool')) {
    log('promtool is missing: apt-get install prometheus');
    aptInstall('prometheus');
  }
  check(exitCodeOf('/usr/bin/promtool', ['check', 'rules', rulesFile]) === 0, 'promtool accepte les règles d’alerte (deploy/prometheus/gaston-alerts.yml)');
  const scrape = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const served = new Set([...scrape.matchAll(/^([a-z_:]+)[{ ]/gm)].map((match) => match[1]));
  const named = new Set([...(await readFile(rulesFile, 'utf8')).matchAll(/\b((?:gaston|nodejs)_[a-z_]+)/g)].map((match) => match[1]));
  const missing = [...named].filter((series) => !served.has(series));
  check(
    named.size >= 9 && missing.length === 0,
    `chaque série des alertes est servie par /metrics (${named.size} séries${missing.length ? ` ; absentes : ${missing.join(', ')}` : ''})`,
  );
}

function exitCodeOf(file: string, args: string[]): number {
  try {
    execFileSync(file, args, { stdio: 'pipe' });
    return 0;
  } catch (error) {
    console.error((error as { stderr?: Buffer }).stderr?.toString() ?? error);
    return 1;
  }
}

main().then(
  async () => {
    await cleanUp();
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanUp();
    process.exit(1);
  },
);
