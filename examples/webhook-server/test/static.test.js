// The docs site: clean URLs, 301s that keep the query, the site's 404 page with a 404,
// immutable cache for hashed assets and revalidation for HTML.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_HTML, CACHE_IMMUTABLE } from '../src/http/send-file.js';
import { cleanPath } from '../src/http/static.js';
import { rawRequest, startServer, tempDir } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app.close());

/** @param {string} path @param {RequestInit} [init] */
const get = (path, init) => app.fetch(path, { redirect: 'manual', ...init });

describe('clean URLs', () => {
  it('serves /docs/intro from docs/intro/index.html, with or without the trailing slash', async () => {
    for (const path of ['/docs/intro', '/docs/intro/']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<h1>Introdução</h1>');
    }
  });

  it('serves /docs/api/ambientes from docs/api/ambientes.html', async () => {
    const response = await get('/docs/api/ambientes');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Ambientes</h1>');
  });

  it('serves / from index.html', async () => {
    expect(await (await get('/')).text()).toContain('<h1>Início</h1>');
  });
});

describe('301 to the clean path, keeping the query', () => {
  const cases = [
    ['/docs/intro/index.html?tab=curl', '/docs/intro?tab=curl'],
    ['/docs/api/ambientes.html?x=1&y=2', '/docs/api/ambientes?x=1&y=2'],
    ['/index.html', '/'],
    ['/docs/index.html', '/docs'],
    ['/docs/Introdu%C3%A7%C3%A3o.html', '/docs/Introdu%C3%A7%C3%A3o'],
  ];
  for (const [from, to] of cases) {
    it(`${from} → ${to}`, async () => {
      const response = await get(from);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    });
  }

  it('never redirects to another host', async () => {
    const raw = await rawRequest(app.port, { path: '//evil.example/index.html' });
    expect(raw.status).toBe(301);
    expect(raw.headers.location?.startsWith('//')).toBe(false);
    expect(cleanPath('//evil.example/x.html')).toBe('/evil.example/x');
  });
});

describe('not found', () => {
  it("answers the site's 404.html with status 404", async () => {
    const response = await get('/docs/nao-existe');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(CACHE_HTML);
    expect(await response.text()).toContain('Página não encontrada');
  });

  it('does not leave the site folder', async () => {
    for (const path of ['/../../../package.json', '/%2e%2e/package.json', '/..%2f..%2f..%2fpackage.json']) {
      const raw = await rawRequest(app.port, { path });
      expect(raw.status, path).toBe(404);
      expect(raw.body).not.toContain('papo-webhook-server');
    }
  });

  it('answers a built-in page when the site is not built', async () => {
    const empty = await startServer({ siteDir: `${await tempDir()}/missing` });
    try {
      const response = await empty.fetch('/');
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('SITE_DIR');
    } finally {
      await empty.close();
    }
  });

  it('refuses bad percent-encoding with 400', async () => {
    const raw = await rawRequest(app.port, { path: '/%E0%A4%A' });
    expect(raw.status).toBe(400);
  });
});

describe('cache headers', () => {
  it('hashed assets under /_astro/ are immutable for a year', async () => {
    const response = await get('/_astro/app.B1c2D3e4.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('HTML is revalidated on every visit (no-cache) and answers 304 to a matching ETag', async () => {
    const first = await get('/docs/intro');
    expect(first.headers.get('cache-control')).toBe(CACHE_HTML);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/docs/intro', { headers: { 'if-none-match': String(etag) } });
    expect(again.status).toBe(304);
  });

  it('other files get a short cache', async () => {
    const response = await get('/favicon.svg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('methods', () => {
  it('HEAD gives the headers without a body', async () => {
    const raw = await rawRequest(app.port, { method: 'HEAD', path: '/docs/intro' });
    expect(raw.status).toBe(200);
    expect(Number(raw.headers['content-length'])).toBeGreaterThan(0);
    expect(raw.body).toBe('');
  });

  it('POST to a page: 405 with Allow', async () => {
    const response = await get('/docs/intro', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await response.json()).error.code).toBe('method_not_allowed');
  });
});
