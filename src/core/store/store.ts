/**
 * One store per chat: an immutable snapshot, actions as the only writers,
 * `subscribe`/`getSnapshot` for React's useSyncExternalStore, and typed per-instance
 * events. The store owns the conversation's rules and its failure handling, so a headless
 * integrator gets the same behaviour as the widget (docs/architecture.md#the-store).
 * Its parts: store-state (the snapshot), store-history (sessions), store-sending (send,
 * reply, Retry), store-stream (streamed replies), store-wait (the request in flight and
 * the server's Retry-After).
 */
import { expectArgument, expectMessageId, fileList, isRecord, isString } from '../arguments';
import { addedBotMessage, botMessage } from './bot-message';
import { createBrowserEnv, type ChatEnv } from '../env';
import { checkListener, createEmitter, type ChatEmitter } from './events';
import { stringsFor } from '../i18n/i18n';
import type { ChatMessage } from '../messages/messages';
import { resolveOptions, type ChatOptions } from '../options/options';
import { reportError } from './report';
import { initialMessagesFor, type ResolvedChatOptions } from '../options/resolved-options';
import { createSessionStorage } from '../session';
import type { StoreContext } from './store-context';
import { createSessions } from './store-history';
import { createExecutionWait } from './store-execution';
import { createFeedback } from './store-feedback';
import { createSending } from './store-sending';
import { createStateCell, type StateCell } from './store-state';
import type { ChatState, ChatStore, UiEventName } from './store-types';
import { createRequestSlot, createServerWait } from './store-wait';
import { createTransport } from '../n8n/transport';
import { createAgentLoader } from './store-agents';

const UI_EVENTS: readonly string[] = ['arrowKeyDown', 'scrollToBottom'] satisfies UiEventName[];
/** What reportUiEvent's name may be, as its PapoArgumentError says it. */
const UI_EVENT_NAMES = `"${UI_EVENTS.join('" or "')}"`;

export type {
  BotMessageInput,
  ChatState,
  ChatStore,
  HistoryStatus,
  UiEventName,
  WaitingExecution,
} from './store-types';

/**
 * A chat's store; throws a PapoOptionsError for invalid options.
 * @param emitter lets the embed layer hand in the emitter it created before the store
 *   existed (the launcher takes `on()` calls before the chat's code has loaded).
 */
export function createChatStore(
  userOptions: ChatOptions = {},
  env: ChatEnv = createBrowserEnv(),
  emitter?: ChatEmitter,
): ChatStore {
  return createStoreFor(resolveOptions(userOptions), env, emitter);
}

/**
 * The store for options already resolved: the embed layer checks them (createChat, or
 * options-check.ts when the standalone chat's code arrives) and hands them over. Its
 * editMessage and regenerate (store-resend.ts) check their own arguments.
 */
export function createStoreFor(
  options: ResolvedChatOptions,
  env: ChatEnv,
  emitter: ChatEmitter = createEmitter((error) => env.warn('A chat event listener threw.', error)),
): ChatStore {
  const cell = createStateCell(initialState(options, env));
  const context = storeContext(cell, env, emitter);
  const executions = createExecutionWait(context);
  const { startNewSession, loadPreviousSession } = createSessions(context, executions);
  const { canSend, sendMessage, retry, stop, choose, ...resend } = createSending(context, startNewSession, executions);
  let initializations = 0;
  // The store's on/off (and the embed layer's, which share this emitter) check their arguments.
  emitter.check = checkListener;

  return {
    getSnapshot: cell.get,
    subscribe(listener) {
      expectArgument(typeof listener === 'function', 'subscribe(listener)', 'listener', 'a function', listener);
      return cell.subscribe(listener);
    },
    on: emitter.on,
    off: emitter.off,
    reportUiEvent(name, ...payload) {
      // Plain JavaScript callers get no type check: the chat's own events are the store's to emit.
      expectArgument(UI_EVENTS.includes(name), 'reportUiEvent(name, payload?)', 'name', UI_EVENT_NAMES, name);
      emitter.emit(name, ...payload);
    },
    async initialize() {
      const attempt = ++initializations;
      await loadPreviousSession();
      // A later initialize (React StrictMode mounts twice) or destroy() has taken over.
      if (attempt !== initializations) return;
      if (cell.get().sessionId === null && !context.options().showWelcomeScreen) startNewSession();
    },
    startNewSession,
    loadPreviousSession,
    async sendMessage(text, files) {
      const call = 'sendMessage(text, files?)';
      expectArgument(isString(text), call, 'text', 'a string', text);
      return sendMessage(text, fileList(call, files));
    },
    async retry(messageId) {
      expectMessageId('retry(messageId)', messageId);
      return retry(messageId);
    },
    ...resend,
    async choose(messageId, buttonIndex) {
      const call = 'choose(messageId, buttonIndex)';
      const isIndex = Number.isInteger(buttonIndex) && buttonIndex >= 0;
      expectMessageId(call, messageId);
      expectArgument(isIndex, call, 'buttonIndex', 'a whole number from 0', buttonIndex);
      return choose(messageId, buttonIndex);
    },
    stop,
    rate: createFeedback(context),
    abort: context.request.abort,
    addBotMessage(given) {
      const message = addedBotMessage(env, given);
      cell.updateMessages((messages) => [...messages, message]);
      return message;
    },
    canSend(text) {
      expectArgument(isString(text), 'canSend(text)', 'text', 'a string', text);
      return canSend(text);
    },
    setOptions(next) {
      expectArgument(isRecord(next), 'setOptions(options)', 'options', 'an object (from resolveOptions)', next);
      const greeting = cell.get().messages.length === 0 ? { initialMessages: greetingFor(next, env) } : {};
      cell.set({ ...optionsState(next), ...greeting });
    },
    destroy() {
      initializations += 1;
      context.request.abort();
      context.serverWait.stop();
      executions.close();
      cell.clearListeners();
    },
  };
}

/**
 * The snapshot's options and the strings of their language. A frozen copy: the caller's
 * object stays theirs, and no part can change the options other than by `setOptions`.
 */
function optionsState(given: ResolvedChatOptions): Pick<ChatState, 'options' | 'strings'> {
  const options = Object.freeze({ ...given });
  return { options, strings: stringsFor(options.i18n, options.defaultLanguage) };
}

/** The greeting's bubbles, with ids that stay the same from one render to the next. */
function greetingFor(options: ResolvedChatOptions, env: ChatEnv): ChatMessage[] {
  return initialMessagesFor(options).map((text, index) =>
    botMessage({ ...env, randomUUID: () => `initial-${index}` }, text, { greeting: true }),
  );
}

/** A new chat's snapshot: no conversation yet, the greeting ready to show. */
function initialState(options: ResolvedChatOptions, env: ChatEnv): ChatState {
  return {
    messages: [],
    initialMessages: greetingFor(options, env),
    sessionId: null,
    waiting: false,
    execution: null,
    lastError: null,
    historyStatus: 'idle',
    retryAt: null,
    retryInSeconds: 0,
    ...optionsState(options),
  };
}

/**
 * What the store's parts share; the options are the snapshot's, read when a part acts. Which
 * backend answers is fixed when the chat starts: a conversation keeps its backend.
 */
function storeContext(cell: StateCell, env: ChatEnv, emitter: ChatEmitter): StoreContext {
  const current = () => cell.get().options;
  const context: StoreContext = {
    options: current,
    env,
    emitter,
    cell,
    session: createSessionStorage(env, () => current().storageKey),
    transport: current().transport == 'n8n' ? createTransport(current, env) : createAgentLoader(() => context),
    request: createRequestSlot(),
    serverWait: createServerWait(env, cell),
    report: (error) => reportError(error, { env, onError: current().onError, emitter }),
  };
  return context;
}
