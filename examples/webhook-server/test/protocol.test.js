// The webhook against the shared protocol fixtures (n8n's recorded exchanges): same
// request bodies, same response shapes and headers; Lia's text instead of n8n's echo.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_NODE } from '../src/chat/webhook.js';
import { fixture, fixtureRequest, parseLines, rawRequest, shapeOf, startServer, WEBHOOK } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app.close());

/** @param {string} name @param {Parameters<typeof fixtureRequest>[1]} [override] */
function send(name, override) {
  const [path, init] = fixtureRequest(fixture(name), override);
  return app.fetch(path, init);
}

/** @param {Response} response @param {any} fx */
function expectSameCors(response, fx) {
  for (const name of ['access-control-allow-origin', 'access-control-allow-methods']) {
    expect(response.headers.get(name), name).toBe(fx.response.headers[name] ?? null);
  }
}

/** Items shaped like trace 03's, whatever the session holds (the traces reuse session ids). */
function expectHistoryShape(/** @type {any} */ body) {
  const recorded = JSON.parse(fixture('load-previous-session').response.body).data;
  const [human, ai] = recorded;
  expect(Object.keys(body)).toEqual(['data']);
  expect(body.data.length).toBeGreaterThan(0);
  for (const item of body.data) {
    expect(shapeOf(item)).toEqual(shapeOf(item.id[2] === 'HumanMessage' ? human : ai));
  }
}

/**
 * A reply without what Papo reads beside n8n's fields (docs/protocol.md#suggestions-and-sources),
 * after checking that part's shape: `sources` as `{title, url}` and `suggestions` as strings.
 * @param {Record<string, unknown>} reply
 */
function withoutExtras({ sources, suggestions, ...rest }) {
  for (const source of /** @type {unknown[]} */ (sources ?? []))
    expect(shapeOf(source)).toEqual({ title: 'string', url: 'string' });
  for (const suggestion of /** @type {unknown[]} */ (suggestions ?? [])) expect(typeof suggestion).toBe('string');
  return rest;
}

describe('sendMessage (JSON)', () => {
  it('answers like n8n: 200, JSON content type, a string `output`, CORS echoed (send-message)', async () => {
    const fx = fixture('send-message');
    const response = await send('send-message');
    expect(response.status).toBe(fx.response.status);
    expect(response.headers.get('content-type')).toBe(fx.response.headers['content-type']);
    expectSameCors(response, fx);
    const body = await response.json();
    expect(shapeOf(withoutExtras(body))).toEqual(shapeOf(JSON.parse(fx.response.body)));
    expect(body.output.length).toBeGreaterThan(0);
  });

  it('takes metadata and sends no CORS headers without an Origin (send-message-metadata)', async () => {
    const fx = fixture('send-message-metadata');
    const response = await send('send-message-metadata');
    expect(response.status).toBe(200);
    expectSameCors(response, fx);
    expect(shapeOf(withoutExtras(await response.json()))).toEqual(shapeOf(JSON.parse(fx.response.body)));
  });

  it('runs a body without action as sendMessage, like n8n (missing-action)', async () => {
    const response = await send('missing-action');
    expect(response.status).toBe(200);
    expect(typeof (await response.json()).output).toBe('string');
  });
});

describe('loadPreviousSession', () => {
  it('returns the session in the LangChain shape of load-previous-session.json', async () => {
    const fx = fixture('load-previous-session');
    const sessionId = fx.request.body.sessionId;
    // The two turns n8n had seen before trace 03 (traces 01 and 02), on a fresh session id.
    const fresh = { ...fx.request.body, sessionId: `${sessionId}-fresh` };
    for (const name of ['send-message', 'send-message-metadata']) {
      const [path, init] = fixtureRequest(fixture(name));
      const body = { ...JSON.parse(String(init.body)), sessionId: fresh.sessionId };
      expect((await app.fetch(path, { ...init, body: JSON.stringify(body) })).status).toBe(200);
    }
    const response = await app.fetch(WEBHOOK, {
      method: 'POST',
      headers: fx.request.headers,
      body: JSON.stringify(fresh),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(fx.response.headers['content-type']);
    expectSameCors(response, fx);
    const body = await response.json();
    const expected = JSON.parse(fx.response.body);
    expect(shapeOf(body)).toEqual(shapeOf(expected));
    expect(body.data.map((/** @type {any} */ item) => item.id)).toEqual(
      expected.data.map((/** @type {any} */ item) => item.id),
    );
    expect(body.data[1].kwargs.tool_calls).toEqual([]);
    // The visitor's own words come back as n8n's memory kept them; the replies are Lia's.
    const humans = fx.expected.history
      .filter((/** @type {any} */ m) => m.sender === 'user')
      .map((/** @type {any} */ m) => m.text);
    expect([body.data[0].kwargs.content, body.data[2].kwargs.content]).toEqual(humans);
  });

  it('answers {"data":[]} for an unknown session, byte for byte (load-previous-session-unknown)', async () => {
    const fx = fixture('load-previous-session-unknown');
    const response = await send('load-previous-session-unknown');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(fx.response.body);
  });

  it('answers uncompressed JSON to a browser Accept-Encoding (load-previous-session-accept-encoding)', async () => {
    const fx = fixture('load-previous-session-accept-encoding');
    const [path, init] = fixtureRequest(fx);
    const raw = await rawRequest(app.port, {
      method: 'POST',
      path,
      headers: { ...fx.request.headers },
      body: String(init.body),
    });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expectHistoryShape(JSON.parse(raw.body));
  });
});

describe('multipart with files', () => {
  it('acknowledges the file by name and size and keeps only the text in the history (multipart-files)', async () => {
    const fx = fixture('multipart-files');
    const response = await send('multipart-files');
    expect(response.status).toBe(200);
    expectSameCors(response, fx);
    const { output } = await response.json();
    expect(output).toContain('**hello.txt** (30 B)');

    const history = await send('load-previous-session-after-multipart');
    const { data } = await history.json();
    const after = fixture('load-previous-session-after-multipart');
    expect(shapeOf(data)).toEqual(shapeOf(JSON.parse(after.response.body).data));
    expect(data[0].kwargs.content).toBe(after.expected.history[0].text);
  });
});

describe('GET mode (docs/protocol.md#get-mode): supported here, unlike n8n', () => {
  it('sends a message from the query (get-with-query) and returns its history (get-load-previous-session)', async () => {
    const response = await send('get-with-query');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(typeof (await response.json()).output).toBe('string');

    const history = await send('get-load-previous-session');
    expect(history.status).toBe(200);
    expectHistoryShape(await history.json());

    const query = fixture('get-with-query').request.query;
    const own = await app.fetch(`${WEBHOOK}?action=loadPreviousSession&sessionId=${query.sessionId}`);
    const { data } = await own.json();
    expect(data.at(-2).kwargs.content).toBe(query.chatInput);
  });

  it('reads metadata as a JSON string in the query', async () => {
    const response = await app.fetch(
      `${WEBHOOK}?${new URLSearchParams({ action: 'sendMessage', sessionId: 'get-meta', chatInput: 'oi', metadata: '{"a":1}' })}`,
    );
    expect(response.status).toBe(200);
  });
});

describe('streaming (Accept: text/plain, docs/protocol.md#streaming)', () => {
  const streamed = () => fixture('stream-send-message-compressed');

  it('sends begin, items and end as NDJSON with n8n content type and chunk metadata', async () => {
    const fx = streamed();
    const response = await send('stream-send-message-compressed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(fx.response.headers['content-type']);
    expect(response.headers.get('cache-control')).toBe(fx.response.headers['cache-control']);
    expectSameCors(response, fx);
    const lines = parseLines(await response.text());
    const types = lines.map((line) => line.type);
    expect(types[0]).toBe('begin');
    expect(types.at(-1)).toBe('end');
    expect(types.slice(1, -1).every((type) => type === 'item')).toBe(true);
    expect(types.length).toBeGreaterThan(3);
    const recorded = parseLines(fx.response.body);
    for (const [index, line] of lines.entries()) {
      const like = recorded[Math.min(index, 1)];
      if (index === lines.length - 1) expect(shapeOf(withoutExtras(line))).toEqual(shapeOf(recorded[2]));
      else expect(shapeOf(line)).toEqual(shapeOf(like));
      expect(line.metadata).toMatchObject({ nodeId: STREAM_NODE.nodeId, runIndex: 0 });
    }
  });

  it('writes each line as its own HTTP chunk', async () => {
    const [path, init] = fixtureRequest(streamed());
    const raw = await rawRequest(app.port, {
      method: 'POST',
      path,
      headers: /** @type {Record<string, string>} */ (init.headers),
      body: String(init.body),
    });
    expect(raw.headers['transfer-encoding']).toBe('chunked');
    expect(raw.complete).toBe(true);
    expect(raw.chunks.length).toBeGreaterThan(3);
    for (const chunk of raw.chunks) {
      expect(chunk.endsWith('\n')).toBe(true);
      expect(chunk.slice(0, -1)).not.toContain('\n');
      JSON.parse(chunk);
    }
  });

  it('streams exactly the text the JSON reply gives for the same question', async () => {
    const question = 'Qual a URL de homologação?';
    const json = await app.postJson({ action: 'sendMessage', sessionId: 'same-a', chatInput: question });
    const stream = await app.postJson(
      { action: 'sendMessage', sessionId: 'same-b', chatInput: question },
      { accept: 'text/plain' },
    );
    const items = parseLines(await stream.text()).filter((line) => line.type === 'item');
    expect(items.map((item) => item.content).join('')).toBe((await json.json()).output);
  });

  it('streams a multipart send too (stream-multipart-files)', async () => {
    const response = await send('stream-multipart-files', { headers: { accept: 'text/plain' } });
    const lines = parseLines(await response.text());
    const text = lines
      .filter((line) => line.type === 'item')
      .map((line) => line.content)
      .join('');
    expect(text).toContain('**hello.txt** (30 B)');
  });

  it('answers loadPreviousSession as plain JSON even when streaming (stream-load-previous-session)', async () => {
    const fx = fixture('stream-load-previous-session');
    const response = await send('stream-load-previous-session', { headers: { accept: 'text/plain' } });
    expect(response.headers.get('content-type')).toBe(fx.response.headers['content-type']);
    expectHistoryShape(await response.json());
  });

  it('does not stream without Accept: text/plain (stream-send-message was sent with */*)', async () => {
    const response = await send('stream-send-message');
    expect(response.headers.get('content-length')).not.toBeNull();
    expect(typeof (await response.json()).output).toBe('string');
  });
});

describe('CORS preflight (preflight, stream-preflight)', () => {
  for (const name of ['preflight', 'stream-preflight']) {
    it(`answers ${name} with n8n's status and headers`, async () => {
      const fx = fixture(name);
      const response = await send(name);
      expect(response.status).toBe(fx.response.status);
      for (const [header, value] of Object.entries(fx.response.headers)) {
        expect(response.headers.get(header), header).toBe(value);
      }
      expect(await response.text()).toBe('');
    });
  }
});

describe("custom field names (the widget's chatInputKey / chatSessionKey)", () => {
  it('reads the message and session id from the configured fields, and names them in errors', async () => {
    const custom = await startServer({ chatInputKey: 'pergunta', chatSessionKey: 'conversa' });
    try {
      const ok = await custom.postJson({ action: 'sendMessage', conversa: 'c1', pergunta: 'Como renovar o token?' });
      expect((await ok.json()).sources).toContainEqual(
        expect.objectContaining({ url: expect.stringContaining('renovar-o-token') }),
      );
      const history = await custom.postJson({ action: 'loadPreviousSession', conversa: 'c1' });
      expect((await history.json()).data[0].kwargs.content).toBe('Como renovar o token?');
      const bad = await custom.postJson({ action: 'sendMessage', sessionId: 'c1', chatInput: 'x' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toMatchObject({ code: 'missing_session_id', field: 'conversa' });
    } finally {
      await custom.close();
    }
  });
});
