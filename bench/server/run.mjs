#!/usr/bin/env node
/**
 * The reference server's part of `npm run bench` (issue 16): the webhook server started as
 * `npm start` runs it (a child `node …/cli.js`, history in a SQLite file), loaded on loopback
 * by autocannon. Writes bench/results/server.md (its section of bench/RESULTS.md) and
 * bench/results/server.json (every row's numbers).
 *
 *   node bench/server/run.mjs            about 5–6 minutes; BENCH_SECONDS=4 halves the load rows
 *   node bench/server/run.mjs --report   renders server.md again from server.json (no load)
 *
 * Needs the docs site built (docs-site/dist, or SITE_DIR) and bench/'s dependencies installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHostile } from './hostile.mjs';
import { drive, loadSessionRequest, pageRequest, questions, sendMessageRequest } from './load.mjs';
import { formatMarkdown, renderMarkdown } from './report.mjs';
import { startServer } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const resultsDir = join(here, '../results');
const siteDir = process.env.SITE_DIR ?? join(root, 'docs-site/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = [1, 10, 100];
const DOCS_PAGE = '/docs/intro';
/** Sessions filled to the per-session cap (100 messages) for loadPreviousSession. */
const FULL_SESSIONS = 100;
const FULL_TURNS = 50;
/** The memory row: this many messages (a question and its reply per turn) over this many sessions. */
const MEMORY_MESSAGES = 100_000;
const MEMORY_SESSIONS = 5_000;
const MEMORY_STEPS = 5;
const IDLE_SECONDS = 3;

if (process.argv.includes('--report')) {
  // Only renders server.md again from the last server.json (after editing notes.md).
  const last = JSON.parse(readFileSync(join(resultsDir, 'server.json'), 'utf8'));
  writeFileSync(join(resultsDir, 'server.md'), await formatMarkdown(renderMarkdown(last, join(here, 'notes.md'))));
  process.exit(0);
}

if (!existsSync(join(siteDir, 'docs-text.json'))) {
  execFileSync('npm', ['run', 'build:site'], { cwd: root, stdio: 'inherit' });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const asked = questions(root);
const dataDir = mkdtempSync(join(tmpdir(), 'papo-bench-server-'));
const startedAt = { date: new Date().toISOString(), loadAverage: load() };

/**
 * One row: the server's loop-delay histogram reset, the load, then the server's stats.
 * @param {Awaited<ReturnType<typeof startServer>>} server
 * @param {string} name
 * @param {import('autocannon').Request} request
 * @param {{ connections: number, seconds?: number, amount?: number }} options
 */
async function row(server, name, request, options) {
  await server.stats({ reset: true });
  const loadAverage = load();
  const result = await drive(server.url, request, options);
  const stats = await server.stats();
  const measured = { name, ...result, loop: stats.loop, rss: stats.rss, loadAverage };
  console.info(
    `server: ${name} ×${options.connections}: ${Math.round(result.perSecond)}/s, p50 ${result.p50} ms, ` +
      `p99 ${result.p99} ms, loop max ${stats.loop.max} ms (load ${loadAverage})`,
  );
  return measured;
}

const rows = [];
const memory = [];
let paced = null;
let idle = null;

const server = await startServer(root, {
  SITE_DIR: siteDir,
  HISTORY_FILE: join(dataDir, 'history.db'),
  // No pause between streamed items: the rows measure the server's work, not its pacing (see paced below).
  STREAM_DELAY_MS: '0',
});
try {
  // Warm-up: Lia's index, the compressed page and the prepared statements are ready before any row.
  await drive(server.url, sendMessageRequest({ questions: asked, sessions: 50, tag: 'warm', streamed: true }), {
    connections: 10,
    seconds: 2,
  });
  await drive(server.url, pageRequest(DOCS_PAGE), { connections: 10, seconds: 1 });
  // The floor: how late the idle server's timers fire on this machine as it is (other processes' load).
  await server.stats({ reset: true });
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  idle = { seconds: IDLE_SECONDS, loadAverage: load(), ...(await server.stats()) };

  for (const connections of CONNECTIONS) {
    const tag = `stream${connections}`;
    const request = sendMessageRequest({ questions: asked, sessions: MEMORY_SESSIONS, tag, streamed: true });
    rows.push(await row(server, 'sendMessage, streamed', request, { connections, seconds }));
  }
  for (const connections of CONNECTIONS) {
    const tag = `json${connections}`;
    const request = sendMessageRequest({ questions: asked, sessions: MEMORY_SESSIONS, tag, streamed: false });
    rows.push(await row(server, 'sendMessage, JSON', request, { connections, seconds }));
  }
  await drive(
    server.url,
    sendMessageRequest({ questions: asked, sessions: FULL_SESSIONS, tag: 'full', streamed: false }),
    { connections: 10, amount: FULL_SESSIONS * FULL_TURNS },
  );
  for (const connections of CONNECTIONS) {
    const request = loadSessionRequest({ tag: 'full', sessions: FULL_SESSIONS });
    rows.push(await row(server, 'loadPreviousSession (100 messages)', request, { connections, seconds }));
  }
  for (const connections of CONNECTIONS) {
    rows.push(await row(server, `Docs page ${DOCS_PAGE} (br)`, pageRequest(DOCS_PAGE), { connections, seconds }));
  }

  // Memory: the history's bounds (HISTORY_MAX_SESSIONS, HISTORY_MAX_TOTAL_MESSAGES) keep RSS flat.
  const turns = MEMORY_MESSAGES / 2;
  const request = sendMessageRequest({ questions: asked, sessions: MEMORY_SESSIONS, tag: 'memory', streamed: false });
  // Read after a full garbage collection; the second request drops that collection's pause
  // from the next step's loop delay (it reaches the server after the loop's next beat).
  const memoryNow = async () => {
    const stats = await server.stats({ collect: true });
    await server.stats({ reset: true });
    return stats;
  };
  memory.push({ messages: 0, ...(await memoryNow()) });
  for (let step = 1; step <= MEMORY_STEPS; step += 1) {
    const result = await drive(server.url, request, { connections: 10, amount: turns / MEMORY_STEPS });
    const stats = await memoryNow();
    memory.push({
      messages: (step * MEMORY_MESSAGES) / MEMORY_STEPS,
      ...stats,
      errors: result.errors,
      non2xx: result.non2xx,
    });
    console.info(`server: ${memory.at(-1).messages} messages, RSS ${Math.round(stats.rss / 2 ** 20)} MiB`);
  }
} finally {
  await server.stop();
}

// What a visitor of `npm start` gets: the default pause between streamed items (STREAM_DELAY_MS).
const pacedServer = await startServer(root, { SITE_DIR: siteDir, HISTORY_FILE: join(dataDir, 'paced.db') });
try {
  const request = sendMessageRequest({ questions: asked, sessions: MEMORY_SESSIONS, tag: 'paced', streamed: true });
  paced = await row(pacedServer, "sendMessage, streamed with npm start's pause", request, { connections: 10, seconds });
} finally {
  await pacedServer.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Issue 28: hostile clients (hostile.mjs), on a server of its own with the defaults.
const hostileServer = await startServer(root, { SITE_DIR: siteDir, STREAM_DELAY_MS: '0' });
let hostile;
try {
  hostile = await measureHostile(hostileServer.url, { seconds, stats: hostileServer.stats });
  const [alone, json, lockOut] = hostile.rows;
  console.info(
    `server: GET / p99 ${alone.page.p99} ms alone, ${json.page.p99} ms beside ${json.jsonBodies} 64 KB JSON bodies, ` +
      `${lockOut.page.p99} ms with the lock-out held (chat POSTs ${JSON.stringify(lockOut.chat.statuses)})`,
  );
} finally {
  await hostileServer.stop();
}

const result = {
  date: startedAt.date,
  machine: { cpus: cpus().length, model: cpus()[0]?.model.trim(), memoryGiB: Math.round(totalmem() / 2 ** 30) },
  node: process.version,
  loadAverageAtStart: startedAt.loadAverage,
  loadAverageAtEnd: load(),
  seconds,
  idle,
  rows,
  paced,
  memory,
  hostile,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'server.json'), `${JSON.stringify(result, null, 2)}\n`);
const markdown = await formatMarkdown(renderMarkdown(result, join(here, 'notes.md')));
writeFileSync(join(resultsDir, 'server.md'), markdown);
console.info('server: wrote bench/results/server.md and server.json');
