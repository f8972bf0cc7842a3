// @vitest-environment node
/**
 * Formulas in replies (`markdown: { math: true }`, docs/features.md#math) with the standalone
 * bundle on examples/plain-html's page, under its strict Content-Security-Policy (run
 * `npm run build` first): KaTeX's file is fetched only by a reply that holds a formula, once,
 * and draws MathML with no CSP violation; a formula shows as written while it loads and when
 * it cannot be fetched.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../helpers/static-server.mjs';
import { connectChromium } from './chromium-connection';
import { BUNDLE, EXAMPLE, plainHtmlExample } from './plain-html-example';
import { openWatchedPage } from './watched-page';

const example = plainHtmlExample('index.html', 'papo-chat.js');

const PRICES = 'Quanto custa?';
// Markdown (the code span) but no formula: dollars in prose stay text, and KaTeX is not fetched.
const PRICES_REPLY = 'O plano `basic` custa $5 por mês e $10 com suporte.';
const EULER = 'E a fórmula de Euler?';
const EULER_REPLY = 'É $e^{i\\pi} + 1 = 0$, e a integral:\n\n$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$';
const EULER_INLINE = '$e^{i\\pi} + 1 = 0$';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await startStaticServer({
    roots: [EXAMPLE, BUNDLE],
    // The example's page (its CSP, its loader) with a chat that turns math on.
    pages: {
      '/math.html': example.html.replace('<script src="chat.js"></script>', '<script src="chat-math.js"></script>'),
      '/chat-math.js': `window.PapoChat.createChat({ webhookUrl: '/webhook/chat', defaultLanguage: 'pt', markdown: { math: true } });`,
    },
    webhook: { reply: (text) => ({ [PRICES]: PRICES_REPLY, [EULER]: EULER_REPLY })[text] ?? 'Ok!' },
  });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openChat() {
  const watched = await openWatchedPage(browser, server, '/math.html');
  expect(await watched.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(
    "style-src 'self'",
  );
  await watched.page.getByRole('button', { name: 'Abrir chat' }).click();
  return watched;
}

async function ask(page: Page, question: string) {
  const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
  await textbox.fill(question);
  await textbox.press('Enter');
}

const mathFetches = (requests: string[]) => requests.filter((request) => request.startsWith('GET /papo-chat.math.js'));

describe('formulas in replies, under the example page’s strict CSP', () => {
  it('fetches KaTeX only for a reply with a formula, once, and draws MathML without a CSP violation', async () => {
    const { page, problems, requests, cspViolations, close } = await openChat();

    await ask(page, PRICES);
    await page.locator('.papo-message--bot code', { hasText: 'basic' }).waitFor();
    await expect(page.locator('.papo-message--bot').last().textContent()).resolves.toContain('custa $5 por mês e $10');
    expect(await page.locator('.papo-math').count()).toBe(0);
    expect(mathFetches(requests())).toEqual([]);

    await ask(page, EULER);
    const drawn = page.locator('.papo-message--bot .papo-math math');
    await expect.poll(() => drawn.count()).toBe(2);
    expect(await page.locator('.papo-math math[display="block"]').count()).toBe(1);
    // The TeX rides along as the MathML's annotation; nothing is left as written.
    expect(await drawn.first().locator('annotation').textContent()).toBe('e^{i\\pi} + 1 = 0');
    expect(await page.locator('.papo-math--raw').count()).toBe(0);

    await ask(page, EULER);
    await expect.poll(() => drawn.count()).toBe(4);
    expect(mathFetches(requests())).toEqual(['GET /papo-chat.math.js']);

    expect(problems.errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('shows a formula as written while KaTeX is on its way, then draws it', async () => {
    const { page, problems, cspViolations, close } = await openChat();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/papo-chat.math.js', async (route: Route) => {
      await held;
      await route.continue();
    });

    await ask(page, EULER);
    const raw = page.locator('.papo-math--raw', { hasText: EULER_INLINE });
    await raw.waitFor();
    expect(await page.locator('.papo-math math').count()).toBe(0);

    release();
    await expect.poll(() => page.locator('.papo-math math').count()).toBe(2);
    expect(await page.locator('.papo-math--raw').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('keeps a formula as written, and says why in the console, when KaTeX cannot be fetched', async () => {
    const { page, warnings, close } = await openChat();
    await page.route('**/papo-chat.math.js', (route: Route) => route.abort());

    await ask(page, EULER);
    await expect.poll(() => warnings.some((warning) => warning.includes('math could not be loaded'))).toBe(true);
    expect(await page.locator('.papo-math--raw').allTextContents()).toEqual([
      EULER_INLINE,
      '$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$',
    ]);
    expect(await page.locator('.papo-math math').count()).toBe(0);
    await close();
  });
});
