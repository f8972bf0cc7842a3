/** A clock and timers for a ChatEnv that move only when the test says: no sleeps, no real time. */
import type { ChatEnv } from '../../src/core/env';

export function fakeClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const env: Pick<ChatEnv, 'now' | 'setTimeout' | 'clearTimeout'> = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    env,
    now: () => now,
    /** Moves time on by `ms`, running each timer that falls due, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    pendingTimers: () => timers.size,
  };
}
