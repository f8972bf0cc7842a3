// A client may half-close: send its whole request, shut its side of the connection (FIN) and
// read the reply until the server closes. curl and many proxies do so, and HTTP allows it;
// Node's server aborted such a request by default, so the visitor never got an answer.
// A FIN in the middle of a body is a cut request: 400, and nothing of it stays held.

import { describe, expect, it } from 'vitest';
import { openRawRequest, parseLines, serversClosedAfterEach, waitFor, WEBHOOK } from './helpers.js';

const startApp = serversClosedAfterEach();

/**
 * Sends a whole POST to the webhook on a keep-alive connection, half-closes it and reads the
 * reply until the server closes.
 * @param {number} port @param {unknown} body @param {Record<string, string>} [headers]
 */
async function postThenHalfClose(port, body, headers = {}) {
  const payload = Buffer.from(JSON.stringify(body));
  const request = openRawRequest(port, {
    path: WEBHOOK,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(payload.length),
      Connection: 'keep-alive',
      ...headers,
    },
  });
  await request.send(payload);
  request.socket.end();
  return request.response;
}

describe('a client that half-closes after its request', () => {
  it('gets its whole JSON reply', async () => {
    const app = await startApp();
    const reply = await postThenHalfClose(app.port, {
      action: 'sendMessage',
      sessionId: 'half-json',
      chatInput: 'Como instalo o widget?',
    });
    expect(reply.status).toBe(200);
    expect(reply.complete).toBe(true);
    expect(typeof JSON.parse(reply.body).output).toBe('string');
    // The turn was kept, as for any other visitor.
    const history = await app.postJson({ action: 'loadPreviousSession', sessionId: 'half-json' });
    expect((await history.json()).data).toHaveLength(2);
  });

  it('gets its whole streamed reply, written over several event-loop turns', async () => {
    const app = await startApp({ streamDelayMs: 1 });
    const reply = await postThenHalfClose(
      app.port,
      { action: 'sendMessage', sessionId: 'half-stream', chatInput: 'Como instalo o widget?' },
      { Accept: 'text/plain' },
    );
    expect(reply.status).toBe(200);
    expect(reply.complete).toBe(true);
    const lines = parseLines(reply.body);
    expect(lines.at(0)?.type).toBe('begin');
    expect(lines.at(-1)?.type).toBe('end');
    expect(lines.filter((line) => line.type === 'item').length).toBeGreaterThan(1);
  });

  it('gets the replies of the requests it pipelined before the FIN, in order', async () => {
    const app = await startApp();
    const bodies = ['um', 'dois'].map((sessionId) =>
      Buffer.from(JSON.stringify({ action: 'loadPreviousSession', sessionId })),
    );
    const head = (/** @type {Buffer} */ body) =>
      `POST ${WEBHOOK} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const request = openRawRequest(app.port, {
      method: 'GET',
      path: '/docs/intro',
      headers: { Connection: 'keep-alive' },
    });
    await request.send(Buffer.concat(bodies.flatMap((body) => [Buffer.from(head(body)), body])));
    request.socket.end();
    await request.response;
    // Each reply's status line follows the previous reply's body directly.
    const statuses = [...request.received().matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    expect(statuses).toEqual([200, 200, 200]);
  });
});

describe('a client that half-closes in the middle of its body', () => {
  const boundary = 'papo-half';
  it.each([
    ['JSON', 'application/json', '{"action":"sendMessage","sessionId":"cut","chatInput":"'],
    [
      'multipart',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nmeio`,
    ],
  ])('%s: gets 400, its bytes are given back and nothing is logged as a server error', async (_, type, firstBytes) => {
    /** @type {unknown[]} */
    const errors = [];
    const app = await startApp({ logger: { info() {}, warn() {}, error: (...args) => errors.push(args) } });
    const request = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': type, 'Content-Length': '1000', Connection: 'keep-alive' },
    });
    await request.send(firstBytes);
    await waitFor(() => app.inflightBodyBytes > 0);
    request.socket.end();
    const reply = await request.response;
    expect([400, 408]).toContain(reply.status);
    await waitFor(() => app.inflightBodyBytes === 0);
    expect(errors).toEqual([]);
    // The server still answers everyone else.
    expect((await app.postJson({ action: 'loadPreviousSession', sessionId: 'cut' })).status).toBe(200);
  });
});
