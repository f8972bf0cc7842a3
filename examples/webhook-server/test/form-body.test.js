// Form bodies are parsed as they arrive (issue 28): a part is seen while the body is still
// coming, a rule the form breaks ends the reading before the rest is sent, and what the
// webhook receives (fields, files by name, type and size) is what the platform's parser gave.
// Each request here is held open where it matters: only a parser that streams can answer it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormParser } from '../src/chat/form-body.js';
import { openRawRequest, startServer, waitFor, WEBHOOK } from './helpers.js';

const BOUNDARY = 'papo-stream';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** @param {string} name @param {string} value */
const field = (name, value) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** A file part's head and bytes, up to (not including) the delimiter that ends it. @param {string} filename @param {number} bytes */
const filePart = (filename, bytes) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    Buffer.alloc(bytes, 'x'),
    Buffer.from('\r\n'),
  ]);

const HEAD = field('action', 'sendMessage') + field('sessionId', 'stream') + field('chatInput', 'Segue');

describe('the form parser', () => {
  it('has the first file whole (name, type, size) while the body is still arriving', async () => {
    const limits = { maxFiles: 5, maxBodyBytes: 10 * 1024 * 1024 };
    const parser = createFormParser(MULTIPART, limits);
    const first = filePart('relatório.pdf', 100_000);
    // In pieces, as a socket gives them; the second part's delimiter ends the first file.
    const sent = Buffer.concat([Buffer.from(HEAD), first, filePart('b.pdf', 50_000).subarray(0, 1000)]);
    for (let at = 0; at < sent.length; at += 16 * 1024) parser.write(sent.subarray(at, at + 16 * 1024));

    await waitFor(() => parser.files.length === 2);
    expect(parser.files[0]).toEqual({ name: 'relatório.pdf', type: 'application/pdf', size: 100_000 });
    expect(parser.fields).toEqual({ action: 'sendMessage', sessionId: 'stream', chatInput: 'Segue' });
    // The second file has begun: its bytes so far are counted, not kept.
    await waitFor(() => (parser.files[1]?.size ?? 0) > 0);
    expect(parser.files[1]?.size).toBeLessThan(1000);
    parser.destroy();
  });

  it('reads what the platform reads: the first value of a name, a part without a type, urlencoded forms', async () => {
    const limits = { maxFiles: 5, maxBodyBytes: 1024 * 1024 };
    const multipart = createFormParser(MULTIPART, limits);
    multipart.write(
      Buffer.from(
        field('chatInput', 'primeiro') +
          field('chatInput', 'segundo') +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="sem-tipo"\r\n\r\nabc\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="outro"; filename="ignorado.txt"\r\n\r\nzzz\r\n` +
          `--${BOUNDARY}--\r\n`,
      ),
    );
    multipart.end();
    const platform = await new Response(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="sem-tipo"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
      ),
      { headers: { 'content-type': MULTIPART } },
    ).formData();
    const platformFile = /** @type {File} */ (platform.get('files'));
    expect(await multipart.result).toEqual({
      fields: { chatInput: 'primeiro' },
      files: [{ name: platformFile.name, type: platformFile.type, size: platformFile.size }],
    });

    const urlencoded = createFormParser('application/x-www-form-urlencoded', limits);
    urlencoded.write(Buffer.from('action=sendMessage&sessionId=u&chatInput=ol%C3%A1+mundo'));
    urlencoded.end();
    expect(await urlencoded.result).toEqual({
      fields: { action: 'sendMessage', sessionId: 'u', chatInput: 'olá mundo' },
      files: [],
    });
  });
  it('keeps only the fields it is told to read: 100 000 made-up names cost no more than none', async () => {
    const limits = { maxFiles: 5, maxBodyBytes: 10 * 1024 * 1024, fieldNames: new Set(['action', 'chatInput']) };
    const parser = createFormParser('application/x-www-form-urlencoded', limits);
    parser.write(Buffer.from('action=sendMessage&'));
    for (let i = 0; i < 100; i += 1) {
      parser.write(Buffer.from(Array.from({ length: 1000 }, (_, j) => `k${i * 1000 + j}=v&`).join('')));
    }
    parser.write(Buffer.from('chatInput=oi&constructor=x&__proto__=y'));
    parser.end();
    const { fields } = await parser.result;
    expect(Object.keys(fields)).toEqual(['action', 'chatInput']);
    expect(fields).toEqual({ action: 'sendMessage', chatInput: 'oi' });
  });
});

describe('a form over the webhook', () => {
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let app;
  beforeAll(async () => {
    // A pause or a slow body never ends these requests here: only the form's own rules can.
    app = await startServer({
      maxFiles: 2,
      maxBodyBytes: 256 * 1024,
      bodyTimeoutMs: 600_000,
      minBodyRateGraceMs: 600_000,
    });
  });
  afterAll(() => app.close());

  /** A request that promises `declared` bytes and sends `body`, then holds. @param {Buffer} body @param {number} declared */
  async function heldOpen(body, declared) {
    const request = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': MULTIPART, 'Content-Length': String(declared) },
    });
    await request.send(body);
    return request;
  }

  it('one file past MAX_FILES: 413 too_many_files while the body is still being sent, and the connection closes', async () => {
    const body = Buffer.concat([
      Buffer.from(HEAD),
      filePart('a.pdf', 10),
      filePart('b.pdf', 10),
      filePart('c.pdf', 10),
    ]);
    const request = await heldOpen(body, body.length + 100_000);
    const response = await request.response;
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    const { error } = JSON.parse(response.body);
    expect(error).toMatchObject({ code: 'too_many_files', field: 'files' });
    expect(error.message).toContain('máximo é 2');
    await waitFor(() => app.inflightBodyBytes === 0);
  });

  it('a text under "files": 400 invalid_file while the body is still being sent', async () => {
    // A part ends where the next delimiter begins: that much is sent.
    const body = Buffer.from(`${HEAD}${field('files', 'não é um arquivo')}--${BOUNDARY}`);
    const request = await heldOpen(body, body.length + 100_000);
    const response = await request.response;
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error).toMatchObject({ code: 'invalid_file', field: 'files' });
  });

  it('a chunked form past MAX_BODY_BYTES: 413 before the rest is sent', async () => {
    const request = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': MULTIPART, 'Transfer-Encoding': 'chunked' },
    });
    const chunk = (/** @type {Buffer} */ data) =>
      Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    await request.send(chunk(Buffer.concat([Buffer.from(HEAD), filePart('big.pdf', 0).subarray(0, -2)])));
    const piece = Buffer.alloc(16 * 1024, 'x');
    let sent = 0;
    const most = 64 * 256 * 1024;
    // Sent until the server answers, which it does while the body goes on.
    while (!request.received().includes('\r\n\r\n') && sent < most) {
      await request.send(chunk(piece));
      sent += piece.length;
    }
    request.socket.end();
    const response = await request.response;
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).error.message).toContain('MAX_BODY_BYTES');
    expect(sent).toBeLessThan(most);
  });

  it('a body that ends inside a file, of "files" or of another name: 400 invalid_form_data, and the server goes on', async () => {
    for (const name of ['files', 'other']) {
      const part = filePart('cut.pdf', 5000).toString('latin1').replace('name="files"', `name="${name}"`);
      const body = Buffer.from(HEAD + part.slice(0, -1000), 'latin1');
      const response = await app.fetch(WEBHOOK, { method: 'POST', headers: { 'content-type': MULTIPART }, body });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: 'invalid_form_data', field: 'body' });
    }
  });

  it('a form within the rules is answered with its files by name and size', async () => {
    const body = Buffer.concat([
      Buffer.from(HEAD),
      filePart('relatório.pdf', 2048),
      filePart('b.pdf', 10),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    const response = await app.fetch(WEBHOOK, { method: 'POST', headers: { 'content-type': MULTIPART }, body });
    expect(response.status).toBe(200);
    const { output } = await response.json();
    expect(output).toContain('relatório.pdf');
    expect(output).toContain('b.pdf');
    expect(output).toContain('2 arquivos');
  });
});
