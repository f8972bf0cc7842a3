// A client cannot hold a connection or the server's memory: headers, body and whole-request
// timeouts, and one allowance for request bodies in memory server-wide. The timeouts are
// set short here and the tests wait for the connection to close, never for a fixed time.

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readConfig } from '../src/config.js';
import { openRawRequest, startServer, waitFor, WEBHOOK } from './helpers.js';

/** A multipart sendMessage with one file of `fileBytes` bytes, as raw bytes and its content type. */
function upload(sessionId = 'upload', fileBytes = 30_000) {
  const boundary = 'papo-limits-boundary';
  const field = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.from(
    field('action', 'sendMessage') +
      field('sessionId', sessionId) +
      field('chatInput', 'Segue o arquivo') +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(fileBytes)}\r\n--${boundary}--\r\n`,
  );
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

describe('timeouts', () => {
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let app;
  beforeAll(async () => {
    // The whole-request limit stays long here, so each test sees the limit it is about.
    app = await startServer({ headersTimeoutMs: 300, bodyTimeoutMs: 300, requestTimeoutMs: 60_000 });
  });
  afterAll(() => app.close());

  it('a body that stops short of its Content-Length: 408 body_timeout, and the connection closes', async () => {
    const request = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' },
    });
    await request.send('{"action":"sendMessage",');
    const response = await request.response;
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body).error.code).toBe('body_timeout');
    expect(JSON.parse(response.body).error.message).toContain('BODY_TIMEOUT_MS');
    expect(app.inflightBodyBytes).toBe(0);
  });

  it('headers that never end: the server answers 408 and closes', async () => {
    const socket = net.connect(app.port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(`POST ${WEBHOOK} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: still typ`);
    await closed;
    expect(received.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('a body sent a byte at a time, each in time, still ends at the whole-request limit', async () => {
    // Only the whole-request limit can end this one: the body's idle limit is long.
    const dripped = await startServer({ headersTimeoutMs: 300, bodyTimeoutMs: 60_000, requestTimeoutMs: 600 });
    onTestFinished(() => dripped.close());
    const request = openRawRequest(dripped.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': 'application/json', 'Content-Length': '60000' },
    });
    // Well inside the body's idle limit each time: only the whole-request limit can end it.
    const drip = setInterval(() => {
      if (!request.socket.destroyed) request.socket.write('{');
    }, 50);
    try {
      const response = await request.response;
      expect(response.status).toBe(408);
    } finally {
      clearInterval(drip);
    }
  });

  it('a page asked for with a body the site never reads: answered, then the connection closes', async () => {
    // Default timeouts: only answering with Connection: close ends this connection soon.
    const site = await startServer();
    onTestFinished(() => site.close());
    const request = openRawRequest(site.port, {
      method: 'GET',
      path: '/docs/intro',
      // A keep-alive client: only the server can decide to close.
      headers: { 'Content-Length': '1000', Connection: 'keep-alive' },
    });
    const response = await request.response;
    expect(response.status).toBe(200);
    expect(response.complete).toBe(true);
    expect(response.headers.connection).toBe('close');
  });
});

describe('request bodies in memory (MAX_INFLIGHT_BODY_BYTES)', () => {
  const one = upload('held');
  /** Room for two of these uploads at once, not three. */
  const allowance = one.body.length * 2 + 100;
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let app;
  beforeAll(async () => {
    app = await startServer({ maxInflightBodyBytes: allowance, bodyTimeoutMs: 60_000 });
  });
  afterAll(() => app.close());

  /** @param {string} sessionId */
  function startUpload(sessionId) {
    const { body, headers } = upload(sessionId);
    const request = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { ...headers, 'Content-Length': String(body.length) },
    });
    return { ...request, body };
  }

  it('past the allowance: 503 with Retry-After at once; the uploads in flight still succeed', async () => {
    const first = startUpload('first');
    const second = startUpload('second');
    // All but the last bytes: the bytes that arrived are what is held.
    const sent = first.body.length - 10;
    await first.send(first.body.subarray(0, sent));
    await second.send(second.body.subarray(0, sent));
    await waitFor(() => app.inflightBodyBytes === 2 * sent);

    const third = startUpload('third');
    await third.send(third.body.subarray(0, 1000));
    const refused = await third.response;
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body).error.code).toBe('server_busy');

    await first.send(first.body.subarray(sent));
    await second.send(second.body.subarray(sent));
    const [a, b] = await Promise.all([first.response, second.response]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(JSON.parse(a.body).output).toContain('a.bin');

    // Given back once answered: the next upload goes through.
    await waitFor(() => app.inflightBodyBytes === 0);
    const fourth = startUpload('fourth');
    await fourth.send(fourth.body);
    expect((await fourth.response).status).toBe(200);
  });

  it('a chunked upload (no Content-Length) is counted as it arrives, and refused once past it', async () => {
    const held = startUpload('held');
    const sent = held.body.length - 10;
    await held.send(held.body.subarray(0, sent));
    await waitFor(() => app.inflightBodyBytes === sent);

    const { body, headers } = upload('chunked', allowance);
    const chunked = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { ...headers, 'Transfer-Encoding': 'chunked' },
    });
    const piece = body.subarray(0, 16 * 1024);
    // Keep sending until the server answers: it must not wait for the end of the body.
    for (let sent = 0; !chunked.received().includes('\r\n\r\n') && sent < body.length; sent += piece.length) {
      await chunked.send(Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]));
    }
    chunked.socket.end();
    expect((await chunked.response).status).toBe(503);

    held.socket.destroy();
    await expect(held.response).rejects.toThrow('no complete response head');
    await waitFor(() => app.inflightBodyBytes === 0);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toMatchObject({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 5_000,
      requestTimeoutMs: 120_000,
      maxInflightBodyBytes: 32 * 1024 * 1024,
      maxJsonBodyBytes: 64 * 1024,
      maxInflightBodyBytesPerClient: 12 * 1024 * 1024,
      jsonBodyReserveBytes: 4 * 1024 * 1024,
      minBodyBytesPerSecond: 16 * 1024,
      minBodyRateGraceMs: 5_000,
      keepAliveTimeoutMs: 5_000,
      maxPipelinedRequests: 16,
      maxConnectionsPerClient: 256,
      sendTimeoutMs: 30_000,
    });
  });

  it('reads the body allowance and connection variables', () => {
    const env = {
      MAX_JSON_BODY_BYTES: '8192',
      MAX_INFLIGHT_BODY_BYTES_PER_CLIENT: String(20 * 1024 * 1024),
      JSON_BODY_RESERVE_BYTES: '1048576',
      MIN_BODY_BYTES_PER_SECOND: '100',
      MIN_BODY_RATE_GRACE_MS: '2000',
      KEEP_ALIVE_TIMEOUT_MS: '1000',
      MAX_PIPELINED_REQUESTS: '4',
      MAX_CONNECTIONS_PER_CLIENT: '32',
      SEND_TIMEOUT_MS: '5000',
    };
    expect(readConfig(env)).toMatchObject({
      maxJsonBodyBytes: 8192,
      maxInflightBodyBytesPerClient: 20 * 1024 * 1024,
      jsonBodyReserveBytes: 1024 * 1024,
      minBodyBytesPerSecond: 100,
      minBodyRateGraceMs: 2000,
      keepAliveTimeoutMs: 1000,
      maxPipelinedRequests: 4,
      maxConnectionsPerClient: 32,
      sendTimeoutMs: 5000,
    });
  });

  it('reads the variables', () => {
    const env = {
      HEADERS_TIMEOUT_MS: '2000',
      BODY_TIMEOUT_MS: '1500',
      REQUEST_TIMEOUT_MS: '30000',
      MAX_BODY_BYTES: '2048',
      MAX_INFLIGHT_BODY_BYTES: '4096',
    };
    expect(readConfig(env)).toMatchObject({
      headersTimeoutMs: 2000,
      bodyTimeoutMs: 1500,
      requestTimeoutMs: 30_000,
      maxInflightBodyBytes: 4096,
    });
    // Raising the body cap past the default allowance raises the allowance with it.
    expect(readConfig({ MAX_BODY_BYTES: String(64 * 1024 * 1024) }).maxInflightBodyBytes).toBe(64 * 1024 * 1024);
  });

  for (const [env, variable] of [
    [{ MAX_BODY_BYTES: '4096', MAX_INFLIGHT_BODY_BYTES: '2048' }, 'MAX_INFLIGHT_BODY_BYTES'],
    [{ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }, 'REQUEST_TIMEOUT_MS'],
    [{ BODY_TIMEOUT_MS: '0' }, 'BODY_TIMEOUT_MS'],
    [{ MAX_CONNECTIONS_PER_CLIENT: '0' }, 'MAX_CONNECTIONS_PER_CLIENT'],
    [{ SEND_TIMEOUT_MS: '0' }, 'SEND_TIMEOUT_MS'],
    // A share smaller than one upload could never receive one; a reserve that leaves no room for one neither.
    [{ MAX_INFLIGHT_BODY_BYTES_PER_CLIENT: '1024' }, 'MAX_INFLIGHT_BODY_BYTES_PER_CLIENT'],
    [{ JSON_BODY_RESERVE_BYTES: String(30 * 1024 * 1024) }, 'JSON_BODY_RESERVE_BYTES'],
    [{ MAX_JSON_BODY_BYTES: String(20 * 1024 * 1024) }, 'MAX_JSON_BODY_BYTES'],
  ]) {
    it(`refuses ${JSON.stringify(env)}, naming ${variable}`, () => {
      expect(() => readConfig(env)).toThrow(new RegExp(`^${variable}: `));
    });
  }
});
