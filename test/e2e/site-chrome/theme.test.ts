// @vitest-environment node
/**
 * The light/dark switch (docs/decisions.md#the-docs-site): light by default whatever the
 * system says, saved in localStorage `theme`, applied before the first paint of a reload
 * and of a view-transition navigation, and kept in step across tabs (the storage event).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useSite } from '../site/helpers';

const site = useSite();

/** What the page records before any paint of a new document: DOMContentLoaded, and each swap. */
interface Recorded {
  __themeAtDomContentLoaded?: string | null;
  __themeAtSwap?: (string | null)[];
}

/** A context that prefers dark (the system preference the site must ignore), with the recorder. */
async function darkSystemContext(): Promise<BrowserContext> {
  const context = await site.browser.newContext({ ...DESKTOP, colorScheme: 'dark' });
  context.setDefaultTimeout(10_000);
  await context.addInitScript(() => {
    const recorded = window as unknown as Recorded;
    const theme = () => document.documentElement.getAttribute('data-theme');
    document.addEventListener('DOMContentLoaded', () => (recorded.__themeAtDomContentLoaded = theme()));
    // Fired by the ClientRouter right after the new document replaced the old one, in the
    // same task and so before it is painted.
    document.addEventListener('astro:after-swap', () => (recorded.__themeAtSwap ??= []).push(theme()));
  });
  return context;
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const switchOf = (page: Page) => page.getByRole('switch', { name: 'Modo escuro' });

/** The relative luminance of the page background (on <html>): near 1 on white, near 0 on the dark theme. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const channels = getComputedStyle(document.documentElement).backgroundColor.match(/\d+(\.\d+)?/g) ?? [];
    const [r = 0, g = 0, b = 0] = channels.slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

/** Polls on a timer: a tab in the background gets no animation frames. */
function waitForTheme(page: Page, theme: 'light' | 'dark') {
  return page.waitForFunction(
    (expected) =>
      document.documentElement.getAttribute('data-theme') === expected &&
      document.querySelector('[data-theme-toggle]')?.getAttribute('aria-checked') === String(expected === 'dark'),
    theme,
    { polling: 50 },
  );
}

describe('colour mode switch', () => {
  it('is light by default even when the system prefers dark', async () => {
    const context = await darkSystemContext();
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.url}/`);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(await themeOf(page)).toBe('light');
      expect(await page.evaluate(() => (window as unknown as Recorded).__themeAtDomContentLoaded)).toBe('light');
      expect(await switchOf(page).getAttribute('aria-checked')).toBe('false');
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
      expect(await storedTheme(page)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('switches to dark, saves it, and keeps it with no flash on reload and on a view-transition navigation', async () => {
    const context = await darkSystemContext();
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.url}/`);
      await switchOf(page).click();
      await waitForTheme(page, 'dark');
      expect(await storedTheme(page)).toBe('dark');
      expect(await switchOf(page).getAttribute('aria-checked')).toBe('true');
      expect(await backgroundLuminance(page)).toBeLessThan(0.1);

      // Reload: already dark when the document is parsed, before the first paint.
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as Recorded).__themeAtDomContentLoaded)).toBe('dark');
      await waitForTheme(page, 'dark');

      // A view-transition navigation through the top bar's "Documentação" link: the new
      // document is dark from the moment it is swapped in, and the page was not reloaded.
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        (window as unknown as Recorded).__themeAtSwap = [];
      });
      await page
        .getByRole('navigation', { name: 'Principal', exact: true })
        .getByRole('link', { name: 'Documentação' })
        .click();
      await page.waitForFunction(
        () => location.pathname === '/docs/intro' && ((window as unknown as Recorded).__themeAtSwap?.length ?? 0) > 0,
      );
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as Recorded).__themeAtSwap)).toEqual(['dark']);
      expect(await themeOf(page)).toBe('dark');
      expect(await switchOf(page).getAttribute('aria-checked')).toBe('true');
      expect(await backgroundLuminance(page)).toBeLessThan(0.1);

      // And back to light, saved too.
      await switchOf(page).click();
      await waitForTheme(page, 'light');
      expect(await storedTheme(page)).toBe('light');
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as Recorded).__themeAtDomContentLoaded)).toBe('light');
    } finally {
      await context.close();
    }
  });

  it('follows a change made in another tab', async () => {
    const context = await darkSystemContext();
    try {
      const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
      await Promise.all([first.goto(`${site.server.url}/`), second.goto(`${site.server.url}/docs/intro`)]);
      expect(await themeOf(second)).toBe('light');

      // Only the tab in front gets animation frames (and so clicks without delay).
      await first.bringToFront();
      await switchOf(first).click();
      await waitForTheme(second, 'dark');

      await second.bringToFront();
      await switchOf(second).click();
      await waitForTheme(first, 'light');
      expect(await storedTheme(first)).toBe('light');
    } finally {
      await context.close();
    }
  });
});
