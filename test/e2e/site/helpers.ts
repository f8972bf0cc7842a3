/**
 * Shared by the docs-site end-to-end tests: the reference webhook server
 * (examples/webhook-server) started in-process over the built site, Chromium through
 * playwright-core, and locators for the chat inside its open shadow root (Playwright's CSS
 * locators pierce open shadow roots).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { servedFrom } from '../../helpers/static-server.mjs';
import { connectChromium } from '../chromium-connection';

export const SITE_DIR = servedFrom('docs-site', 'dist');
export const BUNDLE_DIR = servedFrom('dist', 'browser');

/** The widget's storage key on the site (docs/decisions.md#names-and-defaults: `<vendor>` is papo). */
export const SESSION_KEY = 'papo-chat/sessionId';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fails the whole file, with what to do, when the build it needs is missing. */
export function requireBuild({ bundle = false } = {}) {
  if (!existsSync(join(SITE_DIR, 'index.html'))) {
    throw new Error(
      'docs-site/dist/index.html is missing: run `npm run build` (library and docs site) before the end-to-end tests.',
    );
  }
  if (bundle && !existsSync(join(BUNDLE_DIR, 'papo-chat.js'))) {
    throw new Error('dist/browser/papo-chat.js is missing: run `npm run build` before the end-to-end tests.');
  }
}

/**
 * A link of Lia's to a docs page: absolute, on the origin the chat asked (the reference
 * server writes her links so, to open from any page: its README, "Source links").
 */
export const LIA_DOCS_LINK = 'a[href^="http"][href*="/docs/"]';

export type FaultKind = '500' | 'slow' | 'cut-stream' | 'non-json';

export interface ReferenceServer {
  url: string;
  /** What the server logged as a warning or error (an unexpected 500 is logged there). */
  problems: string[];
  /** Arms one failure of the next webhook reply (`POST /__test__/faults`). */
  armFault(next: FaultKind, extra?: { action?: 'sendMessage' | 'loadPreviousSession'; ms?: number }): Promise<void>;
  /** The fault still armed, or null once it fired. */
  armedFault(): Promise<unknown>;
  /** The ratings the widget sent (`sendFeedback`), newest per message. */
  feedback(): { messageId: string; rating: string; comment?: string }[];
  close(): Promise<void>;
}

interface ServerModule {
  createServer(options: Record<string, unknown>): {
    listen(): Promise<string>;
    close(): Promise<void>;
    readonly url: string | null;
    feedback: { list(): { messageId: string; rating: string; comment?: string }[] };
  };
}

/**
 * The reference server as `npm start` runs it (site, webhook and Lia over the real docs),
 * on 127.0.0.1 and a free port, with the test fault switches on.
 */
export async function startReferenceServer(): Promise<ReferenceServer> {
  // Plain ESM JavaScript: imported by URL so the root type-check does not need its types.
  const modulePath = pathToFileURL(servedFrom('examples', 'webhook-server', 'src', 'server.js')).href;
  const { createServer } = (await import(modulePath)) as ServerModule;
  const problems: string[] = [];
  const record = (...parts: unknown[]) => problems.push(parts.map(String).join(' '));
  const app = createServer({
    port: 0,
    host: '127.0.0.1',
    siteDir: SITE_DIR,
    testFaults: true,
    streamDelayMs: 5,
    logger: { info: () => {}, warn: record, error: record },
  });
  const url = await app.listen();
  const faults = `${url}/__test__/faults`;
  return {
    url,
    problems,
    async armFault(next, extra = {}) {
      const response = await fetch(faults, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ next, ...extra }),
      });
      if (!response.ok) throw new Error(`Arming the fault failed: ${response.status} ${await response.text()}`);
    },
    async armedFault() {
      const body = (await (await fetch(faults)).json()) as { armed: unknown };
      return body.armed;
    },
    feedback: () => app.feedback.list(),
    close: () => app.close(),
  };
}

export interface Site {
  server: ReferenceServer;
  browser: Browser;
}

/**
 * What most site tests share: the build checked, then for the file's tests the reference
 * server over it and Chromium, both stopped afterwards. The object is filled in before the
 * first test; a file's own `beforeAll` hooks, declared after this call, run after it.
 */
export function useSite({ bundle = false } = {}): Site {
  requireBuild({ bundle });
  const site = {} as Site;
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([startReferenceServer(), connectChromium()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/**
 * A page in a fresh context (its own localStorage). Page errors and console errors are
 * collected; `expectedErrors` filters the ones a test provokes on purpose.
 */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = DESKTOP) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, context, errors, close: () => context.close() };
}

/** The chat's parts, by role and name where it has them (pt strings of the site). */
export function chatOf(page: Page) {
  return {
    host: page.locator('[data-papo-chat]'),
    /** The toggle's name follows its state: "Abrir chat" closed, "Fechar chat" open. */
    toggle: page.locator('.papo-toggle'),
    openToggle: page.getByRole('button', { name: 'Abrir chat', exact: true }),
    window: page.locator('.papo-window'),
    textbox: page.getByRole('textbox', { name: 'Escreva sua pergunta…' }),
    userMessages: page.locator('.papo-message--user'),
    /** Bot text bubbles (the initial greetings included), not the typing indicator or error entries. */
    botMessages: page.locator('.papo-message--bot:not(.papo-typing):not(.papo-message--error)'),
    errorEntries: page.locator('.papo-message--error'),
    typing: page.locator('[data-testid="typing-indicator"]'),
  };
}

/** Waits until the window is open, done with its opening transition, and the message box is ready. */
export async function waitUntilOpen(page: Page) {
  const chat = chatOf(page);
  await page.locator('.papo-window[data-open="true"]').waitFor();
  await chat.textbox.waitFor();
  await chat.window.evaluate((element) =>
    // A transition that gets replaced rejects `finished`: its successor is in the next list.
    Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** Waits until a reply is complete: no typing dots and no bubble still streaming. */
export async function waitForReplyDone(page: Page) {
  await chatOf(page).typing.waitFor({ state: 'detached' });
  await page.locator('[data-streaming]').waitFor({ state: 'detached' });
}

/** The text of every entry of the conversation, in order (greetings, questions, answers, errors). */
export function conversation(page: Page): Promise<string[]> {
  return page.locator('.papo-message:not(.papo-typing)').allTextContents();
}

export function storedSessionId(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
}

/** What has focus, looking inside the chat's shadow root: `toggle`, `textbox`, `other`… */
export function focusedPart(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const host = document.querySelector('[data-papo-chat]');
    if (!active || active !== host) return `page:${active?.tagName.toLowerCase() ?? 'none'}`;
    const inner = host.shadowRoot?.activeElement;
    if (!inner) return 'host';
    if (inner.classList.contains('papo-toggle')) return 'toggle';
    if (inner.tagName === 'TEXTAREA') return 'textbox';
    return `other:${inner.tagName.toLowerCase()}.${inner.className}`;
  });
}

/** A Content-Security-Policy violation a document saw. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records the policy violations of every document the context loads (frames included), from
 * before the document's own scripts run; `violationsIn` reads a page's or a frame's.
 */
export async function recordViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

/** The violations `recordViolations` saw in this document. */
export const violationsIn = (document: Page | Frame): Promise<Violation[]> =>
  document.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
