/**
 * A finished reply as a backend that keeps no memory wants it back (OpenAI, AG-UI:
 * docs/transports.md): assistant turns, each its text and the tool calls after it, whose
 * results follow it; text after the results starts the next turn. A call with no result
 * (`running` or `called`: nothing ran it; `done` with no `output`: the server ran it and kept
 * the result) is left out, as OpenAI refuses a call that was never answered; a `failed` one
 * is answered with its error. Reasoning is not sent back.
 */
import type { ToolPart } from '../messages/message-parts';
import type { BotMessage } from '../messages/messages';

/** A value as a tool's arguments or result travel: JSON text, a string as it is. */
export const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** A call as both wires write it in an assistant message. */
export const toolCall = ({ callId, name, input }: ToolPart) => ({
  id: callId,
  type: 'function' as const,
  function: { name, arguments: json(input ?? {}) },
});

/** What a tool message says: the output, or the error of a call that failed. */
export const toolResult = ({ status, output, error }: ToolPart) => (status === 'done' ? json(output) : (error ?? ''));

export function replyTurns({ parts }: BotMessage): { text: string; calls: ToolPart[] }[] {
  const turns: { texts: string[]; calls: ToolPart[] }[] = [];
  const next = () => turns[turns.push({ texts: [], calls: [] }) - 1]!;
  for (const part of parts) {
    const last = turns.at(-1);
    if (part.type === 'text' && part.text) (!last || last.calls.length ? next() : last).texts.push(part.text);
    else if (
      part.type === 'tool' &&
      (part.status === 'failed' || (part.status === 'done' && part.output !== undefined))
    )
      (last ?? next()).calls.push(part);
  }
  return turns.map(({ texts, calls }) => ({ text: texts.join('\n\n'), calls }));
}
