// `npm run test:n8n`: the widget against a real n8n (opt-in, not part of `npm test`).
// Installs n8n once if missing, builds the library if dist/ is missing, starts n8n with the
// workflows in examples/n8n/test-workflows/, runs the `n8n` vitest project in Chromium and
// always stops n8n, also when the tests fail or the run is interrupted.
// `--n8n=1`: n8n 1.123.81 instead of today's 2.x (`--n8n=2`, the default; or an exact version).
// `--queue`: n8n in queue mode instead (examples/n8n/queue-mode/: Postgres, Redis, main, two
// workers, a webhook processor), the same tests against the webhook processor plus
// test/n8n-queue/, then the soak (scripts/n8n/soak.mjs); everything is stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { n8nVersionOf } from './n8n/releases.mjs';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
process.env.CHROME_PATH = ensureChromium();
const queue = process.argv.includes('--queue');
const n8nFlag = process.argv.find((arg) => arg === '--n8n' || arg.startsWith('--n8n='));
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--queue' && arg !== n8nFlag);
try {
  // The version is read when n8n.mjs loads, so it is settled before the imports below.
  if (n8nFlag !== undefined) process.env.PAPO_N8N_VERSION = n8nVersionOf(n8nFlag.split('=')[1] ?? '');
  else process.env.PAPO_N8N_VERSION ??= n8nVersionOf(undefined);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const { install, LOG_FILE, N8N_DIR, N8N_VERSION, OUTBOUND_LOG, start, stop } = await import('./n8n/n8n.mjs');
const { startQueue } = await import('./n8n/queue.mjs');
const { basicAuthEnv } = await import('./n8n/basic-auth.mjs');
const { examplesEnv } = await import('./n8n/examples.mjs');
const { startExampleServices } = await import('./n8n/example-services.mjs');

install();
if (!existsSync('dist/browser/papo-chat.js')) {
  console.log('building the library (dist/ is missing)…');
  if (spawnSync('npm', ['run', 'build:lib'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

let stack = null;
let examples = null;
let vitest = null;
let stopping = null;
const stopOnce = () =>
  (stopping ??= queue ? (stack?.stop() ?? Promise.resolve()) : stop().then(() => examples?.stop()));
rmSync(OUTBOUND_LOG, { force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    vitest?.kill('SIGTERM');
    console.error(`\n${signal}: stopping n8n${queue ? ' and its Postgres and Redis' : ''}…`);
    void stopOnce().then(() => process.exit(130));
  });
}

let status = 1;
try {
  let env;
  if (queue) {
    stack = await startQueue(seconds);
    env = stack.testEnv;
  } else {
    examples = await startExampleServices();
    const { baseUrl, pid, basicAuth } = await start(examples);
    console.log(`n8n ${N8N_VERSION} is up at ${baseUrl} (pid ${pid}) after ${seconds()}`);
    env = { PAPO_N8N_URL: baseUrl, ...basicAuthEnv(basicAuth), ...examplesEnv() };
  }
  vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'n8n', ...vitestArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  status = await new Promise((resolveExit) => vitest.once('exit', (code) => resolveExit(code ?? 1)));
  if (queue && status === 0) status = await stack.soak();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`n8n's log: ${queue ? `in ${N8N_DIR}/queue-mode-logs/` : LOG_FILE}`);
} finally {
  await stopOnce();
}
// Every n8n process refused and wrote down any host other than 127.0.0.1 (loopback-only.mjs).
const outbound = existsSync(OUTBOUND_LOG) ? readFileSync(OUTBOUND_LOG, 'utf8').trim() : '';
if (outbound) {
  console.error(`✖ n8n tried to reach hosts other than 127.0.0.1 (pid host[:port]):\n${outbound}`);
  console.error('turn that call off in n8nEnv() (scripts/n8n/n8n.mjs)');
  status = 1;
}
console.log(
  `${status === 0 ? '✔' : '✖'} test:n8n (n8n ${N8N_VERSION}) ${status === 0 ? 'passed' : 'failed'} in ${seconds()}`,
);
process.exit(status);
