// The body allowance cannot be locked by a few connections (issue 28): bytes count as they
// arrive, not as declared; one client address holds only its share; a reserve stays for JSON
// bodies; a body slower than the minimum rate is ended. Other visitors come from other
// loopback addresses (127.0.0.2…), to the server on 127.0.0.1.

import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../src/server.js';
import { openRawRequest, serversClosedAfterEach, waitFor, WEBHOOK } from './helpers.js';

const start = serversClosedAfterEach({ bodyTimeoutMs: 60_000 });

const BOUNDARY = 'papo-allowance';
const MULTIPART = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart sendMessage with one file of `fileBytes` bytes. @param {number} fileBytes */
function upload(fileBytes) {
  const field = (/** @type {string} */ name, /** @type {string} */ value) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.from(
    field('action', 'sendMessage') +
      field('sessionId', 'up') +
      field('chatInput', 'Segue') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(fileBytes)}\r\n--${BOUNDARY}--\r\n`,
  );
}

/**
 * An upload whose head and all but its last 10 bytes are sent, held open.
 * @param {number} port @param {Buffer} body @param {string} from
 */
async function holdUpload(port, body, from) {
  const request = openRawRequest(port, {
    path: WEBHOOK,
    from,
    headers: { ...MULTIPART, 'Content-Length': String(body.length) },
  });
  await request.send(body.subarray(0, body.length - 10));
  return request;
}

/**
 * Closes a held request from the client's side (its reply never comes).
 * @param {ReturnType<typeof openRawRequest>} request
 */
async function drop(request) {
  request.socket.destroy();
  await request.response.catch(() => {});
}

const chat = { action: 'sendMessage', sessionId: 'visitor', chatInput: 'Olá' };

describe('four connections cannot lock out the chat (MAX_INFLIGHT_BODY_BYTES)', () => {
  it('bodies declaring the whole allowance, sent a byte at a time: a chat POST still answers 200', async () => {
    const app = await start();
    const nearlyMax = DEFAULTS.maxBodyBytes - 1;
    const declared = [nearlyMax, nearlyMax, nearlyMax, DEFAULTS.maxInflightBodyBytes - 3 * nearlyMax];
    const held = declared.map((length, i) =>
      openRawRequest(app.port, {
        path: WEBHOOK,
        from: `127.0.0.${2 + i}`,
        headers: { ...MULTIPART, 'Content-Length': String(length) },
      }),
    );
    for (const request of held) await request.send('-');
    // What arrived is held, not what was promised.
    await waitFor(() => app.inflightBodyBytes === held.length);

    const response = await app.postJson(chat);
    expect(response.status).toBe(200);
    expect((await response.json()).output).toEqual(expect.any(String));
    for (const request of held) await drop(request);
    await waitFor(() => app.inflightBodyBytes === 0);
  });

  it('one client address holds at most its share: its next body gets 429, another visitor’s goes through', async () => {
    const file = 30_000;
    const app = await start({
      maxBodyBytes: 40_000,
      maxInflightBodyBytes: 200_000,
      maxInflightBodyBytesPerClient: 50_000,
      jsonBodyReserveBytes: 0,
    });
    const first = await holdUpload(app.port, upload(file), '127.0.0.2');
    await waitFor(() => app.inflightBodyBytes > file);

    const again = await holdUpload(app.port, upload(file), '127.0.0.2');
    const refused = await again.response;
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body).error).toMatchObject({ code: 'client_busy' });
    expect(JSON.parse(refused.body).error.message).toContain('MAX_INFLIGHT_BODY_BYTES_PER_CLIENT');

    const body = upload(file);
    const other = await holdUpload(app.port, body, '127.0.0.3');
    await other.send(body.subarray(body.length - 10));
    expect((await other.response).status).toBe(200);
    await drop(first);
  });

  it('uploads cannot take the reserve kept for JSON bodies: past the rest, 503; a chat message still fits', async () => {
    const app = await start({
      maxBodyBytes: 60_000,
      maxInflightBodyBytes: 100_000,
      maxInflightBodyBytesPerClient: 100_000,
      jsonBodyReserveBytes: 40_000,
    });
    const big = await holdUpload(app.port, upload(50_000), '127.0.0.2');
    await waitFor(() => app.inflightBodyBytes > 50_000);

    const second = await holdUpload(app.port, upload(20_000), '127.0.0.3');
    const refused = await second.response;
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body).error.code).toBe('server_busy');

    const response = await app.postJson({ ...chat, metadata: { note: 'x'.repeat(20_000) } });
    expect(response.status).toBe(200);
    await drop(big);
  });

  it('a body slower than MIN_BODY_BYTES_PER_SECOND ends with 408 body_too_slow, never pausing long enough to stall', async () => {
    // A rate no trickle reaches and a short grace: the rule, not the machine's speed, ends it.
    const app = await start({ minBodyBytesPerSecond: 1024 * 1024 * 1024, minBodyRateGraceMs: 100 });
    const request = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' },
    });
    const drip = setInterval(() => {
      if (!request.socket.destroyed) request.socket.write(' ');
    }, 20);
    try {
      const response = await request.response;
      expect(response.status).toBe(408);
      expect(JSON.parse(response.body).error.code).toBe('body_too_slow');
      expect(JSON.parse(response.body).error.message).toContain('MIN_BODY_BYTES_PER_SECOND');
    } finally {
      clearInterval(drip);
    }
    await waitFor(() => app.inflightBodyBytes === 0);
  });
});

describe('JSON bodies are small (MAX_JSON_BODY_BYTES)', () => {
  it(`past ${DEFAULTS.maxJsonBodyBytes} bytes: 413 naming the variable, declared or chunked; a larger form still passes`, async () => {
    const app = await start();
    const body = JSON.stringify({ ...chat, metadata: { pad: 'x'.repeat(DEFAULTS.maxJsonBodyBytes) } });
    const declared = await app.fetch(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(declared.status).toBe(413);
    const { error } = await declared.json();
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toContain('64 KB (MAX_JSON_BODY_BYTES)');

    // No Content-Length: refused as the bytes pass the cap.
    const chunked = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    const piece = Buffer.from(body.slice(0, 16 * 1024));
    for (let sent = 0; !chunked.received().includes('\r\n\r\n') && sent < body.length; sent += piece.length) {
      await chunked.send(Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]));
    }
    chunked.socket.end();
    expect((await chunked.response).status).toBe(413);

    const form = upload(DEFAULTS.maxJsonBodyBytes * 4);
    const multipart = await app.fetch(WEBHOOK, { method: 'POST', headers: MULTIPART, body: form });
    expect(multipart.status).toBe(200);
  });

  it('a body just under the cap is answered', async () => {
    const app = await start({ maxJsonBodyBytes: 2048 });
    const fits = JSON.stringify({ ...chat, metadata: { pad: 'x'.repeat(1900) } });
    expect(Buffer.byteLength(fits)).toBeLessThanOrEqual(2048);
    expect(
      (await app.fetch(WEBHOOK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: fits }))
        .status,
    ).toBe(200);
    const over = JSON.stringify({ ...chat, metadata: { pad: 'x'.repeat(2100) } });
    expect(
      (await app.fetch(WEBHOOK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: over }))
        .status,
    ).toBe(413);
  });
});
