// @vitest-environment node
/**
 * The mobile menu (docs/decisions.md#the-docs-site): at 996 px or less the top bar
 * has a menu button and the docs sidebar is hidden until the menu opens; the menu closes
 * on back navigation and when the layout becomes desktop (997 px).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSite } from '../site/helpers';

const MOBILE = { width: 996, height: 800 };
const DESKTOP = { width: 997, height: 800 };

const site = useSite();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await site.browser.newContext({ viewport: MOBILE });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
});

const menuButton = () => page.locator('[data-menu-button]');
const sidebar = () => page.getByRole('navigation', { name: 'Documentação', exact: true });

async function expectClosed() {
  await sidebar().waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Abrir menu', exact: true }).waitFor();
  expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
}

async function openMenu() {
  await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
  await sidebar().waitFor({ state: 'visible' });
  expect(await menuButton().getAttribute('aria-expanded')).toBe('true');
  await page.getByRole('button', { name: 'Fechar menu', exact: true }).waitFor();
}

/** Counts the ClientRouter's document swaps from now on (the marker dies with a full load). */
function countSwaps() {
  return page.evaluate(() => {
    const marked = window as unknown as { __swaps?: number };
    if (marked.__swaps === undefined) document.addEventListener('astro:after-swap', () => (marked.__swaps! += 1));
    marked.__swaps = 0;
  });
}
const swaps = () => page.evaluate(() => (window as unknown as { __swaps?: number }).__swaps);

describe('mobile menu at 996 px', () => {
  beforeEach(async () => {
    // Each test starts over on a docs page in the mobile layout (a failed one may leave the menu open).
    await page.setViewportSize(MOBILE);
    await page.goto(`${site.server.url}/docs/intro`);
  });

  it('shows the menu button and hides the sidebar until the menu is opened', async () => {
    await menuButton().waitFor({ state: 'visible' });
    await expectClosed();
    // The desktop links of the top bar are in the menu instead.
    expect(await page.getByRole('navigation', { name: 'Principal', exact: true }).isHidden()).toBe(true);

    await openMenu();
    const produto = sidebar().locator('a[href="/docs/api/produto"]');
    await produto.waitFor({ state: 'visible' });
    expect((await produto.textContent())?.trim()).toBe('Produtos');
    await page.getByRole('navigation', { name: 'Principal (menu)' }).getByRole('link', { name: 'Blog' }).waitFor();
    // The current page is marked in the sidebar.
    await sidebar().locator('a[aria-current="page"][href="/docs/intro"]').waitFor({ state: 'visible' });
  });

  it('closes when a link in it is followed, and on back navigation', async () => {
    await countSwaps();
    await openMenu();
    await sidebar().locator('a[href="/docs/api/produto"]').click();
    await page.waitForURL(`${site.server.url}/docs/api/produto`);
    await page.waitForFunction(() => (window as unknown as { __swaps?: number }).__swaps === 1);
    await expectClosed();

    await openMenu();
    await page.goBack();
    await page.waitForURL(`${site.server.url}/docs/intro`);
    // Both are view-transition navigations (the same document all along): wait for the
    // second swap, the URL changes before it.
    await page.waitForFunction(() => (window as unknown as { __swaps?: number }).__swaps === 2);
    await expectClosed();
  });

  it('closes on a back navigation between anchors of the page, which swaps no document', async () => {
    // Two fragment navigations: going back from the second to the first is left to the
    // browser by the ClientRouter (no swap), so only the menu's own back handling closes it.
    await page.evaluate(() => (location.hash = '#ajuda'));
    await page.evaluate(() => (location.hash = '#os-produtos'));
    await page.waitForURL(/#os-produtos$/);
    await countSwaps();
    await openMenu();
    await page.evaluate(() => history.back());
    await page.waitForURL(/#ajuda$/);
    await expectClosed();
    expect(await swaps()).toBe(0);
  });

  it('closes when the layout becomes desktop at 997 px, where the sidebar is a column', async () => {
    await openMenu();
    await page.setViewportSize(DESKTOP);
    await menuButton().waitFor({ state: 'hidden' });
    await sidebar().waitFor({ state: 'visible' });
    await page.getByRole('navigation', { name: 'Principal', exact: true }).waitFor({ state: 'visible' });
    // The stylesheet follows the new width at once; the media query's change event, which
    // closes the menu, comes in a later rendering step.
    await expect.poll(() => page.evaluate(() => document.body.hasAttribute('data-menu-open'))).toBe(false);
    expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
    // The sidebar sits beside the content, not over it.
    const [panel, main] = await Promise.all([
      page.locator('[data-menu-panel]').boundingBox(),
      page.locator('main').boundingBox(),
    ]);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(main!.x + 1);

    // Back to the mobile layout: the menu stayed closed.
    await page.setViewportSize(MOBILE);
    await menuButton().waitFor({ state: 'visible' });
    await expectClosed();
  });
});
