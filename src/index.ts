/**
 * `papo-chat`: the public API, named one by one. What is not listed here is internal and
 * may change in any release; `api/papo-chat.api.d.ts` is the checked-in report of this
 * surface (`npm run api:check` fails when it changes without the report).
 */

// The widget.
export { createChat, type ChatInstance } from './embed';
// Its live setters, the same on usePapoChat and as <PapoChat>'s live props.
export type { ColorScheme, LiveSetters } from './core/store/live-setters';

// Options: the types, the defaults and the check that fills them in.
export {
  defaultOptions,
  describeOptionDefaults,
  resolveOptions,
  type ChatOptions,
  type ResolvedChatOptions,
} from './core/options/options';
export { builtInStrings, type ChatStrings } from './core/i18n/i18n';
// The languages with a pack, and how to fetch one before a store of your own (createChatStore) uses it.
export { loadLanguage, packLanguages } from './core/i18n/languages';

// Errors: each failure reported through `onError`, the `error` event and `lastError`.
export {
  PapoArgumentError,
  PapoError,
  PapoOptionsError,
  WebhookAbortError,
  WebhookHttpError,
  WebhookNetworkError,
  WebhookParseError,
  WebhookSocketError,
  WebhookStreamError,
  WebhookTimeoutError,
  type PapoErrorCode,
  type WebhookError,
} from './core/errors';

// Events.
export {
  createEmitter,
  type ChatEmitter,
  type ChatEventListener,
  type ChatEventName,
  type ChatEvents,
} from './core/store/events';

// The conversation without the widget: the store and what it holds.
export {
  createChatStore,
  type BotMessageInput,
  type ChatState,
  type ChatStore,
  type HistoryStatus,
  type UiEventName,
} from './core/store/store';
export { createBrowserEnv, type ChatEnv, type KeyValueStorage } from './core/env';
export { isStreaming, messageText } from './core/messages/messages';
export type {
  BotMessage,
  BotMessageStatus,
  ChatErrorKind,
  ChatMessage,
  ComponentMessage,
  ErrorMessage,
  Rating,
  Sender,
  TextMessage,
  UserMessage,
  UserMessageStatus,
} from './core/messages/messages';
export type {
  ButtonsPart,
  ButtonsStatus,
  FilePart,
  MessagePart,
  ReasoningPart,
  SourcePart,
  StepPart,
  TextPart,
  ToolPart,
} from './core/messages/message-parts';
export type { ReplyExtras, Source } from './core/messages/reply-extras';

// Other backends than n8n: the seam a custom transport implements (docs/transports.md).
export type {
  AgentEvent,
  ChatFeedback,
  ChatTransport,
  ChatTurn,
  PartUpdate,
  RequestHeaders,
  TransportName,
} from './core/transport/chat-transport';

// The webhook: requests, streamed replies and the stored history.
export {
  createTransport,
  type FeedbackInput,
  type RequestOptions,
  type SendResult,
  type Transport,
  type TransportEnv,
  type WebhookSettings,
} from './core/n8n/transport';
export type { WebhookConfig } from './core/n8n/webhook-request';
export { readReplyStream, type StreamChunk } from './core/n8n/stream';
export { mapHistory, type HistoryMappingContext } from './core/n8n/history';
