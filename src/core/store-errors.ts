/** How a failed send becomes a visible bot entry with Retry (DECISIONS.md 1). */
import { PapoError, WebhookHttpError, WebhookStreamError } from './errors';
import { formatString, type ChatStrings } from './i18n';
import type { ChatErrorKind, ChatMessage, ErrorMessage } from './messages';

export function errorKindOf(error: PapoError): ChatErrorKind {
  switch (error.code) {
    case 'http':
    case 'timeout':
    case 'network':
    case 'parse':
      return error.code;
    default:
      return error instanceof WebhookStreamError && error.reason === 'empty' ? 'noResponse' : 'stream';
  }
}

const STRING_FOR_KIND: Record<ChatErrorKind, keyof ChatStrings> = {
  network: 'errorNetwork',
  timeout: 'errorTimeout',
  http: 'errorHttp',
  parse: 'errorParse',
  stream: 'errorStream',
  noResponse: 'errorNoResponse',
};

export function errorEntry(
  error: PapoError,
  entry: { id: string; createdAt: string; retryMessageId: string; strings: ChatStrings },
): ErrorMessage {
  const errorKind = errorKindOf(error);
  const status = error instanceof WebhookHttpError ? error.status : undefined;
  const template = entry.strings[STRING_FOR_KIND[errorKind]] as string;
  return {
    id: entry.id,
    type: 'error',
    sender: 'bot',
    createdAt: entry.createdAt,
    text: formatString(template, { status: status ?? '' }),
    errorKind,
    retryMessageId: entry.retryMessageId,
    ...(status === undefined ? {} : { status }),
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
  if (message.type === 'component' || !message.failed) return false;
  const userIndex = messages.findIndex((candidate) => candidate.id === userMessageId);
  const entryIndex = messages.findIndex(
    (candidate) => candidate.type === 'error' && candidate.retryMessageId === userMessageId,
  );
  const index = messages.indexOf(message);
  return entryIndex !== -1 && userIndex < index && index < entryIndex;
}
