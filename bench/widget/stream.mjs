/**
 * Row 5: a 20 KB markdown reply streamed in 500 NDJSON chunks, one every few ms, to Papo
 * (enableStreaming) and to the naive renderer (pages/naive.js: whole text re-parsed and
 * innerHTML replaced per chunk). Both fill the same box on the same page. Measured from
 * the send to the first frame showing the whole reply: the renderer's CPU time, the
 * longest animation frame (long-animation-frame entries) and the longest gap between
 * animation frames.
 */
import { hostUrl, openPage } from './browser.mjs';
import { chunks, longReply } from './fixtures.mjs';
import { boxOptions } from './widgets.mjs';

export const STREAM = { bytes: 20_000, chunks: 500, intervalMs: 4 };
const reply = longReply(STREAM.bytes);
const parts = chunks(reply, STREAM.chunks);

/** `papo` or `naive`. */
export async function measureStream(browser, server, renderer) {
  server.state.webhook = {
    history: { data: [] },
    reply: () => reply,
    stream: { chunks: parts, intervalMs: STREAM.intervalMs },
  };
  const tab = await openPage(browser, server);
  try {
    const options = boxOptions(server, { enableStreaming: true, loadPreviousSession: false });
    await tab.page.goto(hostUrl(server, renderer, options, { box: true }), { waitUntil: 'load' });
    if (renderer === 'papo') await tab.page.evaluate(() => window.__chat.ready());
    await server.quiet();
    const before = await tab.metrics();
    const result = await tab.page.evaluate(async (renderer) => {
      const bench = window.__bench;
      const start = performance.now();
      const stopFrames = bench.watchFrames();
      await (renderer === 'naive'
        ? window.__naive.send('Tell me everything')
        : window.__chat.sendMessage('Tell me everything'));
      const end = await bench.firstFrame(() => bench.listPainted('END-OF-REPLY'));
      const gaps = stopFrames();
      const frames = bench.animationFrames.filter((entry) => entry.startTime >= start);
      return {
        wallMs: end - start,
        longestFrameMs: Math.max(0, ...frames.map((entry) => entry.duration)),
        framesOver50: frames.filter((entry) => entry.duration > 50).length,
        longestGapMs: Math.max(...gaps),
      };
    }, renderer);
    const after = await tab.metrics();
    return { ...result, taskMs: after.TaskDuration - before.TaskDuration, errors: [...tab.errors] };
  } finally {
    await tab.close();
  }
}
