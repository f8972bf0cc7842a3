/**
 * `<papo-chat>`: createChat with the element as its target. The chat is made when the
 * element is connected, from its attributes over its `options` property; a change to
 * either re-creates it (the session is in storage, so the conversation comes back, and an
 * open window opens again), but for `color-scheme`, and removal unmounts it. What changes in one go (the
 * parser's attributes, a removal and re-insertion) is applied once, a microtask later.
 */
import { warnInConsole } from '../core/env';
import type { PapoError } from '../core/errors';
import type { ChatOptions } from '../core/options/options-schema';
import { reportError } from '../core/store/report';
import type { ChatInstance, ColorScheme } from '../embed/createChat';
import { attributeNames, optionsFromAttributes } from './attributes';

/** Every option but `target`: the element is where the chat mounts. */
export type PapoChatElementOptions = Omit<ChatOptions, 'target'>;

export interface ChatElement extends HTMLElement {
  /** The options attributes cannot carry (`webhookConfig`, `i18n`, `theme`, `onError`…); attributes win. */
  options: PapoChatElementOptions;
  /** The chat on screen (open, close, sendMessage, on…), or null while there is none. */
  readonly chat: ChatInstance | null;
}

type CreateChat = (options: ChatOptions) => ChatInstance;

// A server has no HTMLElement: the class is never defined there, but importing it must not throw.
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

export function chatElementClass(createChat: CreateChat): { new (): ChatElement; observedAttributes: string[] } {
  return class extends Base {
    static observedAttributes = attributeNames;
    #options: PapoChatElementOptions = {};
    #chat: ChatInstance | null = null;
    #pending?: boolean;

    get options() {
      return this.#options;
    }
    set options(options) {
      this.#options = options;
      this.attributeChangedCallback();
    }
    get chat() {
      return this.#chat;
    }

    connectedCallback() {
      // Set before the element was defined, `options` is a property of its own that hides the setter.
      if (Object.hasOwn(this, 'options')) {
        const { options } = this;
        delete (this as { options?: unknown }).options;
        this.options = options;
      }
      this.attributeChangedCallback();
    }
    disconnectedCallback() {
      this.attributeChangedCallback();
    }
    attributeChangedCallback(name?: string, _old?: string | null, value?: string | null) {
      // Every change comes here: the chat is made again once the current task's changes are done.
      // A new colour scheme alone applies to the chat on screen (a bad one remakes it, to be reported).
      // (In the body: esbuild keeps a class member's comment in the npm build.)
      if (name == 'color-scheme' && this.#chat && !this.#pending) {
        try {
          // Removed, the attribute leaves the `options` property's scheme, or the default (undefined).
          return this.#chat.setColorScheme((value ?? this.#options.colorScheme) as ColorScheme);
        } catch {
          // Made again below, where the option's error is reported.
        }
      }
      if (this.#pending) return;
      this.#pending = true;
      // The chat is made again from what the element holds once this task's changes are done.
      queueMicrotask(() => {
        this.#pending = false;
        const wasOpen = this.#chat?.isOpen();
        this.#chat?.unmount();
        this.#chat = null;
        if (!this.isConnected) return;
        try {
          const given = this.#options;
          // Not an object (a string would spread as its letters): none; the chat's code reports it (element-check.ts).
          this.#chat = createChat({
            ...(given instanceof Object && given),
            ...optionsFromAttributes(this),
            target: this,
          });
          if (wasOpen) this.#chat.open();
        } catch (error) {
          // A bad option (the npm build throws it) is reported like any failure to start (docs/decisions.md#failures): the page goes on.
          reportError(error as PapoError, { env: { warn: warnInConsole }, onError: this.#options.onError });
        }
      });
    }
  };
}

/** Defines the element once: a second call (or a second copy of Papo) and a server leave it alone. */
export function defineChatElement(element: CustomElementConstructor, name = 'papo-chat'): void {
  const registry = globalThis.customElements;
  if (registry && !registry.get(name)) registry.define(name, element);
}
