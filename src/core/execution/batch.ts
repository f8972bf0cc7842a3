/**
 * What a waiting execution's socket delivers reaches the store at most once per animation
 * frame: a flood of small frames costs one snapshot and one render per frame, not one per
 * frame received (docs/n8n.md#limits-of-the-wait).
 */
import type { ChatEnv } from '../env';

/** The most workflow messages one wait may put on screen; past it the wait ends with Retry. */
export const MAX_MESSAGES_PER_WAIT = 200;

export interface FrameBatch<T> {
  push(frame: T): void;
  /** Applies what is queued now (before the socket's end is handled, so nothing is lost). */
  flush(): void;
  clear(): void;
}

/** Without `env.nextFrame` (an env written before it) each frame is applied as it arrives. */
export function createFrameBatch<T>(nextFrame: ChatEnv['nextFrame'], apply: (frames: T[]) => void): FrameBatch<T> {
  let queued: T[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    if (queued.length === 0) return;
    const frames = queued;
    queued = [];
    apply(frames);
  }

  return {
    push(frame) {
      queued.push(frame);
      if (!nextFrame) return flush();
      if (scheduled) return;
      scheduled = true;
      nextFrame(flush);
    },
    flush,
    clear: () => {
      queued = [];
    },
  };
}
