// @vitest-environment node
/**
 * Search (docs/decisions.md#the-docs-site): the top bar's search box, and Ctrl+K, open the search
 * over the built Pagefind index; its interface speaks pt-BR and "Facematch" finds the
 * Facematch docs pages.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, useSite } from '../site/helpers';

const site = useSite();
let visitor: Awaited<ReturnType<typeof openPage>>;
let page: Page;

beforeAll(async () => {
  visitor = await openPage(site.browser, `${site.server.url}/`);
  page = visitor.page;
  page.setDefaultTimeout(10_000);
});

const dialog = () => page.getByRole('dialog', { name: 'Pesquisar na documentação' });
const searchInput = () => dialog().getByRole('searchbox').or(dialog().getByRole('textbox')).first();

/** Types the query and returns the first result link once the results are in. */
async function searchFor(query: string) {
  await searchInput().fill(query);
  // The Pagefind UI's own strings, in Portuguese (pagefind-pt.ts).
  await dialog()
    .getByText(new RegExp(`^\\d+ resultados? para ${query}$`))
    .waitFor();
  return dialog().locator('.pagefind-ui__result-link');
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

    // Following the result lands on that page, which is about Facematch.
    await first.click();
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
});
