/**
 * A Chrome trace around one step, boiled down to the page's main thread: its tasks' CPU
 * time (`tdur`, thread time) next to their wall time (`dur`). On a busy machine a frame can
 * last long while the thread waits for a core; the CPU time says how much work was in it.
 */
// `toplevel`: each task of each thread and its CPU time, at a fraction of the cost of the
// devtools.timeline categories (which slowed the streaming it measured by ~15 %).
// `blink.user_timing`: the page's performance.mark, to put tasks on the page's clock.
const CATEGORIES = ['toplevel', 'blink.user_timing'];
export const CLOCK_MARK = 'bench-clock';

/**
 * The slices no other slice contains: the thread's tasks. Not only `RunTask`: a microtask
 * checkpoint (promise callbacks, e.g. a stream reader's) is a slice of its own.
 */
function outermost(slices) {
  const sorted = [...slices].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kept = [];
  let end = -Infinity;
  for (const slice of sorted) {
    if (slice.ts < end) continue;
    kept.push(slice);
    end = slice.ts + slice.dur;
  }
  return kept;
}

/**
 * Runs `step`, which must call `performance.mark(CLOCK_MARK)` in the page and return the
 * mark's `startTime` as `clockMarkAt`. Tasks come back in page time (ms, like
 * performance.now()): `{ start, end, cpuMs }`.
 */
export async function traced(browser, page, step) {
  await browser.startTracing(page, { categories: CATEGORIES });
  const result = await step();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
  // The mark is recorded on the page's main thread: its thread is the one to read.
  const mark = traceEvents.find((event) => event.name === CLOCK_MARK);
  if (!mark) throw new Error(`The trace holds no "${CLOCK_MARK}" mark.`);
  const offset = mark.ts / 1000 - result.clockMarkAt;
  const mainThread = (event) => event.pid === mark.pid && event.tid === mark.tid;
  const tasks = outermost(traceEvents.filter((event) => mainThread(event) && event.ph === 'X'));
  return {
    result,
    tasks: tasks.map((task) => ({
      start: task.ts / 1000 - offset,
      end: (task.ts + task.dur) / 1000 - offset,
      cpuMs: (task.tdur ?? 0) / 1000,
    })),
  };
}

/** CPU time of the tasks inside [start, end], counted in proportion when they straddle it. */
export function cpuBetween(tasks, start, end) {
  let sum = 0;
  for (const task of tasks) {
    const overlap = Math.min(end, task.end) - Math.max(start, task.start);
    if (overlap > 0) sum += task.cpuMs * (overlap / Math.max(task.end - task.start, 1e-6));
  }
  return sum;
}
