/**
 * One store per chat (STYLE.md): an immutable snapshot, actions as the only writers,
 * `subscribe`/`getSnapshot` for React's useSyncExternalStore, and typed per-instance
 * events. The store owns the rules of SPEC §4–§5 and the failure handling of
 * DECISIONS.md 1–3, so a headless integrator gets the same behaviour as the widget.
 */
import { createBrowserEnv, type ChatEnv } from './env';
import { PapoError, WebhookAbortError, WebhookStreamError } from './errors';
import { createEmitter, type ChatEmitter } from './events';
import { mapHistory } from './history';
import { stringsFor, type ChatStrings } from './i18n';
import type { ChatMessage, TextMessage } from './messages';
import { resolveOptions, type ChatOptions } from './options';
import { initialMessagesFor, type ResolvedChatOptions } from './resolved-options';
import { reportError } from './report';
import { createSessionStorage } from './session';
import { consumeReplyStream } from './store-stream';
import { errorEntry, isAttemptLeftover, secondsUntil } from './store-errors';
import { createTransport } from './transport';

export type BotMessageInput =
  | { type?: 'text'; text: string; transparent?: boolean }
  | { type: 'component'; key: string; arguments?: Record<string, unknown>; transparent?: boolean };

export type HistoryStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ChatState {
  readonly messages: readonly ChatMessage[];
  /** Greeting shown before the conversation, as bot messages (SPEC §3). */
  readonly initialMessages: readonly ChatMessage[];
  /** `null` until a session is started or restored: the welcome screen's state. */
  readonly sessionId: string | null;
  readonly waiting: boolean;
  readonly lastError: PapoError | null;
  readonly historyStatus: HistoryStatus;
  /**
   * Set while the webhook has asked to wait (429/503 with `Retry-After`, capped at 60 s):
   * until this time (ms since the epoch) Retry and new messages are refused. `null` otherwise.
   */
  readonly retryAt: number | null;
  /** Whole seconds left until `retryAt`, updated once a second; 0 when there is no wait. */
  readonly retryInSeconds: number;
  readonly options: ResolvedChatOptions;
  readonly strings: ChatStrings;
}

export interface ChatStore extends Pick<ChatEmitter, 'on' | 'off' | 'emit'> {
  getSnapshot(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Restores the previous session, then starts one if the welcome screen is off (SPEC §4). */
  initialize(): Promise<void>;
  startNewSession(): void;
  loadPreviousSession(): Promise<void>;
  /** Resolves true when a reply arrived; false when refused (SPEC §5) or failed. */
  sendMessage(text: string, files?: readonly File[]): Promise<boolean>;
  /** Re-sends the message behind an error entry (or the user message with that id). */
  retry(messageId: string): Promise<boolean>;
  /** Cancels the request in flight; what a stream delivered so far is kept. */
  abort(): void;
  /**
   * Adds a bot message from the integration (not the webhook): plain text, or a
   * `component` message rendered by `messageComponents[key]` with `arguments` as props.
   */
  addBotMessage(message: BotMessageInput): ChatMessage;
  /** Whether `sendMessage(text)` would be accepted right now. */
  canSend(text: string): boolean;
  /** Aborts requests and drops every listener; the store is unusable afterwards. */
  destroy(): void;
}

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
 * The store for options already resolved. The embed layer validates the options before
 * the chat's code loads and hands them over, so that code carries no schema.
 */
export function createStoreFor(
  options: ResolvedChatOptions,
  env: ChatEnv,
  emitter: ChatEmitter = createEmitter((error) => env.warn('A chat event listener threw.', error)),
): ChatStore {
  const strings = stringsFor(options.i18n, options.defaultLanguage);
  const session = createSessionStorage(env, options.storageKey);
  const transport = createTransport(options, env);
  const listeners = new Set<() => void>();
  let inFlight: AbortController | null = null;
  let retryTimer: unknown;

  const timestamp = () => new Date(env.now()).toISOString();
  const initialMessages: ChatMessage[] = initialMessagesFor(options).map((text, index) => ({
    id: `initial-${index}`,
    text,
    sender: 'bot',
    createdAt: timestamp(),
  }));

  let state: ChatState = {
    messages: [],
    initialMessages,
    sessionId: null,
    waiting: false,
    lastError: null,
    historyStatus: 'idle',
    retryAt: null,
    retryInSeconds: 0,
    options,
    strings,
  };

  function setState(patch: Partial<ChatState>) {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function updateMessages(update: (messages: readonly ChatMessage[]) => readonly ChatMessage[]) {
    setState({ messages: update(state.messages) });
  }

  const report = (error: PapoError) => reportError(error, { env, onError: options.onError, emitter });

  function beginRequest(): AbortController {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    return controller;
  }

  function endRequest(controller: AbortController) {
    if (inFlight === controller) inFlight = null;
  }

  /** The server asked to wait: count the seconds down, and lift the wait at `retryAt`. */
  function waitUntil(retryAt: number) {
    env.clearTimeout(retryTimer);
    const tick = () => {
      const left = retryAt - env.now();
      if (left <= 0) {
        retryTimer = undefined;
        setState({ retryAt: null, retryInSeconds: 0 });
        return;
      }
      setState({ retryAt, retryInSeconds: secondsUntil(retryAt, env.now()) });
      // The next whole second of the countdown (or the end of the wait).
      retryTimer = env.setTimeout(tick, left % 1000 || 1000);
    };
    tick();
  }

  /** True while the wait the server asked for is not over, whatever the timer says. */
  function mustWait() {
    return state.retryAt !== null && env.now() < state.retryAt;
  }

  function startNewSession() {
    inFlight?.abort();
    const sessionId = env.randomUUID();
    session.write(sessionId);
    setState({ sessionId, messages: [], waiting: false, lastError: null });
  }

  async function loadPreviousSession() {
    if (!options.loadPreviousSession) return;
    const candidateId = session.read() ?? env.randomUUID();
    const controller = beginRequest();
    setState({ historyStatus: 'loading' });
    try {
      const data = await transport.loadPreviousSession(candidateId, { signal: controller.signal });
      // A session started while the history was on its way wins over the history.
      if (state.sessionId !== null) return;
      const history = Array.isArray(data) ? data : [];
      // SPEC §4: adopt the id only when the server knows this conversation.
      if (history.length === 0) return setState({ historyStatus: 'loaded' });
      session.write(candidateId);
      const messages = mapHistory(history, { createId: env.randomUUID, createdAt: timestamp() });
      setState({ sessionId: candidateId, messages, historyStatus: 'loaded' });
    } catch (error) {
      if (error instanceof WebhookAbortError) return;
      const papoError = toPapoError(error);
      setState({ historyStatus: 'failed', lastError: papoError });
      report(papoError);
      // DECISIONS.md 2: the visitor can still talk; a fresh session replaces the lost one.
      if (state.sessionId === null) startNewSession();
      setState({ lastError: papoError });
    } finally {
      endRequest(controller);
    }
  }

  function canSend(text: string) {
    // A send now would start a new session and throw away the history on its way.
    // While the server asks to wait, a send would only be refused again; the draft stays in the box.
    return (
      text.trim() !== '' && !state.waiting && !options.disabled && state.historyStatus !== 'loading' && !mustWait()
    );
  }

  async function deliver(userMessage: TextMessage): Promise<boolean> {
    const sessionId = state.sessionId ?? '';
    const controller = beginRequest();
    setState({ waiting: true, lastError: null });
    let replyMessages: TextMessage[] = [];
    try {
      const result = await transport.sendMessage(
        { sessionId, text: userMessage.text, files: userMessage.files },
        { signal: controller.signal },
      );
      if (result.kind === 'reply') {
        const reply: TextMessage = { id: env.randomUUID(), text: result.text, sender: 'bot', createdAt: timestamp() };
        updateMessages((messages) => [...messages, reply]);
        replyMessages = [reply];
      } else {
        replyMessages = await consumeReplyStream(result.chunks, {
          createMessage: (text) => ({
            id: env.randomUUID(),
            text,
            sender: 'bot',
            createdAt: timestamp(),
            streaming: true,
          }),
          updateMessages,
          clock: env,
        });
        if (replyMessages.length === 0) {
          throw new WebhookStreamError('The chat webhook streamed no reply.', undefined, 'empty');
        }
      }
      for (const reply of replyMessages) emitter.emit('messageReceived', reply);
      return true;
    } catch (error) {
      if (error instanceof WebhookAbortError || controller.signal.aborted) return false;
      const papoError = toPapoError(error);
      const entry = errorEntry(papoError, {
        id: env.randomUUID(),
        createdAt: timestamp(),
        retryMessageId: userMessage.id,
        strings,
        now: env.now(),
      });
      updateMessages((messages) => [...messages, entry]);
      setState({ lastError: papoError });
      if (entry.retryAt !== undefined) waitUntil(entry.retryAt);
      report(papoError);
      return false;
    } finally {
      endRequest(controller);
      if (!inFlight) setState({ waiting: false });
    }
  }

  async function sendMessage(text: string, files: readonly File[] = []) {
    if (!canSend(text)) return false;
    if (state.sessionId === null) startNewSession();
    const userMessage: TextMessage = {
      id: env.randomUUID(),
      text,
      sender: 'user',
      createdAt: timestamp(),
      ...(files.length > 0 ? { files: [...files] } : {}),
    };
    updateMessages((messages) => [...messages, userMessage]);
    emitter.emit('messageSent', userMessage);
    return deliver(userMessage);
  }

  async function retry(messageId: string) {
    if (state.waiting || options.disabled || mustWait()) return false;
    const target = state.messages.find((message) => message.id === messageId);
    const userMessageId = target?.type === 'error' ? target.retryMessageId : messageId;
    const userMessage = state.messages.find(
      (message): message is TextMessage =>
        message.id === userMessageId && message.sender === 'user' && (message.type ?? 'text') === 'text',
    );
    if (!userMessage) return false;
    // The failed attempt's error entry and broken partial reply make way for the new one.
    updateMessages((messages) => messages.filter((message) => !isAttemptLeftover(message, userMessage.id, messages)));
    return deliver(userMessage);
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: emitter.on,
    off: emitter.off,
    emit: emitter.emit,
    async initialize() {
      await loadPreviousSession();
      if (state.sessionId === null && !options.showWelcomeScreen) startNewSession();
    },
    startNewSession,
    loadPreviousSession,
    sendMessage,
    retry,
    abort() {
      inFlight?.abort();
    },
    addBotMessage(input) {
      const common = { id: env.randomUUID(), sender: 'bot' as const, createdAt: timestamp() };
      const message: ChatMessage =
        input.type === 'component'
          ? {
              ...common,
              type: 'component',
              key: input.key,
              arguments: input.arguments ?? {},
              transparent: input.transparent,
            }
          : { ...common, text: input.text, transparent: input.transparent };
      updateMessages((messages) => [...messages, message]);
      return message;
    },
    canSend,
    destroy() {
      inFlight?.abort();
      env.clearTimeout(retryTimer);
      listeners.clear();
    },
  };
}

function toPapoError(error: unknown): PapoError {
  if (error instanceof PapoError) return error;
  return new WebhookStreamError('The chat reply could not be read.', error);
}
