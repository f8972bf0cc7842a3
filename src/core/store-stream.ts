/**
 * Folds streamed chunks (docs/protocol.md#streaming) into one bot message, created on its
 * first text so a stream never leaves an empty bubble. Text from a node (`nodeId`+`runIndex`)
 * that starts after another's makes the earlier one's text a step (stream-parts.ts).
 */
import type { ChatEnv } from './env';
import { WebhookAbortError, WebhookStreamError } from './errors';
import type { ExecutionStarted } from './execution-started';
import type { BotMessage, ChatMessage } from './messages';
import { replyExtras } from './reply';
import { bubbleKey, type StreamChunk } from './stream';
import { changedStep, withStep, withStepsDone, withText } from './stream-parts';

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

/** Shows the reply in the store: when it is new, a step or a closing patch at once; growing text at most once a frame. */
function replyWriter({ clock, updateMessages }: StreamTarget) {
  let reply: BotMessage | null = null;
  let pending = false;
  let lastFlushAt = -Infinity;
  let timer: unknown = null;

  function flush() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    lastFlushAt = clock.now();
    const latest = reply;
    if (!pending || !latest) return;
    pending = false;
    updateMessages((messages) => messages.map((message) => (message.id === latest.id ? latest : message)));
  }

  return {
    reply: () => reply,
    flush,
    put(next: BotMessage, { now = false } = {}) {
      const isNew = reply === null;
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

/** Which node writes the answer, and which part is the step of each node that wrote before it. */
function replyNodes(createMessage: StreamTarget['createMessage']) {
  let answerKey = '';
  const steps = new Map<string, number>();
  const names = new Map<string, string>();
  const ended = new Set<string>();

  /** Text from a node that has not written yet: the answer so far becomes the previous node's step. */
  function startNode(reply: BotMessage, key: string, text: string): BotMessage {
    const status = ended.has(answerKey) ? 'done' : 'running';
    const next = withStep(reply, { name: names.get(answerKey) ?? '', status }, text);
    if (next.index >= 0) steps.set(answerKey, next.index);
    answerKey = key;
    return { ...next.reply, status: 'streaming' };
  }

  return {
    isAnswer: (key: string) => key === answerKey,
    named(key: string, name: string | undefined) {
      if (name !== undefined) names.set(key, name);
    },
    /** The reply with `text` from the node `key`; `newNode` when it started a step. */
    grow(reply: BotMessage | null, key: string, text: string): { grown: BotMessage; newNode: boolean } {
      const step = steps.get(key);
      if (!reply) {
        answerKey = key;
        return { grown: createMessage(text), newNode: false };
      }
      if (key === answerKey) return { grown: withText(reply, text), newNode: false };
      if (step === undefined) return { grown: startNode(reply, key, text), newNode: true };
      return { grown: changedStep(reply, step, (part) => ({ text: part.text + text })), newNode: false };
    },
    /** The reply once the node `key` said it is done: the answer's node closes the reply, another its step. */
    end(reply: BotMessage | null, key: string): BotMessage | null {
      ended.add(key);
      const step = steps.get(key);
      if (!reply) return null;
      if (key === answerKey) return { ...reply, status: 'done' };
      return step === undefined ? null : changedStep(reply, step, () => ({ status: 'done' }));
    },
  };
}

/**
 * Resolves the reply (none when no text came). On a failure it becomes `failed` (what
 * arrived stays visible) and it rethrows; an abort only closes it (`done`, or `stopped`).
 */
export async function consumeReplyStream(
  chunks: AsyncIterable<StreamChunk>,
  target: StreamTarget,
): Promise<BotMessage[]> {
  const { reply, put, flush } = replyWriter(target);
  const nodes = replyNodes(target.createMessage);

  /** Closes the reply (if it is still streaming) and its running steps. */
  function close(status: BotMessage['status']) {
    const current = reply();
    if (current) {
      const closed = withStepsDone(current);
      if (current.status === 'streaming') put({ ...closed, status }, { now: true });
      else if (closed !== current) put(closed, { now: true });
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
      nodes.named(key, chunk.nodeName);
      // The chunk's suggestions and sources (already cleaned by the reader) join the reply.
      const extras = replyExtras(chunk);
      if (chunk.type === 'item' && chunk.content !== '') {
        const { grown, newNode } = nodes.grow(reply(), key, chunk.content);
        put({ ...grown, ...extras }, { now: newNode });
      } else if (chunk.type === 'end') {
        const ended = nodes.end(reply(), key);
        if (ended) put({ ...ended, ...extras }, { now: true });
      } else if (chunk.type === 'error') {
        const current = reply();
        if (current && nodes.isAnswer(key)) put({ ...current, status: 'failed' }, { now: true });
        const detail = chunk.content ? `: ${chunk.content}` : '.';
        throw new WebhookStreamError(`The chat workflow failed${detail}`, undefined, 'workflow');
      }
    }
  } catch (error) {
    const aborted = error instanceof WebhookAbortError;
    close(!aborted ? 'failed' : target.stoppedByVisitor?.() ? 'stopped' : 'done');
    throw error;
  }
  // A stream that closes cleanly without `end` chunks still delivered its text.
  close('done');
  const last = reply();
  return last ? [last] : [];
}
