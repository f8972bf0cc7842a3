// The chat history as the server uses it: the SQLite store of history.js, run on a thread of
// its own (history-worker.js), so the event loop never waits on the disk. A write to SQLite's
// log, its checkpoints and their fsyncs take a few ms on a quiet disk, but a write can wait
// tens of ms behind another's fsync on a busy one, and every timer, stream and docs page
// waited with it (bench/server/notes.md). The answers come back in the order asked.

import { Worker } from 'node:worker_threads';

/**
 * @typedef {import('./history.js').HistoryOptions} HistoryOptions
 * @typedef {import('./history.js').StoredMessage} StoredMessage
 * @typedef {{ resolve: (value: any) => void, reject: (error: Error) => void }} Pending
 */

/** @param {HistoryOptions} [options] */
export function createHistoryThread(options = {}) {
  const { clock = { now: () => Date.now() }, logger = console, ...settings } = options;
  /** @type {Worker | null} */
  let worker = null;
  /** @type {Map<number, Pending>} */
  const pending = new Map();
  let asked = 0;

  function start() {
    const thread = new Worker(new URL('./history-worker.js', import.meta.url), {
      workerData: settings,
      // Not the server's flags: a module preloaded into it (`node --import`) is its own business.
      execArgv: [],
    });
    thread.unref();
    thread.on(
      'message',
      (
        /** @type {{ type?: 'log', level: 'info' | 'warn' | 'error', args: string[], id: number, ok: boolean, value: unknown, message: string }} */ reply,
      ) => {
        if (reply.type === 'log') {
          logger[reply.level](...reply.args);
          return;
        }
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (pending.size === 0) thread.unref();
        if (reply.ok) waiting?.resolve(reply.value);
        else waiting?.reject(new Error(reply.message));
      },
    );
    // A thread that dies fails what it was asked; the next request starts a new one.
    const gone = (/** @type {Error} */ error) => {
      if (worker === thread) worker = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    thread.on('error', gone);
    thread.on('exit', (code) => gone(new Error(`the history's thread stopped (exit code ${code})`)));
    return thread;
  }

  /**
   * @param {string} op @param {unknown[]} args
   * @returns {Promise<any>}
   */
  function ask(op, args = []) {
    worker ??= start();
    const thread = worker;
    asked += 1;
    const id = asked;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // Held open while it owes an answer, so a caller awaiting one is not left behind at exit.
      thread.ref();
      thread.postMessage({ id, op, args, now: clock.now() });
    });
  }

  return {
    /** Opens (and if needed creates or migrates) the database; rejects with why it cannot. */
    load: () => ask('load').then(() => undefined),
    /** @param {string} sessionId @returns {Promise<StoredMessage[]>} oldest first */
    get: (sessionId) => ask('get', [sessionId]),
    /**
     * The session's messages as the UTF-8 JSON array n8n's memory returns (history.js).
     * @param {string} sessionId @returns {Promise<Buffer>}
     */
    getAsLangChain: async (sessionId) => {
      const bytes = /** @type {Uint8Array} */ (await ask('getAsLangChain', [sessionId]));
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    /**
     * The answer already given to the session's question with this client id, or null (history.js).
     * @param {string} sessionId @param {string} clientId @returns {Promise<string | null>}
     */
    findReply: (sessionId, clientId) => ask('findReply', [sessionId, clientId]),
    /**
     * Appends a turn; resolves once it is committed (history.js), so a reply sent afterwards
     * never announces something a killed process could lose.
     * @param {string} sessionId @param {StoredMessage[]} messages @returns {Promise<void>}
     */
    append: (sessionId, messages) => ask('append', [sessionId, messages]).then(() => undefined),
    /** Closes the database and ends the thread (a later request starts them again). */
    async close() {
      if (!worker) return;
      const thread = worker;
      const exited = new Promise((resolve) => thread.once('exit', resolve));
      await ask('close');
      await exited;
    },
  };
}

/** @typedef {ReturnType<typeof createHistoryThread>} HistoryThread */
