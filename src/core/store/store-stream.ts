/**
 * Folds streamed chunks (docs/protocol.md#streaming) into one bot message, created on its
 * first text so a stream never leaves an empty bubble. Text from a node (`nodeId`+`runIndex`)
 * that starts after another's turns the earlier one's text into a step.
 */
import { WebhookAbortError, WebhookStreamError } from '../errors';
import type { ExecutionStarted } from '../n8n/execution-started';
import type { MessagePart, StepPart, TextPart } from '../messages/message-parts';
import type { BotMessage } from '../messages/messages';
import { replyExtras } from '../n8n/reply';
import { bubbleKey, type StreamChunk } from '../n8n/stream';
import { createReplyPainter, type PaintTarget } from './reply-painter';

export { STREAM_FLUSH_MS } from './reply-painter';

export interface StreamTarget extends PaintTarget {
  createMessage: (text: string) => BotMessage;
  /** The body was n8n's "workflow started" answer: its messages come over a socket. */
  onExecutionStarted?: (execution: ExecutionStarted) => void;
  /** Whether an abort is the visitor's Stop: the reply is then `stopped`. */
  stoppedByVisitor?: () => boolean;
}

/** What the stream has said so far about the nodes writing the reply. */
interface ReplyNodes {
  /** The node (`nodeId:runIndex`) writing the answer, and its name. */
  answer?: string;
  name?: string;
  /** The index of the step part of each node that wrote before it. */
  steps: Map<string, number>;
}

/** The reply with the files a chunk brings after its parts (docs/protocol.md#files-in-a-reply). */
const withFiles = (reply: BotMessage, { files }: StreamChunk): BotMessage =>
  files ? { ...reply, parts: [...reply.parts, ...files] } : reply;

const withPart = (reply: BotMessage, index: number, part: MessagePart): BotMessage => ({
  ...reply,
  parts: reply.parts.map((old, at) => (at === index ? part : old)),
});

/**
 * The reply once an item's text, or an `end`, is in it. Text grows the answer, or the step
 * of a node that wrote before it; a node that has not written yet makes the answer so far
 * the step of the node that wrote it. An `end` closes the answer (the reply) or a step.
 */
function folded(reply: BotMessage, chunk: StreamChunk, nodes: ReplyNodes): BotMessage | undefined {
  const key = bubbleKey(chunk);
  const index = nodes.steps.get(key) ?? -1;
  const step = reply.parts[index] as StepPart | undefined;
  if (chunk.type === 'end') {
    if (key === nodes.answer) return { ...reply, status: 'done' };
    return step && withPart(reply, index, { ...step, status: 'done' });
  }
  if (step) return withPart(reply, index, { ...step, text: step.text + chunk.content });
  if (key !== nodes.answer) {
    const at = reply.parts.map((part) => part.type).lastIndexOf('text');
    const { text } = reply.parts[at] as TextPart;
    // The answer's node has ended when the reply is done: its `end` came.
    const status = reply.status === 'done' ? 'done' : 'running';
    reply = { ...withPart(reply, at, { type: 'step', name: nodes.name!, text, status }), status: 'streaming' };
    nodes.steps.set(nodes.answer!, at);
    nodes.answer = key;
    nodes.name = chunk.nodeName ?? '';
  }
  // The answer grows its last part if that is text, else starts a text part after the others.
  const last = reply.parts.at(-1);
  return last?.type === 'text'
    ? withPart(reply, reply.parts.length - 1, { type: 'text', text: last.text + chunk.content })
    : { ...reply, parts: [...reply.parts, { type: 'text', text: chunk.content }] };
}

/**
 * Resolves the reply (none when no text came). On a failure it becomes `failed` (what
 * arrived stays visible) and it rethrows; an abort only closes it (`done`, or `stopped`).
 */
export async function consumeReplyStream(
  chunks: AsyncIterable<StreamChunk>,
  target: StreamTarget,
): Promise<BotMessage[]> {
  const { put, flush, reply: painted } = createReplyPainter(target);
  const nodes: ReplyNodes = { steps: new Map() };

  /** Closes the reply if it is still streaming, and its steps. */
  function close(status: BotMessage['status']) {
    const reply = painted();
    if (reply?.status === 'streaming' || nodes.steps.size) {
      const parts = reply!.parts.map((part) => (part.type === 'step' ? { ...part, status: 'done' as const } : part));
      put({ ...reply!, parts, status: reply!.status === 'streaming' ? status : reply!.status }, true);
    }
    flush();
  }

  try {
    for await (const chunk of chunks) {
      const reply = painted();
      // The chunk's suggestions and sources (already cleaned by the reader) join the reply, its files its parts.
      const extras = replyExtras(chunk);
      if (chunk.execution) {
        target.onExecutionStarted?.(chunk.execution);
      } else if (reply && (chunk.type === 'end' || (chunk.type === 'item' && chunk.content !== ''))) {
        const next = folded(reply, chunk, nodes);
        // An end, or a new step, is shown at once.
        put(
          next && withFiles({ ...next, ...extras }, chunk),
          chunk.type === 'end' || next!.parts.length > reply.parts.length,
        );
      } else if (chunk.type === 'item' && chunk.content !== '') {
        nodes.answer = bubbleKey(chunk);
        nodes.name = chunk.nodeName ?? '';
        put(withFiles({ ...target.createMessage(chunk.content), ...extras }, chunk), true);
      } else if (chunk.type === 'error') {
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
  const reply = painted();
  return reply ? [reply] : [];
}
