#!/usr/bin/env node
/**
 * Issue 28's two checks of the reference server under hostile clients, with plain node:http
 * clients (what matters is the bodies and the raw connections, not a load generator's rate):
 *
 * - lock-out: four connections, from four loopback addresses, each declare a multipart body
 *   (3 × (10 MB − 1) and the rest of the 32 MB allowance) and send one byte of it; with them
 *   held, a normal chat POST: its status and time.
 * - 64 KB JSON: three clients loop sendMessage bodies of 64 KB (a `metadata` of tiny values,
 *   the shape that made parsing expensive) while a fourth asks for `GET /` in a loop: that
 *   request's p50/p99/max, beside the same loop with no other client first.
 *
 *   node bench/server/hostile.mjs     starts its own server (as npm start runs it) and prints
 *                                     the numbers; bench/server/run.mjs calls measureHostile
 */
import http from 'node:http';
import net from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MB = 1024 * 1024;
/** The server's defaults (examples/webhook-server/src/server.js), as a hostile client reads them in the README. */
const MAX_BODY_BYTES = 10 * MB;
const MAX_INFLIGHT_BODY_BYTES = 32 * MB;
const MAX_JSON_BODY_BYTES = 64 * 1024;
const JSON_CLIENTS = 3;

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
 * Asks for `GET /` back to back for `seconds` on one keep-alive connection.
 * @param {string} base @param {number} seconds
 */
async function pageLoop(base, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const { status, ms } = await request(new URL('/', base), agent);
    if (status === 200) times.push(ms);
    else failed += 1;
  }
  agent.destroy();
  return {
    requests: times.length,
    failed,
    p50: round(percentile(times, 0.5)),
    p99: round(percentile(times, 0.99)),
    max: round(Math.max(...times)),
  };
}

/** A sendMessage body of at most MAX_JSON_BODY_BYTES: a question and a metadata of tiny values. @param {number} n */
function bigJsonBody(n) {
  const head = { action: 'sendMessage', sessionId: `hostile-${n % 50}`, chatInput: 'Como autentico na API?' };
  const empty = JSON.stringify({ ...head, metadata: { values: [] } }).length;
  const values = Array(Math.floor((MAX_JSON_BODY_BYTES - empty) / 2)).fill(0);
  return JSON.stringify({ ...head, metadata: { values } });
}

/**
 * @param {string} base the server's URL
 * @param {{ seconds: number, stats?: Awaited<ReturnType<typeof import('./server.mjs').startServer>>['stats'] }} options
 *   stats: the server's loop probe, read over each page loop (its delay, and its own share of it)
 */
export async function measureHostile(base, { seconds, stats }) {
  const { port } = new URL(base);
  // 1. Four connections that declare the whole allowance and send almost nothing.
  const nearlyMax = MAX_BODY_BYTES - 1;
  const declared = [nearlyMax, nearlyMax, nearlyMax, MAX_INFLIGHT_BODY_BYTES - 3 * nearlyMax];
  const held = declared.map((length, i) => {
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress: `127.0.0.${2 + i}` });
    socket.on('error', () => {});
    socket.write(
      `POST /webhook/chat HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        `Content-Length: ${length}\r\n\r\n-`,
    );
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const agent = new http.Agent({ keepAlive: false });
  const chat = JSON.stringify({ action: 'sendMessage', sessionId: 'visitor', chatInput: 'Como autentico na API?' });
  const lockOut = {
    ...(await request(new URL('/webhook/chat', base), agent, { method: 'POST', body: chat })),
    loadAverage: load(),
  };
  lockOut.ms = round(lockOut.ms);
  for (const socket of held) socket.destroy();

  // 2. GET / alone, then beside three clients looping 64 KB JSON bodies.
  await stats?.({ reset: true });
  const alone = { ...(await pageLoop(base, seconds)), loadAverage: load(), server: await stats?.() };
  let running = true;
  let sent = 0;
  const statuses = new Map();
  const loops = Array.from({ length: JSON_CLIENTS }, async () => {
    const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      const { status } = await request(new URL('/webhook/chat', base), own, {
        method: 'POST',
        body: bigJsonBody(sent++),
      });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    own.destroy();
  });
  await stats?.({ reset: true });
  const beside = { ...(await pageLoop(base, seconds)), loadAverage: load(), server: await stats?.() };
  running = false;
  await Promise.all(loops);
  return {
    lockOut,
    page: {
      alone,
      beside: {
        ...beside,
        jsonBodies: sent,
        jsonBodyBytes: Buffer.byteLength(bigJsonBody(0)),
        jsonStatuses: Object.fromEntries(statuses),
      },
    },
  };
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
    console.info(JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
  }
}
