// `npm run test:n8n`: the widget against a real n8n (opt-in, not part of `npm test`).
// Installs n8n once if missing, builds the library if dist/ is missing, starts n8n with the
// workflows in examples/n8n/test-workflows/, runs the `n8n` vitest project in Chromium and
// always stops n8n, also when the tests fail or the run is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { install, LOG_FILE, start, stop } from './n8n/n8n.mjs';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
process.env.CHROME_PATH = ensureChromium();

install();
if (!existsSync('dist/browser/papo-chat.js')) {
  console.log('building the library (dist/ is missing)…');
  if (spawnSync('npm', ['run', 'build:lib'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

let stopping = null;
const stopOnce = () => (stopping ??= stop());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping n8n…`);
    void stopOnce().then(() => process.exit(130));
  });
}

let status = 1;
try {
  const { baseUrl, pid } = await start();
  console.log(`n8n is up at ${baseUrl} (pid ${pid}) after ${seconds()}`);
  const vitest = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'n8n', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, PAPO_N8N_URL: baseUrl },
    },
  );
  status = await new Promise((resolveExit) => vitest.once('exit', (code) => resolveExit(code ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`n8n's log: ${LOG_FILE}`);
} finally {
  await stopOnce();
}
console.log(`${status === 0 ? '✔' : '✖'} test:n8n ${status === 0 ? 'passed' : 'failed'} in ${seconds()}`);
process.exit(status);
