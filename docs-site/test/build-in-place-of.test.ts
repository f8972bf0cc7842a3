/**
 * The site's build swaps a whole new dist/ in only when every step passed
 * (scripts/build-in-place-of.mjs): a server serving dist/ beside a rebuild (`npm start`
 * beside `npm test`) never sees it emptied or half-written, and a failed build leaves it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildInPlaceOf, WORK_DIR } from '../scripts/build-in-place-of.mjs';

let cwd = '';
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'papo-site-build-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

/** A whole build: a page, and a marker saying which build it is. */
function writeBuild(folder: string, which: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), `<h1>${which}</h1>`);
  writeFileSync(join(folder, 'build.txt'), which);
}

/** What a server reading dist/ would serve now. */
function served() {
  const dist = join(cwd, 'dist');
  if (!existsSync(join(dist, 'index.html'))) return 'nothing';
  return readFileSync(join(dist, 'build.txt'), 'utf8');
}

/** Steps in-process: each one writes part of a build into `out`, and records what dist/ serves meanwhile. */
function fakeSteps(outcomes: boolean[]) {
  const seen: string[] = [];
  const steps = outcomes.map((_, index) => (out: string) => ['step', [String(index), out]] as [string, string[]]);
  const run = (_command: string, [index, out]: string[]) => {
    seen.push(served());
    if (index === '0') {
      // Like astro build, the first step makes the folder.
      mkdirSync(join(cwd, out!), { recursive: true });
      writeFileSync(join(cwd, out!, 'build.txt'), 'new');
    }
    if (index === '1') writeFileSync(join(cwd, out!, 'index.html'), '<h1>new</h1>');
    seen.push(served());
    return outcomes[Number(index)]!;
  };
  return { steps, run, seen };
}

it('serves the old build while the new one is made, then the new one whole', () => {
  writeBuild(join(cwd, 'dist'), 'old');
  const { steps, run, seen } = fakeSteps([true, true, true]);
  expect(buildInPlaceOf('dist', { cwd, steps, run })).toEqual({ ok: true });
  expect(seen.every((what) => what === 'old')).toBe(true);
  expect(served()).toBe('new');
  expect(readFileSync(join(cwd, 'dist', 'index.html'), 'utf8')).toBe('<h1>new</h1>');
  // Nothing left over beside it.
  expect(existsSync(join(cwd, WORK_DIR))).toBe(false);
});

it('leaves the last good build in place when a step fails, and says which', () => {
  writeBuild(join(cwd, 'dist'), 'old');
  const { steps, run } = fakeSteps([true, false, true]);
  expect(buildInPlaceOf('dist', { cwd, steps, run })).toEqual({
    ok: false,
    failed: `step 1 ${join(WORK_DIR, 'next', 'dist')}`,
  });
  expect(served()).toBe('old');
  expect(readFileSync(join(cwd, 'dist', 'index.html'), 'utf8')).toBe('<h1>old</h1>');
});

it('puts the first build in place when there is none yet, and starts over from a failed one', () => {
  mkdirSync(join(cwd, WORK_DIR, 'next', 'dist', 'stale'), { recursive: true });
  const { steps, run } = fakeSteps([true, true]);
  expect(buildInPlaceOf('dist', { cwd, steps, run })).toEqual({ ok: true });
  expect(served()).toBe('new');
  expect(existsSync(join(cwd, 'dist', 'stale'))).toBe(false);
});
