// CORS per docs/protocol.md#cors: allowed origins echoed, preflights answered with the requested
// headers and Max-Age, others refused, same-origin always fine.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startServer, WEBHOOK } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app.close());

/** @param {string} origin @param {string} [requestHeaders] */
function preflight(origin, requestHeaders) {
  /** @type {Record<string, string>} */
  const headers = { origin, 'access-control-request-method': 'POST' };
  if (requestHeaders) headers['access-control-request-headers'] = requestHeaders;
  return app.fetch(WEBHOOK, { method: 'OPTIONS', headers });
}

const send = { action: 'sendMessage', sessionId: 'cors', chatInput: 'oi' };

describe('preflight', () => {
  it('echoes the origin and the requested headers, with Max-Age 300', async () => {
    const response = await preflight('http://localhost:5173', 'content-type, x-papo-token');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toBe('OPTIONS, GET, POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-papo-token');
    expect(response.headers.get('access-control-max-age')).toBe('300');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('allows Content-Type when no header is requested', async () => {
    const response = await preflight('http://127.0.0.1:6006');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('refuses an origin that is not allowed (403, no Allow-Origin)', async () => {
    const response = await preflight('https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect((await response.json()).error).toMatchObject({ code: 'origin_not_allowed', field: 'Origin' });
  });
});

describe('requests', () => {
  it('echoes an allowed origin on replies and on errors, so the widget can read both', async () => {
    const ok = await app.postJson(send, { origin: 'http://[::1]:4321' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://[::1]:4321');
    // Without it the browser hides Retry-After from a cross-origin widget.
    expect(ok.headers.get('access-control-expose-headers')).toBe('Retry-After');
    const bad = await app.fetch(WEBHOOK, {
      method: 'POST',
      headers: { origin: 'http://localhost:4321', 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.status).toBe(422);
    expect(bad.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });

  it('refuses a POST from another origin before running it', async () => {
    const response = await app.postJson({ ...send, sessionId: 'evil' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await app.history.get('evil')).toEqual([]);
  });

  it('sends no CORS headers without an Origin (curl, servers), like n8n', async () => {
    const response = await app.postJson(send);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('allows exactly the listed origins, any port with :*, and always the server itself', async () => {
    const strict = await startServer({
      allowedOrigins: ['https://docs.atesta.example', 'http://dev.atesta.example:*'],
    });
    try {
      /** @param {string} origin */
      const status = async (origin) =>
        (
          await strict.fetch(WEBHOOK, {
            method: 'OPTIONS',
            headers: { origin, 'access-control-request-method': 'POST' },
          })
        ).status;
      expect(await status('https://docs.atesta.example')).toBe(204);
      expect(await status('http://dev.atesta.example:8080')).toBe(204);
      expect(await status('http://localhost:5173')).toBe(403);
      expect(await status('https://docs.atesta.example.evil.example')).toBe(403);
      // The site served by this server calls its own webhook: Origin's host is the Host.
      const own = await rawRequest(strict.port, {
        method: 'OPTIONS',
        path: WEBHOOK,
        headers: { Host: `127.0.0.1:${strict.port}`, Origin: strict.base, 'Access-Control-Request-Method': 'POST' },
      });
      expect(own.status).toBe(204);
      expect(own.headers['access-control-allow-origin']).toBe(strict.base);
    } finally {
      await strict.close();
    }
  });

  it('"*" allows any origin, still echoing it', async () => {
    const open = await startServer({ allowedOrigins: ['*'] });
    try {
      const response = await open.fetch(WEBHOOK, {
        method: 'OPTIONS',
        headers: { origin: 'https://anywhere.example', 'access-control-request-method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://anywhere.example');
    } finally {
      await open.close();
    }
  });
});
