/**
 * The standalone `<papo-chat>`: `<script src=".../papo-chat.element.js">` defines the
 * element; the chat's code is fetched from beside this script on intent. The element is
 * always the chat's target, so papo-chat.js's selector lookup (and `window.PapoChat`) stay
 * out of this file: a page using it pays as little as possible before intent.
 */
import { loadAppBesideScript, preloadAppBesideScript } from '../embed/beside-script';
import { createChatWith } from '../embed/createChat';
import { chatElementClass, defineChatElement } from './element';

// The element is the target, and it unmounts its chat before it makes another.
const createChat = createChatWith(
  loadAppBesideScript,
  (element, mount) => mount(element as Element),
  preloadAppBesideScript,
);

defineChatElement(chatElementClass(createChat));
