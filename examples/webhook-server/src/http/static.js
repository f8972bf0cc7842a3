// The built docs site: clean URLs, 301s to them, the site's own 404 page, cache headers
// that let hashed assets live forever while HTML is always revalidated, and text sent
// compressed (br or gzip) to browsers that accept it.

import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { createCompressedFiles } from './compression.js';
import {
  createPageHeaders,
  DOCUMENT_FILE_EXTENSIONS,
  DOCUMENT_FILE_HEADERS,
  framedBySiteOnly,
  SELF_FRAMED_FOLDERS,
} from './csp.js';
import { HttpError } from './http-utils.js';
import { CACHE_HTML, CACHE_IMMUTABLE, CACHE_OTHER, sendFile, TYPES } from './send-file.js';

/** @typedef {import('./send-file.js').SiteFile} SiteFile */

const FALLBACK_404 = `<!doctype html>
<html lang="pt-BR"><meta charset="utf-8"><title>Página não encontrada</title>
<h1>Página não encontrada</h1>
<p>Este endereço não existe. Se o site ainda não foi gerado, rode <code>npm run build -w docs-site</code>
ou aponte <code>SITE_DIR</code> para a pasta do site.</p>
</html>
`;

/**
 * `siteDir` is the docs site, with its pages' policy (csp.js). A folder mounted under a path
 * (mounts.js) passes `roots` instead, the first holding a file winning, with the `prefix`
 * its redirects go under and the `pageHeaders` its pages get.
 * @param {{ siteDir: string, roots?: string[], prefix?: string, pageHeaders?: (page: SiteFile | null) => Promise<Record<string, string>> }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => Promise<void>}
 */
export function createStaticHandler({ siteDir, roots = [siteDir], prefix = '', pageHeaders: given }) {
  const root = normalize(siteDir);
  const compressed = createCompressedFiles();
  const pageHeaders = given ?? createPageHeaders(root);
  const folders = roots.map((folder) => normalize(folder));
  /** @param {string} pathname @param {Map<string, string>} found */
  const findFile = async (pathname, found) => {
    for (const folder of folders) {
      const file = await findFileIn(folder, pathname, found);
      if (file) return file;
    }
    return null;
  };
  /** @type {Map<string, string>} */
  const found = new Map();
  /** @param {SiteFile} file @param {string} pathname */
  const headersFor = async (file, pathname) => {
    const extension = extname(file.path).toLowerCase();
    if (extension !== '.html') return DOCUMENT_FILE_EXTENSIONS.has(extension) ? DOCUMENT_FILE_HEADERS : {};
    const headers = await pageHeaders(file);
    return SELF_FRAMED_FOLDERS.some((folder) => (prefix + pathname).startsWith(folder))
      ? framedBySiteOnly(headers)
      : headers;
  };

  return async function serveStatic(req, res, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new HttpError(405, 'method_not_allowed', `O método ${req.method} não é aceito aqui: use GET ou HEAD.`, {
        headers: { Allow: 'GET, HEAD' },
      });
    }
    const pathname = decodePath(url.pathname);
    const clean = cleanPath(pathname);
    if (clean !== null) {
      res.writeHead(301, { Location: `${encodeURI(prefix + clean)}${url.search}`, 'Cache-Control': CACHE_OTHER });
      res.end();
      return;
    }
    const file = await findFile(pathname, found);
    if (file) {
      await sendFile(
        req,
        res,
        file,
        200,
        cacheControl(pathname, file.path),
        compressed,
        await headersFor(file, pathname),
      );
      return;
    }
    const notFound = await findFile('/404.html', found);
    if (notFound) {
      await sendFile(req, res, notFound, 404, CACHE_HTML, compressed, await headersFor(notFound, '/404.html'));
      return;
    }
    res.writeHead(404, { ...(await pageHeaders(null)), 'Content-Type': TYPES['.html'], 'Cache-Control': CACHE_HTML });
    res.end(req.method === 'HEAD' ? undefined : FALLBACK_404);
  };
}

/** @param {string} pathname */
function decodePath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new HttpError(400, 'bad_path', 'O caminho da URL tem uma sequência % inválida.');
  }
  if (decoded.includes('\0')) throw new HttpError(400, 'bad_path', 'O caminho da URL tem um caractere nulo.');
  return decoded;
}

/**
 * The clean path to redirect to, or null when the path is already clean:
 * `/docs/intro/index.html` and `/docs/intro.html` → `/docs/intro`, `/index.html` → `/`.
 * @param {string} pathname
 */
export function cleanPath(pathname) {
  if (pathname === '/404.html') return null;
  /** @type {string | null} */
  let clean = null;
  if (pathname.endsWith('/index.html')) clean = pathname.slice(0, -'/index.html'.length);
  else if (pathname.endsWith('.html')) clean = pathname.slice(0, -'.html'.length);
  // "//host/x.html" must not become a redirect to another host.
  return clean === null ? null : clean.replace(/^\/+/, '/') || '/';
}

/** Paths remembered with the file they were found at; more are looked for afresh each time. */
const MAX_FOUND = 10_000;

/**
 * `/p` is the file `p`, else `p/index.html`, else `p.html`; never outside the root. Where a
 * path was found is remembered and checked first, so a page costs one `stat` (it still
 * notices a rebuilt file; a page gone from there is looked for again).
 * @param {string} root
 * @param {string} pathname
 * @param {Map<string, string>} found
 */
async function findFileIn(root, pathname, found) {
  const known = found.get(pathname);
  const info = known ? await fileInfo(known) : null;
  if (info) return info;
  const base = normalize(join(root, pathname));
  if (base !== root && !base.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  const candidates = [base, join(base, 'index.html')];
  if (!pathname.endsWith('/')) candidates.push(`${base}.html`);
  for (const path of candidates) {
    const file = path === known ? null : await fileInfo(path);
    if (!file) continue;
    if (found.size < MAX_FOUND || found.has(pathname)) found.set(pathname, path);
    return file;
  }
  found.delete(pathname);
  return null;
}

/** @param {string} path @returns {Promise<SiteFile | null>} null: not a file (or not there) */
async function fileInfo(path) {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
}

/**
 * @param {string} pathname
 * @param {string} file
 */
function cacheControl(pathname, file) {
  if (pathname.startsWith('/_astro/')) return CACHE_IMMUTABLE;
  return extname(file) === '.html' ? CACHE_HTML : CACHE_OTHER;
}
