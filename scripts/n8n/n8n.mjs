// A real n8n on 127.0.0.1 for the opt-in end-to-end tests (`npm run test:n8n`).
// install(): npm-installs n8n into a cache folder outside the work tree, once.
// start(): imports and activates examples/n8n/test-workflows/, starts n8n on a free (or given)
// port and resolves when every chat webhook answers. stop(): TERM, then KILL, by pid only.
// The version: PAPO_N8N_VERSION (test-n8n.mjs sets it from `--n8n=`), else 2.x (releases.mjs).
// CLI: node scripts/n8n/n8n.mjs install | start | stop
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authorizationOf, basicAuthCredential, newBasicAuth } from './basic-auth.mjs';
import { offlineEnv } from './offline-env.mjs';
import { CACHE_DIR, ensureNodeFor, majorOf, N8N_RELEASES, withNodeFor } from './releases.mjs';

export const N8N_VERSION = process.env.PAPO_N8N_VERSION ?? N8N_RELEASES[2];
const MAJOR = majorOf(N8N_VERSION);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WORKFLOWS_DIR = join(ROOT, 'examples', 'n8n', 'test-workflows');
/** Never inside the repository: 1.8 GB of node_modules would be linted, watched and packed. */
export const N8N_DIR = resolve(process.env.PAPO_N8N_DIR ?? join(CACHE_DIR, N8N_VERSION));
export const BIN = join(N8N_DIR, 'node_modules', '.bin', 'n8n');
const SQLITE_ADDON = join(N8N_DIR, 'node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node');
const PID_FILE = join(N8N_DIR, 'n8n.pid');
export const LOG_FILE = join(N8N_DIR, 'n8n.log');
/** Hosts other than 127.0.0.1 that an n8n process tried to reach (loopback-only.mjs). */
export const OUTBOUND_LOG = join(N8N_DIR, 'outbound.log');
const LOOPBACK_ONLY = join(dirname(fileURLToPath(import.meta.url)), 'loopback-only.mjs');

/** The test workflows' chat webhooks (their webhook ids are fixed in the JSON files). */
export const WEBHOOKS = {
  lastNode: 'a1b2c3d4-0000-4000-8000-0000000e0c01',
  streaming: 'a1b2c3d4-0000-4000-8000-0000000e0c02',
  hitl: 'a1b2c3d4-0000-4000-8000-0000000e0c03',
  buttons: 'a1b2c3d4-0000-4000-8000-0000000e0c04',
  /** Behind Basic Auth (basic-auth.mjs). */
  basicAuth: 'a1b2c3d4-0000-4000-8000-0000000e0c07',
};

export const isInstalled = () => existsSync(BIN) && existsSync(SQLITE_ADDON);

export function run(command, args, logName, env = process.env, logDir = N8N_DIR) {
  const log = join(logDir, logName);
  const result = spawnSync(command, args, { cwd: N8N_DIR, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  writeFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) throw new Error(`${command} ${args[0]} failed (exit ${result.status}); see ${log}`);
}

export function install() {
  if (isInstalled()) return;
  const nodeDir = ensureNodeFor(N8N_VERSION);
  const size = MAJOR >= 2 ? 'about 20 minutes and 3 GB' : 'about 7 minutes and 1.8 GB';
  console.log(`installing n8n@${N8N_VERSION} into ${N8N_DIR} (once: ${size} on 2 busy cores)…`);
  mkdirSync(N8N_DIR, { recursive: true });
  // 1.x's n8n-nodes-base pins xlsx to a tarball outside the npm registry: take the
  // registry's release instead (2.x no longer does). Install scripts would download from
  // GitHub; only sqlite3 needs one, and it is built from source afterwards.
  const manifest = {
    name: 'papo-n8n',
    private: true,
    dependencies: { n8n: N8N_VERSION },
    ...(MAJOR < 2 && { overrides: { xlsx: '0.18.5' } }),
  };
  writeFileSync(join(N8N_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // npm itself runs on n8n's Node, so its engine checks pass and sqlite3 builds for that Node.
  const env = withNodeFor(N8N_VERSION, process.env);
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], 'install.log', env);
  const headers = nodeDir === null ? [] : ['--build-from-source', `--nodedir=${nodeDir}`];
  run('npm', ['rebuild', 'sqlite3', ...headers, '--foreground-scripts'], 'rebuild.log', env);
}

/** Offline, quiet, local only. */
export function n8nEnv(port) {
  return {
    ...withNodeFor(N8N_VERSION, process.env),
    N8N_USER_FOLDER: join(N8N_DIR, 'home'),
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    N8N_PROTOCOL: 'http',
    WEBHOOK_URL: `http://127.0.0.1:${port}/`,
    DB_TYPE: 'sqlite',
    DB_SQLITE_POOL_SIZE: '1',
    // No calls home: each variable and why in offline-env.mjs.
    ...offlineEnv(MAJOR),
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
    // 1.x on the project's Node 20: the default `vm` engine's native addon needs Node 22, the
    // legacy engine no native code. 2.x runs on Node 24, where `vm` works.
    N8N_EXPRESSION_ENGINE: process.env.N8N_EXPRESSION_ENGINE ?? (MAJOR >= 2 ? 'vm' : 'legacy'),
    // Code nodes run in a task runner; 2.x always has one (there the variable is deprecated).
    ...(MAJOR < 2 && { N8N_RUNNERS_ENABLED: 'true' }),
    N8N_RUNNERS_MODE: 'internal',
    N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
    N8N_LOG_OUTPUT: 'console',
    N8N_SECURE_COOKIE: 'false',
    N8N_PUBLIC_API_DISABLED: 'true',
    N8N_BLOCK_ENV_ACCESS_IN_NODE: 'true',
    // Refuses and writes down any connection to a host other than 127.0.0.1 (test-n8n.mjs reads it).
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${JSON.stringify(LOOPBACK_ONLY)}`.trim(),
    PAPO_N8N_OUTBOUND_LOG: OUTBOUND_LOG,
  };
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A loadPreviousSession POST starts no execution; 200 means the webhook is registered. The
 * Basic Auth workflow needs `basicAuth`; the others ignore the header.
 */
export async function webhooksAnswer(baseUrl, ids, basicAuth) {
  const authorization = basicAuth ? { Authorization: authorizationOf(basicAuth) } : {};
  for (const id of ids) {
    const response = await fetch(`${baseUrl}/webhook/${id}/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authorization },
      body: JSON.stringify({ action: 'loadPreviousSession', sessionId: 'papo-n8n-probe' }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    if (response?.status !== 200) return false;
  }
  return true;
}

/** Import leaves workflows inactive: 2.x publishes them (`update:workflow --active` is deprecated there). */
export function activateWorkflows(ids, env, logDir = N8N_DIR) {
  for (const id of ids) {
    const args = MAJOR >= 2 ? ['publish:workflow', `--id=${id}`] : ['update:workflow', `--id=${id}`, '--active=true'];
    run(BIN, args, `activate-${id}.log`, env, logDir);
  }
}

/** The test workflows, then `extra` (workflow objects, e.g. the examples), imported and published. */
function importWorkflows(env, credentials, extra) {
  const credentialsFile = join(N8N_DIR, 'credentials.json');
  writeFileSync(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  run(BIN, ['import:credentials', `--input=${credentialsFile}`], 'import-credentials.log', env);
  rmSync(credentialsFile);
  run(BIN, ['import:workflow', '--separate', `--input=${WORKFLOWS_DIR}`], 'import.log', env);
  const extraDir = join(N8N_DIR, 'extra-workflows');
  rmSync(extraDir, { recursive: true, force: true });
  mkdirSync(extraDir);
  for (const workflow of extra) writeFileSync(join(extraDir, `${workflow.id}.json`), JSON.stringify(workflow));
  if (extra.length) run(BIN, ['import:workflow', '--separate', `--input=${extraDir}`], 'import-extra.log', env);
  const files = readdirSync(WORKFLOWS_DIR).filter((name) => name.endsWith('.json'));
  activateWorkflows(
    [...files.map((file) => JSON.parse(readFileSync(join(WORKFLOWS_DIR, file), 'utf8')).id), ...extra.map((w) => w.id)],
    env,
  );
}

/** The chat webhook ids of workflow objects (their Chat Triggers' `webhookId`). */
export const webhookIdsOf = (workflows) =>
  workflows.flatMap((workflow) =>
    workflow.nodes.filter((node) => node.type === '@n8n/n8n-nodes-langchain.chatTrigger').map((node) => node.webhookId),
  );

/**
 * Starts n8n and resolves `{ pid, baseUrl, basicAuth }` once every test webhook answers. Port:
 * `PAPO_N8N_PORT`, else a free one. Refuses when its pid file points at a live process.
 * `credentials` and `workflows` are imported too (the examples: scripts/n8n/examples.mjs).
 */
export async function start({ timeoutMs = 300_000, credentials = [], workflows = [] } = {}) {
  if (!isInstalled()) throw new Error(`n8n is not installed in ${N8N_DIR}: run \`node scripts/n8n/n8n.mjs install\``);
  if (existsSync(PID_FILE) && isAlive(Number(readFileSync(PID_FILE, 'utf8')))) {
    throw new Error(`an n8n started from ${N8N_DIR} is still running (pid file ${PID_FILE}): stop it first`);
  }
  const port = Number(process.env.PAPO_N8N_PORT ?? (await freePort()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The task broker's default port (5679) may be another n8n's.
  const env = { ...n8nEnv(port), N8N_RUNNERS_BROKER_PORT: String(await freePort()) };
  mkdirSync(env.N8N_USER_FOLDER, { recursive: true });
  const basicAuth = newBasicAuth();
  importWorkflows(env, [basicAuthCredential(basicAuth), ...credentials], workflows);
  const ids = [...Object.values(WEBHOOKS), ...webhookIdsOf(workflows)];
  const log = openSync(LOG_FILE, 'w');
  // Its own process group, so a Ctrl-C reaches our handler (which stops it) and not n8n half-way.
  const child = spawn(BIN, ['start'], { cwd: N8N_DIR, env, stdio: ['ignore', log, log], detached: true });
  child.unref();
  writeFileSync(PID_FILE, String(child.pid));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      rmSync(PID_FILE, { force: true });
      throw new Error(`n8n exited during startup; see ${LOG_FILE}`);
    }
    if (await webhooksAnswer(baseUrl, ids, basicAuth)) return { pid: child.pid, baseUrl, basicAuth };
    // Poll again: n8n registers the webhooks one workflow after another while it starts.
    await new Promise((wait) => setTimeout(wait, 500));
  }
  await stop();
  throw new Error(`n8n did not answer on its chat webhooks within ${timeoutMs / 1000} s; see ${LOG_FILE}`);
}

/** Stops the n8n whose pid start() wrote: TERM, then KILL after 30 s. Never by name. */
export async function stop() {
  if (!existsSync(PID_FILE)) return;
  const pid = Number(readFileSync(PID_FILE, 'utf8'));
  if (pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 30_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 200));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(PID_FILE, { force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'install') install();
  else if (command === 'start') {
    const { pid, baseUrl, basicAuth } = await start();
    console.log(`n8n ${N8N_VERSION} is up: ${baseUrl} (pid ${pid}, log ${LOG_FILE})`);
    console.log(`  Basic Auth of basicAuth: ${basicAuth.user} / ${basicAuth.password}`);
    for (const [name, id] of Object.entries(WEBHOOKS)) console.log(`  ${name}: ${baseUrl}/webhook/${id}/chat`);
  } else if (command === 'stop') await stop();
  else {
    console.error('usage: node scripts/n8n/n8n.mjs install | start | stop');
    process.exit(2);
  }
}
