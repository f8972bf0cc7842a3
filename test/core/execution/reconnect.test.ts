import { describe, expect, it } from 'vitest';
import {
  createReconnectAllowance,
  MAX_RECONNECTS,
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_WINDOW_MS,
} from '../../../src/core/execution/reconnect';

describe('the reconnect allowance of a wait', () => {
  it('delays grow exponentially to a ceiling, with full jitter, and run out after MAX_RECONNECTS', () => {
    const highest = createReconnectAllowance(
      () => 0,
      () => 0.999_999,
    );
    const delays: (number | null)[] = [];
    for (let attempt = 0; attempt <= MAX_RECONNECTS; attempt += 1) delays.push(highest.next());
    expect(delays).toEqual([499, 999, 1999, 3999, 7999, 15_999, 29_999, 29_999, null]);
    expect(RECONNECT_BASE_DELAY_MS).toBe(500);
    expect(RECONNECT_MAX_DELAY_MS).toBe(30_000);

    // Full jitter: anywhere from 0 to the ceiling.
    const lowest = createReconnectAllowance(
      () => 0,
      () => 0,
    );
    expect(lowest.next()).toBe(0);
  });

  it('no new socket once the window since the wait’s first drop has passed, however few were tried', () => {
    let now = 0;
    const allowance = createReconnectAllowance(
      () => now,
      () => 0.5,
    );
    expect(allowance.next()).not.toBeNull();
    now = RECONNECT_WINDOW_MS - 1;
    expect(allowance.next()).not.toBeNull();
    now = RECONNECT_WINDOW_MS;
    expect(allowance.next()).toBeNull();
  });

  it('a new wait gives the whole allowance back', () => {
    let now = 0;
    const allowance = createReconnectAllowance(
      () => now,
      () => 0.5,
    );
    for (let attempt = 0; attempt < MAX_RECONNECTS; attempt += 1) allowance.next();
    expect(allowance.next()).toBeNull();
    now = 10 * RECONNECT_WINDOW_MS;
    allowance.reset();
    expect(allowance.next()).toBe(RECONNECT_BASE_DELAY_MS / 2);
  });
});
