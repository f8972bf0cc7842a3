// The server's history runs on a thread of its own (src/history/history-thread.js): its SQLite work
// goes on while the event loop's thread does something else entirely, its answers come back
// in order, and what it cannot do (a file that is not a database), what it logs and the
// server's clock all reach the server as they would in one thread.

import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { createHistoryThread } from '../src/history/history-thread.js';
import { fakeClock, silentLogger, tempDir } from './helpers.js';

/** @param {string} content @returns {import('../src/history/history.js').StoredMessage[]} */
const turn = (content) => [
  { type: 'human', content },
  { type: 'ai', content: `resposta: ${content}` },
];

/** Blocks this thread (its event loop with it) for `ms`. */
const block = (/** @type {number} */ ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe("the history's thread", () => {
  it("commits a turn while the event loop's thread is blocked: the disk is never the loop's", async () => {
    const file = join(await tempDir(), 'history.db');
    const history = createHistoryThread({ file, logger: silentLogger });
    await history.load();
    const appended = history.append('s', turn('oi'));
    // From here this thread never returns to its event loop until the row is in the file:
    // only another thread can have written it. (A deadline, not a timing: it only bounds a hang.)
    const reader = new Database(file, { readonly: true });
    const count = () =>
      Number(/** @type {{ n: number }} */ (reader.prepare('SELECT count(*) AS n FROM messages').get()).n);
    const deadline = Date.now() + 60_000;
    while (count() < 2 && Date.now() < deadline) block(5);
    expect(count()).toBe(2);
    reader.close();
    await appended;
    await history.close();
  });

  it('answers in the order asked, with the bytes of loadPreviousSession as a Buffer', async () => {
    const history = createHistoryThread({ logger: silentLogger });
    const asked = [
      history.append('s', turn('um')),
      history.get('s'),
      history.append('s', turn('dois')),
      history.getAsLangChain('s'),
    ];
    const [, first, , json] = await Promise.all(asked);
    expect(first.map((/** @type {{ content: string }} */ m) => m.content)).toEqual(['um', 'resposta: um']);
    expect(Buffer.isBuffer(json)).toBe(true);
    const contents = JSON.parse(json.toString('utf8')).map((/** @type {any} */ m) => m.kwargs.content);
    expect(contents).toEqual(['um', 'resposta: um', 'dois', 'resposta: dois']);
    await history.close();
  });

  it("runs on the server's clock: a session idle past the limit on it is forgotten", async () => {
    const clock = fakeClock();
    const history = createHistoryThread({ clock, idleMs: 1000, logger: silentLogger });
    await history.append('s', turn('oi'));
    clock.advance(999);
    expect(await history.get('s')).toHaveLength(2);
    clock.advance(1001);
    expect(await history.get('s')).toEqual([]);
    await history.close();
  });

  it("rejects with the store's own message, passes its logs on, and starts again after close", async () => {
    const dir = await tempDir();
    const notOurs = join(dir, 'notes.txt');
    await writeFile(notOurs, 'não é um banco de dados');
    const refused = createHistoryThread({ file: notOurs, logger: silentLogger });
    await expect(refused.load()).rejects.toThrow(/notes\.txt/);
    await refused.close();

    const legacy = join(dir, 'history.json');
    const clock = fakeClock();
    await writeFile(
      legacy,
      JSON.stringify({ version: 1, sessions: [{ id: 'old', lastUsed: clock.now(), messages: turn('antes') }] }),
    );
    /** @type {string[]} */
    const infos = [];
    const history = createHistoryThread({
      file: legacy,
      clock,
      logger: { ...silentLogger, info: (text) => infos.push(text) },
    });
    await history.load();
    expect(infos.join('\n')).toMatch(/history\.json/);
    await history.close();
    // A request after close starts the thread (and opens the file) again.
    expect((await history.get('old')).map((m) => m.content)).toEqual(['antes', 'resposta: antes']);
    await history.close();
  });

  it("yields a busy core to the event loop's thread: a lower priority of its own (Linux)", async () => {
    /** Each thread of this process's nice value (field 19 of /proc/…/stat), by thread id. */
    const niceByThread = () =>
      new Map(
        readdirSync('/proc/self/task').map((tid) => {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
          return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
        }),
      );
    const before = niceByThread();
    const history = createHistoryThread({ logger: silentLogger });
    await history.load();
    const started = [...niceByThread()].filter(([tid]) => !before.has(tid));
    await history.close();
    expect(started.map(([, nice]) => nice)).toContain(10);
    expect(niceByThread().get(process.pid)).toBe(0);
  });
});
