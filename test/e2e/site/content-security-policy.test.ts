// @vitest-environment node
/**
 * The built docs site under the reference server's Content-Security-Policy: a visitor who
 * reads a page, opens the chat and asks, copies and rates the reply, searches (Pagefind's WebAssembly) and follows a
 * link (the client router's page swap) causes no policy violation. `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import {
  chatOf,
  DESKTOP,
  LIA_DOCS_LINK,
  recordViolations,
  useSite,
  violationsIn,
  waitForReplyDone,
  waitUntilOpen,
} from './helpers';

const site = useSite();

describe('the docs site under its Content-Security-Policy', () => {
  it('reads, chats, searches and navigates without a single violation', async () => {
    const context = await site.browser.newContext(DESKTOP);
    try {
      await recordViolations(context);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });

      const response = await page.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      // Not vacuous: the page is served under a policy that forbids inline scripts without a hash.
      expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

      const chat = chatOf(page);
      await chat.openToggle.click();
      await waitUntilOpen(page);
      await chat.textbox.fill('Como autentico na API?');
      await chat.textbox.press('Enter');
      await page.locator(`.papo-message--bot ${LIA_DOCS_LINK}`).first().waitFor();
      await waitForReplyDone(page);

      // Copy without the clipboard API (the hidden text box) and a 👍 sent to the server.
      const reply = page.locator('.papo-message--bot').last();
      await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
      await reply.getByRole('button', { name: 'Copiar', exact: true }).click();
      await reply.getByRole('button', { name: 'Copiado' }).waitFor();
      await reply.getByRole('button', { name: 'Resposta boa' }).click();
      await expect.poll(() => site.server.feedback().map(({ rating }) => rating)).toEqual(['up']);

      const dialog = page.getByRole('dialog', { name: 'Pesquisar na documentação' });
      await page.getByRole('banner').getByRole('button', { name: 'Pesquisar' }).click();
      await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().fill('Facematch');
      const result = dialog.locator('.pagefind-ui__result-link').first();
      await result.waitFor();
      const href = (await result.getAttribute('href')) ?? '';
      await result.click();
      await page.waitForURL(`${site.server.url}${href}`);
      await page.locator('main h1').waitFor();
      // Still the same document (a client-router swap): the first page's policy applies.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

      // The Chat page runs inline island scripts of its own.
      await page.goto(`${site.server.url}/docs/Chat`, { waitUntil: 'load' });
      await page.locator('main h1').waitFor();

      expect(await violationsIn(page)).toEqual([]);
      expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
