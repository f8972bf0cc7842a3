/**
 * How streamed text lands in a reply's parts (docs/protocol.md#streaming): the node writing
 * the answer grows the reply's text; a node that starts after it turns that text into a
 * step and writes the answer from then on. Pure: store-stream.ts decides when.
 */
import type { StepPart } from './message-parts';
import type { BotMessage } from './messages';

/** `text` added to the reply's last part if that is text, else as a new text part after the others. */
export function withText(reply: BotMessage, text: string): BotMessage {
  const parts = [...reply.parts];
  const last = parts.at(-1);
  if (last?.type === 'text') parts[parts.length - 1] = { type: 'text', text: last.text + text };
  else parts.push({ type: 'text', text });
  return { ...reply, parts };
}

/**
 * The reply's last text part (the answer so far) made a step of the node that wrote it, and
 * `text` as the new answer after it; with the index of that step (`-1` when there was no text).
 */
export function withStep(
  reply: BotMessage,
  step: Omit<StepPart, 'type' | 'text'>,
  text: string,
): { reply: BotMessage; index: number } {
  const parts = [...reply.parts];
  const index = parts.map((part) => part.type).lastIndexOf('text');
  const answer = parts[index];
  if (answer?.type === 'text') parts[index] = { type: 'step', ...step, text: answer.text };
  return { reply: withText({ ...reply, parts }, text), index };
}

/** The step at `index` with `change` applied (more text, another status). */
export function changedStep(
  reply: BotMessage,
  index: number,
  change: (step: StepPart) => Partial<StepPart>,
): BotMessage {
  const step = reply.parts[index];
  if (step?.type !== 'step') return reply;
  const parts = [...reply.parts];
  parts[index] = { ...step, ...change(step) };
  return { ...reply, parts };
}

/** Every step still `running` marked `done`: the reply has ended, however it ended. */
export function withStepsDone(reply: BotMessage): BotMessage {
  if (!reply.parts.some((part) => part.type === 'step' && part.status === 'running')) return reply;
  const parts = reply.parts.map((part) => (part.type === 'step' ? { ...part, status: 'done' as const } : part));
  return { ...reply, parts };
}
