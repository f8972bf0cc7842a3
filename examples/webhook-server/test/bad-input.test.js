// Every bad request gets a clear 4xx JSON error naming the field, and the server keeps
// answering afterwards. The error fixtures are n8n's recorded bad inputs.

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, fixtureRequest, rawRequest, startServer, WEBHOOK } from './helpers.js';

const SMALL_BODY_CAP = 64 * 1024;

/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;
beforeAll(async () => {
  app = await startServer({ maxBodyBytes: SMALL_BODY_CAP, maxFiles: 2 });
});
afterAll(() => app.close());

/** @param {unknown} body @param {Record<string, string>} [headers] */
function post(body, headers = { 'content-type': 'application/json' }) {
  return app.fetch(WEBHOOK, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/**
 * @param {Response} response
 * @param {number} status
 * @param {string} code
 * @param {string} [field]
 */
async function expectError(response, status, code, field) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const { error } = await response.json();
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(10);
  if (field) {
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
  }
  return error;
}

/** The server still answers a good request. */
async function expectAlive() {
  const response = await post({ action: 'sendMessage', sessionId: 'alive', chatInput: 'oi' });
  expect(response.status).toBe(200);
}

describe("n8n's bad inputs (error fixtures)", () => {
  it('a body that is not JSON: 422 like n8n (error-invalid-json-body)', async () => {
    const fx = fixture('error-invalid-json-body');
    const [path, init] = fixtureRequest(fx);
    const response = await app.fetch(path, init);
    expect(response.headers.get('access-control-allow-origin')).toBe(
      fx.response.headers['access-control-allow-origin'],
    );
    await expectError(response, fx.response.status, 'invalid_json', 'body');
    await expectAlive();
  });

  it('a text/plain body: 415 naming the accepted types (error-workflow, n8n: 500)', async () => {
    const [path, init] = fixtureRequest(fixture('error-workflow'));
    const error = await expectError(await app.fetch(path, init), 415, 'unsupported_media_type', 'Content-Type');
    expect(error.message).toContain('application/json');
  });

  it('sendMessage without sessionId: 400 (error-send-missing-session, n8n: 500)', async () => {
    const [path, init] = fixtureRequest(fixture('error-send-missing-session'));
    await expectError(await app.fetch(path, init), 400, 'missing_session_id', 'sessionId');
  });

  it('loadPreviousSession without sessionId: 400 (error-load-missing-session, n8n: 500)', async () => {
    const [path, init] = fixtureRequest(fixture('error-load-missing-session'));
    await expectError(await app.fetch(path, init), 400, 'missing_session_id', 'sessionId');
  });

  it('PUT: 405 with Allow (error-wrong-method, n8n: 404)', async () => {
    const [path, init] = fixtureRequest(fixture('error-wrong-method'));
    const response = await app.fetch(path, init);
    expect(response.headers.get('allow')).toBe('OPTIONS, GET, POST');
    await expectError(response, 405, 'method_not_allowed');
  });

  it('another webhook path: 404 like n8n (error-unknown-webhook)', async () => {
    const fx = fixture('error-unknown-webhook');
    const [path, init] = fixtureRequest(fx, { path: fx.request.path });
    await expectError(await app.fetch(path, init), fx.response.status, 'unknown_webhook');
  });

  it('a 1 MiB chatInput: 413, not echoed (large-chat-input; n8n accepts it)', async () => {
    // A JSON body this large is refused for its size first (MAX_JSON_BODY_BYTES): raised here,
    // so the field's own limit is what answers.
    const big = await startServer({ maxJsonBodyBytes: 10 * 1024 * 1024 });
    try {
      const [path, init] = fixtureRequest(fixture('large-chat-input'));
      await expectError(await big.fetch(path, init), 413, 'chat_input_too_long', 'chatInput');
    } finally {
      await big.close();
    }
  });

  it('a 17 MiB body: 413 before it is read (error-payload-too-large, n8n: 500)', async () => {
    const big = await startServer();
    try {
      const [path, init] = fixtureRequest(fixture('error-payload-too-large'));
      await expectError(await big.fetch(path, init), 413, 'payload_too_large');
    } finally {
      await big.close();
    }
  });
});

describe('fields', () => {
  it('an unknown action: 400 naming "action"', async () => {
    const error = await expectError(
      await post({ action: 'deleteEverything', sessionId: 's' }),
      400,
      'unknown_action',
      'action',
    );
    expect(error.message).toContain('deleteEverything');
  });

  it('a JSON body that is not an object: 422', async () => {
    await expectError(await post('[1,2]'), 422, 'invalid_body', 'body');
    await expectError(await post('null'), 422, 'invalid_body', 'body');
  });

  it('an empty body: 400', async () => {
    await expectError(await post(''), 400, 'empty_body');
  });

  it('a session id of 128 characters passes, 129 is refused', async () => {
    const ok = await post({ action: 'loadPreviousSession', sessionId: 's'.repeat(128) });
    expect(ok.status).toBe(200);
    await expectError(
      await post({ action: 'loadPreviousSession', sessionId: 's'.repeat(129) }),
      400,
      'session_id_too_long',
      'sessionId',
    );
  });

  it('a session id that is empty or not text is missing', async () => {
    await expectError(
      await post({ action: 'sendMessage', sessionId: '  ', chatInput: 'x' }),
      400,
      'missing_session_id',
    );
    await expectError(await post({ action: 'sendMessage', sessionId: 42, chatInput: 'x' }), 400, 'missing_session_id');
  });

  it('chatInput: 10 000 characters pass (counted as characters), 10 001 are refused', async () => {
    const ok = await post({ action: 'sendMessage', sessionId: 'long', chatInput: '🙂'.repeat(10_000) });
    expect(ok.status).toBe(200);
    await expectError(
      await post({ action: 'sendMessage', sessionId: 'long', chatInput: 'a'.repeat(10_001) }),
      413,
      'chat_input_too_long',
      'chatInput',
    );
  });

  it('chatInput missing or not text: 400', async () => {
    await expectError(await post({ action: 'sendMessage', sessionId: 's' }), 400, 'missing_chat_input', 'chatInput');
    await expectError(
      await post({ action: 'sendMessage', sessionId: 's', chatInput: 7 }),
      400,
      'invalid_chat_input',
      'chatInput',
    );
  });

  it('metadata in a form or query that is not JSON: 400', async () => {
    const response = await app.fetch(`${WEBHOOK}?action=sendMessage&sessionId=s&chatInput=x&metadata=%7Bnope`);
    await expectError(response, 400, 'invalid_metadata', 'metadata');
  });
});

describe('deeply nested JSON', () => {
  /** @param {number} levels */
  const nested = (levels) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  /** 100 000 levels take 200 KB: this server takes JSON bodies up to the form's cap. */
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let roomy;
  beforeAll(async () => {
    roomy = await startServer({ maxJsonBodyBytes: 10 * 1024 * 1024 });
  });
  afterAll(() => roomy.close());

  it('a body nesting 100 000 levels in "action": 400 json_too_deep, not a 500', async () => {
    const body = `{"action":${nested(100_000)},"sessionId":"deep","chatInput":"oi"}`;
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
    const error = await expectError(await roomy.fetch(WEBHOOK, init), 400, 'json_too_deep', 'body');
    expect(error.message).toContain('64 níveis');
    await expectAlive();
  });

  it('metadata nesting 64 levels passes; 65 is refused, in JSON, a form and the query', async () => {
    const ok = { action: 'sendMessage', sessionId: 'deep', chatInput: 'oi', metadata: JSON.parse(nested(63)) };
    expect((await post(ok)).status).toBe(200);
    await expectError(await post({ ...ok, metadata: JSON.parse(nested(64)) }), 400, 'json_too_deep', 'body');

    const form = new FormData();
    form.append('action', 'sendMessage');
    form.append('sessionId', 'deep');
    form.append('chatInput', 'oi');
    form.append('metadata', nested(100_000));
    const fromForm = await roomy.fetch(WEBHOOK, { method: 'POST', body: form });
    await expectError(fromForm, 400, 'json_too_deep', 'metadata');

    const query = new URLSearchParams({
      action: 'sendMessage',
      sessionId: 'deep',
      chatInput: 'oi',
      metadata: nested(65),
    });
    await expectError(await app.fetch(`${WEBHOOK}?${query}`), 400, 'json_too_deep', 'metadata');
  });

  it('brackets inside strings do not count as nesting', async () => {
    const body = {
      action: 'sendMessage',
      sessionId: 'deep',
      chatInput: `${'['.repeat(1000)} oi`,
      metadata: { note: '{'.repeat(500) },
    };
    expect((await post(body)).status).toBe(200);
  });

  it('an unknown action is echoed short in the message', async () => {
    const error = await expectError(
      await post({ action: 'x'.repeat(10_000), sessionId: 's' }),
      400,
      'unknown_action',
      'action',
    );
    expect(error.message.length).toBeLessThan(200);
  });
});

describe('files', () => {
  /** @param {number} count */
  function form(count) {
    const data = new FormData();
    data.append('action', 'sendMessage');
    data.append('sessionId', 'files');
    data.append('chatInput', 'veja');
    for (let i = 0; i < count; i += 1) data.append('files', new File(['x'], `f${i}.txt`, { type: 'text/plain' }));
    return data;
  }

  it('up to the cap passes; one more file is refused (MAX_FILES)', async () => {
    expect((await app.fetch(WEBHOOK, { method: 'POST', body: form(2) })).status).toBe(200);
    const error = await expectError(
      await app.fetch(WEBHOOK, { method: 'POST', body: form(3) }),
      413,
      'too_many_files',
      'files',
    );
    expect(error.message).toContain('3');
  });

  it('a "files" field that is text, not a file: 400', async () => {
    const data = form(0);
    data.append('files', 'not a file');
    await expectError(await app.fetch(WEBHOOK, { method: 'POST', body: data }), 400, 'invalid_file', 'files');
  });

  it('a broken multipart body: 400', async () => {
    const response = await post('--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=nope' });
    await expectError(response, 400, 'invalid_form_data', 'body');
  });
});

describe('body size cap (MAX_BODY_BYTES)', () => {
  it('refuses an announced Content-Length over the cap with 413 and closes the connection', async () => {
    const raw = await rawRequest(app.port, {
      method: 'POST',
      path: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: 's', chatInput: 'x'.repeat(SMALL_BODY_CAP) }),
    });
    expect(raw.status).toBe(413);
    expect(raw.headers.connection).toBe('close');
    expect(JSON.parse(raw.body).error.code).toBe('payload_too_large');
  });

  it('stops reading a chunked upload once it passes the cap and answers 413 while it is still being sent', async () => {
    const socket = net.connect(app.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    const answered = new Promise((resolve) => {
      socket.on('data', (data) => {
        received += data.toString();
        if (received.includes('\r\n\r\n')) resolve(undefined);
      });
    });
    socket.on('error', () => {});
    socket.write(
      `POST ${WEBHOOK} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const piece = 'x'.repeat(16 * 1024);
    let sent = 0;
    // Keep sending until the server answers: it must not wait for the end of the body.
    while (!received.includes('\r\n\r\n') && sent < SMALL_BODY_CAP * 20) {
      socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
      sent += piece.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await answered;
    socket.destroy();
    expect(received.startsWith('HTTP/1.1 413')).toBe(true);
    expect(sent).toBeLessThan(SMALL_BODY_CAP * 20);
    await expectAlive();
  });
});

describe('robustness', () => {
  it('an unexpected error answers 500 internal_error and the server keeps running', async () => {
    let calls = 0;
    const errors = [];
    const flaky = await startServer({
      assistant: {
        respond() {
          calls += 1;
          if (calls === 1) throw new Error('boom');
          return { output: 'ok', sources: [], suggestions: [], asText: 'ok' };
        },
      },
      logger: { info() {}, warn() {}, error: (...args) => errors.push(args) },
    });
    try {
      const body = JSON.stringify({ action: 'sendMessage', sessionId: 's', chatInput: 'x' });
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
      await expectError(await flaky.fetch(WEBHOOK, init), 500, 'internal_error');
      expect(errors).toHaveLength(1);
      expect((await (await flaky.fetch(WEBHOOK, init)).json()).output).toBe('ok');
    } finally {
      await flaky.close();
    }
  });

  it('is still alive after all of the above', async () => {
    await expectAlive();
  });
});
