/**
 * In the standalone bundle the chat's code, and a language's pack, are fetched from beside
 * the script that is running (papo-chat.js, or papo-chat.element.js): read while it runs,
 * since `document.currentScript` is null once it has finished.
 */
import type { LoadApp } from './createChat';

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? '';

/** The address of `file` beside this script. */
export const besideScript = (file: string) => new URL(file, scriptUrl || document.baseURI).href;

const appUrl = besideScript('papo-chat.app.js');

export const loadAppBesideScript: LoadApp = () => import(/* @vite-ignore */ appUrl);

/**
 * The browser is idle: the chat's code is fetched and compiled, not run
 * (docs/performance.md#the-idle-preload). The `import()` on intent then takes it from the
 * page's module map, with no second request whatever its cache headers, and runs it.
 */
export const preloadAppBesideScript = () =>
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: appUrl }));
