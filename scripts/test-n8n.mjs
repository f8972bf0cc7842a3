// `npm run test:n8n`: the widget against a real n8n (opt-in, not part of `npm test`).
// Installs n8n once if missing, builds the library if dist/ is missing, starts n8n with the
// workflows in examples/n8n/test-workflows/, runs the `n8n` vitest project in Chromium and
// always stops n8n, also when the tests fail or the run is interrupted.
// `--queue`: n8n in queue mode instead (examples/n8n/queue-mode/: Postgres, Redis, main, two
// workers, a webhook processor), the same tests against the webhook processor plus
// test/n8n-queue/, then the soak (scripts/n8n/soak.mjs); everything is stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { install, LOG_FILE, start, stop } from './n8n/n8n.mjs';
import { startQueue } from './n8n/queue.mjs';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
process.env.CHROME_PATH = ensureChromium();
const queue = process.argv.includes('--queue');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--queue');

install();
if (!existsSync('dist/browser/papo-chat.js')) {
  console.log('building the library (dist/ is missing)…');
  if (spawnSync('npm', ['run', 'build:lib'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

let stack = null;
let vitest = null;
let stopping = null;
const stopOnce = () => (stopping ??= queue ? (stack?.stop() ?? Promise.resolve()) : stop());
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
    const { baseUrl, pid } = await start();
    console.log(`n8n is up at ${baseUrl} (pid ${pid}) after ${seconds()}`);
    env = { PAPO_N8N_URL: baseUrl };
  }
  vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'n8n', ...vitestArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  status = await new Promise((resolveExit) => vitest.once('exit', (code) => resolveExit(code ?? 1)));
  if (queue && status === 0) status = await stack.soak();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`n8n's log: ${queue ? 'in ~/.cache/papo-n8n/<version>/queue-mode-logs/' : LOG_FILE}`);
} finally {
  await stopOnce();
}
console.log(`${status === 0 ? '✔' : '✖'} test:n8n ${status === 0 ? 'passed' : 'failed'} in ${seconds()}`);
process.exit(status);
