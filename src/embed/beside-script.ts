/**
 * In the standalone bundle the chat's code is fetched from beside the script that is
 * running (papo-chat.js, or papo-chat.element.js): read while it runs, since
 * `document.currentScript` is null once it has finished.
 */
import type { LoadApp } from './createChat';

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
const appUrl = new URL('papo-chat.app.js', scriptUrl || document.baseURI).href;

export const loadAppBesideScript: LoadApp = () => import(/* @vite-ignore */ appUrl);
