// @vitest-environment node
/**
 * Accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA rules) finds nothing on the home
 * page, a docs page, a table page, a blog post and the not-found page, in the light and
 * the dark theme. Nothing is excluded: the chat widget's shadow root is open, so axe
 * checks it too.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useSite } from '../site/helpers';

const AXE_SCRIPT = join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const PAGES = [
  { name: 'home page', path: '/', status: 200 },
  { name: 'docs page', path: '/docs/api/PRO/envio', status: 200 },
  { name: 'table page', path: '/docs/api/tab_status_pro', status: 200 },
  { name: 'blog post', path: '/blog/welcome', status: 200 },
  { name: 'not-found page', path: '/nao-existe', status: 404 },
] as const;
const THEMES = ['light', 'dark'] as const;

const site = useSite();
const contexts = new Map<(typeof THEMES)[number], BrowserContext>();

beforeAll(async () => {
  for (const theme of THEMES) {
    // axe is injected as an inline script, which the site's Content-Security-Policy
    // (rightly) refuses: the checker, not the page, bypasses it.
    const context = await site.browser.newContext({ ...DESKTOP, bypassCSP: true });
    context.setDefaultTimeout(10_000);
    // The visitor's saved choice, as the switch leaves it: read before the first paint.
    await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
    contexts.set(theme, context);
  }
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Waits until the page is settled: chat rendered in its shadow root, fonts loaded, no animation running. */
async function settle(page: Page) {
  await page.locator('[data-papo-chat] .papo-toggle').waitFor();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const running = (root: Document | ShadowRoot) => root.getAnimations().map((a) => a.finished.catch(() => undefined));
    const host = document.querySelector('[data-papo-chat]');
    await Promise.all([...running(document), ...(host?.shadowRoot ? running(host.shadowRoot) : [])]);
  });
}

async function violationsOf(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, WCAG_AA);
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `  - ${JSON.stringify(n.target)}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
          .concat(v.nodes.length > 5 ? [`  … and ${v.nodes.length - 5} more`] : [])
          .join('\n'),
    )
    .join('\n');
}

describe.each(THEMES)('axe, WCAG 2.2 AA, %s theme', (theme) => {
  it.each(PAGES)('$name ($path) has no violations', async ({ path, status }) => {
    const page = await contexts.get(theme)!.newPage();
    try {
      const response = await page.goto(`${site.server.url}${path}`);
      expect(response?.status()).toBe(status);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      await settle(page);
      // The chat is really inside: axe sees its open shadow root.
      expect(await page.evaluate(() => document.querySelector('[data-papo-chat]')?.shadowRoot?.mode)).toBe('open');
      const violations = await violationsOf(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
