/**
 * `papo-chat/element`: importing it defines `<papo-chat>` (once, and not on a server). The
 * chat's UI loads on intent, as with createChat.
 */
import { createChat } from '../embed';
import { chatElementClass, defineChatElement, type ChatElement } from './element';

export type { PapoChatElementOptions } from './element';
export type { ChatInstance } from '../embed';

/** A `<papo-chat>` element: `document.querySelector('papo-chat')` has this type. */
export type PapoChatElement = ChatElement;
/** The class behind `<papo-chat>` (for `instanceof`). */
export const PapoChatElement = chatElementClass(createChat);

defineChatElement(PapoChatElement);

declare global {
  interface HTMLElementTagNameMap {
    'papo-chat': ChatElement;
  }
}
