// Shared by the suites: a server on 127.0.0.1:0, the protocol fixtures turned into
// requests, a raw HTTP client that sees chunk boundaries, and waiting for conditions.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { DOCS_TEXT_FILE, loadDocsIndex } from '../src/lia/docs-index.js';
import { passagesOf } from '../src/lia/page-passages.js';
import { answerKind } from '../src/lia/question-kind.js';
import { terms } from '../src/lia/text.js';
import { createServer } from '../src/server.js';

export const FIXTURE_SITE = fileURLToPath(new URL('./fixtures/site', import.meta.url));
/** The fixture site's docs text, as the docs site's build writes it (four small pages). */
export const FIXTURE_DOCS_TEXT = join(FIXTURE_SITE, DOCS_TEXT_FILE);
const PROTOCOL_FIXTURES = new URL('../../../test/fixtures/protocol/', import.meta.url);
export const WEBHOOK = '/webhook/chat';

export const silentLogger = { info() {}, warn() {}, error() {} };

/** The fixture docs, indexed once for every suite. */
let fixtureIndex;
export async function fixtureDocsIndex() {
  fixtureIndex ??= await loadDocsIndex(FIXTURE_DOCS_TEXT);
  return fixtureIndex;
}

/**
 * A server on 127.0.0.1 and a free port, over the fixture docs and site.
 * @param {import('../src/server.js').ServerOptions} [options]
 */
export async function startServer(options = {}) {
  const app = createServer({
    host: '127.0.0.1',
    port: 0,
    siteDir: FIXTURE_SITE,
    docsIndex: await fixtureDocsIndex(),
    logger: silentLogger,
    // fetch keeps connections to reuse and the server closes idle ones: when a busy machine
    // stalls this process past both timers, fetch can send on a connection the server is
    // closing ("other side closed"). Idle connections outlive any test here instead.
    keepAliveTimeoutMs: 120_000,
    ...options,
  });
  await app.listen();
  const base = /** @type {string} */ (app.url);
  return Object.assign(app, {
    base,
    port: Number(new URL(base).port),
    /** @param {string} path @param {RequestInit} [init] */
    fetch: (path, init) => fetch(new URL(path, base), init),
    /**
     * POSTs `body` to the webhook as JSON, with any extra headers (`accept`, `origin`).
     * @param {unknown} body @param {Record<string, string>} [headers]
     */
    postJson: (body, headers = {}) =>
      fetch(new URL(WEBHOOK, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  });
}

/**
 * `startServer` for one test file, with its own defaults: every server it starts is closed
 * after the test that started it. Call it at the top of the file.
 * @param {import('../src/server.js').ServerOptions} [defaults]
 */
export function serversClosedAfterEach(defaults = {}) {
  /** @type {Awaited<ReturnType<typeof startServer>>[]} */
  const servers = [];
  afterEach(async () => {
    for (const app of servers.splice(0)) await app.close();
  });
  /** @param {import('../src/server.js').ServerOptions} [options] */
  return async (options) => {
    const app = await startServer({ ...defaults, ...options });
    servers.push(app);
    return app;
  };
}

/**
 * A source link's path, query and anchor: the server writes its links absolute, on the
 * origin the request came to (public-origin.js), and a test names the page.
 * @param {string} url
 */
export function sitePath(url) {
  const { pathname, search, hash } = new URL(url, 'http://origin.invalid');
  return `${pathname}${search}${hash}`;
}

/** A fake clock: `now()` moves only when a test says so. */
export function fakeClock(start = Date.UTC(2026, 10, 21, 12)) {
  let now = start;
  return {
    now: () => now,
    /** @param {number} ms */
    advance(ms) {
      now += ms;
    },
  };
}

/** @param {string} prefix */
export function tempDir(prefix = 'papo-webhook-') {
  return mkdtemp(join(tmpdir(), prefix));
}

/**
 * A protocol fixture from test/fixtures/protocol (shared with the widget's tests).
 * @param {string} name without .json
 */
export function fixture(name) {
  return JSON.parse(readFileSync(new URL(`${name}.json`, PROTOCOL_FIXTURES), 'utf8'));
}

/** @param {unknown} value the fixture's `{repeat, count}` stand-in for a long string, or a string */
function expand(value) {
  if (value && typeof value === 'object' && 'repeat' in value && 'count' in value) {
    return String(value.repeat).repeat(Number(value.count));
  }
  return value;
}

/**
 * The fixture's request as fetch arguments, sent to this server's webhook (n8n's webhook
 * path is replaced by ours; the headers, query and body are the fixture's).
 * @param {any} fx
 * @param {{ path?: string, headers?: Record<string, string> }} [override]
 * @returns {[string, RequestInit]}
 */
export function fixtureRequest(fx, override = {}) {
  const { method, query, headers = {}, bodyType, body } = fx.request;
  const path = `${override.path ?? WEBHOOK}${query ? `?${new URLSearchParams(query)}` : ''}`;
  /** @type {Record<string, string>} */
  const sent = {};
  for (const [name, value] of Object.entries(headers)) {
    // fetch sets these itself (the multipart boundary must be the one it writes).
    if (name === 'accept-encoding' || (bodyType === 'multipart' && name === 'content-type')) continue;
    sent[name] = String(value);
  }
  Object.assign(sent, override.headers);
  /** @type {BodyInit | undefined} */
  let payload;
  if (bodyType === 'json') payload = JSON.stringify(body);
  else if (bodyType === 'text') payload = body;
  else if (bodyType === 'elided') {
    payload = JSON.stringify(Object.fromEntries(Object.entries(body).map(([key, value]) => [key, expand(value)])));
  } else if (bodyType === 'multipart') {
    const form = new FormData();
    for (const part of body) {
      if (part.filename) form.append(part.name, new File([part.value], part.filename, { type: part.contentType }));
      else form.append(part.name, part.value);
    }
    payload = form;
  }
  return [path, { method, headers: sent, body: payload }];
}

/**
 * @typedef {object} RawResponse
 * @property {number} status
 * @property {Record<string, string>} headers lower-case names
 * @property {string[]} chunks the payload of each HTTP chunk, in order (chunked replies)
 * @property {string} body
 * @property {Buffer} bytes the body as received (compressed bodies stay compressed)
 * @property {boolean} complete the reply ended properly (last chunk, or all Content-Length bytes)
 */

/**
 * One request over a plain socket, read until the server closes it, so a test sees what a
 * browser's network layer sees: the chunk boundaries and a reply cut short.
 * @param {number} port
 * @param {{ method?: string, path: string, headers?: Record<string, string>, body?: string | Buffer }} request
 * @returns {Promise<RawResponse>}
 */
export function rawRequest(port, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    /** @type {Buffer[]} */
    const received = [];
    socket.on('data', (data) => received.push(data));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseRawResponse(Buffer.concat(received)));
      } catch (error) {
        reject(error);
      }
    });
    const payload = body === undefined ? undefined : Buffer.from(body);
    const lines = [`${method} ${path} HTTP/1.1`, 'Connection: close'];
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host')) lines.push(`Host: 127.0.0.1:${port}`);
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (payload) lines.push(`Content-Length: ${payload.length}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (payload) socket.write(payload);
  });
}

/**
 * A request whose head goes out now and whose body the test sends when it wants (or
 * never): for clients that are slow, or promise more than they send. The reply is read
 * until the server closes the connection.
 * @param {number} port
 * @param {{ method?: string, path: string, headers?: Record<string, string>, from?: string }} request
 *   from: the client's address, another loopback one (127.0.0.2…) to be another visitor
 */
export function openRawRequest(port, { method = 'POST', path, headers = {}, from }) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  /** @type {Buffer[]} */
  const received = [];
  socket.on('data', (data) => received.push(data));
  // The server may reset a connection it refused: what arrived before still counts.
  socket.on('error', () => {});
  /** @type {Promise<RawResponse>} */
  const response = new Promise((resolve, reject) => {
    socket.on('close', () => {
      try {
        resolve(parseRawResponse(Buffer.concat(received)));
      } catch (error) {
        reject(error);
      }
    });
  });
  const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'connection')) lines.push('Connection: close');
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  return {
    response,
    /** @param {string | Buffer} data */
    send: (data) => new Promise((resolve) => socket.write(data, () => resolve(undefined))),
    /** Whatever has arrived so far, as text. */
    received: () => Buffer.concat(received).toString('latin1'),
    socket,
  };
}

/** @param {Buffer} raw @returns {RawResponse} */
function parseRawResponse(raw) {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no complete response head in ${JSON.stringify(raw.toString().slice(0, 200))}`);
  const [statusLine = '', ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  let rest = raw.subarray(end + 4);
  if (headers['transfer-encoding'] !== 'chunked') {
    const length = Number(headers['content-length'] ?? rest.length);
    return { status, headers, chunks: [], body: rest.toString('utf8'), bytes: rest, complete: rest.length >= length };
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let complete = false;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) break;
    const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
    if (size === 0) {
      complete = true;
      break;
    }
    if (rest.length < lineEnd + 2 + size + 2) break;
    chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
  const text = chunks.map((chunk) => chunk.toString('utf8'));
  return { status, headers, chunks: text, body: text.join(''), bytes: Buffer.concat(chunks), complete };
}

/**
 * Polls `check` until it returns something truthy (no fixed sleeps in tests).
 * @template T
 * @param {() => T | Promise<T>} check
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
export async function waitFor(check, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * NDJSON lines of a streamed reply, parsed.
 * @param {string} body
 */
export function parseLines(body) {
  return body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/**
 * The structure of a value: keys (in order) and types, with leaf values dropped, so the
 * server's replies can be compared with n8n's without comparing n8n's echo text.
 * @param {unknown} value
 * @returns {unknown}
 */
export function shapeOf(value) {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  }
  return typeof value;
}

const CLI = fileURLToPath(new URL('../src/cli.js', import.meta.url));

/**
 * The real CLI process on 127.0.0.1:0 with the fixture site and docs and `historyFile`.
 * `output()` is what it printed so far; `exited` resolves with its signal or exit code.
 * @param {string} historyFile
 * @param {string[]} [args] the CLI's arguments (--recover)
 */
export function spawnCli(historyFile, args = []) {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_DIR: FIXTURE_SITE,
      HISTORY_FILE: historyFile,
      STREAM_DELAY_MS: '0',
    },
  });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  /** @type {Promise<NodeJS.Signals | number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { child, output: () => output, exited };
}

/**
 * A block of a docs section as docs-index.js reads it: its Markdown, and its text without
 * code marks.
 * @param {'p' | 'li' | 'table' | 'h'} kind
 * @param {string} markdown
 */
export const docBlock = (kind, markdown) => ({ kind, markdown, text: markdown.replace(/`/g, '') });

/**
 * The passages Lia quotes for `question` (page-passages.js) from a stand-in docs index that
 * holds only `sections`, the search having found `hits`.
 * @param {object[]} sections
 * @param {object[]} hits best first: `{ page, section, score }`
 * @param {string} question
 * @param {{ read?: string[], phrased?: string[], rare?: string[], commonHeadings?: boolean }} [options]
 *   read: the terms a passage may hold, the question's own by default (also its typed terms);
 *   phrased, rare: as passagesOf takes them; commonHeadings: what the index says of every heading
 */
export function standInPassages(
  sections,
  hits,
  question,
  { read = terms(question), phrased = [], rare = [], commonHeadings = false } = {},
) {
  const index = { sectionsOf: () => sections, isCommonHeading: () => commonHeadings };
  return passagesOf(
    /** @type {any} */ (index),
    /** @type {any} */ (hits),
    read,
    answerKind(question),
    read,
    phrased,
    rare,
  );
}

/**
 * A docs page as the ranking rules read it (docs-index.js), for tests of page weights: `id`
 * is its path under /docs/, its family the first segment, `products` what it is about.
 * @param {string} id
 * @param {string[]} [products]
 */
export const docPage = (id, products = []) => ({
  id,
  url: `/docs/${id}`,
  title: id,
  description: '',
  family: id.split('/')[0] ?? '',
  products: new Set(products),
});
