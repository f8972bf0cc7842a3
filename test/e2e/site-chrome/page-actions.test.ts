// @vitest-environment node
/**
 * What a docs page offers besides its text (docs/decisions.md#the-docs-text): "Copiar como
 * Markdown" copies the page's Markdown twin (`/docs/<id>.md`) through the Clipboard API, or
 * through a selected textarea where the browser has no Clipboard API, says "Copiado!" on the
 * button and to screen readers, by mouse, keyboard and touch; "Ver como Markdown" opens the
 * twin. And a code block's "Copiar" button sits in a bar above the code, never over it.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, useSite } from '../site/helpers';

const site = useSite();

const PAGE = '/docs/api/autenticacao';

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copiar como Markdown' });

/** The twin as the server sends it. */
async function twin(path: string): Promise<string> {
  const response = await fetch(`${site.server.url}${path}.md`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
  return response.text();
}

/** Waits for the visible and the announced confirmation. */
async function expectCopiedFeedback(page: Page) {
  await page.locator('[data-copy-markdown]', { hasText: 'Copiado!' }).waitFor();
  await page.waitForFunction(
    () => document.querySelector('#copia-status[role="status"]')?.textContent === 'Página copiada como Markdown.',
  );
}

async function openWithClipboard(options: BrowserContextOptions) {
  const visitor = await openPage(site.browser, `${site.server.url}${PAGE}`, options);
  await visitor.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
  visitor.page.setDefaultTimeout(10_000);
  return visitor;
}

describe('Copiar como Markdown', () => {
  it('copies the page as Markdown with the Clipboard API, by mouse and then by keyboard', async () => {
    const expected = await twin(PAGE);
    expect(expected).toMatch(/^# Autenticação\n/);
    const visitor = await openWithClipboard(DESKTOP);
    const { page } = visitor;
    await copyButton(page).click();
    await expectCopiedFeedback(page);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.locator('[data-copy-markdown]', { hasText: 'Copiar como Markdown' }).waitFor();
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expectCopiedFeedback(page);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('copies with a tap on a phone', async () => {
    const visitor = await openWithClipboard(PHONE);
    await copyButton(visitor.page).tap();
    await expectCopiedFeedback(visitor.page);
    expect(await visitor.page.evaluate(() => navigator.clipboard.readText())).toBe(await twin(PAGE));
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('copies through a selected textarea where the browser has no Clipboard API', async () => {
    const context = await site.browser.newContext(DESKTOP);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      const copied: string[] = [];
      (window as unknown as { __copied: string[] }).__copied = copied;
      document.addEventListener('copy', () => {
        const active = document.activeElement;
        copied.push(active instanceof HTMLTextAreaElement ? active.value : '');
      });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${site.server.url}${PAGE}`);
    await copyButton(page).click();
    await expectCopiedFeedback(page);
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([
      await twin(PAGE),
    ]);
    // The textarea is gone again.
    expect(await page.locator('body > textarea').count()).toBe(0);
    await context.close();
  });

  it('leaves the code blocks\' own "Copiar" copying their code', async () => {
    const visitor = await openWithClipboard(DESKTOP);
    const block = visitor.page.locator('.prose .code-block:visible').first();
    await block.getByRole('button', { name: 'Copiar o código' }).click();
    await block.getByRole('button', { name: 'Copiar o código' }).filter({ hasText: 'Copiado!' }).waitFor();
    const code = await block.locator('pre').innerText();
    expect(await visitor.page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));
    await visitor.close();
  });

  it('links the twin as "Ver como Markdown"', async () => {
    const visitor = await openPage(site.browser, `${site.server.url}${PAGE}`);
    const link = visitor.page.getByRole('link', { name: 'Ver como Markdown' });
    expect(await link.getAttribute('href')).toBe(`${PAGE}.md`);
    await visitor.close();
  });
});

/**
 * The copy button's box and the first line of code's row: the first line's height across the
 * whole code area (where a longer first line, or one scrolled sideways, would run).
 */
async function boxesOf(page: Page, block: string) {
  return page.locator(block).evaluate((element) => {
    const rect = (selector: string) => element.querySelector(selector)!.getBoundingClientRect();
    const [button, pre, line] = [rect('.copy-button'), rect('pre'), rect('pre .line')];
    return {
      button: { left: button.left, right: button.right, top: button.top, bottom: button.bottom },
      line: { left: pre.left, right: pre.right, top: line.top, bottom: line.bottom },
    };
  });
}

describe.each([
  ['a phone (375 px)', { ...PHONE, viewport: { width: 375, height: 740 } }],
  ['a desktop', DESKTOP],
])('code blocks on %s', (_, options) => {
  it('keep the "Copiar" button off the first line of code', async () => {
    // A component's request example and a plain Markdown block (its button added on load).
    const visitor = await openPage(site.browser, `${site.server.url}/docs/api/autenticacao`, options);
    const { page } = visitor;
    await page.locator('.prose > .code-block').first().waitFor();
    const blocks = await page.locator('.prose .code-block:visible').count();
    expect(blocks).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < blocks; index += 1) {
      const block = `.prose .code-block:visible >> nth=${index}`;
      await page.locator(block).scrollIntoViewIfNeeded();
      const { button, line } = await boxesOf(page, block);
      const apart =
        button.bottom <= line.top ||
        line.bottom <= button.top ||
        button.right <= line.left ||
        line.right <= button.left;
      expect(apart, `block ${index}: button ${JSON.stringify(button)} over line ${JSON.stringify(line)}`).toBe(true);
    }
    await visitor.close();
  });
});
