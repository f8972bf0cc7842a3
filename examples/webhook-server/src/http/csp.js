// The Content-Security-Policy of the docs pages, and the other headers every page gets.
// Scripts run only from the site's own origin or when they are one of the inline scripts
// the build wrote (each allowed by its hash), so markup injected into a page at run time
// cannot run script. The hashes of every page go into every page's policy: Astro's client
// router swaps pages without a reload, so the first page's policy applies to the scripts
// of every page the visitor moves to.

import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * - 'wasm-unsafe-eval': Pagefind (the search) compiles its WebAssembly index reader.
 * - style-src 'unsafe-inline': the code blocks are coloured by thousands of style="…"
 *   attributes and Astro inlines small stylesheets; hashes cannot allow attributes, and
 *   styles cannot run script. The chat's own styles are constructed stylesheets.
 * - img-src data: blob:: pictures the chat shows from a reply (data:) or of a file the
 *   visitor attaches (blob:).
 * - connect-src 'self': the chat posts to this server's webhook, Pagefind fetches its index.
 */
const FIXED_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * Features no page of the site uses, refused to it and to anything it embeds: a script that
 * got in still cannot ask for the camera or the visitor's position.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Sent with every page, whatever the policy. */
export const PAGE_HEADERS = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': PERMISSIONS_POLICY,
  // A window this page opens (or that opened it) on another origin gets no handle to it.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Folders of pages the site frames itself: the chat draws its diagrams in a hidden frame of
 * the site's origin (papo-chat's `dist/browser/diagram/`, which the docs build copies there).
 * Their pages may be framed by the site's own pages, still by no other origin.
 */
export const SELF_FRAMED_FOLDERS = ['/papo-chat-diagram/'];

/**
 * Page headers made to allow framing by the site itself (SELF_FRAMED_FOLDERS).
 * @param {Record<string, string>} headers
 */
export function framedBySiteOnly(headers) {
  const policy = headers['Content-Security-Policy'];
  return {
    ...headers,
    'X-Frame-Options': 'SAMEORIGIN',
    ...(policy && { 'Content-Security-Policy': policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") }),
  };
}

/**
 * Files a browser may show as a document of the site's origin when opened directly (an SVG
 * can hold script; Markdown and JSON are shown as text, but are the visitors' and the docs'
 * words): nothing in them runs, loads or frames.
 */
export const DOCUMENT_FILE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'",
};

/** The extensions DOCUMENT_FILE_HEADERS are for. */
export const DOCUMENT_FILE_EXTENSIONS = new Set(['.svg', '.md', '.json']);

/**
 * The pages of a folder mounted beside the site (mounts.js: the examples): a policy with no
 * inline script or style and no eval at all, as a page embedding the chat can have.
 */
export const STRICT_PAGE_HEADERS = {
  ...PAGE_HEADERS,
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ...FIXED_DIRECTIVES.slice(2),
  ].join('; '),
};

/**
 * The policy for the given inline script hashes.
 * @param {Iterable<string>} hashes `sha256-…` sources
 */
export function buildPolicy(hashes) {
  const scripts = ["'self'", "'wasm-unsafe-eval'", ...[...hashes].sort().map((hash) => `'${hash}'`)];
  return [FIXED_DIRECTIVES[0], `script-src ${scripts.join(' ')}`, ...FIXED_DIRECTIVES.slice(1)].join('; ');
}

/**
 * The `sha256-…` source of each inline script of an HTML text (scripts with src are
 * allowed by 'self').
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * The site's page headers, from a scan of every HTML file under `siteDir`; scanned again
 * when a page newer than the last scan is served (the site was rebuilt).
 * @param {string} siteDir
 */
export function createPageHeaders(siteDir) {
  /** @type {Promise<{ newest: number, headers: Record<string, string> }> | null} */
  let scan = null;

  async function scanSite() {
    const names = /** @type {string[]} */ (await readdir(siteDir, { recursive: true }).catch(() => []));
    const hashes = new Set();
    let newest = 0;
    for (const name of names.filter((entry) => entry.endsWith('.html'))) {
      const path = join(siteDir, name);
      // A page removed while scanning is simply left out.
      const read = await Promise.all([readFile(path, 'utf8'), stat(path)]).catch(() => null);
      if (!read) continue;
      const [html, info] = read;
      newest = Math.max(newest, info.mtimeMs);
      for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    }
    return { newest, headers: { ...PAGE_HEADERS, 'Content-Security-Policy': buildPolicy(hashes) } };
  }

  /**
   * @param {{ mtimeMs: number } | null} page the page being served (null: a page of the server's own)
   * @returns {Promise<Record<string, string>>}
   */
  return async function pageHeaders(page) {
    const current = scan ? await scan : null;
    if (!current || (page && page.mtimeMs > current.newest)) {
      scan = scanSite();
      scan.catch(() => {
        scan = null;
      });
    }
    return (await /** @type {NonNullable<typeof scan>} */ (scan)).headers;
  };
}
