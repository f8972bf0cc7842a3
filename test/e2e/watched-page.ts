/**
 * A fresh page of a served example, watched: its errors, its Content-Security-Policy
 * violations and the requests it made. The browser's idle callback is held in
 * `window.__idle` (the widget would otherwise preload on idle, at once in a headless
 * browser), so a test decides when it runs (`runIdle`); a cancelled one does nothing.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { StaticServer } from '../helpers/static-server.mjs';

export interface PageProblems {
  errors: string[];
  cspViolations: string[];
}

export async function openWatchedPage(
  browser: Browser,
  server: StaticServer,
  path: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    Object.assign(window, { __idle: held, __csp: [] as string[] });
    window.requestIdleCallback = (callback) => held.push(callback);
    window.cancelIdleCallback = (id) => {
      held[id - 1] = () => {};
    };
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const problems: PageProblems = { errors: [], cspViolations: [] };
  const warnings: string[] = [];
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const requestsBefore = server.requests.length;
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  return {
    page,
    problems,
    /** What the page wrote with console.warn. */
    warnings,
    /** Requests this page made, as `GET /path`. */
    requests: () => server.requests.slice(requestsBefore),
    cspViolations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    /** Runs what the page asked the browser to do once idle. */
    runIdle: () =>
      page.evaluate(() => {
        const held = (window as unknown as { __idle: IdleRequestCallback[] }).__idle;
        for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      }),
    close: () => context.close(),
  };
}
