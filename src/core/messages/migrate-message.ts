/**
 * A message in papo-chat 0.2.0's shape (flags, a bot message's `text`, `choices`) in this
 * version's (docs/decisions.md#messages-and-options), for integrators who kept messages of
 * 0.2.0: `messageReceived` payloads in their own storage, a transcript drawn by their own
 * UI. Papo itself keeps no messages: a restored conversation is mapped again from the
 * webhook's memory (history.ts). Not in the widget's bundle: only whoever imports it pays.
 */
import { expectArgument, isRecord, isString } from '../arguments';
import type { ButtonsPart, MessagePart } from './message-parts';
import type { BotMessage, ChatMessage, ComponentMessage, UserMessage } from './messages';

/** 0.2.0's `choices`: its `pending`, `failed` and `chosen` became one `status`. */
function buttonsPartOf(choices: Record<string, unknown>): ButtonsPart {
  const { buttons, blockUserInput, chosen, pending, failed } = choices;
  const status = chosen !== undefined ? 'chosen' : pending ? 'sending' : failed ? 'failed' : 'open';
  return {
    type: 'buttons',
    buttons: Array.isArray(buttons) ? buttons : [],
    blockUserInput: blockUserInput === true,
    status,
    ...(typeof chosen === 'number' ? { chosen } : {}),
  };
}

/**
 * This version's message for `message`, which may be in 0.2.0's shape or already in this
 * one (then it is returned as it is). A message with no `type` is a text message; a user's
 * `pending` becomes `status: 'pending'`; a bot's `text` becomes its first part and its
 * `choices` a `buttons` part after it; `streaming`, `failed` and `stopped` become its
 * `status` (`done` when none is set). Throws a PapoArgumentError for what is no message.
 */
export function migrateMessage(message: unknown): ChatMessage {
  const call = 'migrateMessage(message)';
  expectArgument(isRecord(message), call, 'message', 'a message object', message);
  const fields = message as Record<string, unknown>;
  const { type = 'text', sender, id } = fields;
  expectArgument(isString(id), call, 'message.id', 'a string', id);
  expectArgument(sender === 'user' || sender === 'bot', call, 'message.sender', '"user" or "bot"', sender);
  expectArgument(
    type === 'text' || type === 'component' || type === 'error',
    call,
    'message.type',
    '"text", "component" or "error"',
    type,
  );
  if (type === 'error' || isString(fields.status)) return fields as unknown as ChatMessage;
  // 0.2.0's flags and a bot's `text` become `status` and `parts`; the rest is kept.
  const { text, streaming, failed, stopped, pending, choices, ...rest } = fields;
  if (type === 'component') return ('text' in fields ? rest : fields) as unknown as ComponentMessage;
  const words = isString(text) ? text : '';
  if (sender === 'user') {
    return { ...rest, type: 'text', text: words, status: pending ? 'pending' : 'sent' } as UserMessage;
  }
  const parts: MessagePart[] = [{ type: 'text', text: words }];
  if (isRecord(choices)) parts.push(buttonsPartOf(choices));
  const status = streaming ? 'streaming' : failed ? 'failed' : stopped ? 'stopped' : 'done';
  return { ...rest, type: 'text', parts, status } as unknown as BotMessage;
}
