// The webhook's CPU work (Lia's search; the history has a thread of its own,
// history-thread.js) done in slices of the event loop, in arrival order. Under load, a burst
// of requests arrives in one turn of the loop; done back to back, their work would hold every
// timer, stream and docs page behind it for as long as all of it takes (hundreds of ms at 100
// connections). In slices, nothing waits longer than one slice and one job before the server
// attends to its other work, and the turns of the loop stay few enough not to cost
// throughput (one job per turn halved it).

/**
 * Work done in one turn of the loop at most (then one job more, the one that crossed it).
 * 4 ms rather than 8: a turn also writes the responses its jobs resolved and reads what the
 * sockets sent meanwhile, and at 100 connections 8 ms slices left the loop's longest delay at
 * 20–26 ms; at 4 ms it stayed under 16 ms, for about 13 % fewer sendMessage/s
 * (bench/server/notes.md).
 */
export const SLICE_MS = 4;

/**
 * @typedef {object} Job
 * @property {() => unknown} work
 * @property {(value: any) => void} resolve
 * @property {(error: unknown) => void} reject
 */

/** @param {{ sliceMs?: number, now?: () => number }} [options] */
export function createTurns({ sliceMs = SLICE_MS, now = () => performance.now() } = {}) {
  /** @type {Job[]} */
  const waiting = [];
  let scheduled = false;

  function slice() {
    const start = now();
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      try {
        job.resolve(job.work());
      } catch (error) {
        job.reject(error);
      }
      if (now() - start >= sliceMs) break;
    }
    // An immediate queued while immediates run waits for the next turn of the loop: timers,
    // sockets and whatever the jobs themselves queued go first.
    if (waiting.length > 0) setImmediate(slice);
    else scheduled = false;
  }

  return {
    /**
     * Runs `work` when its turn comes.
     * @template T @param {() => T} work @returns {Promise<T>}
     */
    run(work) {
      return new Promise((resolve, reject) => {
        waiting.push({ work, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(slice);
        }
      });
    },
    /** Jobs waiting for their turn. */
    get waiting() {
      return waiting.length;
    },
  };
}
