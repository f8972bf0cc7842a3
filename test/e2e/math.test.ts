// @vitest-environment node
/**
 * Formulas in replies (`markdown: { math: true }`, docs/features.md#math) with the standalone
 * bundle on examples/plain-html's page, under its strict Content-Security-Policy (run
 * `npm run build` first): KaTeX's file is fetched only by a reply that holds a formula, once,
 * and draws MathML with no CSP violation; a formula shows as written while it loads and when
 * it cannot be fetched.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ask, exampleWithChat, holdRequests, serveExample } from './example-chat';

const PRICES = 'Quanto custa?';
// Markdown (the code span) but no formula: dollars in prose stay text, and KaTeX is not fetched.
const PRICES_REPLY = 'O plano `basic` custa $5 por mês e $10 com suporte.';
const EULER = 'E a fórmula de Euler?';
const EULER_REPLY = 'É $e^{i\\pi} + 1 = 0$, e a integral:\n\n$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$';
const EULER_INLINE = '$e^{i\\pi} + 1 = 0$';

const served = serveExample({
  // The example's page (its CSP, its loader) with a chat that turns math on.
  pages: exampleWithChat('math', { webhookUrl: '/webhook/chat', defaultLanguage: 'pt', markdown: { math: true } }),
  replies: { [PRICES]: PRICES_REPLY, [EULER]: EULER_REPLY },
});
const openChat = () => served.openChat('/math.html');

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
    const release = await holdRequests(page, '**/papo-chat.math.js');

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
