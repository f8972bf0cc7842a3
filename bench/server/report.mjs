// bench/results/server.md: the reference server's section of bench/RESULTS.md, rendered from
// server.json, plus the hand-written notes of notes.md (the reasons behind the numbers).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHAT_EVERY_MS, hostileTable, P99_GOAL_MS, PAGE_EVERY_MS } from './hostile.mjs';

export const GOALS = { sendPerSecond: 100, sendP99: 150, pagePerSecond: 2000, loopMax: 20, rssGrowth: 0.1 };

const MiB = (bytes) => `${Math.round(bytes / 2 ** 20)} MiB`;
const perSecond = (value) => Math.round(value).toLocaleString('en-US');
const yes = (met) => (met ? 'yes' : '**no**');

function loadTable(rows) {
  const header = [
    'Row',
    'Connections',
    'Requests/s',
    'p50',
    'p99',
    'Max',
    'Loop delay max',
    'of it waiting for a core',
    "Server's own stall max",
    'Loop delay p99',
    'Failed',
    'Load average',
  ];
  const align = ['---', ...header.slice(1, -1).map(() => '---:'), '---'];
  const lines = rows.map((row) => [
    row.name,
    String(row.connections),
    perSecond(row.perSecond),
    `${row.p50} ms`,
    `${row.p99} ms`,
    `${row.max} ms`,
    row.loop.max > GOALS.loopMax ? `**${row.loop.max} ms**` : `${row.loop.max} ms`,
    ...machineShare(row.loop),
    `${row.loop.p99} ms`,
    String(row.errors + row.non2xx),
    row.loadAverage,
  ]);
  return [header, align, ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * The loop's worst beat split by the kernel's count (loop-probe.mjs): how much of it the
 * server's thread waited for a core, and the longest delay of the row that was not waiting.
 * @param {{ own?: number | null, worst?: { delay: number, waited: number } | null }} loop
 */
function machineShare(loop) {
  if (loop.own == null || !loop.worst) return ['—', '—'];
  const own = loop.own > GOALS.loopMax ? `**${loop.own} ms**` : `${loop.own} ms`;
  return [`${Math.min(loop.worst.waited, loop.worst.delay)} of ${loop.worst.delay} ms`, own];
}

/** RSS growth once the history's bounds are reached (after the first step) to the end. */
export function rssGrowth(memory) {
  const first = memory[1] ?? memory[0];
  return (memory.at(-1).rss - first.rss) / first.rss;
}

function goalsTable(result) {
  const at10 = (name) => result.rows.find((row) => row.name === name && row.connections === 10);
  const streamed = at10('sendMessage, streamed');
  const json = at10('sendMessage, JSON');
  const page = result.rows.find((row) => row.name.startsWith('Docs page') && row.connections === 10);
  const loopMax = Math.max(...result.rows.map((row) => row.loop.max));
  const owns = result.rows.map((row) => row.loop.own);
  const ownMax = owns.every((own) => typeof own === 'number') ? Math.max(...owns) : null;
  const growth = rssGrowth(result.memory);
  const lines = [
    [
      'sendMessage streamed, 10 connections',
      `≥ ${GOALS.sendPerSecond}/s, p99 ≤ ${GOALS.sendP99} ms`,
      `${perSecond(streamed.perSecond)}/s, p99 ${streamed.p99} ms`,
      yes(streamed.perSecond >= GOALS.sendPerSecond && streamed.p99 <= GOALS.sendP99),
    ],
    [
      'sendMessage JSON, 10 connections',
      `≥ ${GOALS.sendPerSecond}/s, p99 ≤ ${GOALS.sendP99} ms`,
      `${perSecond(json.perSecond)}/s, p99 ${json.p99} ms`,
      yes(json.perSecond >= GOALS.sendPerSecond && json.p99 <= GOALS.sendP99),
    ],
    [
      'Docs page, 10 connections',
      `≥ ${perSecond(GOALS.pagePerSecond)}/s`,
      `${perSecond(page.perSecond)}/s`,
      yes(page.perSecond >= GOALS.pagePerSecond),
    ],
    ['Event-loop delay, every row above', `max ≤ ${GOALS.loopMax} ms`, `${loopMax} ms`, yes(loopMax <= GOALS.loopMax)],
    ...(ownMax === null
      ? []
      : [
          [
            "The server's own stalls (time waiting for a core left out), every row",
            `max ≤ ${GOALS.loopMax} ms`,
            `${ownMax} ms`,
            yes(ownMax <= GOALS.loopMax),
          ],
        ]),
    [
      `RSS, ${result.memory.at(-1).messages.toLocaleString('en-US')} messages`,
      `flat (≤ ${GOALS.rssGrowth * 100} % growth after the bounds are reached)`,
      `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`,
      yes(growth <= GOALS.rssGrowth),
    ],
  ];
  return [['Goal', 'Wanted', 'Measured', 'Met?'], ['---', '---', '---', ':--:'], ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

function memoryTable(memory) {
  const header = ['Messages stored', 'RSS', 'Heap used', 'Loop delay max', 'Failed'];
  const lines = memory.map((step) => [
    step.messages.toLocaleString('en-US'),
    MiB(step.rss),
    MiB(step.heapUsed),
    step.messages === 0 ? '—' : `${step.loop.max} ms`,
    step.messages === 0 ? '—' : String(step.errors + step.non2xx),
  ]);
  return [header, ['---:', '---:', '---:', '---:', '---:'], ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/** @param {{ own?: number | null, worst?: { delay: number, waited: number } | null }} loop */
function idleOwn(loop) {
  if (loop.own == null || !loop.worst) return '';
  return `Of its worst delay, ${Math.min(loop.worst.waited, loop.worst.delay)} of ${loop.worst.delay} ms was waiting for a core; the server's own stall was ${loop.own} ms at most.`;
}

/** @param {object} result what run.mjs writes to server.json @param {string} notesPath */
export function renderMarkdown(result, notesPath) {
  const notes = readFileSync(notesPath, 'utf8').trim();
  const { paced } = result;
  return `## Reference server under load

Written by \`node bench/server/run.mjs\` (about 6 minutes). The webhook server runs as \`npm start\` runs it
(\`node examples/webhook-server/src/cli.js\`, the built docs site, the history in a SQLite file) on 127.0.0.1,
loaded by autocannon from the bench's process on the same ${result.machine.cpus} cores, for ${result.seconds} s per
row. sendMessage sends the questions of Lia's evaluation set in turn, each request to the next of 5 000 sessions;
loadPreviousSession reads sessions holding 100 messages (the per-session cap); the docs page is asked for as a
browser does (\`Accept-Encoding: br\`). The event-loop delay is \`monitorEventLoopDelay\` inside the server
(loaded with \`--import\`) sampling every 1 ms, its maximum over the row: the longest stall to within 1 ms
(at Node's default 10 ms, each reading also holds the 10 ms between samples). The machine is shared: load average (1, 5, 15 min)
${result.loadAverageAtStart} at the start, ${result.loadAverageAtEnd} at the end, and per row below.

${goalsTable(result)}

${loadTable(result.rows)}

With no load, over ${result.idle.seconds} s just before the rows, the server's event-loop delay reached
${result.idle.loop.max} ms (load ${result.idle.loadAverage}): what the machine's other processes alone add.
${idleOwn(result.idle.loop)}

Two columns split each row's delay by what the kernel counts for the server's main thread (\`schedstat\`: time
on a core, time waiting in a run queue for one), sampled every 1 ms by the same probe: how much of the row's
worst delay the thread spent waiting for a core that another process held, and the longest delay of the row
once that waiting is taken out, the server's own stall (its JavaScript, garbage collection, a synchronous call).
The goal is for the first; on a busy machine the second is what the server can answer for.

The rows run with \`STREAM_DELAY_MS=0\`. With \`npm start\`'s default pause of 30 ms between streamed items,
the same sendMessage at ${paced.connections} connections: ${perSecond(paced.perSecond)}/s, p50 ${paced.p50} ms,
p99 ${paced.p99} ms, event-loop delay max ${paced.loop.max} ms (load ${paced.loadAverage}).

### Memory

${(result.memory.at(-1).messages / 2).toLocaleString('en-US')} sendMessage turns (a question and its reply each,
${result.memory.at(-1).messages.toLocaleString('en-US')} messages) over 5 000 sessions, at 10 connections; the
server's memory after each step, read after a full garbage collection (what it keeps, not garbage not yet
collected), and the loop's delay during the step. The history keeps at most 1 000 sessions and 20 000 messages (the defaults of
\`HISTORY_MAX_SESSIONS\` and \`HISTORY_MAX_TOTAL_MESSAGES\`), least recently used sessions evicted first.

${memoryTable(result.memory)}

${hostileSection(result.hostile)}### Notes

${notes}
`;
}

/**
 * Issue 28's checks (hostile.mjs): a visitor's `GET /` and chat POST alone, beside three clients
 * looping 64 KB JSON bodies, and with the four lock-out connections held. Absent from results
 * written before it; results of its first version (one chat POST, GET / alone and beside) are
 * not rendered.
 * @param {any} hostile
 */
function hostileSection(hostile) {
  if (!hostile?.rows) return '';
  return `### Hostile clients (issue 28)

Two visitors time their requests, one \`GET /\` every ${PAGE_EVERY_MS} ms and one chat POST (sendMessage, JSON) every ${CHAT_EVERY_MS} ms,
each on its own connection: alone, beside three clients looping sendMessage bodies of 64 KB (a \`metadata\` of tiny
values), and with four connections from four addresses each declaring a multipart body (3 × (10 MB − 1) and the
rest of the 32 MB allowance), sending one byte and opened again when closed. Goal: p99 ≤ ${P99_GOAL_MS} ms on a quiet
machine, and chat POSTs answered 200. In parentheses, the requests answered 200.

${hostileTable(hostile)}

`;
}

/** @param {string} markdown */
export async function formatMarkdown(markdown) {
  const prettier = await import('prettier');
  const file = fileURLToPath(new URL('../results/server.md', import.meta.url));
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(markdown, { ...options, filepath: file });
}
