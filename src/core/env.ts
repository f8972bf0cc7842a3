/**
 * Everything the core needs from the outside world comes through one `ChatEnv`, so tests
 * pass fakes instead of patching globals, and a host without some API (no localStorage
 * in a sandboxed iframe, no `crypto.randomUUID` on plain http) still gets a working chat.
 */
import { createUuid } from './uuid';

/** The part of the Web Storage API the core uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of the browser's WebSocket the chat uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export type OpenSocket = (url: string) => SocketLike;

export interface ChatEnv {
  fetch: typeof globalThis.fetch;
  /** `null` when the browser has no storage or refuses access to it. */
  storage: KeyValueStorage | null;
  /** A v4 uuid. */
  randomUUID: () => string;
  /** Milliseconds since the epoch. */
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Where messages for the site owner go (docs/decisions.md#failures). */
  warn: (message: string, detail?: unknown) => void;
  /**
   * Opens the socket of a waiting n8n workflow (docs/protocol.md#waiting-for-the-visitor).
   * Optional so an env written before it still works: the browser's WebSocket is used.
   */
  openSocket?: OpenSocket;
  /** The page's URL, which a relative webhook URL is resolved against. */
  pageUrl?: () => string;
  /**
   * Calls back before the next paint: a waiting workflow's messages are applied once per
   * frame. Without it (an env written before it) each message is applied as it arrives.
   */
  nextFrame?: (callback: () => void) => void;
}

/** The browser's WebSocket; throws where there is none, which the chat reads as a dropped socket. */
// The cast: its handlers receive richer events than the chat reads (only `data` and `code`).
export const openBrowserSocket: OpenSocket = (url) => new WebSocket(url) as unknown as SocketLike;

/**
 * requestAnimationFrame, or a timer where there is none or the tab is hidden (a hidden tab
 * draws no frames, and a waiting workflow's message must still arrive).
 */
export function browserNextFrame(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  globalThis.requestAnimationFrame?.(run);
  globalThis.setTimeout(run, 100);
}

/** `location.href`, or a neutral base outside a browser. */
export const browserPageUrl = (): string => globalThis.location?.href ?? 'http://localhost/';

/** Reading `localStorage` itself throws in sandboxed iframes and some privacy modes. */
function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The browser's way to reach the site owner: the console, marked as ours. */
export function warnInConsole(message: string, detail?: unknown): void {
  console.warn(`[papo-chat] ${message}`, ...(detail === undefined ? [] : [detail]));
}

/** The real environment, with any part replaced by `overrides`. */
export function createBrowserEnv(overrides: Partial<ChatEnv> = {}): ChatEnv {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    storage: browserStorage(),
    randomUUID: () => createUuid(globalThis.crypto),
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    warn: warnInConsole,
    openSocket: openBrowserSocket,
    pageUrl: browserPageUrl,
    nextFrame: browserNextFrame,
    ...overrides,
  };
}
