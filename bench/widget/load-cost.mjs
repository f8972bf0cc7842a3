/**
 * Row 2: what embedding the widget adds to the host page's load. Main-thread time is the
 * renderer's own CPU time (CDP Performance metrics in thread ticks, less sensitive to other
 * work on the machine than wall time); long tasks and layout shifts come from the page's
 * PerformanceObservers. `none` is the same page without a widget, the baseline.
 */
import { hostUrl, openPage } from './browser.mjs';
import { windowOptions } from './widgets.mjs';

const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

export async function measureLoadCost(browser, server, widget) {
  server.setWebhook({ reply: () => 'Ok!' });
  const tab = await openPage(browser, server);
  try {
    await tab.page.goto(hostUrl(server, widget, windowOptions(server)), { waitUntil: 'load' });
    await server.quiet();
    await settle(tab.page);
    const atLoad = await tab.metrics();
    const summary = await tab.page.evaluate(() => window.__bench.summary());
    // The idle-time preload Papo does later, off the load's critical path.
    await tab.page.evaluate(() => window.__bench.releaseIdle());
    await server.quiet();
    await settle(tab.page);
    const afterIdle = await tab.metrics();
    return {
      taskMs: atLoad.TaskDuration,
      scriptMs: atLoad.ScriptDuration,
      layoutMs: atLoad.LayoutDuration + atLoad.RecalcStyleDuration,
      ...summary,
      taskAfterIdleMs: afterIdle.TaskDuration,
    };
  } finally {
    await tab.close();
  }
}
