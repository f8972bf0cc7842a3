// Text files of the docs site sent compressed: the coding chosen from Accept-Encoding as
// RFC 9110 §12.5.3 says, and each file compressed once and kept (bounded), because the
// site's files only change when it is rebuilt.

import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { mediaType } from './http-utils.js';

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

/** Best first: on equal q-values br wins over gzip, and both over no coding. */
const PREFERENCE = /** @type {const} */ (['br', 'gzip', 'identity']);

/** Below this, the coding's overhead and the extra round of CPU are not worth the bytes. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Quality 6 compresses the whole built site (5.9 MB of text) in ~0.1 s and its largest file
 * in ~13 ms, so a first visit does not wait for it; quality 11 is ~9% smaller but takes
 * ~6 s for the site and ~0.6 s for that one file.
 */
export const BROTLI_QUALITY = 6;

/**
 * The coding to answer with. No header: none (curl and scripts that do not ask get plain
 * bytes). Explicit entries beat `*`; q=0 refuses. `identity`, when not named, is acceptable
 * with the lowest q-value the client gave a coding (as the `negotiator` package does), so a
 * client that lists `gzip;q=0.1` gets gzip. When nothing is acceptable, no coding is used
 * rather than answering 406, as RFC 9110 recommends.
 * @param {string | undefined} header
 * @returns {Encoding}
 */
export function negotiateEncoding(header) {
  if (header === undefined) return 'identity';
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';');
    const coding = name.trim().toLowerCase();
    const q = qValue(params);
    if (coding === '' || q === null) continue;
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    weights.set(key, Math.max(q, weights.get(key) ?? 0));
  }
  const star = weights.get('*');
  const lowest = Math.min(1, ...[...weights.values()].filter((q) => q > 0));
  let best = /** @type {Encoding} */ ('identity');
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weights.get(coding) ?? star ?? (coding === 'identity' ? lowest : 0);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * The entry's q-value: 1 when absent, null when malformed (the entry is then ignored).
 * @param {string[]} params
 */
function qValue(params) {
  for (const param of params) {
    const [key = '', value = ''] = param.split('=').map((part) => part.trim());
    if (key.toLowerCase() !== 'q') continue;
    return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : null;
  }
  return 1;
}

/**
 * Text worth compressing. Images other than SVG, fonts, wasm and pagefind's index files
 * (already gzip inside) are served as they are.
 * @param {string} contentType
 */
export function isCompressible(contentType) {
  const type = mediaType(contentType);
  return (
    type.startsWith('text/') ||
    type.endsWith('+json') ||
    type.endsWith('+xml') ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type === 'application/javascript'
  );
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * @param {Buffer} bytes
 * @param {'br' | 'gzip'} encoding
 */
function compress(bytes, encoding) {
  if (encoding === 'gzip') return gzip(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * @typedef {object} CachedFile
 * @property {string} version size and mtime when it was read
 * @property {number} bytes what it holds once compressed (0 while compressing)
 * @property {Promise<Buffer | null>} body
 */

/**
 * Compressed files, least recently used dropped past `maxBytes` (the whole docs site takes
 * ~2.3 MB in br and gzip together). A file whose size or mtime changed is compressed again.
 * @param {{ maxBytes?: number }} [options]
 */
export function createCompressedFiles({ maxBytes = 32 * 1024 * 1024 } = {}) {
  /** @type {Map<string, CachedFile>} */
  const files = new Map();
  let total = 0;

  /** @param {string} key */
  function drop(key) {
    total -= files.get(key)?.bytes ?? 0;
    files.delete(key);
  }

  return {
    /**
     * The file's bytes in `encoding`, or null when compressing does not make them smaller.
     * Requests that arrive while it is being compressed wait for the same work.
     * @param {{ path: string, size: number, mtimeMs: number }} file
     * @param {'br' | 'gzip'} encoding
     * @returns {Promise<Buffer | null>}
     */
    get(file, encoding) {
      const key = `${encoding}:${file.path}`;
      const version = `${file.size}:${file.mtimeMs}`;
      const cached = files.get(key);
      if (cached?.version === version) {
        files.delete(key);
        files.set(key, cached);
        return cached.body;
      }
      drop(key);
      /** @type {CachedFile} */
      const entry = { version, bytes: 0, body: Promise.resolve(null) };
      entry.body = readFile(file.path)
        .then((raw) => compress(raw, encoding).then((packed) => (packed.length < raw.length ? packed : null)))
        .then(
          (body) => {
            if (files.get(key) === entry) {
              entry.bytes = body?.length ?? 0;
              total += entry.bytes;
              for (const oldest of files.keys()) {
                if (total <= maxBytes) break;
                drop(oldest);
              }
            }
            return body;
          },
          (error) => {
            if (files.get(key) === entry) drop(key);
            throw error;
          },
        );
      files.set(key, entry);
      return entry.body;
    },
    /** Bytes held, for tests and the curious. */
    get size() {
      return total;
    },
  };
}
