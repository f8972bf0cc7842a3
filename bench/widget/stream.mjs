/**
 * Row 5: a 20 KB markdown reply streamed in 500 NDJSON chunks, one every few ms, to Papo
 * (enableStreaming) and to the naive renderer (pages/naive.js: whole text re-parsed and
 * innerHTML replaced per chunk); and, Papo only (bench/stream/), the long replies of issue 11.
 * Both fill the same box on the same page. Measured from the send to the first frame
 * showing the whole reply (or, for a reply past the render budget, its start and "Show
 * all", since "Show all" renders the rest): the renderer's CPU time, the
 * longest animation frame (long-animation-frame entries), the longest gap between
 * animation frames, and from a trace the CPU time inside each frame over 50 ms and the
 * longest task's (trace.mjs): a long frame with little CPU in it waited for a busy core.
 */
import { hostUrl, openPage } from './browser.mjs';
import { chunks, longReply } from './fixtures.mjs';
import { CLOCK_MARK, cpuBetween, traced } from './trace.mjs';
import { boxOptions } from './widgets.mjs';

export const STREAM = { bytes: 20_000, chunks: 500, intervalMs: 4 };
/** Row 5, long case (Papo only): 200 KB in 20-character items, which froze the page for 20 s. */
export const LONG_STREAM = { bytes: 200_000, itemChars: 20, intervalMs: 1 };
/** The other long stream: 100 KB in 5-character items (it froze the page for 19 s). */
export const TINY_STREAM = { bytes: 100_000, itemChars: 5, intervalMs: 1 };
/** A 5 MB reply in one JSON document (no streaming), where a 168 ms frame was seen. */
export const HUGE_REPLY = { bytes: 5_000_000 };

const streamed = ({ bytes, itemChars, intervalMs }) => ({
  reply: longReply(bytes),
  count: Math.ceil(bytes / itemChars),
  intervalMs,
  untilCut: true,
});

const CASES = {
  short: { reply: longReply(STREAM.bytes), count: STREAM.chunks, intervalMs: STREAM.intervalMs, untilCut: false },
  long: streamed(LONG_STREAM),
  tiny: streamed(TINY_STREAM),
  huge: { reply: longReply(HUGE_REPLY.bytes), count: 0, untilCut: true },
  // Row 5 again over `transport: 'ai-sdk'`: the same pieces as the AI SDK's UI message stream.
  'short-ai-sdk': {
    reply: longReply(STREAM.bytes),
    count: STREAM.chunks,
    intervalMs: STREAM.intervalMs,
    untilCut: false,
    transport: 'ai-sdk',
  },
};

/** In the page: send, wait for the whole reply on screen, collect the frames. */
async function streamInPage({ renderer, mark, untilCut }) {
  const bench = window.__bench;
  const clockMarkAt = performance.mark(mark).startTime;
  const start = performance.now();
  const stopFrames = bench.watchFrames();
  const text = 'Tell me everything';
  if (renderer === 'naive') await window.__naive.send(text);
  else if (renderer === 'papo') await window.__chat.sendMessage(text);
  else {
    // n8n has no send method on its app: type and press Enter, as a visitor does.
    const input = bench.input();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }
  const end = await bench.firstFrame(() => (untilCut ? bench.replyCut() : bench.listPainted('END-OF-REPLY')));
  const gaps = stopFrames();
  await bench.framesReported();
  const frames = bench.animationFrames
    .filter((entry) => entry.startTime >= start)
    .map((entry) => ({ start: entry.startTime, ms: entry.duration, blockingMs: entry.blockingDuration }));
  return { clockMarkAt, start, end, frames, longestGapMs: Math.max(...gaps) };
}

/**
 * `papo` or `naive`; `size` is `short` (20 KB), or, Papo only, `long` (200 KB in 20-character
 * items), `tiny` (100 KB in 5-character items), `huge` (5 MB in one JSON reply) or
 * `short-ai-sdk` (`short` over the AI SDK transport).
 */
export async function measureStream(browser, server, renderer, size = 'short') {
  const { reply, count, intervalMs, untilCut, transport = 'n8n' } = CASES[size];
  const pieces = chunks(reply, count);
  // No pieces: the reply is one JSON document.
  server.setWebhook(
    count > 0
      ? { reply: () => reply, stream: () => pieces, pace: intervalMs, streamFormat: transport }
      : { reply: () => reply },
  );
  const tab = await openPage(browser, server);
  try {
    const options = boxOptions(server, { enableStreaming: count > 0, loadPreviousSession: false, transport });
    await tab.page.goto(hostUrl(server, renderer, options, { box: true }), { waitUntil: 'load' });
    if (renderer === 'papo') await tab.page.evaluate(() => window.__chat.ready());
    await server.quiet();
    const before = await tab.metrics();
    const { result, tasks } = await traced(browser, tab.page, () =>
      tab.page.evaluate(streamInPage, { renderer, mark: CLOCK_MARK, untilCut }),
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
