// The history store (in memory here; the file is in history-file.test.js): caps per session
// and in total, LRU eviction, idle expiry on an injected clock, and the protocol round trip.

import { describe, expect, it } from 'vitest';
import { createHistoryStore } from '../src/history/history.js';
import { sourcesAsMarkdown } from '../src/lia/reply-extras.js';
import { fakeClock, fixture, shapeOf, startServer } from './helpers.js';

/** @param {string} content @returns {import('../src/history/history.js').StoredMessage[]} */
const turn = (content) => [
  { type: 'human', content },
  { type: 'ai', content: `resposta: ${content}` },
];

/**
 * Checks how many messages each named session holds (0: forgotten, none stored), and that
 * the store keeps exactly the sessions named with messages.
 * @param {ReturnType<typeof createHistoryStore>} store @param {Record<string, number>} counts
 */
function expectSessions(store, counts) {
  for (const [id, count] of Object.entries(counts)) {
    if (count === 0) expect(store.get(id), id).toEqual([]);
    else expect(store.get(id), id).toHaveLength(count);
  }
  expect(store.size).toBe(Object.values(counts).filter((count) => count > 0).length);
}

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
    expectSessions(store, { a: 2, b: 0, c: 2 });
  });

  it('evicts least recently used sessions past maxTotalMessages, never the one being written', () => {
    const store = createHistoryStore({ maxMessages: 4, maxTotalMessages: 5 });
    store.append('a', turn('a1'));
    store.append('b', turn('b1'));
    store.append('a', turn('a2')); // a: 4 messages, b: 2, total 6 > 5: b (least recently used) goes
    expect(store.get('b')).toEqual([]);
    expect(store.get('a').map((m) => m.content)).toEqual(['a1', 'resposta: a1', 'a2', 'resposta: a2']);
    store.append('c', turn('c1')); // 4 + 2 > 5: a goes, c stays even though it is the newest
    expectSessions(store, { a: 0, b: 0, c: 2 });
  });

  it('keeps a session within the total even when maxMessages is larger', () => {
    const store = createHistoryStore({ maxMessages: 100, maxTotalMessages: 3 });
    store.append('s', turn('1'));
    store.append('s', turn('2'));
    expect(store.get('s').map((m) => m.content)).toEqual(['resposta: 1', '2', 'resposta: 2']);
  });

  it('stores a turn whole or not at all', () => {
    const store = createHistoryStore();
    store.append('s', turn('ok'));
    const bad = /** @type {any} */ ([
      { type: 'human', content: 'meio' },
      { type: 'robot', content: 'x' },
    ]);
    expect(() => store.append('s', bad)).toThrow(/CHECK constraint/);
    expect(store.get('s').map((m) => m.content)).toEqual(['ok', 'resposta: ok']);
    store.append('t', turn('depois')); // the in-memory counts rolled back with the transaction
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
      await app.postJson({ action: 'sendMessage', sessionId: 'idle', chatInput: 'oi' });
      const load = async () =>
        (await (await app.postJson({ action: 'loadPreviousSession', sessionId: 'idle' })).json()).data;
      expect(await load()).toHaveLength(2);
      clock.advance(1001);
      expect(await load()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('through the protocol', () => {
  it('loadPreviousSession returns what sendMessage stored, turn after turn, the sources written in', async () => {
    const app = await startServer();
    try {
      /** @param {object} body */
      const post = async (body) => (await app.postJson(body)).json();
      const first = (await post({ action: 'sendMessage', sessionId: 'rt', chatInput: 'Olá!' })).output;
      const reply = await post({ action: 'sendMessage', sessionId: 'rt', chatInput: 'E o webhook?' });
      // n8n's memory keeps text only: the sources are kept as the links Lia writes under an answer.
      expect(reply.sources.length).toBeGreaterThan(0);
      const second = `${reply.output}\n\n${sourcesAsMarkdown(reply.sources)}`;
      const { data } = await post({ action: 'loadPreviousSession', sessionId: 'rt' });
      expect(data.map((/** @type {any} */ item) => [item.id[2], item.kwargs.content])).toEqual([
        ['HumanMessage', 'Olá!'],
        ['AIMessage', first],
        ['HumanMessage', 'E o webhook?'],
        ['AIMessage', second],
      ]);
      expect((await post({ action: 'loadPreviousSession', sessionId: 'other' })).data).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('LangChain shape', () => {
  it("matches trace 03's items key for key", () => {
    const recorded = JSON.parse(fixture('load-previous-session').response.body).data;
    const store = createHistoryStore();
    store.append('s', turn('x'));
    /** @type {any[]} */
    const ours = JSON.parse(store.getAsLangChain('s').toString('utf8'));
    expect(ours.map(shapeOf)).toEqual(recorded.slice(0, 2).map(shapeOf));
    expect(ours.map((item) => Object.keys(item.kwargs))).toEqual(
      recorded.slice(0, 2).map((/** @type {any} */ item) => Object.keys(item.kwargs)),
    );
    expect(ours[1]?.kwargs).toMatchObject({ tool_calls: [], invalid_tool_calls: [] });
    store.close();
  });

  it('is the same text as the stored messages, whatever characters they hold', () => {
    const store = createHistoryStore();
    const odd = 'aspas " barra \\ nova\nlinha\ttab \u0001 — ç ☃ 😀 </script>';
    store.append('s', [
      { type: 'human', content: odd },
      { type: 'ai', content: '' },
    ]);
    const items = JSON.parse(store.getAsLangChain('s').toString('utf8'));
    expect(items.map((/** @type {any} */ item) => item.kwargs.content)).toEqual(
      store.get('s').map((message) => message.content),
    );
    expect(items.map((/** @type {any} */ item) => item.kwargs.content)).toEqual([odd, '']);
    expect(store.getAsLangChain('unknown').toString()).toBe('[]');
    store.close();
  });
});
