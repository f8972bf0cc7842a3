// Starts and stops the thread that checkpoints the history's write-ahead log
// (checkpoint-worker.js); the server's own connection never does (history-db.js).

import { Worker } from 'node:worker_threads';

/** How often the log is copied into the database file: it grows by at most this much writing. */
export const CHECKPOINT_EVERY_MS = 1000;

/** @param {string} file @param {{ everyMs?: number }} [options] */
export function startCheckpoints(file, { everyMs = CHECKPOINT_EVERY_MS } = {}) {
  const worker = new Worker(new URL('./checkpoint-worker.js', import.meta.url), { workerData: { file, everyMs } });
  // It must not keep a process alive that is otherwise done.
  worker.unref();
  return {
    /** Asks for a last checkpoint and the worker's end; resolves once it has exited. */
    stop() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('stop');
      return exited;
    },
  };
}
