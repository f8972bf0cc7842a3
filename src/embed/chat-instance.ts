/** What createChat returns, and the two things createChatWith is made from (createChat.ts). */
import type { ChatEmitter } from '../core/events';
import type { ChatOptions, ValidatedChatOptions } from '../core/options-schema';
import type { ChatStore } from '../core/store';
import type { checkOptions, mountApp } from './app';

export type ColorScheme = ValidatedChatOptions['colorScheme'];

export interface ChatInstance {
  open(): void;
  close(): void;
  toggle(): void;
  isOpen(): boolean;
  /** Sends as the visitor would; resolves false when refused or failed. */
  sendMessage(text: string, files?: readonly File[]): Promise<boolean>;
  startNewSession(): Promise<void>;
  /**
   * Replaces the metadata sent with later requests. A bad value throws a PapoOptionsError
   * naming it; in the standalone loaders, before the chat's code has arrived, it is
   * reported when the code arrives instead (docs/api.md, "Options checked at once or on arrival"). So for the two below.
   */
  setMetadata(metadata: ChatOptions['metadata']): void;
  /** Switches every string (the toggle's too) to a language of `i18n` or a built-in one. */
  setLanguage(language: string): void;
  /** 'light', 'dark' or 'auto' (the visitor's system setting), as the `colorScheme` option. */
  setColorScheme(scheme: ColorScheme): void;
  on: ChatEmitter['on'];
  off: ChatEmitter['off'];
  /** The chat's store, once its code has loaded and it has started. */
  ready(): Promise<ChatStore>;
  /** Removes everything createChat added to the page and cancels requests. */
  unmount(): void;
}

export type LoadApp = () => Promise<{ mountApp: typeof mountApp; checkOptions: typeof checkOptions }>;
/**
 * Where a chat goes: given the `target` option and how to make a chat in an element (and
 * what its unmount must also undo), returns the chat. placeInTarget (selectors, one chat per
 * element) or, where the target is always an element and holds one chat at a time
 * (`<papo-chat>` in its standalone bundle), something smaller.
 */
export type PlaceChat = (
  target: string | Element,
  mount: (element: Element, release?: () => void) => ChatInstance,
) => ChatInstance;
