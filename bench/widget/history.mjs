/**
 * Row 4: a restored conversation of 1 000 mixed markdown messages. Both widgets fill the
 * same 400 × 600 area (fullscreen mode on a fixed box) and find the same session id in
 * storage, so each asks the webhook for the history as soon as it starts. Times are from
 * navigation start and from the history's response to the first frame where the last
 * message is in the list and on screen; the heap is measured after a full GC.
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
    await tab.page.goto(hostUrl(server, widget, boxOptions(server), { box: true }), { waitUntil: 'domcontentloaded' });
    const result = await tab.page.evaluate(async (last) => {
      const paintedAt = await window.__bench.firstFrame(() => window.__bench.listPainted(last));
      return {
        paintedAt,
        responseAt: window.__bench.historyResponseAt,
        rendered: window.__bench.messages().length,
        ...window.__bench.summary(),
      };
    }, marker);
    const { TaskDuration } = await tab.metrics();
    return {
      fromStartMs: result.paintedAt,
      fromResponseMs: result.paintedAt - result.responseAt,
      rendered: result.rendered,
      longTaskTotal: result.longTaskTotal,
      taskMs: TaskDuration,
      heapBytes: await tab.heapAfterGc(),
      errors: [...tab.errors],
    };
  } finally {
    await tab.close();
  }
}
