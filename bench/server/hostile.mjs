#!/usr/bin/env node
/**
 * Issue 28's checks of the reference server under hostile clients, with plain node:http
 * clients (what matters is the bodies and the raw connections, not a load generator's rate).
 * Two visitors time their requests, each on its own keep-alive connection: one asks for
 * `GET /` every 10 ms, the other sends a chat message (sendMessage, JSON) every 50 ms. Their
 * p50/p99/max are read in three rows of `seconds` each:
 *
 * - alone: nobody else on the server;
 * - beside three clients that loop sendMessage bodies of 64 KB (a `metadata` of tiny values,
 *   the shape that made parsing expensive), back to back;
 * - with the four lock-out connections held: from four loopback addresses, each declares a
 *   multipart body (3 × (10 MB − 1) and the rest of the 32 MB allowance) and sends one byte;
 *   one the server closes (too slow a body) is opened again at once, as an attacker would.
 *
 * The goal (issue 28): p99 ≤ 100 ms for `GET /` beside the JSON loops, and chat POSTs answered
 * 200 with the lock-out connections held, on a quiet machine.
 *
 *   node bench/server/hostile.mjs   (npm run bench:hostile) starts its own server, as npm
 *                                   start runs it, and prints the table; bench/server/run.mjs
 *                                   calls measureHostile for RESULTS.md
 */
import http from 'node:http';
import net from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MB = 1024 * 1024;
/** The server's defaults (examples/webhook-server/src/server-options.js), as a hostile client reads them in the README. */
const MAX_BODY_BYTES = 10 * MB;
const MAX_INFLIGHT_BODY_BYTES = 32 * MB;
const MAX_JSON_BODY_BYTES = 64 * 1024;
const JSON_CLIENTS = 3;
/** How often each visitor asks (a request that takes longer delays the next one). */
export const PAGE_EVERY_MS = 10;
export const CHAT_EVERY_MS = 50;
export const P99_GOAL_MS = 100;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * One request on `agent`; resolves with its status and time in ms (never rejects).
 * @param {URL} url @param {http.Agent} agent @param {{ method?: string, body?: string }} [options]
 */
function request(url, agent, { method = 'GET', body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, {
      method,
      agent,
      headers:
        body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** @param {number[]} values @param {number} share */
function percentile(values, share) {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** @param {number} ms */
const round = (ms) => Math.round(ms * 10) / 10;

/**
 * A visitor: `next()`'s request every `everyMs` on one keep-alive connection until `until`.
 * @param {string} base @param {number} until performance.now() at which to stop
 * @param {number} everyMs @param {(n: number) => { path: string, method?: string, body?: string }} next
 */
async function visitor(base, until, everyMs, next) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  for (let n = 0; performance.now() < until; n += 1) {
    const { path, ...options } = next(n);
    const { status, ms } = await request(new URL(path, base), agent, options);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) times.push(ms);
    if (ms < everyMs) await new Promise((resolve) => setTimeout(resolve, everyMs - ms));
  }
  agent.destroy();
  return {
    requests: times.length,
    statuses,
    p50: round(percentile(times, 0.5)),
    p99: round(percentile(times, 0.99)),
    max: round(Math.max(...times)),
  };
}

/** @param {number} n */
const chatMessage = (n) => ({
  path: '/webhook/chat',
  method: 'POST',
  body: JSON.stringify({ action: 'sendMessage', sessionId: `visitor-${n % 40}`, chatInput: 'Como autentico na API?' }),
});

/**
 * Both visitors for `seconds`, with the server's event-loop delay over the same time.
 * @param {string} base @param {number} seconds @param {((o?: { reset?: boolean }) => Promise<any>) | undefined} stats
 */
async function visitors(base, seconds, stats) {
  await stats?.({ reset: true });
  const until = performance.now() + seconds * 1000;
  const [page, chat] = await Promise.all([
    visitor(base, until, PAGE_EVERY_MS, () => ({ path: '/' })),
    visitor(base, until, CHAT_EVERY_MS, chatMessage),
  ]);
  return { page, chat, loadAverage: load(), server: await stats?.() };
}

/** @type {Map<number, string>} built once each: the bench's own CPU is not what it measures */
const bigBodies = new Map();

/** A sendMessage body of at most MAX_JSON_BODY_BYTES: a question and a metadata of tiny values. @param {number} n */
function bigJsonBody(n) {
  const session = n % 50;
  let body = bigBodies.get(session);
  if (body === undefined) {
    const head = { action: 'sendMessage', sessionId: `hostile-${session}`, chatInput: 'Como autentico na API?' };
    const empty = JSON.stringify({ ...head, metadata: { values: [] } }).length;
    const values = Array(Math.floor((MAX_JSON_BODY_BYTES - empty) / 2)).fill(0);
    body = JSON.stringify({ ...head, metadata: { values } });
    bigBodies.set(session, body);
  }
  return body;
}

/** Three clients looping 64 KB JSON bodies until `stop()`, which resolves with what they got. @param {string} base */
function jsonLoops(base) {
  let running = true;
  let sent = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  const loops = Array.from({ length: JSON_CLIENTS }, async () => {
    const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      const body = bigJsonBody(sent++);
      const { status } = await request(new URL('/webhook/chat', base), own, { method: 'POST', body });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    own.destroy();
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    return { jsonBodies: sent, jsonBodyBytes: Buffer.byteLength(bigJsonBody(0)), jsonStatuses: statuses };
  };
}

/**
 * The four lock-out connections, each opened again when the server closes it, until `stop()`.
 * @param {string} base
 */
function lockOutConnections(base) {
  const port = Number(new URL(base).port);
  const nearlyMax = MAX_BODY_BYTES - 1;
  const declared = [nearlyMax, nearlyMax, nearlyMax, MAX_INFLIGHT_BODY_BYTES - 3 * nearlyMax];
  let running = true;
  let opened = 0;
  /** @type {Set<net.Socket>} */
  const open = new Set();
  /** @param {number} length @param {number} i */
  const hold = (length, i) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: `127.0.0.${2 + i}` });
    opened += 1;
    open.add(socket);
    socket.on('error', () => {});
    // Read (and drop) the server's answer: a socket never read never sees the server's FIN, and
    // would look held here while the server has let it go.
    socket.resume();
    socket.on('close', () => {
      open.delete(socket);
      if (running) hold(length, i);
    });
    socket.write(
      `POST /webhook/chat HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        `Content-Length: ${length}\r\n\r\n-`,
    );
  };
  declared.forEach(hold);
  return () => {
    running = false;
    for (const socket of open) socket.destroy();
    return { lockOutConnections: opened };
  };
}

/**
 * @param {string} base the server's URL
 * @param {{ seconds: number, stats?: Awaited<ReturnType<typeof import('./server.mjs').startServer>>['stats'] }} options
 *   stats: the server's loop probe, read over each row (its delay, and its own share of it)
 */
export async function measureHostile(base, { seconds, stats }) {
  const rows = [];
  rows.push({ name: 'alone', ...(await visitors(base, seconds, stats)) });

  const stopJson = jsonLoops(base);
  const beside = await visitors(base, seconds, stats);
  rows.push({ name: `beside ${JSON_CLIENTS} clients looping 64 KB JSON bodies`, ...beside, ...(await stopJson()) });

  const stopLockOut = lockOutConnections(base);
  // The four are on the server before the visitors start.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const held = await visitors(base, seconds, stats);
  rows.push({ name: 'with the four lock-out connections held', ...held, ...stopLockOut() });
  return { rows };
}

/**
 * The rows as a Markdown table (RESULTS.md and the standalone run).
 * @param {Awaited<ReturnType<typeof measureHostile>>} hostile
 */
export function hostileTable({ rows }) {
  /** @param {number} p99 */
  const mark = (p99) => (p99 > P99_GOAL_MS ? `**${p99} ms**` : `${p99} ms`);
  /** @param {any} row */
  const loop = (row) => (row.server ? `${row.server.loop.max} ms (own ${row.server.loop.own ?? '–'} ms)` : '–');
  /** @param {Record<string, number>} statuses */
  const counts = (statuses) =>
    Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
  const header = [
    'Row',
    '`GET /` p50 / p99 / max',
    'chat POST p50 / p99 / max',
    'chat POST statuses',
    'event-loop delay max (own)',
    'load average',
  ];
  const lines = rows.map((row) => [
    row.name,
    `${row.page.p50} / ${mark(row.page.p99)} / ${row.page.max} ms (${row.page.requests})`,
    `${row.chat.p50} / ${mark(row.chat.p99)} / ${row.chat.max} ms (${row.chat.requests})`,
    counts(row.chat.statuses),
    loop(row),
    row.loadAverage,
  ]);
  const align = ['---', '---:', '---:', '---', '---:', '---'];
  return [header, align, ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startServer } = await import('./server.mjs');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = await startServer(root, {
    SITE_DIR: process.env.SITE_DIR ?? join(root, 'docs-site/dist'),
    STREAM_DELAY_MS: '0',
  });
  try {
    const result = await measureHostile(server.url, {
      seconds: Number(process.env.BENCH_SECONDS ?? 8),
      stats: server.stats,
    });
    console.info(`${hostileTable(result)}\n`);
    for (const row of result.rows.slice(1)) {
      const { jsonBodies, jsonBodyBytes, jsonStatuses, lockOutConnections: lockOut } = /** @type {any} */ (row);
      if (jsonBodies)
        console.info(`${row.name}: ${jsonBodies} bodies of ${jsonBodyBytes} B, ${JSON.stringify(jsonStatuses)}`);
      if (lockOut) console.info(`${row.name}: ${lockOut} lock-out connections opened in all`);
    }
  } finally {
    await server.stop();
  }
}
