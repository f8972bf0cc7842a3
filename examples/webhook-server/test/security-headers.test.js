// The headers issue 28 found missing: nosniff on every webhook reply, a policy that runs and
// loads nothing on files a browser may show as documents (.svg, .md, .json), and a
// Permissions-Policy and Cross-Origin-Opener-Policy on every page.

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRawRequest, startServer, tempDir, WEBHOOK } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;
/** @type {Awaited<ReturnType<typeof startServer>>} */
let site;
beforeAll(async () => {
  app = await startServer();
  const dir = await tempDir('papo-headers-');
  await mkdir(join(dir, 'manual'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Início</title><p>Olá</p>\n');
  await writeFile(join(dir, '404.html'), '<!doctype html><title>Não achei</title>\n');
  await writeFile(join(dir, 'manual', 'guia.md'), '# Guia\n\n<script>alert(1)</script>\n');
  await writeFile(join(dir, 'dados.json'), '{"a":1}\n');
  await writeFile(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n');
  await writeFile(join(dir, 'estilo.css'), 'p { color: red }\n');
  site = await startServer({ siteDir: dir });
});
afterAll(async () => {
  await app.close();
  await site.close();
});

describe('webhook replies', () => {
  it('JSON, errors, the stream and a cut-off body all say nosniff', async () => {
    const send = { action: 'sendMessage', sessionId: 'h', chatInput: 'Olá' };
    const replies = [
      await app.postJson(send),
      await app.postJson(send, { accept: 'text/plain' }),
      await app.postJson({ action: 'loadPreviousSession', sessionId: 'h' }),
      await app.postJson({ action: 'nada', sessionId: 'h' }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 400]);
    for (const reply of replies) expect(reply.headers.get('x-content-type-options')).toBe('nosniff');

    const tooBig = openRawRequest(app.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) },
    });
    const refused = await tooBig.response;
    expect(refused.status).toBe(413);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('files a browser may show as documents', () => {
  for (const path of ['/logo.svg', '/manual/guia.md', '/dados.json']) {
    it(`${path}: a policy under which nothing runs, loads or frames`, async () => {
      const response = await site.fetch(path);
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain('sandbox');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('script-src');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  }

  it('a stylesheet gets none (it is never a document)', async () => {
    const response = await site.fetch('/estilo.css');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('pages', () => {
  for (const path of ['/', '/no-such-page']) {
    it(`${path}: Permissions-Policy refuses unused features; Cross-Origin-Opener-Policy: same-origin`, async () => {
      const response = await site.fetch(path);
      const permissions = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(permissions).toContain(feature);
      }
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    });
  }
});
