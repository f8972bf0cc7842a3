// The constants sweep (eval/sweep.js, a dev tool): every constant it names is still set by one
// line of its file, so a renamed or moved constant fails here rather than being skipped by the
// tool; the values tried and the candidate rule are what eval/ROUNDS.md (round 17b) says.
import { readFile } from 'node:fs/promises';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { CONSTANTS, FIELD_OFF, valuesToTry } from '../eval/sweep-constants.js';
import { currentValue, isCandidate } from '../eval/sweep.js';

const counts = (at1 = 10, at3 = 12, fact = 10, declined = 5) => ({ at1, at3, fact, declined });

describe('the constants sweep', () => {
  it.each(CONSTANTS.map((constant) => [constant.name, constant]))(
    '%s is set by exactly one line of its file',
    async (name, constant) => {
      const value = await currentValue(name);
      expect(Number.isFinite(value)).toBe(true);
      const text = await readFile(new URL(`../src/lia/${constant.file}`, import.meta.url), 'utf8');
      const field = name.startsWith('BOOST.') ? name.slice('BOOST.'.length) : undefined;
      const lines = text
        .split('\n')
        .filter((line) => (field ? line.trim().startsWith(`${field}: `) : line.includes(`const ${name} = `)));
      expect(lines).toHaveLength(1);
    },
  );

  it('tries half, three quarters, a third more and twice a value, and its off value', () => {
    expect(valuesToTry({ file: 'ranking.js', name: 'X', off: 1, group: 'ranking' }, 2)).toEqual([1, 1.5, 2.66, 4]);
    expect(valuesToTry({ file: 'ranking.js', name: 'X', off: 0, group: 'ranking' }, 0.5)).toEqual([
      0.25, 0.375, 0.665, 1, 0,
    ]);
    // A count is tried rounded, never below 1, each value once.
    expect(valuesToTry({ file: 'ranking.js', name: 'X', integer: true, group: 'ranking' }, 3)).toEqual([2, 4, 6]);
  });

  it("switches a field's boost off with a small boost, not 0, which MiniSearch reads as 1", () => {
    const search = new MiniSearch({ fields: ['title', 'family'] });
    search.add({ id: 1, title: 'token', family: 'energia' });
    const score = (/** @type {number} */ family) => search.search('energia', { boost: { family } })[0]?.score ?? 0;
    expect(score(0)).toBe(score(1));
    expect(score(FIELD_OFF)).toBeLessThan(score(1) / 100);
    for (const { name, off } of CONSTANTS.filter((constant) => constant.name.startsWith('BOOST.'))) {
      if (off !== undefined) expect(off, name).toBeGreaterThan(0);
    }
  });

  it('calls a value a candidate when it raises a half and lowers neither', () => {
    const base = { even: counts(), odd: counts() };
    expect(isCandidate({ even: counts(11), odd: counts() }, base)).toBe(true);
    expect(isCandidate({ even: counts(), odd: counts(10, 12, 10, 6) }, base)).toBe(true);
    // Raising one half while lowering the other is not a candidate, nor is changing nothing.
    expect(isCandidate({ even: counts(11), odd: counts(9) }, base)).toBe(false);
    expect(isCandidate({ even: counts(11), odd: counts(10, 12, 9) }, base)).toBe(false);
    expect(isCandidate(base, base)).toBe(false);
    // Nor one that loses a page from the first three.
    expect(isCandidate({ even: counts(11, 11), odd: counts() }, base)).toBe(false);
  });
});
