/**
 * The example's server, on node:http alone: the chat route at POST /api/chat (route.mjs),
 * this folder's page at /, and the repository's built standalone bundle at /dist/browser/.
 * Page, bundle and route share one origin, so the page's strict Content-Security-Policy
 * (`connect-src 'self'`) lets the chat post.
 *
 *   node examples/ai-sdk/server.mjs        (or `npm run example:ai-sdk`, which builds first)
 *
 * PORT picks the port (3000); OPENAI_API_KEY swaps the scripted model for a real one (model.mjs).
 * Tests import `startServer` and start it on a free port.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { chooseModel } from './model.mjs';
import { chatRoute } from './route.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const REPO_BUNDLE = join(here, '../../dist/browser');
/** What the widget needs and no more: no inline script or style, no eval (docs/decisions.md#isolation-and-csp). */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:";
/** A long conversation is a few kilobytes; anything near this is not a chat. */
const MAX_BODY_BYTES = 1024 * 1024;
const PAGE = { '/': 'index.html', '/index.html': 'index.html', '/chat.js': 'chat.js' };
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/**
 * Starts the example on `host`:`port` (0: a free port). `chunkDelayMs` and `env` go to
 * chooseModel; `bundleDir` is where /dist/browser/ is read from.
 * @param {{ port?: number, host?: string, chunkDelayMs?: number, env?: Record<string, string | undefined>, bundleDir?: string }} [options]
 * @returns {Promise<{ url: string, model: string, close: () => Promise<void> }>}
 */
export async function startServer({
  port = 3000,
  host = '127.0.0.1',
  chunkDelayMs,
  env = process.env,
  bundleDir = REPO_BUNDLE,
} = {}) {
  const { model, description } = await chooseModel({ env, chunkDelayMs });
  const POST = chatRoute(model);
  const server = createServer((req, res) => {
    handle(req, res, { POST, bundleDir }).catch((error) => {
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
    model: description,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function handle(req, res, { POST, bundleDir }) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/api/chat') {
    if (req.method !== 'POST') return sendText(res, 405, 'POST a chat here.', { allow: 'POST' });
    return chat(req, res, POST);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Not here.', { allow: 'GET, HEAD' });
  const bundled = /^\/dist\/browser\/([\w.-]+\.js)$/.exec(pathname)?.[1];
  const file = PAGE[pathname] ? join(here, PAGE[pathname]) : bundled ? join(bundleDir, bundled) : undefined;
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
 * Hands the route the fetch `Request` Next.js would, after the checks a framework's body
 * parser makes, then streams its `Response` back. The request's signal aborts when the
 * visitor goes away (Stop closes the connection).
 */
async function chat(req, res, POST) {
  const text = await readBody(req);
  if (text === undefined) return sendText(res, 413, 'The body is over 1 MB.', { connection: 'close' });
  if (!Array.isArray(parseJson(text)?.messages)) {
    return sendText(res, 400, 'Send JSON with a "messages" array, as useChat does.');
  }
  const visitorLeft = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) visitorLeft.abort();
  });
  const request = new Request(new URL(req.url, 'http://localhost'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
    signal: visitorLeft.signal,
  });
  const response = await POST(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  // Rejects when the visitor leaves mid-stream: nothing is left to answer.
  await pipeline(Readable.fromWeb(response.body), res).catch(() => {});
}

/** The body as text, or undefined past MAX_BODY_BYTES (the rest is not read). */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(`${text}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const { url, model } = await startServer({ port });
  console.log(`▶ Papo with an AI SDK route (model: ${model}): ${url}/`);
  console.log('  (Ctrl+C stops the server)');
}
