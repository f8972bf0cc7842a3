// @vitest-environment node
/**
 * Not-found and `.html` paths (docs/decisions.md#the-docs-site): an unknown path answers 404 with the site's
 * not-found page; `/x.html` and `/x/index.html` lead to the clean `/x`, from the reference
 * server (301) and, on a plain static host that answers them with the 404 page, from the
 * page itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, SITE_DIR, useSite } from '../site/helpers';

/** The h1 of /docs/intro. */
const INTRO_TITLE = 'Bem-vindo à Atesta Docs';

const site = useSite();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await site.browser.newContext(DESKTOP);
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
});

describe('not-found page', () => {
  it('answers an unknown path with 404 and the not-found page in Portuguese', async () => {
    const response = await page.goto(`${site.server.url}/nao-existe`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toMatch(/^Página não encontrada( \| Atesta Docs)?$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Página não encontrada');
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/link que você seguiu está quebrado/);
    expect(text).toMatch(/entre em contato com o dono do site/);
    // The URL stays what the visitor asked for, and the page is the site's (top bar and all).
    expect(new URL(page.url()).pathname).toBe('/nao-existe');
    await page.getByRole('banner').getByRole('link', { name: 'Documentação' }).waitFor();
    await page.locator('meta[name="robots"][content="noindex"]').waitFor({ state: 'attached' });
  });

  it('sends /docs/intro.html and /docs/intro/index.html on to /docs/intro', async () => {
    for (const path of ['/docs/intro.html', '/docs/intro/index.html']) {
      const response = await page.goto(`${site.server.url}${path}`);
      expect(new URL(page.url()).pathname, path).toBe('/docs/intro');
      expect(response?.status(), path).toBe(200);
      expect(response?.request().redirectedFrom()?.url(), path).toBe(`${site.server.url}${path}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(INTRO_TITLE);
    }
  });

  it('on a static host that answers them with the 404 page, the page itself sends them on', async () => {
    const notFound = readFileSync(join(SITE_DIR, '404.html'));
    await page.route(/\/docs\/intro(\/index)?\.html(\?.*)?$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFound }),
    );
    try {
      for (const path of ['/docs/intro.html?x=1#ajuda', '/docs/intro/index.html']) {
        const response = await page.goto(`${site.server.url}${path}`);
        expect(response?.status(), path).toBe(404);
        await page.waitForURL((url) => url.pathname === '/docs/intro', { waitUntil: 'load' });
        const expected = path.includes('?') ? '?x=1#ajuda' : '';
        expect(page.url(), path).toBe(`${site.server.url}/docs/intro${expected}`);
        await page.getByRole('heading', { level: 1, name: INTRO_TITLE }).waitFor();
      }
    } finally {
      await page.unrouteAll();
    }
  });
});
