/**
 * examples/plain-html served with the built bundle beside it and a fake webhook on the same
 * server, opened in the run's Chromium: what the end-to-end tests of the standalone bundle
 * share. `serveExample` starts both before the file's tests and stops them after.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startStaticServer, type StaticServer } from '../helpers/static-server.mjs';
import { connectChromium } from './chromium-connection';
import { BUNDLE, EXAMPLE, plainHtmlExample } from './plain-html-example';
import { openWatchedPage } from './watched-page';

export const example = plainHtmlExample('index.html', 'papo-chat.js');

/**
 * The example's page (its CSP, its loader) at `/<name>.html`, with its chat made by
 * `createChat(options)` instead of the example's own, and kept as `window.papoChat`.
 */
export function exampleWithChat(name: string, options: Record<string, unknown>): Record<string, string> {
  return {
    [`/${name}.html`]: example.html.replace(
      '<script src="chat.js"></script>',
      `<script src="chat-${name}.js"></script>`,
    ),
    [`/chat-${name}.js`]: `window.papoChat = window.PapoChat.createChat(${JSON.stringify(options)});`,
  };
}

interface Served {
  /** Extra pages, URL path → HTML or script. */
  pages?: Record<string, string>;
  /** The webhook's reply to each question; any other gets "Ok!". */
  replies: Record<string, string>;
}

export function serveExample({ pages, replies }: Served) {
  let server: StaticServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startStaticServer({
      roots: [EXAMPLE, BUNDLE],
      pages,
      webhook: { reply: (text) => replies[text] ?? 'Ok!' },
    });
    browser = await connectChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A fresh page, watched (errors, CSP violations, requests; idle held back). */
  const openPage = (path: string, options: BrowserContextOptions = {}) =>
    openWatchedPage(browser, server, path, options);
  return {
    openPage,
    /** The page at `path`, checked to be under the example's strict CSP, with its chat opened. */
    async openChat(path: string) {
      const watched = await openPage(path);
      const policy = watched.page.locator('meta[http-equiv="Content-Security-Policy"]');
      expect(await policy.getAttribute('content')).toContain("style-src 'self'");
      await watched.page.getByRole('button', { name: 'Abrir chat' }).click();
      return watched;
    },
  };
}

/** Holds the page's requests for `url` until the returned `release` is called. */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Sends `question` from the open chat's box (the example chats in Portuguese). */
export async function ask(page: Page, question: string) {
  const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
  await textbox.fill(question);
  await textbox.press('Enter');
}
