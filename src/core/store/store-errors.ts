/** How a failed send becomes a visible bot entry with Retry (docs/decisions.md#failures). */
import { PapoError, WebhookHttpError, WebhookStreamError } from '../errors';
import { formatString, type ChatStrings } from '../i18n/i18n';
import type { ChatErrorKind, ChatMessage, ErrorMessage } from '../messages/messages';

export function errorKindOf(error: PapoError): ChatErrorKind {
  switch (error.code) {
    case 'http':
      return error instanceof WebhookHttpError && error.status === 429 ? 'rateLimited' : 'http';
    case 'timeout':
    case 'network':
    case 'parse':
      return error.code;
    default:
      return error instanceof WebhookStreamError && error.reason === 'empty' ? 'noResponse' : 'stream';
  }
}

/** Each kind's string is named after it: `rateLimited` → `errorRateLimited` (a table would cost bytes). */
const stringForKind = (kind: ChatErrorKind) =>
  `error${kind[0]!.toUpperCase()}${kind.slice(1)}` as `error${Capitalize<ChatErrorKind>}`;

/**
 * What an error entry says. While the visitor must wait (`secondsLeft` > 0) a 429 or 503
 * says for how long; once the wait is over, it reads like any error of its kind.
 */
export function errorText(
  strings: ChatStrings,
  entry: Pick<ErrorMessage, 'errorKind' | 'status'>,
  secondsLeft = 0,
): string {
  const waiting = secondsLeft > 0 && (entry.status === 429 || entry.status === 503);
  const key = !waiting
    ? stringForKind(entry.errorKind)
    : entry.status === 429
      ? 'errorRateLimitedWait'
      : 'errorBusyWait';
  return formatString(strings[key], { status: entry.status ?? '', seconds: secondsLeft });
}

/** Whole seconds from `now` to `retryAt`, rounded up, so "1 s" shows until the very end. */
export function secondsUntil(retryAt: number, now: number): number {
  return Math.max(0, Math.ceil((retryAt - now) / 1000));
}

export function errorEntry(
  error: PapoError,
  entry: { id: string; createdAt: string; retryMessageId: string; strings: ChatStrings; now: number },
): ErrorMessage {
  const errorKind = errorKindOf(error);
  const status = error instanceof WebhookHttpError ? error.status : undefined;
  const retryAfterMs = error instanceof WebhookHttpError ? error.retryAfterMs : undefined;
  const retryAt = retryAfterMs === undefined ? undefined : entry.now + retryAfterMs;
  return {
    id: entry.id,
    type: 'error',
    sender: 'bot',
    createdAt: entry.createdAt,
    text: errorText(entry.strings, { errorKind, status }, retryAt === undefined ? 0 : secondsUntil(retryAt, entry.now)),
    errorKind,
    retryMessageId: entry.retryMessageId,
    ...(status === undefined ? {} : { status }),
    ...(retryAt === undefined ? {} : { retryAt }),
  };
}

/**
 * The leftovers of a failed attempt to answer `userMessageId`: its error entry and the
 * bubbles of a reply that broke off (they sit between the user message and the entry).
 */
export function isAttemptLeftover(
  message: ChatMessage,
  userMessageId: string,
  messages: readonly ChatMessage[],
): boolean {
  if (message.type === 'error') return message.retryMessageId === userMessageId;
  if (message.type !== 'text' || message.status !== 'failed') return false;
  const userIndex = messages.findIndex((candidate) => candidate.id === userMessageId);
  const entryIndex = messages.findIndex(
    (candidate) => candidate.type === 'error' && candidate.retryMessageId === userMessageId,
  );
  const index = messages.indexOf(message);
  return entryIndex !== -1 && userIndex < index && index < entryIndex;
}
