// The history's thread (started by history-thread.js): the SQLite store of history.js, and
// every read, write, checkpoint and fsync of its files, off the server's event loop.
// Requests come in order on one port and are answered in that order.

import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createHistoryStore } from './history.js';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/**
 * This thread yields a busy core to the event loop's: on Linux a priority is per thread, and
 * when both want the one core left (the machine's other work on the other), the loop's timers,
 * streams and pages go first and the history's answer waits instead. Elsewhere this lowers the
 * whole process, so it is left as it is there.
 */
const HISTORY_THREAD_NICE = 10;
if (process.platform === 'linux') {
  try {
    setPriority(HISTORY_THREAD_NICE);
  } catch {
    // A sandbox that refuses it: the thread keeps the loop's priority, and works the same.
  }
}

/** Each request carries the server's time, so an injected clock (tests) rules here too. */
let requestTime = Date.now();
/** @param {'info' | 'warn' | 'error'} level */
const forward =
  (level) =>
  (/** @type {unknown[]} */ ...args) =>
    port.postMessage({ type: 'log', level, args: args.map(String) });
const store = createHistoryStore({
  ...workerData,
  clock: { now: () => requestTime },
  logger: { info: forward('info'), warn: forward('warn'), error: forward('error') },
});

/** What the thread answers: the store's own methods, nothing else. */
const OPERATIONS = new Set(['load', 'get', 'getAsLangChain', 'findReply', 'append']);

port.on('message', async (/** @type {{ id: number, op: string, args: any[], now: number }} */ request) => {
  if (request.op === 'close') {
    store.close();
    port.postMessage({ id: request.id, ok: true });
    port.close();
    return;
  }
  requestTime = request.now;
  try {
    if (!OPERATIONS.has(request.op)) throw new Error(`the history has no operation "${request.op}"`);
    const operation = /** @type {(...args: any[]) => unknown} */ (store[/** @type {'get'} */ (request.op)]);
    port.postMessage({ id: request.id, ok: true, value: await operation(...request.args) });
  } catch (error) {
    port.postMessage({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
