/**
 * What the examples with a server of their own share (ai-sdk, openai, ag-ui), on node:http
 * alone: the example's page at / (its index.html and chat.js), the repository's built
 * standalone bundle at /dist/browser/, and the chat's POST routes. Page, bundle and routes
 * share one origin, so the page's strict Content-Security-Policy (`connect-src 'self'`) lets
 * the chat post.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

/** The repository's standalone bundle, as `npm run build:lib` writes it. */
export const REPO_BUNDLE = join(dirname(fileURLToPath(import.meta.url)), '../../dist/browser');
/** What the widget needs and no more: no inline script or style, no eval (docs/decisions.md#isolation-and-csp). */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:";
/** A long conversation is a few kilobytes; anything near this is not a chat. */
const MAX_BODY_BYTES = 1024 * 1024;
const PAGE = { '/': 'index.html', '/index.html': 'index.html', '/chat.js': 'chat.js' };
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/**
 * Serves the page of `folder` and the bundle of `bundleDir` on `host`:`port` (0: a free port);
 * `routes` maps a path to the `(req, res)` handler of its POSTs.
 * @param {{ folder: string, routes: Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>>, port?: number, host?: string, bundleDir?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPageServer({ folder, routes, port = 3000, host = '127.0.0.1', bundleDir = REPO_BUNDLE }) {
  const server = createServer((req, res) => {
    handle(req, res, { folder, routes, bundleDir }).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'The server failed; its console says why.');
      else res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function handle(req, res, { folder, routes, bundleDir }) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const route = Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
  if (route) {
    if (req.method !== 'POST') return sendText(res, 405, 'POST a chat here.', { allow: 'POST' });
    return route(req, res);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Not here.', { allow: 'GET, HEAD' });
  const bundled = /^\/dist\/browser\/([\w.-]+\.js)$/.exec(pathname)?.[1];
  const file = PAGE[pathname] ? join(folder, PAGE[pathname]) : bundled ? join(bundleDir, bundled) : undefined;
  const body = file && (await readFile(file).catch(() => undefined));
  if (!body) {
    const hint = bundled ? ' The bundle is not built: run `npm run build:lib` at the repository root.' : '';
    return sendText(res, 404, `Not found.${hint}`);
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)],
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The request's body parsed as JSON: `{ json }`, or `{ refused }` after this answered 413 (over
 * 1 MB, the rest not read) or 400 (`notJson` says what to send).
 */
export async function readJson(req, res, notJson) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      sendText(res, 413, 'The body is over 1 MB.', { connection: 'close' });
      return { refused: true };
    }
    chunks.push(chunk);
  }
  try {
    return { json: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    sendText(res, 400, notJson);
    return { refused: true };
  }
}

/** A signal that aborts when the visitor goes away before the answer ends (Stop closes the connection). */
export function visitorLeft(res) {
  const left = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) left.abort();
  });
  return left.signal;
}

/** Streams a fetch `Response` (status, the headers `keep` names, body) to `res`. */
export async function sendResponse(res, response, keep = undefined) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => keep === undefined || keep.includes(name)),
  );
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  // Rejects when the visitor leaves mid-stream: nothing is left to answer.
  await pipeline(Readable.fromWeb(response.body), res).catch(() => {});
}

export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(`${text}\n`);
}
