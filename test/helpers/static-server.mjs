// @ts-check
/**
 * One static file server on 127.0.0.1 (a free port), for the end-to-end tests, the
 * screenshots and the bench: files from a list of folders (the first that has the file
 * wins) or named one by one, extra pages given as strings or built per request, and the
 * fake chat webhook (fake-webhook.mjs) at `WEBHOOK_PATH`. It records every request as it
 * arrives, and every response's body bytes as sent, so "bytes over the wire" is what was
 * really sent (gzip -9 where asked, as a CDN would serve them), not a file size.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createFakeWebhook } from './fake-webhook.mjs';

export const WEBHOOK_PATH = '/webhook/chat';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** A path under the repository root (the tests and scripts run from there). @param {...string} parts */
export const servedFrom = (...parts) => join(process.cwd(), ...parts);

/** @param {import('node:http').IncomingMessage} request */
async function readBody(request) {
  /** @type {Buffer[]} */
  const parts = [];
  for await (const part of request) parts.push(part);
  return Buffer.concat(parts);
}

/** @param {string[]} roots @param {string} pathname */
async function fileFromRoots(roots, pathname) {
  for (const root of roots) {
    const file = resolve(root, `.${pathname}`);
    // Never outside the served folders.
    if (!file.startsWith(resolve(root) + sep)) continue;
    const found = await stat(file).catch(() => null);
    if (found?.isFile()) return file;
  }
  return null;
}

/**
 * Hands a webhook request to the fake as a `fetch` call and writes its Response back, each
 * body chunk as its own HTTP chunk (as n8n streams NDJSON). Returns the body bytes sent.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {typeof globalThis.fetch} fetch
 */
async function answerWebhook(request, response, fetch) {
  const raw = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  const body = type.startsWith('multipart/form-data')
    ? await new Response(raw, { headers: { 'Content-Type': type } }).formData()
    : raw.length > 0
      ? raw.toString('utf8')
      : undefined;
  const reply = await fetch(`http://127.0.0.1${request.url}`, { method: request.method, body });
  response.writeHead(reply.status, { ...Object.fromEntries(reply.headers), 'Cache-Control': 'no-store' });
  let bytes = 0;
  const reader = reply.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    bytes += read.value.byteLength;
    response.write(read.value);
  }
  response.end();
  return bytes;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** @typedef {{ body: string, headers: Record<string, string> }} PageResponse */

/**
 * @typedef {object} StaticServerOptions
 * @property {string[]} [roots] Folders to serve, the first that has a file wins.
 * @property {Record<string, string>} [files] URL path → file on disk.
 * @property {Record<string, string | ((query: URLSearchParams) => string | PageResponse)>} [pages] URL path → HTML,
 *   or HTML and the headers to send with it.
 * @property {import('./fake-webhook.mjs').WebhookScript} [webhook] What the fake webhook plays (default: echo).
 * @property {boolean} [gzip] Serve files gzip -9 compressed to browsers that accept it.
 */

/** @param {StaticServerOptions} options */
export async function startStaticServer({ roots = [], files = {}, pages = {}, webhook = {}, gzip = false }) {
  let fake = createFakeWebhook(webhook);
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();
  /** `GET /papo-chat.js`, `POST /webhook/chat`, … in arrival order. @type {string[]} */
  const requests = [];
  /** One entry per finished response: its path and body bytes as sent. @type {{ path: string, bytes: number }[]} */
  const responses = [];
  let inFlight = 0;
  /** @param {string} file */
  async function gzipped(file) {
    if (!compressed.has(file)) compressed.set(file, gzipSync(await readFile(file), { level: 9 }));
    return /** @type {Buffer} */ (compressed.get(file));
  }
  let lastActivity = Date.now();

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {URL} url */
  async function answerStatic(request, response, url) {
    const path = url.pathname === '/' ? '/index.html' : url.pathname;
    const page = pages[path];
    const file = page === undefined ? (files[path] ?? (await fileFromRoots(roots, path))) : null;
    if (request.method !== 'GET' || (page === undefined && file === null)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return 9;
    }
    const zipped = gzip && file !== null && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const made = typeof page === 'function' ? page(url.searchParams) : (page ?? '');
    const { body: html, headers = {} } = typeof made === 'string' ? { body: made } : made;
    const body = file === null ? Buffer.from(html) : zipped ? await gzipped(file) : await readFile(file);
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
      ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    });
    response.end(body);
    return body.length;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    inFlight += 1;
    const answer =
      url.pathname === WEBHOOK_PATH && request.method === 'POST'
        ? answerWebhook(request, response, fake.fetch)
        : answerStatic(request, response, url);
    answer
      .then((bytes) => responses.push({ path: url.pathname, bytes }))
      .catch((/** @type {unknown} */ error) => {
        if (response.headersSent) return response.destroy();
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(String(error));
      })
      .finally(() => {
        inFlight -= 1;
        lastActivity = Date.now();
      });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    responses,
    /** Plays another script from the next request on. @param {import('./fake-webhook.mjs').WebhookScript} script */
    setWebhook(script) {
      fake = createFakeWebhook(script);
    },
    /**
     * Resolves once no response has been under way for `quietMs`, counted from the call too:
     * a request the page is about to make (a dynamic import) has not reached us yet.
     */
    async quiet(quietMs = 300) {
      const calledAt = Date.now();
      while (inFlight > 0 || Date.now() - Math.max(lastActivity, calledAt) < quietMs) await sleep(50);
    },
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}

/** @typedef {Awaited<ReturnType<typeof startStaticServer>>} StaticServer */
