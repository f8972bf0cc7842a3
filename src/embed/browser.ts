/**
 * The standalone bundle's entry: `<script src=".../papo-chat.js">` defines
 * `window.PapoChat.createChat`. The chat's code is fetched from beside this script.
 */
import { createChatWith } from './createChat';

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
const appUrl = new URL('papo-chat.app.js', scriptUrl || document.baseURI).href;

const createChat = createChatWith(() => import(/* @vite-ignore */ appUrl));

declare global {
  interface Window {
    PapoChat?: { createChat: typeof createChat; version: string };
  }
}

window.PapoChat = { createChat, version: __PAPO_VERSION__ };
