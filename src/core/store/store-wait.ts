/**
 * The one request in flight and the wait a server asked for (429/503 with `Retry-After`):
 * both decide whether the store may send now.
 */
import type { ChatEnv } from '../env';
import type { StateCell } from './store-state';
import { secondsUntil } from './store-errors';

export interface RequestSlot {
  /** Aborts the request in flight, if any, and returns the new one's controller. */
  begin(): AbortController;
  end(controller: AbortController): void;
  abort(): void;
  busy(): boolean;
}

export function createRequestSlot(): RequestSlot {
  let inFlight: AbortController | null = null;
  return {
    begin() {
      inFlight?.abort();
      inFlight = new AbortController();
      return inFlight;
    },
    end(controller) {
      if (inFlight === controller) inFlight = null;
    },
    abort: () => inFlight?.abort(),
    busy: () => inFlight !== null,
  };
}

export interface ServerWait {
  /** Counts the seconds down in the state, and lifts the wait at `retryAt`. */
  until(retryAt: number): void;
  /** True while the wait is not over, whatever the timer says. */
  active(): boolean;
  stop(): void;
}

export function createServerWait(
  env: Pick<ChatEnv, 'now' | 'setTimeout' | 'clearTimeout'>,
  cell: StateCell,
): ServerWait {
  let timer: unknown;
  return {
    until(retryAt) {
      env.clearTimeout(timer);
      const tick = () => {
        const left = retryAt - env.now();
        if (left <= 0) {
          timer = undefined;
          cell.set({ retryAt: null, retryInSeconds: 0 });
          return;
        }
        cell.set({ retryAt, retryInSeconds: secondsUntil(retryAt, env.now()) });
        // The next whole second of the countdown (or the end of the wait).
        timer = env.setTimeout(tick, left % 1000 || 1000);
      };
      tick();
    },
    active() {
      const { retryAt } = cell.get();
      return retryAt !== null && env.now() < retryAt;
    },
    stop: () => env.clearTimeout(timer),
  };
}
