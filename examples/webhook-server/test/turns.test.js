// The webhook's CPU work takes turns with everything else the server does (src/chat/turns.js):
// slices of the event loop, in arrival order, each failure its own. The clock is a fake one
// that says how long each job took, so no test depends on the machine's speed.

import { describe, expect, it } from 'vitest';
import { createTurns } from '../src/chat/turns.js';

describe('taking turns', () => {
  it('ends a slice once a job takes it past the budget: what the job queued goes before the next job', async () => {
    let time = 0;
    // Every reading of the clock is a whole slice later: each job fills its slice.
    const turns = createTurns({ sliceMs: 8, now: () => (time += 8) });
    /** @type {string[]} */
    const order = [];
    const first = turns.run(() => {
      order.push('job 1');
      setImmediate(() => order.push('queued by job 1'));
      return 1;
    });
    const second = turns.run(() => {
      order.push('job 2');
      return 2;
    });
    expect(turns.waiting).toBe(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['job 1', 'queued by job 1', 'job 2']);
    expect(turns.waiting).toBe(0);
  });

  it('runs quick jobs together, in one turn of the loop', async () => {
    const turns = createTurns({ sliceMs: 8, now: () => 0 });
    /** @type {string[]} */
    const order = [];
    const first = turns.run(() => {
      order.push('job 1');
      setImmediate(() => order.push('queued by job 1'));
    });
    const second = turns.run(() => order.push('job 2'));
    await Promise.all([first, second]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['job 1', 'job 2', 'queued by job 1']);
  });

  it('keeps arrival order, and a job that throws fails alone', async () => {
    const turns = createTurns();
    const results = await Promise.allSettled([
      turns.run(() => 'a'),
      turns.run(() => {
        throw new Error('broken');
      }),
      turns.run(() => 'c'),
    ]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : String(result.reason)))).toEqual([
      'a',
      'Error: broken',
      'c',
    ]);
    // Still taking jobs after the queue ran dry.
    expect(await turns.run(() => 'again')).toBe('again');
  });
});
