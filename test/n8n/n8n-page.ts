/**
 * Pages for the tests against a real n8n (`npm run test:n8n` starts it and sets
 * PAPO_N8N_URL): the built standalone bundle served from another origin than n8n's (the
 * test workflows allow any origin), the widget created with a test's options, in Chromium.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from '../e2e/chromium-options';
import { servedFrom, startStaticServer, type StaticServer } from '../helpers/static-server.mjs';

const BUNDLE = servedFrom('dist', 'browser');
if (!existsSync(join(BUNDLE, 'papo-chat.js'))) {
  throw new Error('dist/browser is missing: `npm run test:n8n` builds it (or run `npm run build:lib`).');
}
const n8nUrl = process.env.PAPO_N8N_URL;
if (!n8nUrl) throw new Error('PAPO_N8N_URL is not set: run these tests with `npm run test:n8n`.');

/** The Chat Trigger URLs of examples/n8n/test-workflows/ (webhook ids fixed in the files). */
export const webhooks = {
  lastNode: `${n8nUrl}/webhook/a1b2c3d4-0000-4000-8000-0000000e0c01/chat`,
  streaming: `${n8nUrl}/webhook/a1b2c3d4-0000-4000-8000-0000000e0c02/chat`,
  hitl: `${n8nUrl}/webhook/a1b2c3d4-0000-4000-8000-0000000e0c03/chat`,
  buttons: `${n8nUrl}/webhook/a1b2c3d4-0000-4000-8000-0000000e0c04/chat`,
  basicAuth: `${n8nUrl}/webhook/a1b2c3d4-0000-4000-8000-0000000e0c07/chat`,
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Papo against n8n</title></head>
<body><div id="papo-chat"></div><script src="/papo-chat.js"></script></body></html>`;

export interface OpenPage {
  page: Page;
  /** Page errors and console errors, which a test expects to stay empty. */
  errors: string[];
  close(): Promise<void>;
}

export interface N8nPages {
  /**
   * A new browser context (its own storage, so its own session) with the widget open. With
   * `origin` (e.g. `http://localhost:4321`, an origin a workflow allows), the page is served
   * at that origin by Chromium's request routing from the same files: nothing listens there.
   */
  open(options: Record<string, unknown>, page?: { origin?: string }): Promise<OpenPage>;
  close(): Promise<void>;
}

/**
 * `routedOrigins`: the pages may be opened at another origin (see `open`). Chromium gives a
 * page that Playwright's routing fulfilled no address, so it counts as a public site, and
 * its Local Network Access checks refuse that page's requests to n8n on 127.0.0.1 (a site on
 * the internet reaching a public n8n meets no such check): they are off in that browser.
 */
export async function startN8nPages({ routedOrigins = false } = {}): Promise<N8nPages> {
  const server: StaticServer = await startStaticServer({
    roots: [BUNDLE],
    pages: { '/index.html': PAGE },
    // The widget talks to n8n, never to this server's fake webhook.
    webhook: {
      reply: () => {
        throw new Error('the page must not call the static server');
      },
    },
  });
  const args = [
    ...(CHROMIUM_OPTIONS.args ?? []),
    ...(routedOrigins ? ['--disable-features=LocalNetworkAccessChecks'] : []),
  ];
  const browser: Browser = await chromium.launch({ ...CHROMIUM_OPTIONS, args });
  return {
    async open(options, { origin } = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (origin) {
        await context.route(`${origin}/**`, async (route) => {
          const { pathname } = new URL(route.request().url());
          await route.fulfill({ response: await route.fetch({ url: `${server.url}${pathname}` }) });
        });
      }
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${origin ?? server.url}/`, { waitUntil: 'load' });
      await openWidget(page, options);
      return { page, errors, close: () => context.close() };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Creates the chat (again after a reload) and opens its window. */
export async function openWidget(page: Page, options: Record<string, unknown>) {
  await page.evaluate((chatOptions) => window.PapoChat!.createChat(chatOptions), options);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await page.getByRole('textbox', { name: 'Type your question..' }).waitFor();
}

/** Types and sends `text` once the chat can send it (not while the history is still loading). */
export async function send(page: Page, text: string) {
  const textbox = page.getByRole('textbox', { name: 'Type your question..' });
  await textbox.fill(text);
  await expect.poll(() => page.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
  await textbox.press('Enter');
}

/** The texts of the conversation's bubbles, as `user: …` / `bot: …` (no typing indicator). */
export function bubbles(page: Page): Promise<string[]> {
  return page.locator('.papo-message--user, .papo-message--bot:not(.papo-typing)').evaluateAll((elements) =>
    elements.map((element) => {
      // Without the "You said" / "The assistant said" prefix that only screen readers get,
      // nor the buttons under a workflow's question, the copy and rating buttons, or the time.
      const visible = element.cloneNode(true) as Element;
      const extras = '.papo-visually-hidden, .papo-choices, .papo-actions, .papo-code__bar, time';
      for (const hidden of visible.querySelectorAll(extras)) hidden.remove();
      return `${element.classList.contains('papo-message--user') ? 'user' : 'bot'}: ${visible.textContent?.trim() ?? ''}`;
    }),
  );
}

/** Attaches a small text file (`nota.txt`, 18 bytes) through the widget's file input. */
export function attachNote(page: Page) {
  return page.locator('input[type="file"]').setInputFiles({
    name: 'nota.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('conteúdo do anexo'),
  });
}

/**
 * Pastes a small PNG (`foto.png`) into the message box, as Ctrl+V of a copied image does;
 * gives its bytes as a data: URL.
 */
export function pasteImage(page: Page): Promise<string> {
  return page.locator('textarea').evaluate(async (box) => {
    const canvas = new OffscreenCanvas(4, 3);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c0392b';
    context.fillRect(0, 0, 4, 3);
    const png = await canvas.convertToBlob({ type: 'image/png' });
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([png], 'foto.png', { type: 'image/png' }));
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
    const bytes = new Uint8Array(await png.arrayBuffer());
    return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
  });
}

export const lastTwo = async (page: Page) => (await bubbles(page)).slice(-2);
