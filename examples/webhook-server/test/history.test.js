// The history store: caps, LRU eviction, idle expiry on an injected clock, and a JSON file
// written atomically so a restart loses nothing.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHistoryStore, toLangChain } from '../src/history.js';
import { fakeClock, fixture, shapeOf, silentLogger, startServer, tempDir, WEBHOOK } from './helpers.js';

/** @param {string} content @returns {import('../src/history.js').StoredMessage[]} */
const turn = (content) => [
  { type: 'human', content },
  { type: 'ai', content: `resposta: ${content}` },
];

describe('caps', () => {
  it('keeps the newest messages of a session (maxMessages)', () => {
    const store = createHistoryStore({ maxMessages: 4 });
    for (const word of ['um', 'dois', 'tres']) store.append('s', turn(word));
    expect(store.get('s').map((m) => m.content)).toEqual(['dois', 'resposta: dois', 'tres', 'resposta: tres']);
  });

  it('evicts the least recently used session past maxSessions', () => {
    const clock = fakeClock();
    const store = createHistoryStore({ maxSessions: 2, clock });
    store.append('a', turn('a'));
    clock.advance(1);
    store.append('b', turn('b'));
    clock.advance(1);
    store.get('a'); // reading counts as use: now b is the oldest
    clock.advance(1);
    store.append('c', turn('c'));
    expect(store.get('b')).toEqual([]);
    expect(store.get('a')).toHaveLength(2);
    expect(store.get('c')).toHaveLength(2);
    expect(store.size).toBe(2);
  });
});

describe('idle expiry', () => {
  it('forgets a session unused for longer than idleMs, and only that one', () => {
    const clock = fakeClock();
    const store = createHistoryStore({ idleMs: 60_000, clock });
    store.append('old', turn('x'));
    clock.advance(30_000);
    store.append('recent', turn('y'));
    clock.advance(30_000);
    expect(store.get('old')).toHaveLength(2); // exactly idleMs: still there, and touched
    clock.advance(60_001);
    store.append('new', turn('z'));
    expect(store.get('recent')).toEqual([]);
    expect(store.get('old')).toEqual([]);
    expect(store.get('new')).toHaveLength(2);
  });

  it('expires through the webhook too', async () => {
    const clock = fakeClock();
    const app = await startServer({ clock, history: { idleMs: 1000 } });
    try {
      /** @param {object} body */
      const post = (body) =>
        app.fetch(WEBHOOK, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post({ action: 'sendMessage', sessionId: 'idle', chatInput: 'oi' });
      const load = async () => (await (await post({ action: 'loadPreviousSession', sessionId: 'idle' })).json()).data;
      expect(await load()).toHaveLength(2);
      clock.advance(1001);
      expect(await load()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('LangChain shape', () => {
  it("matches trace 03's items key for key", () => {
    const recorded = JSON.parse(fixture('load-previous-session').response.body).data;
    const ours = toLangChain(turn('x'));
    expect(ours.map(shapeOf)).toEqual(recorded.slice(0, 2).map(shapeOf));
    expect(ours.map((item) => Object.keys(item.kwargs))).toEqual(
      recorded.slice(0, 2).map((/** @type {any} */ item) => Object.keys(item.kwargs)),
    );
    expect(ours[1]?.kwargs).toMatchObject({ tool_calls: [], invalid_tool_calls: [] });
  });
});

describe('HISTORY_FILE', () => {
  it('survives a restart: a new server on the same file returns the session', async () => {
    const file = join(await tempDir(), 'history.json');
    const body = { action: 'sendMessage', sessionId: 'keep', chatInput: 'Olá!' };
    const first = await startServer({ history: { file } });
    const sent = await first.fetch(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await sent.json()).output;
    await first.close();

    const second = await startServer({ history: { file } });
    try {
      const response = await second.fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'loadPreviousSession', sessionId: 'keep' }),
      });
      const { data } = await response.json();
      expect(data.map((/** @type {any} */ item) => item.kwargs.content)).toEqual(['Olá!', reply]);
    } finally {
      await second.close();
    }
  });

  it('is on disk when the reply is sent, without a temp file left behind', async () => {
    const dir = await tempDir();
    const file = join(dir, 'history.json');
    const app = await startServer({ history: { file } });
    try {
      await app.fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'sendMessage', sessionId: 'disk', chatInput: 'oi' }),
      });
      const saved = JSON.parse(await readFile(file, 'utf8'));
      expect(saved.sessions.map((/** @type {any} */ s) => s.id)).toEqual(['disk']);
      expect(await readdir(dir)).toEqual(['history.json']);
    } finally {
      await app.close();
    }
  });

  it('coalesces many quick changes and loses none of them', async () => {
    const file = join(await tempDir(), 'h.json');
    const store = createHistoryStore({ file });
    await Promise.all(Array.from({ length: 25 }, (_, i) => store.append(`s${i}`, turn(String(i)))));
    const reloaded = createHistoryStore({ file });
    await reloaded.load();
    expect(reloaded.size).toBe(25);
    expect(reloaded.get('s24').map((m) => m.content)).toEqual(['24', 'resposta: 24']);
  });

  it('drops sessions that went idle while the server was down, and applies the caps on load', async () => {
    const file = join(await tempDir(), 'h.json');
    const clock = fakeClock();
    const store = createHistoryStore({ file, clock });
    await store.append('stale', turn('a'));
    clock.advance(10);
    await store.append('fresh', turn('b'));
    clock.advance(10);
    await store.append('fresh', turn('c'));
    clock.advance(1000);
    const reloaded = createHistoryStore({ file, clock, idleMs: 1005, maxMessages: 2 });
    await reloaded.load();
    expect(reloaded.get('stale')).toEqual([]);
    expect(reloaded.get('fresh').map((m) => m.content)).toEqual(['c', 'resposta: c']);
  });

  it('sets a broken file aside and starts empty, with a warning', async () => {
    const dir = await tempDir();
    const file = join(dir, 'h.json');
    await writeFile(file, '{"version":1,"sessions":[{"id":');
    const warnings = [];
    const store = createHistoryStore({ file, logger: { ...silentLogger, warn: (text) => warnings.push(text) } });
    await store.load();
    expect(store.size).toBe(0);
    expect(warnings).toHaveLength(1);
    expect((await readdir(dir)).some((name) => name.startsWith('h.json.corrupt-'))).toBe(true);
  });

  it('a missing file is an empty history', async () => {
    const store = createHistoryStore({ file: join(await tempDir(), 'none', 'h.json') });
    await store.load();
    expect(store.size).toBe(0);
  });
});
