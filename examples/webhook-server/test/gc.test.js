// The CLI's garbage-collection setting (src/gc.js): with it, no scavenge has any work done on
// a helper thread, so the event loop never waits for one. V8 reports each collection's phases
// with --trace-gc-nvp, the helpers' share as `background.scavenge.parallel`.

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const GC_MODULE = fileURLToPath(new URL('../src/gc.js', import.meta.url));

/**
 * Helper-thread ms of every scavenge of a script that keeps many young objects alive (the
 * work V8 splits across threads), with or without the CLI's setting.
 * @param {boolean} tuned
 */
function backgroundScavengeMs(tuned) {
  const script = `
    import { scavengeOnMainThread } from ${JSON.stringify(GC_MODULE)};
    if (${tuned}) scavengeOnMainThread();
    let kept = [];
    for (let i = 0; i < 3e6; i += 1) {
      kept.push({ i, text: 'x' + i });
      if (kept.length > 2e5) kept = [];
    }`;
  const out = execFileSync(process.execPath, ['--trace-gc-nvp', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return [...out.matchAll(/background\.scavenge\.parallel=([\d.]+)/g)].map((match) => Number(match[1]));
}

describe('scavengeOnMainThread', () => {
  it('leaves no scavenge work to helper threads', () => {
    const tuned = backgroundScavengeMs(true);
    expect(tuned.length).toBeGreaterThan(5);
    expect(tuned.every((ms) => ms === 0)).toBe(true);
  });

  // Node's platform has helper threads whatever the cores (--v8-pool-size), so V8 uses them.
  it('is needed: by default V8 gives helpers a share', () => {
    expect(backgroundScavengeMs(false).some((ms) => ms > 0)).toBe(true);
  });
});
