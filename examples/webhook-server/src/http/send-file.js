// One file of a site sent: its type, validators (ETag, Last-Modified, 304), cache policy and
// the coding it goes in (br or gzip from compression.js, or the bytes as they are, streamed).

import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression.js';

/** @typedef {ReturnType<typeof import('./compression.js').createCompressedFiles>} CompressedFiles */

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
export const CACHE_OTHER = 'public, max-age=3600';

/**
 * @typedef {object} SiteFile
 * @property {string} path
 * @property {number} size
 * @property {number} mtimeMs
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {SiteFile} file
 * @param {number} status
 * @param {string} cache
 * @param {CompressedFiles} compressed
 * @param {Record<string, string>} extra headers of this kind of file (a page's policy)
 */
export async function sendFile(req, res, file, status, cache, compressed, extra) {
  const type =
    TYPES[/** @type {keyof typeof TYPES} */ (extname(file.path).toLowerCase())] ?? 'application/octet-stream';
  const { varies, encoding, body } = await chooseCoding(req, file, type, compressed);
  // Each coding is another representation, so it needs its own validator.
  const suffix = encoding === 'identity' ? '' : `-${encoding}`;
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${suffix}"`;
  /** @type {Record<string, string>} */
  const headers = {
    ...extra,
    'Content-Type': type,
    'Cache-Control': cache,
    ETag: etag,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (varies) headers.Vary = 'Accept-Encoding';
  if (status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (body) headers['Content-Encoding'] = encoding;
  res.writeHead(status, { ...headers, 'Content-Length': String(body ? body.length : file.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (body) {
    res.end(body);
    return;
  }
  await new Promise((resolve, reject) => {
    const stream = createReadStream(file.path);
    stream.on('error', reject);
    res.on('close', () => {
      stream.destroy();
      resolve(undefined);
    });
    stream.pipe(res).on('finish', () => resolve(undefined));
  });
}

/**
 * The coding and its bytes (null: send the file as it is). `varies` says whether the answer
 * depends on Accept-Encoding at all, which caches must know also when this request gets
 * plain bytes.
 * @param {import('node:http').IncomingMessage} req
 * @param {SiteFile} file
 * @param {string} type
 * @param {CompressedFiles} compressed
 */
async function chooseCoding(req, file, type, compressed) {
  const varies = file.size >= MIN_COMPRESS_BYTES && isCompressible(type);
  const wanted = varies ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const body = wanted === 'identity' ? null : await compressed.get(file, wanted);
  return { varies, encoding: body ? wanted : 'identity', body };
}

/**
 * If-None-Match holds `*` or a list of tags, compared weakly (RFC 9110 §13.1.2): a cache
 * that stored several codings of a page may send all their tags at once.
 * @param {string | undefined} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
