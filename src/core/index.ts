/** The framework-free core of papo-chat: options, session, transport, streaming, history, store. */
export * from './errors';
export { createBrowserEnv, type ChatEnv, type KeyValueStorage } from './env';
export { createEmitter, type ChatEmitter, type ChatEventListener, type ChatEventName, type ChatEvents } from './events';
export { mapHistory, type HistoryMappingContext } from './history';
export { builtInStrings, formatString, stringsFor, type ChatStrings } from './i18n';
export { isStreaming } from './messages';
export type * from './messages';
export * from './options';
export { createSessionStorage, type SessionStorage } from './session';
export {
  createChatStore,
  type BotMessageInput,
  type ChatState,
  type ChatStore,
  type HistoryStatus,
  type UiEventName,
} from './store';
export * from './reply';
export * from './stream';
export * from './transport';
export { createUuid, isUuid } from './uuid';
