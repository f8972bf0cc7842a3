/**
 * Paces the fake webhook: at once, after a delay, or step by step when a `play` function
 * calls `advance()`. Steps given before anyone waits are kept, so the order never races.
 */
export type Pace = 'instant' | 'manual' | number;

export interface Pacer {
  wait(): Promise<void>;
  advance(steps?: number): void;
}

export function createPacer(pace: Pace = 'instant'): Pacer {
  let credits = 0;
  const waiting: Array<() => void> = [];

  function release() {
    while (credits > 0 && waiting.length > 0) {
      credits -= 1;
      waiting.shift()?.();
    }
  }

  return {
    wait() {
      if (pace === 'instant') return Promise.resolve();
      if (typeof pace === 'number') return new Promise((resolve) => setTimeout(resolve, pace));
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        release();
      });
    },
    advance(steps = 1) {
      credits += steps;
      release();
    },
  };
}
