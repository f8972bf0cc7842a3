/**
 * The queue-mode soak's history check (scripts/n8n/soak.mjs): after a worker dies, Retry may
 * store an exchange the dead worker had already stored, whole or only the visitor's line.
 * Those repeats are allowed in place for retried messages; nothing else passes.
 */
import { describe, expect, it } from 'vitest';
import { withoutRetryRepeats } from '../../scripts/n8n/soak.mjs';

const history = (...messages: string[]) => messages.flatMap((text) => [text, `eco: ${text}`]);

describe('withoutRetryRepeats', () => {
  it('takes out a whole exchange stored again after a retry', () => {
    const stored = ['a', 'eco: a', 'b', 'eco: b', 'b', 'eco: b', 'c', 'eco: c'];
    expect(withoutRetryRepeats(stored, new Set(['b']))).toEqual({ got: history('a', 'b', 'c'), repeats: 1 });
  });

  it("takes out the visitor's line the dead worker stored alone", () => {
    const stored = ['a', 'eco: a', 'b', 'b', 'eco: b'];
    expect(withoutRetryRepeats(stored, new Set(['b']))).toEqual({ got: history('a', 'b'), repeats: 1 });
  });

  it('keeps repeats of messages that were never retried, so the check fails on them', () => {
    const stored = history('a', 'a');
    expect(withoutRetryRepeats(stored, new Set(['b']))).toEqual({ got: stored, repeats: 0 });
  });
});
