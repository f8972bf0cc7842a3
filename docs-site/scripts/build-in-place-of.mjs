// Builds into a fresh folder, then swaps it in for the served one with renames, so the
// served folder is always a whole build: the old one until the new one has passed every
// step, then the new one.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where builds are made and old ones wait to be removed. Inside it, both are folders named
 * `dist`, which .gitignore and the linters already skip.
 */
export const WORK_DIR = '.build';

/**
 * @param {string} target the served folder, relative to `cwd`
 * @param {{
 *   cwd: string,
 *   steps: ((out: string) => [string, string[]])[],
 *   run: (command: string, args: string[]) => boolean,
 * }} options `run` runs one step in `cwd` and says whether it passed
 * @returns {{ ok: true } | { ok: false, failed: string }}
 */
export function buildInPlaceOf(target, { cwd, steps, run }) {
  const work = join(cwd, WORK_DIR);
  const next = join(WORK_DIR, 'next', 'dist');
  const old = join(WORK_DIR, 'old', 'dist');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(cwd, WORK_DIR, 'next'), { recursive: true });
  for (const step of steps) {
    const [command, args] = step(next);
    if (!run(command, args)) return { ok: false, failed: [command, ...args].join(' ') };
  }
  mkdirSync(join(cwd, WORK_DIR, 'old'), { recursive: true });
  // Two renames, microseconds apart: the served folder is never partly written.
  if (existsSync(join(cwd, target))) renameSync(join(cwd, target), join(cwd, old));
  renameSync(join(cwd, next), join(cwd, target));
  rmSync(work, { recursive: true, force: true });
  return { ok: true };
}
