// HISTORY_FILE: a SQLite database that survives restarts, holds one row per message, applies
// lowered limits at start, takes over the JSON file of earlier versions, and refuses with a
// clear error what it cannot read (touching nothing).

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { createHistoryStore } from '../src/history/history.js';
import { fakeClock, silentLogger, startServer, tempDir } from './helpers.js';

/** @param {string} content @returns {import('../src/history/history.js').StoredMessage[]} */
const turn = (content) => [
  { type: 'human', content },
  { type: 'ai', content: `resposta: ${content}` },
];

/** @param {string} file @param {string} sql */
function query(file, sql) {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

describe('HISTORY_FILE', () => {
  it('survives a restart: a new server on the same file returns the session', async () => {
    const file = join(await tempDir(), 'history.db');
    const first = await startServer({ history: { file } });
    const sent = await first.postJson({ action: 'sendMessage', sessionId: 'keep', chatInput: 'Olá!' });
    const reply = (await sent.json()).output;
    await first.close();

    const second = await startServer({ history: { file } });
    try {
      const response = await second.postJson({ action: 'loadPreviousSession', sessionId: 'keep' });
      const { data } = await response.json();
      expect(data.map((/** @type {any} */ item) => item.kwargs.content)).toEqual(['Olá!', reply]);
    } finally {
      await second.close();
    }
  });

  it('is a SQLite database with one row per message, created with its folder', async () => {
    const file = join(await tempDir(), 'data', 'h.db');
    const store = createHistoryStore({ file });
    for (let i = 0; i < 3; i++) store.append(`s${i % 2}`, turn(String(i)));
    store.close();
    expect((await readFile(file)).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(query(file, 'SELECT count(*) AS n FROM messages')).toEqual([{ n: 6 }]);
    expect(query(file, 'SELECT key FROM sessions ORDER BY key')).toEqual([{ key: 's0' }, { key: 's1' }]);
  });

  it('stores any text as data: quotes and SQL in ids and messages come back unchanged', async () => {
    const file = join(await tempDir(), 'h.db');
    const id = "x'); DROP TABLE messages; --";
    const content = "Robert'); DELETE FROM sessions WHERE ('1'='1 \" ; -- ? ?1 :a @b $c";
    const store = createHistoryStore({ file });
    store.append(id, turn(content));
    store.append('other', turn('oi'));
    store.close();
    const reopened = createHistoryStore({ file });
    expect(reopened.get(id).map((m) => m.content)).toEqual([content, `resposta: ${content}`]);
    expect(reopened.get('other')).toHaveLength(2);
    reopened.close();
  });

  it('applies lowered limits and drops sessions that went idle while the server was down', async () => {
    const file = join(await tempDir(), 'h.db');
    const clock = fakeClock();
    const store = createHistoryStore({ file, clock });
    store.append('stale', turn('a'));
    clock.advance(10);
    store.append('fresh', turn('b'));
    clock.advance(10);
    store.append('fresh', turn('c'));
    store.append('other', turn('d'));
    store.close();
    clock.advance(1000);
    const reloaded = createHistoryStore({ file, clock, idleMs: 1005, maxMessages: 2, maxSessions: 1 });
    await reloaded.load();
    reloaded.close();
    // Read the file itself: the limits were applied at start, not merely hidden by get().
    expect(query(file, 'SELECT key FROM sessions')).toEqual([{ key: 'other' }]);
    expect(query(file, 'SELECT content FROM messages')).toEqual([{ content: 'd' }, { content: 'resposta: d' }]);
  });

  it('takes over the JSON file of earlier versions, keeping a copy of it', async () => {
    const dir = await tempDir();
    const file = join(dir, 'history.json');
    const clock = fakeClock();
    const legacy = {
      version: 1,
      sessions: [
        { id: 'old', lastUsed: clock.now() - 10, messages: turn('antes') },
        { id: 'idle', lastUsed: clock.now() - 2 * 24 * 60 * 60 * 1000, messages: turn('esquecida') },
      ],
    };
    await writeFile(file, JSON.stringify(legacy));
    const infos = [];
    const store = createHistoryStore({ file, clock, logger: { ...silentLogger, info: (t) => infos.push(t) } });
    await store.load();
    expect(store.get('old').map((m) => m.content)).toEqual(['antes', 'resposta: antes']);
    expect(store.get('idle')).toEqual([]);
    store.close();
    const backup = (await readdir(dir)).find((name) => name.startsWith('history.json.v1-'));
    expect(JSON.parse(await readFile(join(dir, String(backup)), 'utf8'))).toEqual(legacy);
    // Nothing half-built is left (the open database's own -wal/-shm aside).
    const left = (await readdir(dir)).filter((name) => !/-(?:wal|shm)$/.test(name));
    expect(left.sort()).toEqual(['history.json', String(backup)]);
    expect(infos).toHaveLength(1);
  });

  it('refuses a file that is neither, naming it and leaving it as it was', async () => {
    const dir = await tempDir();
    const file = join(dir, 'h.db');
    const broken = '{"version":1,"sessions":[{"id":';
    await writeFile(file, broken);
    const store = createHistoryStore({ file });
    await expect(store.load()).rejects.toThrow(`HISTORY_FILE ${file} is neither a SQLite database`);
    expect(await readFile(file, 'utf8')).toBe(broken);
    expect(await readdir(dir)).toEqual(['h.db']);
  });
});

describe('statements', () => {
  it('are all prepared once from fixed text: no SQL is built from values', async () => {
    const source = await readFile(new URL('../src/history/history-db.js', import.meta.url), 'utf8');
    const calls = source.match(/\.(?:prepare|exec|pragma)\(/g) ?? [];
    // A constant argument: quoted literals (joined by + at most) or a template constant with no ${}.
    const constant = source.match(
      /\.(?:prepare|exec|pragma)\(\s*(?:SCHEMA|LIST_AS_LANGCHAIN|CLIENT_ID_INDEX|FIND_REPLY|'[^'`$]*'(?:\s*\+\s*'[^'`$]*')*),?\s*\)/g,
    );
    expect(calls.length).toBeGreaterThan(10);
    expect(constant?.length).toBe(calls.length);
    for (const name of ['SCHEMA', 'LIST_AS_LANGCHAIN', 'CLIENT_ID_INDEX', 'FIND_REPLY']) {
      expect(new RegExp(`const ${name} = \`([^\`]*)\``).exec(source)?.[1]).toMatch(/^[^$]+$/);
    }
    for (const name of ['history.js', 'history-legacy.js']) {
      const other = await readFile(new URL(`../src/history/${name}`, import.meta.url), 'utf8');
      expect(other).not.toMatch(/\.(?:prepare|exec|pragma)\(/);
    }
  });
});
