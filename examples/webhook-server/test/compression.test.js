// The pieces behind compressed static files: which types are text, and the cache that
// compresses each file once, notices a rebuilt file and stays under its byte bound.

import { randomBytes } from 'node:crypto';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedFiles, isCompressible, negotiateEncoding } from '../src/http/compression.js';
import { tempDir } from './helpers.js';

/** @param {string} path */
async function siteFile(path) {
  const info = await stat(path);
  return { path, size: info.size, mtimeMs: info.mtimeMs };
}

/** @param {string} dir @param {string} name @param {string | Buffer} content */
async function write(dir, name, content) {
  const path = join(dir, name);
  await writeFile(path, content);
  return siteFile(path);
}

describe('isCompressible', () => {
  it('takes text, JSON, XML, SVG and JavaScript', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'application/json; charset=utf-8',
      'application/manifest+json; charset=utf-8',
      'application/xml; charset=utf-8',
      'image/svg+xml',
      'text/plain; charset=utf-8',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
  });

  it('leaves images, fonts, wasm and pagefind files alone', () => {
    for (const type of ['image/png', 'image/webp', 'font/woff2', 'application/wasm', 'application/octet-stream']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});

describe('negotiateEncoding', () => {
  it('ignores spaces and empty entries, and keeps the best q of a coding named twice', () => {
    expect(negotiateEncoding(' , gzip ;  q=0.9 ,, br ; q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, br;q=0.5, gzip;q=0.4')).toBe('br');
  });

  it('refuses q-values outside 0–1 or with more than three decimals', () => {
    for (const accept of ['br;q=2', 'br;q=1.5', 'br;q=0.1234', 'br;q=-1', 'br;q=']) {
      expect(negotiateEncoding(accept), accept).toBe('identity');
    }
    expect(negotiateEncoding('br;q=0.125')).toBe('br');
  });
});

describe('createCompressedFiles', () => {
  it('compresses a file once per coding and hands the same bytes to every later request', async () => {
    const dir = await tempDir();
    const file = await write(dir, 'page.html', '<p>Atesta Docs</p>\n'.repeat(200));
    const files = createCompressedFiles();
    const first = files.get(file, 'br');
    expect(files.get(file, 'br')).toBe(first);
    const br = await first;
    expect(await files.get(file, 'br')).toBe(br);
    expect(brotliDecompressSync(/** @type {Buffer} */ (br)).toString()).toContain('Atesta Docs');
    expect(gunzipSync(/** @type {Buffer} */ (await files.get(file, 'gzip'))).toString()).toContain('Atesta Docs');
    expect(files.size).toBeGreaterThan(0);
  });

  it('compresses again when the size or mtime changed', async () => {
    const dir = await tempDir();
    const before = await write(dir, 'llms.txt', 'versão 1\n'.repeat(200));
    const files = createCompressedFiles();
    const old = await files.get(before, 'gzip');
    const after = await write(dir, 'llms.txt', 'versão 2, maior\n'.repeat(200));
    const fresh = await files.get(after, 'gzip');
    expect(fresh).not.toBe(old);
    expect(gunzipSync(/** @type {Buffer} */ (fresh)).toString()).toContain('versão 2');
  });

  it('drops the least recently used files past its byte bound', async () => {
    const dir = await tempDir();
    const a = await write(dir, 'a.txt', randomBytes(3000).toString('hex'));
    const b = await write(dir, 'b.txt', randomBytes(3000).toString('hex'));
    const one = /** @type {Buffer} */ (await createCompressedFiles().get(a, 'br')).length;
    const files = createCompressedFiles({ maxBytes: one + 100 });
    const kept = await files.get(a, 'br');
    await files.get(b, 'br');
    expect(files.size).toBeLessThanOrEqual(one + 100);
    expect(await files.get(a, 'br')).not.toBe(kept);
  });

  it('answers null when compressing does not make the file smaller', async () => {
    const dir = await tempDir();
    const noise = await write(dir, 'noise.txt', randomBytes(4096));
    const files = createCompressedFiles();
    expect(await files.get(noise, 'br')).toBeNull();
    expect(await files.get(noise, 'gzip')).toBeNull();
    expect(files.size).toBe(0);
  });

  it('rejects when the file is gone, and tries again next time', async () => {
    const dir = await tempDir();
    const files = createCompressedFiles();
    const missing = { path: join(dir, 'gone.html'), size: 2000, mtimeMs: 1 };
    await expect(files.get(missing, 'br')).rejects.toThrow(/ENOENT/);
    await writeFile(missing.path, '<p>de volta</p>\n'.repeat(150));
    expect(brotliDecompressSync(/** @type {Buffer} */ (await files.get(missing, 'br'))).toString()).toContain(
      'de volta',
    );
  });
});
