// The docs site's text sent compressed: br or gzip as Accept-Encoding asks, decoding to the
// file's exact bytes, one ETag per coding, and plain bytes for clients that do not ask,
// for small files and for binaries that are compressed already.

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE } from '../src/http/send-file.js';
import { FIXTURE_SITE, rawRequest, startServer, tempDir } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app.close());

const PAGE = '/docs/webhook';
const pageBytes = () => readFile(join(FIXTURE_SITE, 'docs/webhook/index.html'));

/**
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @param {string} [method]
 */
const request = (path, headers = {}, method = 'GET') => rawRequest(app.port, { method, path, headers });

/** @param {import('./helpers.js').RawResponse} response */
function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.bytes);
  if (encoding === 'gzip') return gunzipSync(response.bytes);
  expect(encoding).toBeUndefined();
  return response.bytes;
}

describe('choosing the coding from Accept-Encoding', () => {
  const cases = [
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['GZIP;Q=0.8, identity;q=0.5', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['deflate, *;q=0.1', 'br'],
  ];
  for (const [accept, expected] of cases) {
    it(`"${accept}" → ${expected}, decoding to the file's bytes`, async () => {
      const response = await request(PAGE, { 'Accept-Encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
      expect(response.bytes.length).toBeLessThan((await pageBytes()).length);
      expect(decoded(response).equals(await pageBytes())).toBe(true);
    });
  }

  const plain = [
    ['no header', undefined],
    ['an empty header', ''],
    ['"identity"', 'identity'],
    ['only codings it does not make', 'deflate, zstd'],
    ['br and gzip refused', 'br;q=0, gzip;q=0'],
    ['identity preferred', 'identity, br;q=0.5'],
    ['a malformed q-value', 'br;q=high'],
    ['nothing acceptable', '*;q=0'],
  ];
  for (const [what, accept] of plain) {
    it(`${what}: the plain file, still with Vary`, async () => {
      const response = await request(PAGE, accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe((await pageBytes()).length);
      expect(response.bytes.equals(await pageBytes())).toBe(true);
    });
  }

  it('compresses CSS and JavaScript too, keeping the immutable cache of hashed assets', async () => {
    const response = await request('/_astro/page.C5d6E7f8.css', { 'Accept-Encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(decoded(response).equals(await readFile(join(FIXTURE_SITE, '_astro/page.C5d6E7f8.css')))).toBe(true);
  });
});

describe('validators per coding', () => {
  it('gives each coding its own ETag', async () => {
    const tags = new Set();
    for (const accept of ['br', 'gzip', 'identity']) {
      tags.add((await request(PAGE, { 'Accept-Encoding': accept })).headers.etag);
    }
    expect(tags.size).toBe(3);
  });

  for (const accept of ['br', 'gzip', 'identity']) {
    it(`answers 304 to the ${accept} ETag when asked for ${accept}, with Vary and no body`, async () => {
      const first = await request(PAGE, { 'Accept-Encoding': accept });
      const again = await request(PAGE, { 'Accept-Encoding': accept, 'If-None-Match': first.headers.etag ?? '' });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers.vary).toBe('Accept-Encoding');
      expect(again.bytes.length).toBe(0);
    });
  }

  it('answers the gzip body in full to a client that holds only the br copy', async () => {
    const br = await request(PAGE, { 'Accept-Encoding': 'br' });
    const gzip = await request(PAGE, { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag ?? '' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(await pageBytes())).toBe(true);
  });

  it('matches an ETag in a list, as a cache holding several codings sends them, and *', async () => {
    const gzip = await request(PAGE, { 'Accept-Encoding': 'gzip' });
    const br = await request(PAGE, { 'Accept-Encoding': 'br' });
    const again = await request(PAGE, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': `W/"0-0", ${br.headers.etag}, ${gzip.headers.etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(gzip.headers.etag);
    const any = await request(PAGE, { 'Accept-Encoding': 'br', 'If-None-Match': '*' });
    expect(any.status).toBe(304);
    expect(any.headers.etag).toBe(br.headers.etag);
  });
});

describe('HEAD', () => {
  for (const accept of ['br', 'gzip']) {
    it(`${accept}: the GET's headers and Content-Length, without a body`, async () => {
      const get = await request(PAGE, { 'Accept-Encoding': accept });
      const head = await request(PAGE, { 'Accept-Encoding': accept }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.bytes.length).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary', 'cache-control']) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
      expect(head.headers['content-encoding']).toBe(accept);
      expect(Number(head.headers['content-length'])).toBe(get.bytes.length);
    });
  }
});

describe('what stays uncompressed', () => {
  it('text from 1024 bytes on is compressed; smaller text is not and does not vary', async () => {
    const at = await request('/limite-1024.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(at.headers['content-encoding']).toBe('br');
    expect(decoded(at).equals(await readFile(join(FIXTURE_SITE, 'limite-1024.txt')))).toBe(true);

    const below = await request('/limite-1023.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(below.headers['content-encoding']).toBeUndefined();
    expect(below.headers.vary).toBeUndefined();
    expect(Number(below.headers['content-length'])).toBe(1023);
    expect(below.bytes.equals(await readFile(join(FIXTURE_SITE, 'limite-1023.txt')))).toBe(true);
  });

  it("pagefind's index files (gzip already) are sent as they are, unlike text of the same size", async () => {
    const fragment = 'pagefind/fragment/pt_4f2a9c1.pf_fragment';
    const binary = await request(`/${fragment}`, { 'Accept-Encoding': 'br, gzip' });
    expect(binary.headers['content-type']).toBe('application/octet-stream');
    expect(binary.headers['content-encoding']).toBeUndefined();
    expect(binary.headers.vary).toBeUndefined();
    expect(binary.bytes.equals(await readFile(join(FIXTURE_SITE, fragment)))).toBe(true);

    const text = await request('/_astro/page.C5d6E7f8.css', { 'Accept-Encoding': 'br, gzip' });
    expect(binary.bytes.length).toBeGreaterThan(Number(text.headers['content-length']));
    expect(text.headers['content-encoding']).toBe('br');
  });
});

describe('a site rebuilt while the server runs', () => {
  it('serves the new bytes compressed, not the copy compressed before', async () => {
    const siteDir = await tempDir();
    const file = join(siteDir, 'llms.txt');
    const site = await startServer({ siteDir });
    try {
      await writeFile(file, 'Atesta Docs, versão 1.\n'.repeat(100));
      const before = await rawRequest(site.port, { path: '/llms.txt', headers: { 'Accept-Encoding': 'br' } });
      expect(decoded(before).toString()).toContain('versão 1.');

      await writeFile(file, 'Atesta Docs, versão 2, com mais texto.\n'.repeat(100));
      const after = await rawRequest(site.port, { path: '/llms.txt', headers: { 'Accept-Encoding': 'br' } });
      expect(after.headers['content-encoding']).toBe('br');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(decoded(after).equals(await readFile(file))).toBe(true);
    } finally {
      await site.close();
    }
  });
});
