// n8n in queue mode on 127.0.0.1, no Docker: Postgres (data and chat memory), Redis (the
// queue), an n8n main, two workers and one webhook processor, from the install that
// `npm run test:n8n` uses. Every process is started here and stopped here, by pid.
// CLI: node examples/n8n/queue-mode/queue-mode.mjs   (runs until Ctrl-C, then stops all)
// Module: startQueueMode() for `npm run test:n8n -- --queue`. See ../README.md#queue-mode.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BIN,
  N8N_DIR,
  WEBHOOKS,
  WORKFLOWS_DIR,
  freePort,
  install,
  isAlive,
  n8nEnv,
  run,
  webhooksAnswer,
} from '../../../scripts/n8n/n8n.mjs';
import { startFront } from './front.mjs';
import { postgresVariant, readWorkflows } from './workflows.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Logs of the last run stay here (the data directory is deleted on stop). */
export const LOG_DIR = join(N8N_DIR, 'queue-mode-logs');
export const SLOW_WEBHOOK = 'a1b2c3d4-0000-4000-8000-0000000e0c05';
const PG_BIN = process.env.PAPO_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const CREDENTIAL = { id: 'PapoQueuePg00001', name: 'Papo queue Postgres' };

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** Debian's packages, when missing (root only; otherwise say what to install). */
function ensurePackages() {
  const missing = [];
  if (!existsSync(join(PG_BIN, 'postgres'))) missing.push('postgresql');
  if (spawnSync('which', ['redis-server']).status !== 0) missing.push('redis-server');
  if (!missing.length) return;
  if (process.getuid?.() !== 0)
    throw new Error(`install ${missing.join(' and ')} (apt-get install ${missing.join(' ')})`);
  console.log(`installing ${missing.join(', ')} with apt-get…`);
  const apt = spawnSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit' });
  if (apt.status !== 0) throw new Error('apt-get install failed');
}

/** Postgres refuses to run as root: as root, its files and processes belong to `postgres`. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function waitFor(what, check, { timeoutMs = 180_000, exited = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${what} exited during startup; see ${LOG_DIR}`);
    if (await check()) return;
    await sleep(500);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s; see ${LOG_DIR}`);
}

/**
 * Starts the whole topology and resolves once the webhook processor answers on every chat
 * webhook and both workers are ready. Returns the URLs, the processes and `stop()`.
 */
export async function startQueueMode({ workerCount = 2, concurrency = 5 } = {}) {
  ensurePackages();
  install();
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const runDir = mkdtempSync(join(tmpdir(), 'papo-n8n-queue-'));
  const processes = [];
  const stack = {
    runDir,
    processes,
    workers: [],
    stop: async () => {
      await stack.front?.close();
      await stopAll(processes, runDir);
    },
  };

  /** Its own process group: stopping it also stops the task runner it forks. */
  const launch = (name, command, args, options = {}) => {
    const log = openSync(join(LOG_DIR, `${name}.log`), 'a');
    const child = spawn(command, args, { stdio: ['ignore', log, log], detached: true, ...options });
    child.unref();
    const entry = { name, pid: child.pid, exited: false, log: join(LOG_DIR, `${name}.log`) };
    child.once('exit', () => (entry.exited = true));
    processes.push(entry);
    return entry;
  };

  try {
    // Postgres: its own cluster, 127.0.0.1 only, no Unix socket, password auth over TCP.
    const pg = { port: await freePort(), user: 'papo', password: randomBytes(18).toString('hex'), database: 'n8n' };
    const owner = postgresUser();
    const pgData = join(runDir, 'pgdata');
    if (owner.uid !== undefined) chownSync(runDir, owner.uid, owner.gid);
    writeFileSync(join(runDir, 'pgpass'), pg.password, { mode: 0o600 });
    if (owner.uid !== undefined) chownSync(join(runDir, 'pgpass'), owner.uid, owner.gid);
    const initdbArgs = ['-D', pgData, '-U', pg.user, `--pwfile=${join(runDir, 'pgpass')}`];
    const initdb = spawnSync(
      join(PG_BIN, 'initdb'),
      [...initdbArgs, '--auth=scram-sha-256', '-E', 'UTF8', '--no-sync'],
      {
        ...owner,
        encoding: 'utf8',
      },
    );
    writeFileSync(join(LOG_DIR, 'initdb.log'), `${initdb.stdout}${initdb.stderr}`);
    if (initdb.status !== 0) throw new Error(`initdb failed; see ${LOG_DIR}/initdb.log`);
    const postgres = launch(
      'postgres',
      join(PG_BIN, 'postgres'),
      ['-D', pgData, '-p', String(pg.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      owner,
    );
    const psql = (sql, database = 'postgres') =>
      spawnSync('psql', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', pg.user, '-d', database, '-tAc', sql], {
        env: { ...process.env, PGPASSWORD: pg.password },
        encoding: 'utf8',
      });
    await waitFor('postgres', () => psql('select 1').status === 0, { exited: () => postgres.exited });
    if (psql(`create database ${pg.database}`).status !== 0) throw new Error('could not create the n8n database');
    stack.pg = { ...pg, psql: (sql) => psql(sql, pg.database) };

    // Redis: the queue. No persistence: a restart of this stack starts from an empty queue.
    const redis = { port: await freePort(), password: randomBytes(18).toString('hex') };
    const redisArgs = ['--port', String(redis.port), '--bind', '127.0.0.1', '--requirepass', redis.password];
    const redisServer = launch('redis', 'redis-server', [
      ...redisArgs,
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      runDir,
    ]);
    const ping = () =>
      spawnSync('redis-cli', ['-p', String(redis.port), '--no-auth-warning', '-a', redis.password, 'ping'], {
        encoding: 'utf8',
      }).stdout?.trim() === 'PONG';
    await waitFor('redis', ping, { exited: () => redisServer.exited });

    // One environment for every n8n process; each gets its own ports.
    const mainPort = await freePort();
    const webhookPort = await freePort();
    const webhookUrl = `http://127.0.0.1:${webhookPort}`;
    const frontPort = await freePort();
    const publicUrl = `http://127.0.0.1:${frontPort}`;
    const shared = {
      ...n8nEnv(mainPort),
      N8N_USER_FOLDER: join(runDir, 'n8n'),
      N8N_ENCRYPTION_KEY: randomBytes(24).toString('base64'),
      EXECUTIONS_MODE: 'queue',
      QUEUE_BULL_REDIS_HOST: '127.0.0.1',
      QUEUE_BULL_REDIS_PORT: String(redis.port),
      QUEUE_BULL_REDIS_PASSWORD: redis.password,
      DB_TYPE: 'postgresdb',
      DB_POSTGRESDB_HOST: '127.0.0.1',
      DB_POSTGRESDB_PORT: String(pg.port),
      DB_POSTGRESDB_DATABASE: pg.database,
      DB_POSTGRESDB_USER: pg.user,
      DB_POSTGRESDB_PASSWORD: pg.password,
      // Production webhooks are the webhook processor's job, not the main's.
      N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
      // The public URL (the front, see front.mjs): n8n builds Wait-node resume links with it.
      WEBHOOK_URL: `${publicUrl}/`,
      QUEUE_HEALTH_CHECK_ACTIVE: 'true',
      // A worker that dies holds its jobs' locks until they expire; Bull then hands each job
      // to another worker, which runs it again (n8n's default: a 60 s lock, so about two
      // minutes, and a message the dead worker had already stored is stored twice). Here a
      // lost job is noticed within seconds and fails instead: the visitor sees the error
      // and Retry at once, and the memory holds each message once. See ../README.md.
      QUEUE_WORKER_LOCK_DURATION: process.env.QUEUE_WORKER_LOCK_DURATION ?? '10000',
      QUEUE_WORKER_LOCK_RENEW_TIME: process.env.QUEUE_WORKER_LOCK_RENEW_TIME ?? '2500',
      QUEUE_WORKER_STALLED_INTERVAL: process.env.QUEUE_WORKER_STALLED_INTERVAL ?? '5000',
      QUEUE_WORKER_MAX_STALLED_COUNT: process.env.QUEUE_WORKER_MAX_STALLED_COUNT ?? '0',
    };
    mkdirSync(shared.N8N_USER_FOLDER, { recursive: true });
    const envFor = async (port) => ({
      ...shared,
      N8N_PORT: String(port),
      N8N_RUNNERS_BROKER_PORT: String(await freePort()),
      QUEUE_HEALTH_CHECK_PORT: String(port),
    });

    // Import: a credential for the chat memory, then the workflows with Postgres Chat Memory.
    const importDir = join(runDir, 'import');
    mkdirSync(join(importDir, 'workflows'), { recursive: true });
    const credential = {
      ...CREDENTIAL,
      type: 'postgres',
      data: {
        host: '127.0.0.1',
        port: pg.port,
        database: pg.database,
        user: pg.user,
        password: pg.password,
        ssl: 'disable',
      },
    };
    writeFileSync(join(importDir, 'credentials.json'), JSON.stringify([credential]));
    for (const workflow of [...readWorkflows(WORKFLOWS_DIR), ...readWorkflows(HERE)]) {
      writeFileSync(
        join(importDir, 'workflows', `${workflow.id}.json`),
        JSON.stringify(postgresVariant(workflow, CREDENTIAL)),
      );
    }
    const cli = await envFor(mainPort);
    run(
      BIN,
      ['import:credentials', `--input=${join(importDir, 'credentials.json')}`],
      'import-credentials.log',
      cli,
      LOG_DIR,
    );
    run(
      BIN,
      ['import:workflow', '--separate', `--input=${join(importDir, 'workflows')}`],
      'import-workflows.log',
      cli,
      LOG_DIR,
    );
    run(BIN, ['update:workflow', '--all', '--active=true'], 'activate.log', cli, LOG_DIR);

    const main = launch('main', BIN, ['start'], { cwd: N8N_DIR, env: cli });
    const mainUrl = `http://127.0.0.1:${mainPort}`;
    const healthy = (url) => () =>
      fetch(url, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.ok,
        () => false,
      );
    await waitFor('n8n main', healthy(`${mainUrl}/healthz/readiness`), { exited: () => main.exited });

    const startWorker = async (index) => {
      const port = await freePort();
      const worker = launch(`worker-${index + 1}`, BIN, ['worker', `--concurrency=${concurrency}`], {
        cwd: N8N_DIR,
        env: await envFor(port),
      });
      worker.healthUrl = `http://127.0.0.1:${port}/healthz/readiness`;
      stack.workers[index] = worker;
      return worker;
    };
    const workers = [];
    for (let index = 0; index < workerCount; index += 1) workers.push(await startWorker(index));
    const webhook = launch('webhook', BIN, ['webhook'], { cwd: N8N_DIR, env: await envFor(webhookPort) });
    for (const worker of workers)
      await waitFor(worker.name, healthy(worker.healthUrl), { exited: () => worker.exited });
    const ids = [...Object.values(WEBHOOKS), SLOW_WEBHOOK];
    await waitFor('n8n webhook processor', () => webhooksAnswer(webhookUrl, ids), { exited: () => webhook.exited });

    stack.front = await startFront({ port: frontPort, webhookPort, mainPort });
    Object.assign(stack, { mainUrl, webhookUrl, publicUrl, redis, startWorker });
    /** Restarts worker `index` (after a test killed it) and resolves once it is ready. */
    stack.restartWorker = async (index) => {
      const worker = await startWorker(index);
      await waitFor(worker.name, healthy(worker.healthUrl), { exited: () => worker.exited });
      return worker;
    };
    return stack;
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** Kills one process group at once, as a crashed machine would (no graceful shutdown). */
export function killNow(entry) {
  if (!entry.exited && isAlive(entry.pid)) process.kill(-entry.pid, 'SIGKILL');
}

async function stopOne(entry, signal) {
  if (entry.exited || !isAlive(entry.pid)) return;
  try {
    process.kill(-entry.pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (isAlive(entry.pid) && Date.now() < deadline) await sleep(200);
  if (isAlive(entry.pid)) process.kill(-entry.pid, 'SIGKILL');
}

/** n8n first (webhook processor, workers, main), then Redis, then Postgres (fast shutdown). */
async function stopAll(processes, runDir) {
  const n8n = processes.filter((entry) => !['redis', 'postgres'].includes(entry.name)).reverse();
  await Promise.all(n8n.map((entry) => stopOne(entry, 'SIGTERM')));
  for (const entry of processes.filter((item) => item.name === 'redis')) await stopOne(entry, 'SIGTERM');
  for (const entry of processes.filter((item) => item.name === 'postgres')) await stopOne(entry, 'SIGINT');
  rmSync(runDir, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await startQueueMode();
  // Children are detached (own process groups): this timer keeps the script, and so its
  // signal handlers, alive until Ctrl-C.
  const keepAlive = setInterval(() => {}, 60_000);
  let stopping = null;
  const stopOnce = () => {
    clearInterval(keepAlive);
    stopping ??= stack.stop().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopOnce);
  console.log(`n8n queue mode is up (logs in ${LOG_DIR}); Ctrl-C stops everything.`);
  console.log(`  main (editor, API):  ${stack.mainUrl}`);
  console.log(`  webhook processor:   ${stack.webhookUrl}/webhook/<id>/chat`);
  console.log(`  front (the widget's URL: HTTP to the webhook processor, /chat socket to the main):`);
  for (const [name, id] of Object.entries({ ...WEBHOOKS, slow: SLOW_WEBHOOK }))
    console.log(`    ${name}: ${stack.publicUrl}/webhook/${id}/chat`);
  console.log(`  workers:             ${stack.workers.map((worker) => `pid ${worker.pid}`).join(', ')}`);
  console.log(`  postgres:            127.0.0.1:${stack.pg.port} (user ${stack.pg.user}, db ${stack.pg.database})`);
  console.log(`  redis:               127.0.0.1:${stack.redis.port}`);
  console.log(`  data:                ${stack.runDir} (deleted on stop)`);
}
