/**
 * Row 5: a 20 KB markdown reply streamed in 500 NDJSON chunks, one every few ms, to Papo
 * (enableStreaming) and to the naive renderer (pages/naive.js: whole text re-parsed and
 * innerHTML replaced per chunk). Both fill the same box on the same page. Measured from
 * the send to the first frame showing the whole reply: the renderer's CPU time, the
 * longest animation frame (long-animation-frame entries), the longest gap between
 * animation frames, and from a trace the CPU time inside each frame over 50 ms and the
 * longest task's (trace.mjs): a long frame with little CPU in it waited for a busy core.
 */
import { hostUrl, openPage } from './browser.mjs';
import { chunks, longReply } from './fixtures.mjs';
import { CLOCK_MARK, cpuBetween, traced } from './trace.mjs';
import { boxOptions } from './widgets.mjs';

export const STREAM = { bytes: 20_000, chunks: 500, intervalMs: 4 };
/**
 * Row 5, long case (Papo only): 200 KB in 20-character items, which froze the page for
 * 20 s when every chunk re-parsed the reply so far. Papo shows the start of so long a reply
 * ("Show all" renders the rest), so the end is when the send settles, not a marker painted.
 */
export const LONG_STREAM = { bytes: 200_000, itemChars: 20, intervalMs: 1 };

const CASES = {
  short: { reply: longReply(STREAM.bytes), count: STREAM.chunks, intervalMs: STREAM.intervalMs, untilSent: false },
  long: {
    reply: longReply(LONG_STREAM.bytes),
    count: Math.ceil(LONG_STREAM.bytes / LONG_STREAM.itemChars),
    intervalMs: LONG_STREAM.intervalMs,
    untilSent: true,
  },
};

/** In the page: send, wait for the whole reply on screen, collect the frames. */
async function streamInPage({ renderer, mark, untilSent }) {
  const bench = window.__bench;
  const clockMarkAt = performance.mark(mark).startTime;
  const start = performance.now();
  const stopFrames = bench.watchFrames();
  const text = 'Tell me everything';
  await (renderer === 'naive' ? window.__naive.send(text) : window.__chat.sendMessage(text));
  const end = await bench.firstFrame(() => untilSent || bench.listPainted('END-OF-REPLY'));
  const gaps = stopFrames();
  const frames = bench.animationFrames
    .filter((entry) => entry.startTime >= start)
    .map((entry) => ({ start: entry.startTime, ms: entry.duration, blockingMs: entry.blockingDuration }));
  return { clockMarkAt, start, end, frames, longestGapMs: Math.max(...gaps) };
}

/** `papo` or `naive`; `size` is `short` (20 KB) or `long` (200 KB, Papo only). */
export async function measureStream(browser, server, renderer, size = 'short') {
  const { reply, count, intervalMs, untilSent } = CASES[size];
  const pieces = chunks(reply, count);
  server.setWebhook({ reply: () => reply, stream: () => pieces, pace: intervalMs });
  const tab = await openPage(browser, server);
  try {
    const options = boxOptions(server, { enableStreaming: true, loadPreviousSession: false });
    await tab.page.goto(hostUrl(server, renderer, options, { box: true }), { waitUntil: 'load' });
    if (renderer === 'papo') await tab.page.evaluate(() => window.__chat.ready());
    await server.quiet();
    const before = await tab.metrics();
    const { result, tasks } = await traced(browser, tab.page, () =>
      tab.page.evaluate(streamInPage, { renderer, mark: CLOCK_MARK, untilSent }),
    );
    const after = await tab.metrics();
    const during = tasks.filter((task) => task.end > result.start && task.start < result.end);
    const longFrames = result.frames
      .filter((frame) => frame.ms > 50)
      .map((frame) => ({ ...frame, cpuMs: cpuBetween(tasks, frame.start, frame.start + frame.ms) }));
    return {
      wallMs: result.end - result.start,
      taskMs: after.TaskDuration - before.TaskDuration,
      longestFrameMs: Math.max(0, ...result.frames.map((frame) => frame.ms)),
      framesOver50: longFrames.length,
      longFrames,
      longFrameMaxCpuMs: Math.max(0, ...longFrames.map((frame) => frame.cpuMs)),
      longestTaskCpuMs: Math.max(0, ...during.map((task) => task.cpuMs)),
      longestGapMs: result.longestGapMs,
      errors: [...tab.errors],
    };
  } finally {
    await tab.close();
  }
}
