/**
 * Mounts real widgets with `createChatWith(loader)` in Chromium. The webhook is a fake
 * `fetch` (no network) and the browser's idle callback is held back, so a test decides
 * when the chat's code loads. Everything a test mounts is unmounted after it.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ChatOptions } from '../../src/core/options/options';
import { createChatWith, type ChatInstance, type LoadApp } from '../../src/embed/createChat';
import { placeInTarget } from '../../src/embed/target';
import { fakeWebhook, json, type WebhookCall } from '../helpers/fake-webhook.mjs';

export const WEBHOOK_URL = 'https://hooks.papo.example/webhook/chat';

export const loadRealApp: LoadApp = () => import('../../src/embed/app');

type Handler = (call: WebhookCall) => Response | Promise<Response>;

/** No history, and an echo for every message. */
export const echoWebhook: Handler = (call) =>
  call.payload.action === 'loadPreviousSession'
    ? json({ data: [] })
    : json({ output: `Eco: ${String(call.payload.chatInput)}` });

const mounted: ChatInstance[] = [];
let idleCallbacks: IdleRequestCallback[] = [];
const pageStyles: HTMLStyleElement[] = [];

beforeEach(async () => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idleCallbacks[id - 1] = () => {};
  });
  await page.viewport(1280, 800);
});

afterEach(() => {
  for (const instance of mounted.splice(0)) instance.unmount();
  for (const style of pageStyles.splice(0)) style.remove();
  document.documentElement.removeAttribute('style');
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Runs what the widget asked the browser to do once idle. */
export function runIdleCallbacks() {
  const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
  for (const callback of idleCallbacks.splice(0)) callback(deadline);
}

/** Replaces `fetch` for the webhook's URL only; records every webhook call. */
export function stubWebhook(handler: Handler = echoWebhook) {
  const webhook = fakeWebhook(handler);
  const realFetch = globalThis.fetch.bind(globalThis);
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith(WEBHOOK_URL) ? webhook.fetch(input, init) : realFetch(input, init),
  );
  vi.stubGlobal('fetch', fetch);
  return webhook;
}

/** A `<style>` the host page adds, removed after the test. */
export function addPageStyle(cssText: string) {
  const style = document.createElement('style');
  style.textContent = cssText;
  document.head.append(style);
  pageStyles.push(style);
  return style;
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The parts of one mounted widget, looked up afresh each time (React re-renders them). */
export function widgetParts(host: Element) {
  const root = host.shadowRoot!;
  const one = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  return {
    host,
    root,
    toggle: () => one<HTMLButtonElement>('.papo-toggle')!,
    /** The chat's own window and box, not those of the chat drawn while its code loads. */
    chatWindow: () => one<HTMLElement>('.papo-root .papo-window'),
    textarea: () => one<HTMLTextAreaElement>('.papo-root .papo-input__textarea'),
    /** The chat the loader draws while the chat's code is on its way (src/embed/drawn-window.ts). */
    drawn: () => one<HTMLElement>('.papo-root ~ .papo-window, .papo-root ~ .papo-fullscreen'),
    drawnTextarea: () => one<HTMLTextAreaElement>('.papo-root ~ * .papo-input__textarea'),
    closeButton: () => one<HTMLButtonElement>('.papo-header__close'),
    failed: () => one<HTMLElement>('.papo-failed'),
    liveRegion: () => one<HTMLElement>('[data-testid="live-region"]'),
    typing: () => one<HTMLElement>('[data-testid="typing-indicator"]'),
    messages: (sender: 'user' | 'bot') => [...root.querySelectorAll<HTMLElement>(`.papo-message--${sender}`)],
    /** The element focused inside the shadow root (document.activeElement is the host). */
    focused: () => root.activeElement,
  };
}

export type Widget = ReturnType<typeof widgetParts>;

/**
 * createChat with a loader spy (the real app by default) and Portuguese strings. The
 * widget is the newest one in its target.
 */
export function mountChat(options: ChatOptions = {}, loadApp: LoadApp = loadRealApp) {
  const loader = vi.fn(loadApp);
  const instance = createChatWith(
    loader,
    placeInTarget,
  )({ webhookUrl: WEBHOOK_URL, defaultLanguage: 'pt', ...options });
  mounted.push(instance);
  const given = options.target ?? '#papo-chat';
  const target = typeof given === 'string' ? document.querySelector(given)! : given;
  const hosts = target.querySelectorAll(':scope > [data-papo-chat]');
  return { instance, loader, ...widgetParts(hosts[hosts.length - 1]!) };
}

/** Clicks the toggle and waits until the visitor can type (the session has started). */
export async function openChat(widget: Pick<Widget, 'toggle' | 'textarea'>): Promise<HTMLTextAreaElement> {
  await userEvent.click(widget.toggle());
  await expect.poll(() => widget.textarea(), { message: 'the message box appears' }).toBeTruthy();
  return widget.textarea()!;
}

/**
 * Waits until the focus is on the part `part` names, looked up at each try: right after a key
 * opens the chat, its box may not be drawn yet, and `toBe(widget.textarea())` would have
 * compared the focus with the `null` found then, for as long as the poll lasts.
 */
export async function focusReaches(widget: Pick<Widget, 'focused'>, part: () => Element | null) {
  await expect
    .poll(() => {
      const element = part();
      return element !== null && widget.focused() === element;
    })
    .toBe(true);
}

/** Every text the live region held, in order, as a screen reader would have heard it. */
export function recordAnnouncements(region: HTMLElement) {
  const heard: string[] = [];
  const observer = new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text !== '' && text !== heard.at(-1)) heard.push(text);
  });
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return { heard, stop: () => observer.disconnect() };
}
