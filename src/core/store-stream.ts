/**
 * Folds streamed chunks (PROTOCOL.md §5) into bot bubbles: one bubble per
 * `nodeId`+`runIndex`, created on its first text so a stream never leaves an empty bubble.
 */
import { WebhookAbortError, WebhookStreamError } from './errors';
import type { ChatMessage, TextMessage } from './messages';
import { bubbleKey, type StreamChunk } from './stream';

export interface StreamTarget {
  createMessage: (text: string) => TextMessage;
  updateMessages: (update: (messages: readonly ChatMessage[]) => readonly ChatMessage[]) => void;
}

/**
 * Resolves the finished bubbles. On a failure it marks the open bubbles `failed` (what
 * arrived stays visible) and rethrows; an abort only closes them.
 */
export async function consumeReplyStream(
  chunks: AsyncIterable<StreamChunk>,
  target: StreamTarget,
): Promise<TextMessage[]> {
  const bubbles = new Map<string, TextMessage>();

  function put(key: string, bubble: TextMessage) {
    const isNew = !bubbles.has(key);
    bubbles.set(key, bubble);
    target.updateMessages((messages) =>
      isNew ? [...messages, bubble] : messages.map((message) => (message.id === bubble.id ? bubble : message)),
    );
  }

  function closeOpenBubbles(patch: Partial<TextMessage>) {
    for (const [key, bubble] of bubbles) {
      if (bubble.streaming) put(key, { ...bubble, ...patch, streaming: false });
    }
  }

  try {
    for await (const chunk of chunks) {
      const key = bubbleKey(chunk);
      const bubble = bubbles.get(key);
      if (chunk.type === 'item' && chunk.content !== '') {
        put(key, bubble ? { ...bubble, text: bubble.text + chunk.content } : target.createMessage(chunk.content));
      } else if (chunk.type === 'end' && bubble) {
        put(key, { ...bubble, streaming: false });
      } else if (chunk.type === 'error') {
        if (bubble) put(key, { ...bubble, streaming: false, failed: true });
        const detail = chunk.content ? `: ${chunk.content}` : '.';
        throw new WebhookStreamError(`The chat workflow failed${detail}`, undefined, 'workflow');
      }
    }
  } catch (error) {
    closeOpenBubbles(error instanceof WebhookAbortError ? {} : { failed: true });
    throw error;
  }
  // A stream that closes cleanly without `end` chunks still delivered its text.
  closeOpenBubbles({});
  return [...bubbles.values()];
}
