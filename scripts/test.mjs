// `npm test`: every check CI runs. Each step is an npm script of its own; a failing step
// hides none of the others (only the steps that need its output are not run), and at the
// end one summary lists each step's result and time. Exits non-zero if any step failed.
//
// Steps run two at a time (PAPO_TEST_JOBS changes that; 1 runs them one by one, in the
// order below), each as soon as the steps it needs have passed. The steps that drive
// Chromium share one lane: two browsers at once were slower on 2 cores than one after the
// other. Each step's output is kept and printed whole when it ends, so two steps' lines
// never mix.
import { ensureChromium } from './ensure-chromium.mjs';
import { runSteps } from './test-steps.mjs';

/**
 * name: what the summary says; npm: the npm arguments; needs: steps that must pass first;
 * lane: steps with the same lane run one at a time. Listed in the order they start when
 * they can.
 */
const steps = [
  // First: most later steps need it (the end-to-end tests load dist/ and the examples use it;
  // the site's build also checks every internal link and anchor).
  { name: 'build', npm: ['run', 'build'] },
  // Then the Chromium lane, the longest chain (about half of the suite's time): it starts at
  // once and runs from end to end, while the other steps share the second job.
  { name: 'browser tests', npm: ['run', 'test:browser'], lane: 'chromium' },
  { name: 'story tests', npm: ['run', 'test:stories'], lane: 'chromium' },
  { name: 'end-to-end tests', npm: ['run', 'test:e2e'], needs: ['build'], lane: 'chromium' },
  { name: 'lint', npm: ['run', 'lint'] },
  { name: 'type-check', npm: ['run', 'typecheck'] },
  { name: 'API report', npm: ['run', 'api:check'] },
  { name: 'unit tests with coverage', npm: ['run', 'test:unit'] },
  { name: 'docs site tests', npm: ['test', '-w', 'docs-site'], needs: ['build'] },
  // Lia's tests over the real docs read the built site's docs-text.json.
  { name: 'webhook server', npm: ['run', 'check', '-w', 'examples/webhook-server'], needs: ['build'] },
  { name: 'package checks', npm: ['run', 'check:package'], needs: ['build'] },
  { name: 'size budgets', npm: ['run', 'check:size'], needs: ['build'] },
];

const jobs = Number(process.env.PAPO_TEST_JOBS ?? 2);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`PAPO_TEST_JOBS must be a whole number of at least 1, got "${process.env.PAPO_TEST_JOBS}".`);
  process.exit(2);
}

// Browser tests need it; finding it first fails fast on a bare machine.
process.env.CHROME_PATH = ensureChromium();
const results = await runSteps(steps, { jobs });
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
