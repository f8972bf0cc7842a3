// A question sent again with the same `metadata.clientMessageId` (the widget's Retry when a
// reply was lost on the way) is answered from the history, not asked and stored twice; also
// across a restart on the same HISTORY_FILE, the case of a server killed before it answered.

import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { parseLines, startServer, tempDir } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>[]} */
const servers = [];
afterEach(async () => {
  for (const app of servers.splice(0)) await app.close();
});

/** An assistant that counts the questions it is asked and numbers its answers. */
function countingAssistant() {
  const asked = /** @type {string[]} */ ([]);
  return {
    asked,
    respond: (/** @type {{ chatInput: string }} */ { chatInput }) => {
      asked.push(chatInput);
      const output = `Resposta ${asked.length} a: ${chatInput}`;
      return { output, asText: output, sources: [], suggestions: [] };
    },
  };
}

/** @param {import('../src/server.js').ServerOptions} [options] */
async function start(options = {}) {
  const assistant = countingAssistant();
  const app = await startServer({ assistant, ...options });
  servers.push(app);
  return Object.assign(app, { asked: assistant.asked });
}

/** @param {string} chatInput @param {unknown} clientMessageId */
const send = (chatInput, clientMessageId) => ({
  action: 'sendMessage',
  sessionId: 'retry',
  chatInput,
  metadata: { clientMessageId, pagePath: '/docs/intro' },
});

/** @param {Awaited<ReturnType<typeof start>>} app @returns {Promise<string[]>} */
async function historyOf(app) {
  const response = await app.postJson({ action: 'loadPreviousSession', sessionId: 'retry' });
  return (await response.json()).data.map((/** @type {any} */ item) => item.kwargs.content);
}

describe('metadata.clientMessageId', () => {
  it('a repeated id is answered with the stored answer, and the history holds the question once', async () => {
    const app = await start();
    const first = await (await app.postJson(send('Olá', 'c-1'))).json();
    const again = await (await app.postJson(send('Olá', 'c-1'))).json();
    expect(again.output).toBe(first.output);
    expect(app.asked).toEqual(['Olá']);
    expect(await historyOf(app)).toEqual(['Olá', first.output]);

    // A new id is a new question, even with the same words.
    const other = await (await app.postJson(send('Olá', 'c-2'))).json();
    expect(other.output).toBe('Resposta 2 a: Olá');
    expect(await historyOf(app)).toHaveLength(4);
  });

  it('two sends with one id at once: asked once, both answered with it', async () => {
    const app = await start();
    const replies = await Promise.all([app.postJson(send('Oi', 'same')), app.postJson(send('Oi', 'same'))]);
    const outputs = await Promise.all(replies.map(async (reply) => (await reply.json()).output));
    expect(outputs).toEqual(['Resposta 1 a: Oi', 'Resposta 1 a: Oi']);
    expect(app.asked).toEqual(['Oi']);
    expect(await historyOf(app)).toHaveLength(2);
  });

  it('streamed too: the stored answer comes as begin, items, end', async () => {
    const app = await start();
    await app.postJson(send('Tudo bem?', 'c-s'));
    const response = await app.postJson(send('Tudo bem?', 'c-s'), { accept: 'text/plain' });
    const lines = parseLines(await response.text());
    expect(lines[0].type).toBe('begin');
    expect(lines.at(-1).type).toBe('end');
    expect(
      lines
        .filter((line) => line.type === 'item')
        .map((line) => line.content)
        .join(''),
    ).toBe('Resposta 1 a: Tudo bem?');
    expect(app.asked).toHaveLength(1);
  });

  it('survives a restart: a new server on the same HISTORY_FILE answers a retry from the file', async () => {
    const file = join(await tempDir(), 'history.db');
    const first = await start({ history: { file } });
    const answered = await (await first.postJson(send('Antes da queda', 'c-r'))).json();
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await start({ history: { file } });
    const retried = await (await second.postJson(send('Antes da queda', 'c-r'))).json();
    expect(retried.output).toBe(answered.output);
    expect(second.asked).toEqual([]);
    expect(await historyOf(second)).toHaveLength(2);
  });

  it('a database written before client ids were kept gets their column, and its turns stay', async () => {
    const file = join(await tempDir(), 'old.db');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE sessions (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, last_used INTEGER NOT NULL, use_order INTEGER NOT NULL);
      CREATE TABLE messages (id INTEGER PRIMARY KEY, session INTEGER NOT NULL, type TEXT NOT NULL, content TEXT NOT NULL);
    `);
    old.prepare('INSERT INTO sessions (key, last_used, use_order) VALUES (?, ?, 1)').run('retry', Date.now());
    old.prepare("INSERT INTO messages (session, type, content) VALUES (1, 'human', 'antes')").run();
    old.close();

    const app = await start({ history: { file } });
    await app.postJson(send('Olá', 'c-old'));
    await app.postJson(send('Olá', 'c-old'));
    expect(app.asked).toEqual(['Olá']);
    expect(await historyOf(app)).toEqual(['antes', 'Olá', 'Resposta 1 a: Olá']);
  });

  it.each([
    ['longer than 64 characters', 'x'.repeat(65)],
    ['not a string', 42],
    ['empty', ''],
  ])('an id %s is ignored: the question is asked again', async (_, id) => {
    const app = await start();
    await app.postJson(send('Olá', id));
    await app.postJson(send('Olá', id));
    expect(app.asked).toEqual(['Olá', 'Olá']);
  });
});
