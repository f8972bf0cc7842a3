// Loaded into the webhook server with `node --import` by bench/server/server.mjs: measures
// the event loop's delay (monitorEventLoopDelay) and the memory from inside the server,
// without the server knowing, and answers the bench over the IPC channel it was started with.
//
// On a shared machine a late timer is either the server's own work (JavaScript, GC, a
// synchronous call) or its thread waiting for a core another process holds. Linux counts
// the second per thread (/proc/<pid>/task/<tid>/schedstat: time run, time waited on a run
// queue), so a ticker of its own splits each late beat into the two: `own` is the delay
// minus the time the loop's thread waited for a core, and that is the server's to fix.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Sampled every 1 ms. A reading of monitorEventLoopDelay is the time between two of its
// timer's beats, so it holds the sampling interval besides the delay: with Node's default of
// 10 ms an idle loop reads 10 ms and a 12 ms stall up to 22 ms. At 1 ms a reading is the
// longest stall to within 1 ms, and the ticker below sees each one on its own.
const RESOLUTION_MS = 1;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();

const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

// The main thread's id is the process id.
const SCHEDSTAT = `/proc/${process.pid}/task/${process.pid}/schedstat`;
/** @returns {{ ran: number, waited: number } | null} ns on a core, ns waiting for one */
function sched() {
  try {
    const [ran, waited] = readFileSync(SCHEDSTAT, 'latin1').split(' ');
    return { ran: Number(ran), waited: Number(waited) };
  } catch {
    return null;
  }
}

const fresh = () => ({ delay: 0, own: 0, worst: { delay: 0, waited: 0, ran: 0 } });
let beats = fresh();
let last = { at: process.hrtime.bigint(), sched: sched() };
const ticker = setInterval(() => {
  const now = { at: process.hrtime.bigint(), sched: sched() };
  const late = Math.max(0, Number(now.at - last.at) - RESOLUTION_MS * 1e6);
  const waited = now.sched && last.sched ? now.sched.waited - last.sched.waited : 0;
  const ran = now.sched && last.sched ? now.sched.ran - last.sched.ran : 0;
  beats.own = Math.max(beats.own, late - waited);
  if (late > beats.delay) {
    beats.delay = late;
    beats.worst = { delay: late, waited, ran };
  }
  last = now;
}, RESOLUTION_MS);
ticker.unref();

const readLoop = () => ({
  max: ms(delay.max),
  p99: ms(delay.percentile(99)),
  mean: ms(delay.mean),
  // null where the kernel does not say (not Linux).
  own: last.sched ? ms(Math.max(0, beats.own)) : null,
  worst: last.sched ? { delay: ms(beats.worst.delay), waited: ms(beats.worst.waited) } : null,
});

process.on('message', (message) => {
  if (message?.type !== 'papo-bench-stats') return;
  const loop = readLoop();
  // What the server keeps, not the garbage it has yet to collect: a full collection first
  // (the bench starts the server with --expose-gc). Its pause shows at the loop's next beat,
  // so the bench resets the delay with a request of its own afterwards.
  if (message.collect) globalThis.gc?.();
  const memory = process.memoryUsage();
  process.send?.({
    type: 'papo-bench-stats',
    id: message.id,
    loop,
    rss: memory.rss,
    heapUsed: memory.heapUsed,
  });
  if (message.reset) {
    delay.reset();
    beats = fresh();
  }
});
// The channel must not keep a server that was asked to stop alive.
process.channel?.unref();
