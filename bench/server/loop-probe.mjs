// Loaded into the webhook server with `node --import` by bench/server/server.mjs: measures
// the event loop's delay (monitorEventLoopDelay) and the memory from inside the server,
// without the server knowing, and answers the bench over the IPC channel it was started with.
import { monitorEventLoopDelay } from 'node:perf_hooks';

// 10 ms sampling, Node's default: a stall longer than that shows up in full in `max`.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

process.on('message', (message) => {
  if (message?.type !== 'papo-bench-stats') return;
  const memory = process.memoryUsage();
  process.send?.({
    type: 'papo-bench-stats',
    id: message.id,
    loop: { max: ms(delay.max), p99: ms(delay.percentile(99)), mean: ms(delay.mean) },
    rss: memory.rss,
    heapUsed: memory.heapUsed,
  });
  if (message.reset) delay.reset();
});
// The channel must not keep a server that was asked to stop alive.
process.channel?.unref();
