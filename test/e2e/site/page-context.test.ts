// @vitest-environment node
/**
 * Lia knows the page being read: a docs page's "Perguntar à Lia sobre esta página" opens the
 * site's chat, every message carries the page as `metadata.pagePath` (updated by
 * view-transition navigations) and is streamed, and the reference server's Lia answers an
 * ambiguous question from that page (built site, `npm run build` first).
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
  return { request, body: JSON.parse(request.postData() ?? '{}') as { metadata?: { pagePath?: string } }, href };
}

describe('Lia and the page being read', () => {
  it('opens from the page\'s "Perguntar à Lia sobre esta página" and answers about that page, streamed', async () => {
    const { page } = visitor;
    await chatOf(page).host.waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Perguntar à Lia sobre esta página' }).click();
    await waitUntilOpen(page);

    const { request, body, href } = await ask('como envio?');
    expect(body.metadata?.pagePath).toBe('/docs/api-energia/envio');
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
    expect(body.metadata?.pagePath).toBe('/docs/api/Lite/envioLite');
    expect(href).toBe('/docs/api/Lite/envioLite');
    expect(visitor.errors).toEqual([]);
  });
});
