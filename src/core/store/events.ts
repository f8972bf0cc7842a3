/**
 * Typed events, one emitter per chat instance: a module-level bus is why two n8n widgets
 * on one page interfere (docs/decisions.md#several-widgets-on-a-page).
 */
import { expectArgument, isString } from '../arguments';
import { describeValue, PapoArgumentError, type PapoError } from '../errors';
import type { ChatMessage, Rating, UserMessage } from '../messages/messages';
import type { AgentEvent } from '../transport/chat-transport';
import { closestName } from '../options/option-hints';

export interface ChatEvents {
  open: void;
  close: void;
  scrollToBottom: void;
  arrowKeyDown: { key: 'ArrowUp' | 'ArrowDown'; text: string };
  messageSent: ChatMessage;
  messageReceived: ChatMessage;
  /**
   * The visitor edited their last message (`messageActions.edit`): `message` goes out in place
   * of what `replaced` held, their old message and the reply to it.
   */
  messageEdited: { message: UserMessage; replaced: readonly ChatMessage[] };
  /**
   * The visitor asked for a new reply (`messageActions.regenerate`): their question goes out
   * again as `message` (a new id), in place of what `replaced` held, the question and its reply.
   */
  replyRegenerated: { message: UserMessage; replaced: readonly ChatMessage[] };
  /** The visitor stopped a reply: `messages` are what had streamed in, kept and marked `stopped`. */
  stopped: { messages: readonly ChatMessage[] };
  error: PapoError;
  /** The visitor rated a bot reply; a comment after 👎 comes as a second event with `comment`. */
  feedback: { messageId: string; rating: Rating; comment?: string };
  /** A backend event the chat does not draw (an AI SDK `data-*` part, AG-UI state…), as it came. */
  agentEvent: AgentEvent;
}

export type ChatEventName = keyof ChatEvents;
export type ChatEventListener<Name extends ChatEventName> = (payload: ChatEvents[Name]) => void;

export interface ChatEmitter {
  /**
   * Checks an `on`/`off` call before it changes anything (arguments.ts's checkListener):
   * set by the store, so the loaders, which create the emitter, carry no event names.
   */
  check?: (method: 'on' | 'off', name: unknown, listener: unknown) => void;
  /** The listeners by event, for the check of those added before it was set (watchListeners). */
  readonly listeners: Map<ChatEventName, Set<(payload: never) => void>>;
  on<Name extends ChatEventName>(name: Name, listener: ChatEventListener<Name>): () => void;
  off<Name extends ChatEventName>(name: Name, listener: ChatEventListener<Name>): void;
  emit<Name extends ChatEventName>(
    name: Name,
    ...payload: ChatEvents[Name] extends void ? [] : [ChatEvents[Name]]
  ): void;
}

export function createEmitter(onListenerError: (error: unknown) => void): ChatEmitter {
  const listeners = new Map<ChatEventName, Set<(payload: never) => void>>();

  const off: ChatEmitter['off'] = (name, listener) => {
    emitter.check?.('off', name, listener);
    listeners.get(name)?.delete(listener as (payload: never) => void);
  };

  const emitter: ChatEmitter = {
    listeners,
    on(name, listener) {
      emitter.check?.('on', name, listener);
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as (payload: never) => void);
      return () => off(name, listener);
    },
    off,
    emit(name, payload?: unknown) {
      // Copy first: a listener may unsubscribe itself while we iterate.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (value: unknown) => void)(payload);
        } catch (error) {
          // A faulty listener on the host page must not break the chat or other listeners.
          onListenerError(error);
        }
      }
    },
  };
  return emitter;
}

/** Every event a chat emits, in docs/api.md's order; `satisfies` keeps it to ChatEvents' names. */
export const eventNames = [
  'open',
  'close',
  'scrollToBottom',
  'arrowKeyDown',
  'messageSent',
  'messageReceived',
  'messageEdited',
  'replyRegenerated',
  'stopped',
  'feedback',
  'agentEvent',
  'error',
] as const satisfies readonly ChatEventName[];

/**
 * `on`/`off`: a known event and a function. An unknown name gets the closest known one
 * (`"mesageSent" is not an event. Did you mean "messageSent"?`) or the list of them.
 */
export function checkListener(method: 'on' | 'off', name: unknown, listener: unknown): void {
  const call = `${method}(event, listener)`;
  if (!(eventNames as readonly unknown[]).includes(name)) {
    const suggestion = isString(name) ? closestName(name, eventNames) : undefined;
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : ` Events: ${eventNames.join(', ')}.`;
    throw new PapoArgumentError(call, 'event', 'the name of an event', describeValue(name), `.${hint}`);
  }
  expectArgument(typeof listener === 'function', call, 'listener', 'a function', listener);
}
