/**
 * Row 3: from the toggle's click event to the first frame where the input can be typed in
 * (measured inside the page, see probe.js). Cold: the click is the first sign of intent.
 * Warm: the pointer rests on the toggle first, as a real pointer does on its way to click,
 * and whatever that starts (Papo's prefetch) has finished. With `webhookDelayMs` the fake
 * webhook answers that much later, as a real one on the network does. A trace gives the
 * main thread's CPU time in that interval: the rest is network and waiting for a core.
 *
 * "Ready" must mean usable: right after that frame the run types into the input (focusing
 * it first only if the widget did not, as a visitor would click into it) and fails unless
 * every key reaches the chat's own box once the chat is complete (Papo's cold click types
 * into the box it draws before its code arrives: the code must take the keys over).
 */
import { hostUrl, openPage } from './browser.mjs';
import { CLOCK_MARK, cpuBetween, traced } from './trace.mjs';
import { TOGGLE, windowOptions } from './widgets.mjs';

/** How far away the webhook is in row 3's last case: a round trip plus a workflow run. */
export const REMOTE_WEBHOOK_MS = 150;

const TYPED = 'kept 123';

/** Types into the input that was ready and waits until the chat's own box holds every key. */
async function expectKeysKept(page) {
  await page.evaluate(() => {
    if (window.__bench.focused() !== window.__bench.input()) window.__bench.input().focus();
  });
  await page.keyboard.type(TYPED);
  try {
    await page.waitForFunction((typed) => window.__bench.chatInput()?.value === typed, TYPED, { timeout: 15_000 });
  } catch {
    const value = await page.evaluate(() => window.__bench.chatInput()?.value ?? null);
    throw new Error(
      `Keys typed once the input was ready were not kept: the chat's box holds ${JSON.stringify(value)}.`,
    );
  }
}

export async function measureOpenTime(browser, server, widget, { warm, webhookDelayMs = 0 }) {
  server.setWebhook({ reply: () => 'Ok!', delayMs: webhookDelayMs });
  const tab = await openPage(browser, server);
  try {
    await tab.page.goto(hostUrl(server, widget, windowOptions(server)), { waitUntil: 'load' });
    await server.quiet();
    if (warm) {
      await tab.page.hover(TOGGLE[widget]);
      await server.quiet();
      // Not timed: lets the prefetched code finish evaluating before the click.
      await tab.page.waitForTimeout(200);
    }
    const { result, tasks } = await traced(browser, tab.page, () =>
      tab.page.evaluate(async (mark) => {
        const clockMarkAt = performance.mark(mark).startTime;
        return { clockMarkAt, ...(await window.__bench.clickToInteractive()) };
      }, CLOCK_MARK),
    );
    const { ms, requests, clickedAt, readyAt, focused } = result;
    await expectKeysKept(tab.page);
    return { ms, requests, focused, cpuMs: cpuBetween(tasks, clickedAt, readyAt) };
  } finally {
    await tab.close();
  }
}
