/**
 * How often a waiting execution's socket may be opened again after it drops
 * (docs/n8n.md#limits-of-the-wait). n8n sends the pending question again on every new
 * socket, so a frame proves nothing about the connection: only the visitor's own answer
 * (a new wait) gives the allowance back. Without that rule a server that sends one message
 * and drops reconnected several times a second, forever.
 */
import type { ChatEnv } from '../env';

/** At most this many new sockets per wait… */
export const MAX_RECONNECTS = 8;
/** …and none once this long has passed since the wait's first drop. */
export const RECONNECT_WINDOW_MS = 120_000;
/** The first delay's ceiling; it doubles with every attempt up to RECONNECT_MAX_DELAY_MS. */
export const RECONNECT_BASE_DELAY_MS = 500;
export const RECONNECT_MAX_DELAY_MS = 30_000;

export interface ReconnectAllowance {
  /** The delay before the next socket (full jitter), or `null` when the wait's allowance is spent. */
  next(): number | null;
  /** A new wait: the visitor answered, or a wait started or resumed. */
  reset(): void;
}

export function createReconnectAllowance(now: ChatEnv['now'], random: () => number = Math.random): ReconnectAllowance {
  let attempts = 0;
  let firstDropAt: number | null = null;
  return {
    next() {
      const at = now();
      firstDropAt ??= at;
      if (attempts >= MAX_RECONNECTS || at - firstDropAt >= RECONNECT_WINDOW_MS) return null;
      // Full jitter: many visitors dropped by one n8n restart do not come back in step.
      const ceiling = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_BASE_DELAY_MS * 2 ** attempts);
      attempts += 1;
      return Math.floor(random() * ceiling);
    },
    reset() {
      attempts = 0;
      firstDropAt = null;
    },
  };
}
