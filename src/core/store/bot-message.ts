/** Every bot message the store adds (a reply, a streamed bubble, a greeting) is built here. */
import { expectArgument, isRecord, isString } from '../arguments';
import type { MessagePart } from '../messages/message-parts';
import type { BotMessage, ChatMessage } from '../messages/messages';
import type { BotMessageInput } from './store-types';

export interface MessageClock {
  randomUUID: () => string;
  now: () => number;
}

/** An ISO timestamp of the clock's now. */
export function timestampOf(clock: Pick<MessageClock, 'now'>): string {
  return new Date(clock.now()).toISOString();
}

/**
 * A finished bot message with a fresh id and the current time: its parts, or one text part
 * (even an empty one, shown as the empty-response placeholder); `extra` sets the rest.
 */
export function botMessage(
  clock: MessageClock,
  content: string | readonly MessagePart[],
  extra: Partial<Omit<BotMessage, 'parts' | 'sender' | 'type'>> = {},
): BotMessage {
  const parts = typeof content === 'string' ? [{ type: 'text', text: content } as const] : content;
  return {
    id: clock.randomUUID(),
    type: 'text',
    sender: 'bot',
    parts,
    status: 'done',
    createdAt: timestampOf(clock),
    ...extra,
  };
}

/**
 * addBotMessage's argument as the store takes it: a string is `{ text }`; anything else
 * that is not a text or a `component` message throws a PapoArgumentError.
 */
export function botMessageInput(message: unknown): BotMessageInput {
  const check = (ok: boolean, argument: string, expected: string, value: unknown) =>
    expectArgument(ok, 'addBotMessage(message)', argument, expected, value);
  if (isString(message)) return { text: message };
  check(isRecord(message), 'message', 'a string or { text: string }', message);
  const { type = 'text', text, key, arguments: args, transparent } = message as Record<string, unknown>;
  check(type === 'text' || type === 'component', 'message.type', '"text" or "component"', type);
  if (type === 'text') check(isString(text), 'message.text', 'a string', text);
  else check(isString(key), 'message.key', 'a string (a key of the messageComponents option)', key);
  check(args === undefined || isRecord(args), 'message.arguments', 'an object', args);
  check(
    transparent === undefined || typeof transparent === 'boolean',
    'message.transparent',
    'true or false',
    transparent,
  );
  return message as BotMessageInput;
}

/** The message `addBotMessage(given)` adds: a text or a component message, checked first. */
export function addedBotMessage(clock: MessageClock, given: unknown): ChatMessage {
  const input = botMessageInput(given);
  const transparent = { transparent: input.transparent };
  const message = botMessage(clock, input.type === 'component' ? [] : input.text, transparent);
  if (input.type !== 'component') return message;
  const { id, sender, createdAt } = message;
  const { key, arguments: args = {} } = input;
  return { id, sender, createdAt, type: 'component', key, arguments: args, ...transparent };
}

/**
 * Ids for the messages of a restored history: one uuid and a count in base 36, unique as
 * a uuid each but without one call to `crypto.randomUUID` per message, which took 150 ms
 * of the 10 000-message restore (docs/performance.md#long-conversations).
 */
export function restoredIds(env: { randomUUID: () => string }): () => string {
  const base = `${env.randomUUID()}-`;
  let next = 0;
  return () => base + (next++).toString(36);
}
