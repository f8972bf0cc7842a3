/**
 * Folds streamed chunks (docs/protocol.md#streaming) into bot bubbles: one bubble per
 * `nodeId`+`runIndex`, created on its first text so a stream never leaves an empty bubble.
 */
import type { ChatEnv } from '../env';
import { WebhookAbortError, WebhookStreamError } from '../errors';
import type { ExecutionStarted } from '../n8n/execution-started';
import type { BotMessage, ChatMessage } from '../messages/messages';
import { replyExtras } from '../n8n/reply';
import { bubbleKey, type StreamChunk } from '../n8n/stream';

/**
 * Text that arrives faster than this is shown in one store update. One network read often
 * carries a hundred small items; drawn one by one they cost a hundred renders in a single
 * task (a frozen page on a long reply), while a person cannot read faster than a frame.
 */
export const STREAM_FLUSH_MS = 16;

export interface StreamTarget {
  createMessage: (text: string) => BotMessage;
  updateMessages: (update: (messages: readonly ChatMessage[]) => readonly ChatMessage[]) => void;
  clock: Pick<ChatEnv, 'now' | 'setTimeout' | 'clearTimeout'>;
  /** The body was n8n's "workflow started" answer: its messages come over a socket. */
  onExecutionStarted?: (execution: ExecutionStarted) => void;
  /** Whether an abort is the visitor's Stop: the open bubbles are then `stopped`. */
  stoppedByVisitor?: () => boolean;
}

/**
 * Resolves the finished bubbles. On a failure the open bubbles become `failed` (what
 * arrived stays visible) and it rethrows; an abort only closes them (`done`).
 */
export async function consumeReplyStream(
  chunks: AsyncIterable<StreamChunk>,
  target: StreamTarget,
): Promise<BotMessage[]> {
  const { clock } = target;
  const bubbles = new Map<string, BotMessage>();
  /** Bubbles whose newest text is not in the store yet, by id. */
  const pending = new Map<string, BotMessage>();
  let lastFlushAt = -Infinity;
  let timer: unknown = null;

  function flush() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    lastFlushAt = clock.now();
    if (pending.size === 0) return;
    const latest = new Map(pending);
    pending.clear();
    target.updateMessages((messages) => messages.map((message) => latest.get(message.id) ?? message));
  }

  /** A new bubble and a closing patch are shown at once; growing text at most once a frame. */
  function put(key: string, bubble: BotMessage, { now = false } = {}) {
    const isNew = !bubbles.has(key);
    bubbles.set(key, bubble);
    if (isNew) {
      flush();
      target.updateMessages((messages) => [...messages, bubble]);
      return;
    }
    pending.set(bubble.id, bubble);
    if (now || clock.now() - lastFlushAt >= STREAM_FLUSH_MS) flush();
    else timer ??= clock.setTimeout(flush, STREAM_FLUSH_MS);
  }

  function closeOpenBubbles(status: BotMessage['status']) {
    for (const [key, bubble] of bubbles) {
      if (bubble.status === 'streaming') put(key, { ...bubble, status }, { now: true });
    }
    flush();
  }

  try {
    for await (const chunk of chunks) {
      if (chunk.execution) {
        target.onExecutionStarted?.(chunk.execution);
        continue;
      }
      const key = bubbleKey(chunk);
      const bubble = bubbles.get(key);
      // The chunk's suggestions and sources (already cleaned by the reader) join its bubble.
      const extras = replyExtras(chunk);
      if (chunk.type === 'item' && chunk.content !== '') {
        const grown = bubble ? withText(bubble, chunk.content) : target.createMessage(chunk.content);
        put(key, { ...grown, ...extras });
      } else if (chunk.type === 'end' && bubble) {
        put(key, { ...bubble, ...extras, status: 'done' }, { now: true });
      } else if (chunk.type === 'error') {
        if (bubble) put(key, { ...bubble, status: 'failed' }, { now: true });
        const detail = chunk.content ? `: ${chunk.content}` : '.';
        throw new WebhookStreamError(`The chat workflow failed${detail}`, undefined, 'workflow');
      }
    }
  } catch (error) {
    const aborted = error instanceof WebhookAbortError;
    closeOpenBubbles(!aborted ? 'failed' : target.stoppedByVisitor?.() ? 'stopped' : 'done');
    throw error;
  }
  // A stream that closes cleanly without `end` chunks still delivered its text.
  closeOpenBubbles('done');
  return [...bubbles.values()];
}

/** `text` added to the bubble's last part if that is text, else as a new text part after the others. */
function withText(bubble: BotMessage, text: string): BotMessage {
  const parts = [...bubble.parts];
  const last = parts.at(-1);
  if (last?.type === 'text') parts[parts.length - 1] = { type: 'text', text: last.text + text };
  else parts.push({ type: 'text', text });
  return { ...bubble, parts };
}
