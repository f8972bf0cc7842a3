// @vitest-environment node
/**
 * Search (docs/decisions.md#the-docs-site): the top bar's search box, and Ctrl+K, open the search
 * over the built Pagefind index; its interface speaks pt-BR, "Facematch" finds the
 * Facematch docs pages and "token" the Autenticação page first (the page descriptions are
 * ranked), and tapping a result on a phone navigates without an error.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, PHONE, useSite } from '../site/helpers';

const site = useSite();
let visitor: Awaited<ReturnType<typeof openPage>>;
let page: Page;

beforeAll(async () => {
  visitor = await openPage(site.browser, `${site.server.url}/`);
  page = visitor.page;
  // Beside two CPU burners a result's page took over 10 s to load.
  page.setDefaultTimeout(30_000);
});

const dialog = (on: Page = page) => on.getByRole('dialog', { name: 'Pesquisar na documentação' });
const searchInput = (on: Page = page) => dialog(on).getByRole('searchbox').or(dialog(on).getByRole('textbox')).first();

/** Types the query and returns the result links once the results are in. */
async function searchFor(query: string, on: Page = page) {
  await searchInput(on).fill(query);
  // The Pagefind UI's own strings, in Portuguese (pagefind-pt.ts).
  await dialog(on)
    .getByText(new RegExp(`^\\d+ resultados? para ${query}$`))
    .waitFor();
  return dialog(on).locator('.pagefind-ui__result-link');
}

describe('search', () => {
  it('opens from the top bar search box and finds the Facematch docs, in pt-BR', async () => {
    expect(await dialog().isVisible()).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: 'Pesquisar' }).click();
    await dialog().waitFor({ state: 'visible' });
    await searchInput().waitFor();
    // Focus goes to the search field, whose label and placeholder are Portuguese.
    await page.waitForFunction(() => document.activeElement?.matches('[data-search-dialog] input'));
    expect(await searchInput().getAttribute('placeholder')).toBe('Pesquisar na documentação');

    const results = await searchFor('Facematch');
    const first = results.first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/docs\/\S+$/);
    expect(href).not.toMatch(/\.html$/);
    expect(await first.textContent()).toMatch(/facematch/i);
    // Every link found by "Facematch" is a docs page, and some are the Facematch API pages.
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((each) => each?.startsWith('/docs/'))).toBe(true);
    expect(hrefs.some((each) => /facematch/i.test(each ?? ''))).toBe(true);
    // The excerpt shows the match, in Portuguese text from the page.
    expect(await dialog().locator('.pagefind-ui__result-excerpt mark').first().textContent()).toMatch(/facematch/i);

    // Following the result lands on that page, which is about Facematch. The link is found by
    // the href read above: Pagefind may draw the list again as more of its index loads.
    await dialog().locator(`.pagefind-ui__result-link[href="${href}"]`).first().click();
    await page.waitForURL(`${site.server.url}${href}`);
    await dialog().waitFor({ state: 'hidden' });
    await page.locator('main h1', { hasText: /facematch/i }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
  });

  it('opens with Ctrl+K and closes with Escape', async () => {
    await page.keyboard.press('Control+K');
    await dialog().waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.activeElement?.matches('[data-search-dialog] input'));
    const results = await searchFor('Facematch');
    expect(await results.count()).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    expect(visitor.errors).toEqual([]);
  });

  it('finds the Autenticação page first for "token", linked by its clean URL', async () => {
    await page.keyboard.press('Control+K');
    const first = (await searchFor('token')).first();
    // Pagefind may draw the results again once more of its index has loaded (seen beside two
    // CPU burners: "Autenticação na API Skia" first for a moment): the settled order counts.
    await expect.poll(() => first.textContent(), { timeout: 30_000 }).toBe('Autenticação');
    expect(await first.getAttribute('href')).toBe('/docs/api/autenticacao');
    // The description ranks the page but is not shown as a box of its own.
    expect(await dialog().locator('.pagefind-ui__result-tags').count()).toBe(0);
    // "Limpar" is drawn like the site's small buttons (a thin border, the soft background of
    // the theme) and stays clear of the typed text.
    const clear = await dialog()
      .getByRole('button', { name: 'Limpar' })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        const soft = document.createElement('span');
        soft.style.backgroundColor = 'var(--bg-soft)';
        document.body.append(soft);
        const expected = getComputedStyle(soft).backgroundColor;
        soft.remove();
        const input = button.parentElement!.querySelector('input')!;
        const room = parseFloat(getComputedStyle(input).paddingRight);
        return {
          border: `${style.borderTopWidth} ${style.borderTopStyle}`,
          background: style.backgroundColor === expected,
          fits: button.getBoundingClientRect().width < room,
        };
      });
    expect(clear).toEqual({ border: '1px solid', background: true, fits: true });
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  });
});

describe('search on a phone', () => {
  /**
   * Opens the search with a tap, looks for `query`, waits until `expected` is the first result,
   * taps it and waits for its page.
   */
  async function tapFirstResult(query: string, expected: string, prepare?: (page: Page) => Promise<void>) {
    const phone = await openPage(site.browser, `${site.server.url}/docs/intro`, PHONE);
    phone.page.setDefaultTimeout(30_000);
    await prepare?.(phone.page);
    await phone.page.getByRole('banner').getByRole('button', { name: 'Pesquisar' }).tap();
    const first = (await searchFor(query, phone.page)).first();
    // Pagefind may draw the list again as more of its index loads (beside two CPU burners
    // another page was first for a moment): the settled order counts, and the tap follows
    // the href, not the place, in case the list is drawn again under the finger.
    await expect.poll(() => first.getAttribute('href'), { timeout: 30_000 }).toBe(expected);
    await dialog(phone.page).locator(`.pagefind-ui__result-link[href="${expected}"]`).first().tap();
    await phone.page.waitForURL(`${site.server.url}${expected}`);
    await phone.page.waitForFunction(() => !document.documentElement.hasAttribute('data-astro-transition'));
    await dialog(phone.page).waitFor({ state: 'hidden' });
    return phone;
  }

  it('opens a tapped result on a page no wider than the phone, without an error', async () => {
    // An MCP tool page: its JSON config and conversation once made it wider than a phone.
    const phone = await tapFirstResult('atesta_pro_enviar_documento', '/docs/via-mcp/PRO/enviar-documento');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport!.width,
    );
    expect(phone.errors).toEqual([]);
    await phone.close();
  });

  it('lets a view transition the viewport cut short end quietly', async () => {
    // The new page grows wider than the phone as it is swapped in: Chromium skips the
    // transition ("Transition was aborted because of invalid state").
    const phone = await tapFirstResult('token', '/docs/api/autenticacao', (page) =>
      page.evaluate(() =>
        document.addEventListener('astro:before-swap', (event) => {
          const wide = (event as Event & { newDocument: Document }).newDocument.createElement('div');
          wide.style.width = '1200px';
          wide.style.height = '1px';
          (event as Event & { newDocument: Document }).newDocument.body.append(wide);
        }),
      ),
    );
    await phone.page.locator('main h1', { hasText: 'Autenticação' }).waitFor();
    expect(phone.errors).toEqual([]);
    await phone.close();
  });
});
