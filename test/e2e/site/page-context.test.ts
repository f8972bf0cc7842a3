// @vitest-environment node
/**
 * Lia knows the page being read: a docs page's "Perguntar à Lia sobre esta página" opens the
 * site's chat with Lia's line naming the page (said once to screen readers, not repeated on
 * the same page), every message carries the page as `metadata.pagePath` and
 * `metadata.pageTitle` (updated by view-transition navigations) and is streamed, and the
 * reference server's Lia answers from that page (built site, `npm run build` first).
 */
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatOf, openPage, useSite, waitForReplyDone, waitUntilOpen } from './helpers';

const site = useSite();
let visitor: Awaited<ReturnType<typeof openPage>>;
/** The webhook's sendMessage requests, in order. */
const sent: Request[] = [];

beforeAll(async () => {
  visitor = await openPage(site.browser, `${site.server.url}/docs/api-energia/envio`);
  visitor.page.on('request', (request) => {
    if (request.url().endsWith('/webhook/chat') && request.postData()?.includes('sendMessage')) sent.push(request);
  });
});
afterAll(() => visitor.close());

/** Asks in the open chat and resolves with the request and the first source's path. */
async function ask(question: string) {
  const { page } = visitor;
  const chat = chatOf(page);
  const before = sent.length;
  const answers = await chat.botMessages.count();
  await chat.textbox.fill(question);
  await chat.textbox.press('Enter');
  await chat.botMessages.nth(answers).waitFor();
  await waitForReplyDone(page);
  const source = page.getByRole('list', { name: 'Fontes' }).last().locator('a').first();
  const href = new URL((await source.getAttribute('href')) ?? '', site.server.url).pathname;
  const request = sent[before];
  if (!request) throw new Error('no sendMessage request was sent');
  const body = JSON.parse(request.postData() ?? '{}') as { metadata?: { pagePath?: string; pageTitle?: string } };
  return { request, body, href };
}

/** Lia's lines that name a page ("Vamos falar sobre …"), their words only (not the time or who said it). */
async function pageLines() {
  const texts = await chatOf(visitor.page).botMessages.filter({ hasText: 'Vamos falar sobre' }).allTextContents();
  return texts.map((text) => /Vamos falar sobre .*?saber\?/.exec(text)?.[0]);
}

/** Presses the page's button and waits for the open chat. */
async function askAboutThisPage() {
  await visitor.page.getByRole('button', { name: 'Perguntar à Lia sobre esta página' }).click();
  await waitUntilOpen(visitor.page);
}

describe('Lia and the page being read', () => {
  it('opens from the page\'s "Perguntar à Lia sobre esta página" naming the page, and answers from it, streamed', async () => {
    const { page } = visitor;
    await chatOf(page).host.waitFor({ state: 'attached' });
    await askAboutThisPage();
    await expect.poll(pageLines).toEqual(['Vamos falar sobre Enviar conta de energia. O que você quer saber?']);
    // The title is in bold, and screen readers hear the line through the page's polite live region.
    await expect(chatOf(page).botMessages.last().locator('strong').textContent()).resolves.toBe(
      'Enviar conta de energia',
    );
    await expect
      .poll(() => page.locator('#copia-status[role="status"]').textContent())
      .toBe('Lia: vamos falar sobre Enviar conta de energia. O que você quer saber?');

    // Pressed again on the same page: the chat opens, and the line is not repeated.
    await chatOf(page).toggle.click();
    await page.locator('.papo-window[data-open="true"]').waitFor({ state: 'detached' });
    await askAboutThisPage();
    expect(await pageLines()).toHaveLength(1);

    const { request, body, href } = await ask('como envio?');
    expect(body.metadata).toEqual({
      pagePath: '/docs/api-energia/envio',
      pageTitle: 'Enviar conta de energia',
      clientMessageId: expect.any(String),
    });
    expect(href).toBe('/docs/api-energia/envio');
    // The site asks for a streamed reply (docs/protocol.md#streaming).
    expect(request.headers()['accept']).toContain('text/plain');
  });

  it('follows a view-transition navigation: the next message names the new page', async () => {
    const { page } = visitor;
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('nav a[href="/docs/api/Lite/envioLite"]');
      if (!link) throw new Error('no sidebar link to the Lite page');
      link.click();
    });
    await page.waitForFunction(() => location.pathname === '/docs/api/Lite/envioLite');
    await page.locator('main h1').waitFor();

    const { body, href } = await ask('como envio?');
    expect(body.metadata).toEqual({
      pagePath: '/docs/api/Lite/envioLite',
      pageTitle: 'Enviar documento (Lite)',
      clientMessageId: expect.any(String),
    });
    expect(href).toBe('/docs/api/Lite/envioLite');

    // Asked about this page now: a new line names it, and a question its own section answers
    // ("Erros comuns") is answered from it, though the status codes page matches more strongly.
    await askAboutThisPage();
    await expect
      .poll(pageLines)
      .toEqual([
        'Vamos falar sobre Enviar conta de energia. O que você quer saber?',
        'Vamos falar sobre Enviar documento (Lite). O que você quer saber?',
      ]);
    const errors = await ask('quais os erros?');
    expect(errors.body.metadata?.pageTitle).toBe('Enviar documento (Lite)');
    expect(errors.href).toBe('/docs/api/Lite/envioLite');
    expect(visitor.errors).toEqual([]);
  });
});
