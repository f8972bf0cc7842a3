/** What createChat returns, and the two things createChatWith is made from (createChat.ts). */
import type { ChatEmitter } from '../core/store/events';
import type { LiveSetters } from '../core/store/live-setters';
import type { ChatStore } from '../core/store/store';
import type { checkOptions, loadLanguage, mountApp } from './app';

export type { ColorScheme } from '../core/store/live-setters';

/** The live setters (setMetadata, setLanguage, setColorScheme) are those of core/live-setters.ts. */
export interface ChatInstance extends LiveSetters {
  open(): void;
  close(): void;
  toggle(): void;
  isOpen(): boolean;
  /** Sends as the visitor would; resolves false when refused or failed. */
  sendMessage(text: string, files?: readonly File[]): Promise<boolean>;
  startNewSession(): Promise<void>;
  on: ChatEmitter['on'];
  off: ChatEmitter['off'];
  /** The chat's store, once its code has loaded and it has started. */
  ready(): Promise<ChatStore>;
  /** Removes everything createChat added to the page and cancels requests. */
  unmount(): void;
}

export type LoadApp = () => Promise<{
  mountApp: typeof mountApp;
  checkOptions: typeof checkOptions;
  loadLanguage: typeof loadLanguage;
}>;
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
