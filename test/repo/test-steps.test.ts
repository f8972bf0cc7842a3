/**
 * npm test's runner (scripts/test-steps.mjs): a failing step hides none of the others, steps
 * run at most `jobs` at a time and one per lane, a step waits for the steps it needs, and the
 * summary lists every step. Steps here are promises the test settles, not processes.
 */
import { describe, expect, it, vi } from 'vitest';
import { failureExcerpt, runSteps, summary } from '../../scripts/test-steps.mjs';

type Step = { name: string; npm: string[]; needs?: string[]; lane?: string };

/** A fake `run`: records what is running, and lets the test end each step with a code. */
function controlledRun() {
  const pending = new Map<string, (code: number) => void>();
  const running = new Set<string>();
  const started: string[] = [];
  let most = 0;
  const waiters: (() => void)[] = [];
  return {
    started,
    running,
    most: () => most,
    run(step: Step) {
      started.push(step.name);
      running.add(step.name);
      most = Math.max(most, running.size);
      waiters.splice(0).forEach((wake) => wake());
      return new Promise<{ code: number; output: string }>((resolve) => {
        pending.set(step.name, (code) => {
          running.delete(step.name);
          resolve({ code, output: `output of ${step.name}\n` });
        });
      });
    },
    /** Ends `name` once it has started. */
    async end(name: string, code = 0) {
      while (!pending.has(name)) await new Promise<void>((wake) => waiters.push(wake));
      pending.get(name)!(code);
      pending.delete(name);
    },
  };
}

const step = (name: string, extra: Partial<Step> = {}): Step => ({ name, npm: ['run', name], ...extra });

describe('runSteps', () => {
  it('runs every step after one fails, skips only what needs it, and reports each', async () => {
    const fake = controlledRun();
    const log: string[] = [];
    const steps = [step('build'), step('lint'), step('e2e', { needs: ['build'] }), step('unit')];
    const done = runSteps(steps, { jobs: 2, run: fake.run, log: (text: string) => log.push(text) });
    await fake.end('build', 1);
    await fake.end('lint', 0);
    await fake.end('unit', 2);
    const results = await done;
    expect(results.map((result) => [result.name, result.status])).toEqual([
      ['build', 'failed'],
      ['lint', 'passed'],
      ['e2e', 'not run'],
      ['unit', 'failed'],
    ]);
    expect(fake.started).toEqual(['build', 'lint', 'unit']);
    const text = log.join('');
    // Each step's output is printed whole, under its name.
    expect(text).toMatch(/✖ build[^\n]*\noutput of build\n/);
    expect(text).toMatch(/✔ lint[^\n]*\noutput of lint\n/);
    expect(text).toContain('3 of 4 steps did not pass');
    // What failed comes again just above the summary, for a log read from its end.
    const end = text.slice(text.lastIndexOf('output of lint'));
    expect(end).toMatch(
      /what failed in build ━━━\noutput of build\n[\s\S]*what failed in unit ━━━\noutput of unit\n[\s\S]*npm test summary/,
    );
  });

  it('runs at most `jobs` steps at once, one per lane, each after the steps it needs', async () => {
    const fake = controlledRun();
    const steps = [
      step('build'),
      step('browser', { lane: 'chromium' }),
      step('stories', { lane: 'chromium' }),
      step('e2e', { needs: ['build'], lane: 'chromium' }),
      step('lint'),
    ];
    const done = runSteps(steps, { jobs: 2, run: fake.run, log: () => {} });
    await fake.end('build');
    await vi.waitFor(() => expect([...fake.running].sort()).toEqual(['browser', 'lint']));
    await fake.end('browser');
    // The lane is free again: the next of its steps starts, not the other.
    await vi.waitFor(() => expect([...fake.running].sort()).toEqual(['lint', 'stories']));
    await fake.end('lint');
    await fake.end('stories');
    await fake.end('e2e');
    const results = await done;
    expect(results.every((result) => result.status === 'passed')).toBe(true);
    expect(fake.most()).toBe(2);
    expect(fake.started).toEqual(['build', 'browser', 'lint', 'stories', 'e2e']);
  });

  it('with one job, runs the steps one by one in their order', async () => {
    const fake = controlledRun();
    const steps = [step('a'), step('b'), step('c', { needs: ['a'] })];
    const done = runSteps(steps, { jobs: 1, run: fake.run, log: () => {} });
    for (const name of ['a', 'b', 'c']) await fake.end(name);
    await done;
    expect(fake.started).toEqual(['a', 'b', 'c']);
    expect(fake.most()).toBe(1);
  });

  it('refuses a step list that names a step it does not have above', async () => {
    const run = () => Promise.resolve({ code: 0, output: '' });
    await expect(runSteps([step('e2e', { needs: ['biuld'] })], { jobs: 2, run, log: () => {} })).rejects.toThrow(
      'step "e2e" needs "biuld", which is not a step listed above it',
    );
    await expect(runSteps([step('a'), step('a')], { jobs: 2, run, log: () => {} })).rejects.toThrow(
      'two steps are named "a"',
    );
  });
});

it('summary: one line per step with its result and time', () => {
  const text = summary(
    [
      { name: 'lint', status: 'passed', seconds: 75, note: '' },
      { name: 'e2e', status: 'not run', seconds: 0, note: 'needs "build"' },
    ],
    400,
  );
  expect(text).toContain('✔ lint  passed   1 min 15 s');
  expect(text).toContain('○ e2e   not run');
  expect(text).toContain('(needs "build")');
  expect(text).toContain('✖ 1 of 2 steps did not pass in 6 min 40 s');
});

describe('failureExcerpt', () => {
  const passing = Array.from({ length: 200 }, (_, line) => ` ✓ test ${line}`);

  it("starts at vitest's failed-tests section, without colours, and bounds its length", () => {
    const failed = [
      '\x1b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\x1b[39m',
      ' FAIL  test/a.test.ts > sends',
      'AssertionError: expected 1 to be 2',
    ];
    const after = Array.from({ length: 100 }, (_, line) => `  at frame ${line}`);
    const excerpt = failureExcerpt([...passing, ...failed, ...after].join('\n'), 10);
    expect(excerpt.split('\n').slice(0, 3)).toEqual([
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      ' FAIL  test/a.test.ts > sends',
      'AssertionError: expected 1 to be 2',
    ]);
    expect(excerpt).not.toContain('✓');
    expect(excerpt).toContain("… 93 more lines in the step's output above");
  });

  it('is the last lines of an output with no such section', () => {
    const excerpt = failureExcerpt([...passing, 'Error: lint found 2 problems'].join('\n'), 3);
    expect(excerpt).toBe(' ✓ test 198\n ✓ test 199\nError: lint found 2 problems\n');
  });
});
