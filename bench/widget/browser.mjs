/**
 * One Chromium for the whole run (the system one, flags as in test/e2e/chromium.ts), and a
 * fresh context per measurement so no cache, storage or warmed-up code carries over.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const PROBE = fileURLToPath(new URL('pages/probe.js', import.meta.url));

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      // measureUserAgentSpecificMemory() answers at once instead of after the next GC (up to 20 s).
      '--enable-blink-features=ForceEagerMeasureMemory',
    ],
  });
}

/** The session id every widget finds in storage, for the restored-history measurement. */
export const SESSION_ID = '3f2b6c1e-8d4a-4f6b-9c2d-7e5a1b0c9d8f';

/**
 * A new context and page with the probe installed, every request that is not to our
 * server refused (and recorded: a widget reaching for a font or CDN shows up in the
 * report), and a CDP session with Performance metrics on.
 */
export async function openPage(browser, server, { session = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const blocked = [];
  await context.route(
    (url) => url.origin !== server.url,
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await context.addInitScript({ path: PROBE });
  if (session) {
    await context.addInitScript((id) => {
      localStorage.setItem('papo-chat/sessionId', id);
      localStorage.setItem('n8n-chat/sessionId', id);
      localStorage.setItem('deep-chat/sessionId', id);
    }, SESSION_ID);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return {
    page,
    cdp,
    blocked,
    errors,
    /** Performance.getMetrics as `{ TaskDuration: ms, … }` (CDP reports seconds). */
    async metrics() {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(
        metrics.map(({ name, value }) => [name, name.endsWith('Duration') ? value * 1000 : value]),
      );
    },
    async heapAfterGc() {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize;
    },
    /**
     * The page's memory as the browser attributes it (`measureUserAgentSpecificMemory`, on a
     * cross-origin isolated page): JS heap, DOM and shared, in bytes, and the DOM counters
     * (CDP `Memory.getDOMCounters`: nodes and JS event listeners).
     */
    async pageMemory() {
      const memory = await page.evaluate(async () => {
        const { bytes, breakdown } = await performance.measureUserAgentSpecificMemory();
        const of = (type) => breakdown.reduce((sum, entry) => sum + (entry.types.includes(type) ? entry.bytes : 0), 0);
        return { bytes, jsBytes: of('JavaScript'), domBytes: of('DOM') };
      });
      const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      return { ...memory, domNodes: nodes, listeners: jsEventListeners };
    },
    close: () => context.close(),
  };
}

/** The host page's URL for a widget and its options (see pages.mjs). */
export function hostUrl(server, widget, options = {}, { box = false, isolated = false } = {}) {
  const query = new URLSearchParams({ widget, options: JSON.stringify(options) });
  if (box) query.set('box', '1');
  if (isolated) query.set('isolated', '1');
  return `${server.url}/host.html?${query}`;
}
