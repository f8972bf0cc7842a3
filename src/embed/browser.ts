/**
 * The standalone bundle's entry: `<script src=".../papo-chat.js">` defines
 * `window.PapoChat.createChat`. The chat's code is fetched from beside this script.
 */
import { loadAppBesideScript, preloadAppBesideScript } from './beside-script';
import { createChatWith } from './createChat';
import { placeInTarget } from './target';

const createChat = createChatWith(loadAppBesideScript, placeInTarget, preloadAppBesideScript);

declare global {
  interface Window {
    PapoChat?: { createChat: typeof createChat; version: string };
  }
}

window.PapoChat = { createChat, version: __PAPO_VERSION__ };
