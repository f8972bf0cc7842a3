// `npm test`: every check CI runs, in order, stopping at the first failure with a clear
// line saying which step failed. Each step is also an npm script of its own.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['lint', ['run', 'lint']],
  ['type-check', ['run', 'typecheck']],
  ['unit tests with coverage', ['run', 'test:unit']],
  // Built before the browser steps: the end-to-end tests load dist/ and the examples use it;
  // the site's build also checks every internal link and anchor.
  ['build (library, docs site, search index)', ['run', 'build']],
  ['docs site tests', ['test', '-w', 'docs-site']],
  // After the build: Lia's tests over the real docs read the built site's docs-text.json.
  ['webhook server type-check and tests', ['run', 'check', '-w', 'examples/webhook-server']],
  ['package checks (publint, are-the-types-wrong)', ['run', 'check:package']],
  ['size budgets', ['run', 'check:size']],
  ['browser tests (Chromium)', ['run', 'test:browser']],
  ['story tests (Chromium, axe)', ['run', 'test:stories']],
  ['end-to-end tests (Chromium)', ['run', 'test:e2e']],
];

const started = Date.now();
// Browser tests (from the widget on) need it; finding it first fails fast on a bare machine.
process.env.CHROME_PATH = ensureChromium();

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ npm test failed at step "${name}" (exit code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
