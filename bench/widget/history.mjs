/**
 * Row 4: a restored conversation of 1 000 mixed markdown messages. Both widgets fill the
 * same 400 × 600 area (fullscreen mode on a fixed box) and find the same session id in
 * storage, so each asks the webhook for the history as soon as it starts. Times are from
 * navigation start and from the history's response to the first frame where the last
 * message is in the list and on screen. Papo draws the newest messages first and the older
 * ones above them in the frames after, so the heap and the main-thread time are measured
 * once every message is drawn (for Papo: placed, only those near the view in the DOM), after a full GC. Beside V8's heap, the page's whole
 * memory with the DOM counted (the page is served cross-origin isolated for it; see
 * bench/README.md "The peers"): a widget that keeps its messages as DOM rather than in JS
 * pays for them there.
 */
import { hostUrl, openPage } from './browser.mjs';
import { historyMessages } from './fixtures.mjs';
import { boxOptions } from './widgets.mjs';

export const HISTORY_SIZE = 1000;
const messages = historyMessages(HISTORY_SIZE);
const marker = messages.at(-1).text.split(' ').at(-1);

export async function measureHistory(browser, server, widget) {
  server.setWebhook({ history: messages, reply: () => 'Ok!' });
  const tab = await openPage(browser, server, { session: true });
  try {
    await tab.page.goto(hostUrl(server, widget, boxOptions(server), { box: true, isolated: true }), {
      waitUntil: 'domcontentloaded',
    });
    const result = await tab.page.evaluate(async (last) => {
      const paintedAt = await window.__bench.firstFrame(() => window.__bench.listPainted(last));
      return {
        paintedAt,
        responseAt: window.__bench.historyResponseAt,
        rendered: window.__bench.messages().length,
        ...window.__bench.summary(),
      };
    }, marker);
    const allDrawn = await tab.page
      .waitForFunction((count) => window.__bench.allDrawn(count), HISTORY_SIZE, {
        polling: 100,
        timeout: 60_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!allDrawn) tab.errors.push(`fewer than ${HISTORY_SIZE} messages drawn after 60 s`);
    const { TaskDuration } = await tab.metrics();
    return {
      fromStartMs: result.paintedAt,
      fromResponseMs: result.paintedAt - result.responseAt,
      rendered: result.rendered,
      longTaskTotal: result.longTaskTotal,
      taskMs: TaskDuration,
      heapBytes: await tab.heapAfterGc(),
      ...(await tab.pageMemory()),
      errors: [...tab.errors],
    };
  } finally {
    await tab.close();
  }
}
