// Runs npm test's steps: up to `jobs` at once, each when the steps it needs have passed and
// its lane is free; every step's output printed whole when it ends; then a summary.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * @typedef {{ name: string, npm: string[], needs?: string[], lane?: string }} Step
 * @typedef {{ name: string, status: 'passed' | 'failed' | 'not run', seconds: number, note: string }} Result
 */

/** Checks the list before anything runs: a misspelt `needs` must not pass silently. */
export function checkSteps(steps) {
  const names = new Set();
  for (const step of steps) {
    if (!step.name || !Array.isArray(step.npm))
      throw new Error(`each step needs a "name" and an "npm" array: ${JSON.stringify(step)}`);
    if (names.has(step.name)) throw new Error(`two steps are named "${step.name}"`);
    names.add(step.name);
  }
  // A step lists only steps above it, so no two steps can wait for each other.
  const above = new Set();
  for (const step of steps) {
    for (const need of step.needs ?? []) {
      if (!above.has(need)) {
        throw new Error(`step "${step.name}" needs "${need}", which is not a step listed above it`);
      }
    }
    above.add(step.name);
  }
}

/**
 * @param {Step[]} steps
 * @param {{ jobs: number, run?: (step: Step) => Promise<{ code: number | null, output: string }>, log?: (text: string) => void }} options
 *   `run` and `log` are for tests; by default a step is `npm …` and the log is stdout.
 * @returns {Promise<Result[]>} in the order of `steps`
 */
export async function runSteps(steps, { jobs, run = runNpm, log = (text) => process.stdout.write(text) }) {
  checkSteps(steps);
  const started = Date.now();
  /** @type {Map<string, Result>} */
  const results = new Map();
  const running = new Set();
  const busyLanes = new Set();
  /** The output of each failed step, shown again at the end. */
  const failures = new Map();

  const blockedBy = (step) =>
    (step.needs ?? []).find((need) => results.has(need) && results.get(need).status !== 'passed');
  const ready = (step) =>
    !results.has(step.name) &&
    !running.has(step.name) &&
    (step.needs ?? []).every((need) => results.get(need)?.status === 'passed') &&
    !(step.lane && busyLanes.has(step.lane));

  await new Promise((finish) => {
    const schedule = () => {
      // A step whose needed step failed (or was not run) is not run either, and says why.
      let changed = true;
      while (changed) {
        changed = false;
        for (const step of steps) {
          const blocker = results.has(step.name) ? undefined : blockedBy(step);
          if (blocker) {
            results.set(step.name, { name: step.name, status: 'not run', seconds: 0, note: `needs "${blocker}"` });
            log(`\n○ ${step.name}: not run, it needs "${blocker}", which did not pass\n`);
            changed = true;
          }
        }
      }
      for (const step of steps) {
        if (running.size >= jobs) break;
        if (!ready(step)) continue;
        running.add(step.name);
        if (step.lane) busyLanes.add(step.lane);
        log(`▶ ${step.name}: npm ${step.npm.join(' ')} (started at ${clock(started)})\n`);
        const begun = Date.now();
        run(step)
          .catch((error) => ({ code: null, output: `${error?.stack ?? error}\n` }))
          .then(({ code, output }) => {
            const seconds = (Date.now() - begun) / 1000;
            const status = code === 0 ? 'passed' : 'failed';
            results.set(step.name, { name: step.name, status, seconds, note: code === 0 ? '' : `exit code ${code}` });
            if (status === 'failed') failures.set(step.name, output);
            running.delete(step.name);
            if (step.lane) busyLanes.delete(step.lane);
            const mark = status === 'passed' ? '✔' : '✖';
            log(`\n━━━ ${mark} ${step.name} (${duration(seconds)}): npm ${step.npm.join(' ')} ━━━\n${output}`);
            log(`━━━ ${mark} ${step.name} ${status} in ${duration(seconds)} ━━━\n\n`);
            schedule();
          });
      }
      if (running.size === 0 && results.size === steps.length) finish(undefined);
    };
    schedule();
  });

  const ordered = steps.map((step) => results.get(step.name));
  // A CI log is often read from its end only: what failed comes again just above the summary.
  for (const [name, output] of failures) log(`\n━━━ what failed in ${name} ━━━\n${failureExcerpt(output)}`);
  log(summary(ordered, (Date.now() - started) / 1000));
  return ordered;
}

/**
 * The part of a failed step's output that says what failed, in at most `maxLines` lines and
 * without colours: from vitest's first "Failed Suites", "Failed Tests" or "Unhandled Errors"
 * section when there is one, else the output's last lines.
 */
export function failureExcerpt(output, maxLines = 60) {
  const lines = stripVTControlCharacters(output).trimEnd().split('\n');
  const failedTests = lines.findIndex((line) => /⎯{3,} (Failed (Tests|Suites)|Unhandled Errors?)\b/.test(line));
  const from = failedTests >= 0 ? failedTests : Math.max(0, lines.length - maxLines);
  const shown = lines.slice(from, from + maxLines);
  const cut = lines.length - from - shown.length;
  return `${shown.join('\n')}\n${cut > 0 ? `… ${cut} more lines in the step's output above\n` : ''}`;
}

/** One line per step, then the total. */
export function summary(results, totalSeconds) {
  const width = Math.max(...results.map((result) => result.name.length));
  const marks = { passed: '✔', failed: '✖', 'not run': '○' };
  const lines = results.map(
    (result) =>
      `  ${marks[result.status]} ${result.name.padEnd(width)}  ${result.status.padEnd(7)}  ${result.status === 'not run' ? '' : duration(result.seconds).padStart(7)}${result.note ? `  (${result.note})` : ''}`,
  );
  const failed = results.filter((result) => result.status !== 'passed').length;
  const verdict =
    failed === 0 ? `✔ all ${results.length} steps passed` : `✖ ${failed} of ${results.length} steps did not pass`;
  return `\nnpm test summary\n${lines.join('\n')}\n${verdict} in ${duration(totalSeconds)}\n`;
}

function duration(seconds) {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

function clock(since) {
  return duration((Date.now() - since) / 1000);
}

/** `npm …` with its stdout and stderr kept together, in the order they were written. */
function runNpm(step) {
  return new Promise((resolve, reject) => {
    // Colours as on a terminal when ours is one, although the step's output goes to a pipe.
    const color = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
    const child = spawn('npm', step.npm, { env: { ...process.env, ...color }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString() }));
  });
}
