/**
 * Puts a growing bot message on screen: a new message, and any change the caller says is
 * urgent, at once; growing text at most once per STREAM_FLUSH_MS. Shared by n8n's stream
 * (store-stream.ts) and the agent backends' parts (src/core/agents/), so it imports types only.
 */
import type { ChatEnv } from '../env';
import type { BotMessage, ChatMessage } from '../messages/messages';

/**
 * Text that arrives faster than this is shown in one store update. One network read often
 * carries a hundred small items; drawn one by one they cost a hundred renders in a single
 * task (a frozen page on a long reply), while a person cannot read faster than a frame.
 */
export const STREAM_FLUSH_MS = 16;

export interface PaintTarget {
  updateMessages: (update: (messages: readonly ChatMessage[]) => readonly ChatMessage[]) => void;
  clock: Pick<ChatEnv, 'now' | 'setTimeout' | 'clearTimeout'>;
}

export interface ReplyPainter {
  /** The message as painted last (or about to be); `undefined` before the first `put`. */
  reply(): BotMessage | undefined;
  /** Paints what `put` left waiting for the next frame, now. */
  flush(): void;
  /** `next` replaces the message; `now` shows it at once rather than within a frame. */
  put(next: BotMessage | undefined, now: boolean): void;
}

/** `reply`: a message already on screen that this one continues (an answered tool approval). */
export function createReplyPainter({ updateMessages, clock }: PaintTarget, reply?: BotMessage): ReplyPainter {
  let pending = false;
  let lastFlushAt = -Infinity;
  let timer: unknown = null;

  function flush() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    lastFlushAt = clock.now();
    const latest = reply!;
    if (!pending) return;
    pending = false;
    updateMessages((messages) => messages.map((message) => (message.id === latest.id ? latest : message)));
  }

  return {
    reply: () => reply,
    flush,
    put(next, now) {
      if (!next) return;
      const isNew = !reply;
      reply = next;
      if (isNew) {
        flush();
        updateMessages((messages) => [...messages, next]);
        return;
      }
      pending = true;
      if (now || clock.now() - lastFlushAt >= STREAM_FLUSH_MS) flush();
      else timer ??= clock.setTimeout(flush, STREAM_FLUSH_MS);
    },
  };
}
