// The processes under n8n's queue mode, for queue-mode.mjs: Debian's Postgres and Redis on
// 127.0.0.1 with their own ports and data, each child in its own process group, and
// stopping by pid (n8n first, Postgres last).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, isAlive, N8N_DIR } from '../../../scripts/n8n/n8n.mjs';

/** Logs of the last run stay here (the data directory is deleted on stop). */
export const LOG_DIR = join(N8N_DIR, 'queue-mode-logs');
const PG_BIN = process.env.PAPO_PG_BIN ?? '/usr/lib/postgresql/15/bin';

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** Debian's packages, when missing (root only; otherwise say what to install). */
export function ensurePackages({ redis = true } = {}) {
  const missing = [];
  if (!existsSync(join(PG_BIN, 'postgres'))) missing.push('postgresql');
  if (redis && spawnSync('which', ['redis-server']).status !== 0) missing.push('redis-server');
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

export async function waitFor(what, check, { timeoutMs = 180_000, exited = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${what} exited during startup; see ${LOG_DIR}`);
    if (await check()) return;
    await sleep(500);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s; see ${LOG_DIR}`);
}

/** Starts children in their own process group (stopping one also stops the task runner it forks). */
export function launcher(processes, logDir = LOG_DIR) {
  return (name, command, args, options = {}) => {
    const log = openSync(join(logDir, `${name}.log`), 'a');
    const child = spawn(command, args, { stdio: ['ignore', log, log], detached: true, ...options });
    child.unref();
    const entry = { name, pid: child.pid, exited: false, log: join(logDir, `${name}.log`) };
    child.once('exit', () => (entry.exited = true));
    processes.push(entry);
    return entry;
  };
}

/** Postgres: its own cluster, 127.0.0.1 only, no Unix socket, password auth over TCP. */
export async function startPostgres(launch, runDir, logDir = LOG_DIR) {
  const pg = { port: await freePort(), user: 'papo', password: randomBytes(18).toString('hex'), database: 'n8n' };
  const owner = postgresUser();
  const pgData = join(runDir, 'pgdata');
  if (owner.uid !== undefined) chownSync(runDir, owner.uid, owner.gid);
  writeFileSync(join(runDir, 'pgpass'), pg.password, { mode: 0o600 });
  if (owner.uid !== undefined) chownSync(join(runDir, 'pgpass'), owner.uid, owner.gid);
  const initdbArgs = ['-D', pgData, '-U', pg.user, `--pwfile=${join(runDir, 'pgpass')}`];
  const initdb = spawnSync(join(PG_BIN, 'initdb'), [...initdbArgs, '--auth=scram-sha-256', '-E', 'UTF8', '--no-sync'], {
    ...owner,
    encoding: 'utf8',
  });
  writeFileSync(join(logDir, 'initdb.log'), `${initdb.stdout}${initdb.stderr}`);
  if (initdb.status !== 0) throw new Error(`initdb failed; see ${logDir}/initdb.log`);
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
  return { ...pg, psql: (sql) => psql(sql, pg.database) };
}

/** Redis: the queue. No persistence: a restart of this stack starts from an empty queue. */
export async function startRedis(launch, runDir) {
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
  return redis;
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
export async function stopAll(processes, runDir) {
  const n8n = processes.filter((entry) => !['redis', 'postgres'].includes(entry.name)).reverse();
  await Promise.all(n8n.map((entry) => stopOne(entry, 'SIGTERM')));
  for (const entry of processes.filter((item) => item.name === 'redis')) await stopOne(entry, 'SIGTERM');
  for (const entry of processes.filter((item) => item.name === 'postgres')) await stopOne(entry, 'SIGINT');
  rmSync(runDir, { recursive: true, force: true });
}
