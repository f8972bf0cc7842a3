/**
 * Turns the raw runs into the widget section of bench/RESULTS.md: one table of medians,
 * a column per peer, the ratio of the peer closest to Papo (peer ÷ Papo) and whether
 * issues 7 and 16's goals are met, then notes. Every number comes from the runs; only the
 * wording of the notes is fixed here.
 */
import { coldOpenTimeline, coldOpenTradeOff, machine, streamFrames, webhookAtLoad } from './findings.mjs';
import { HISTORY_SIZE } from './history.mjs';
import { REMOTE_WEBHOOK_MS } from './open-time.mjs';
import { STREAM } from './stream.mjs';
import { median } from '../stats.mjs';

import { CANNOT, PEER_NAMES, PEER_PACKAGES } from './peers.mjs';
import { PEERS } from './widgets.mjs';

const n8nVersion = PEER_PACKAGES.n8n.split(' ')[1];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Higher is better for Papo; `—` when the ratio means nothing (both zero). */
function ratio(papo, n8n) {
  if (papo === 0 && n8n === 0) return null;
  if (papo <= 0) return Infinity;
  return n8n / papo;
}

const formatRatio = (value) =>
  value === null || Number.isNaN(value) ? '—' : value === Infinity ? '∞' : `${value.toFixed(value < 10 ? 2 : 0)}×`;

/** A row one widget cannot do (no value in its runs) shows `—`, with its footnote's mark. */
function formatValue(row, value, widget) {
  if (!Number.isNaN(value)) return row.format(value);
  const cannot = CANNOT[widget];
  return cannot?.measurements.includes(row.measurement) ? `—${cannot.mark}` : '—';
}

/**
 * Rows: `value(run, baseline)` picks one number from one run of a widget; `goal` is the
 * text for the table and `met(papo, peers, ratio)` checks it (absent: no goal in issue 7):
 * issue 7's ratios were set against n8n 0.62, so they are checked against it; `ratio` is the
 * closest peer's.
 */
function rows(baseline) {
  const added = (key) => (run) => run.load[key] - baseline[key];
  // A measurement a widget lacks (older runs) is undefined: the median leaves it out.
  const read = (measurement, key) => Object.assign((run) => run[measurement]?.[key], { measurement });
  const ahead = {
    goal: 'Papo ahead',
    met: (papo, peers) => (ratio(papo, peers.n8n) ?? Infinity) >= 1,
  };
  const timesAhead = (times) => ({
    goal: `≥ ${times}× n8n 0.62`,
    met: (papo, peers) => ratio(papo, peers.n8n) >= times,
  });
  const papoWithin = (limit, goal = `Papo ≤ ${limit} ms`) => ({ goal, met: (p) => p <= limit });
  const click = '3. Click → input ready';
  const history = `4. ${HISTORY_SIZE} messages`;
  return [
    { label: '1. Bytes before intent (gzip)', format: kb, value: read('bytes', 'beforeIntent'), ...timesAhead(35) },
    { label: '1. Bytes after idle, no interaction', format: kb, value: read('bytes', 'afterIdle') },
    { label: '1. Bytes after open, text-only chat', format: kb, value: read('bytes', 'afterOpen'), ...timesAhead(1.5) },
    { label: '1. Bytes of everything it can load', format: kb, value: read('bytes', 'everything'), ...timesAhead(1.5) },
    { label: '2. Main-thread time added to load (CPU)', format: ms, value: added('taskMs'), ...ahead },
    { label: '2. of which script', format: ms, value: added('scriptMs') },
    { label: '2. Main-thread time added, incl. idle preload', format: ms, value: added('taskAfterIdleMs') },
    { label: '2. Long tasks during load (count)', format: String, value: read('load', 'longTaskCount'), ...ahead },
    { label: '2. Long tasks during load (total)', format: ms, value: read('load', 'longTaskTotal'), ...ahead },
    { label: '2. Layout shift (CLS)', format: (v) => v.toFixed(3), value: read('load', 'cls'), ...ahead },
    { label: `${click}, cold`, format: ms, value: read('openCold', 'ms'), ...papoWithin(150) },
    { label: `${click}, after hover`, format: ms, value: read('openWarm', 'ms'), ...papoWithin(150) },
    { label: `${click}, cold: main-thread CPU in it`, format: ms, value: read('openCold', 'cpuMs') },
    {
      label: `${click}, after hover, webhook ${REMOTE_WEBHOOK_MS} ms away`,
      format: ms,
      value: read('openRemote', 'ms'),
      ...papoWithin(150),
    },
    {
      label: `${history}: response → list painted`,
      format: ms,
      value: read('history', 'fromResponseMs'),
      ...timesAhead(2),
    },
    {
      label: `${history}: page start → list painted`,
      format: ms,
      value: read('history', 'fromStartMs'),
      ...timesAhead(2),
    },
    { label: `${history}: main-thread time (CPU)`, format: ms, value: read('history', 'taskMs') },
    { label: `${history}: JS heap after GC`, format: mb, value: read('history', 'heapBytes'), ...ahead },
    { label: `${history}: page memory, JS + DOM ‡`, format: mb, value: read('history', 'bytes') },
    { label: `${history}: of which DOM ‡`, format: mb, value: read('history', 'domBytes') },
    { label: `${history}: DOM nodes ‡`, format: String, value: read('history', 'domNodes') },
    { label: `${history}: JS event listeners ‡`, format: String, value: read('history', 'listeners') },
    { label: '5. Stream: main-thread time (CPU) †', format: ms, value: read('stream', 'taskMs'), ...ahead },
    {
      label: '5. Stream: longest frame (gap between animation frames) †',
      format: ms,
      value: read('stream', 'longestGapMs'),
      ...papoWithin(50),
    },
    {
      label: '5. Stream: frames over 50 ms (long-animation-frame) †',
      format: String,
      value: read('stream', 'framesOver50'),
    },
    {
      label: '5. Stream: CPU in the busiest frame over 50 ms †',
      format: ms,
      value: read('stream', 'longFrameMaxCpuMs'),
    },
    { label: '5. Stream: longest task, CPU †', format: ms, value: read('stream', 'longestTaskCpuMs') },
  ];
}

/** The page without a widget: what rows 2 subtract. */
function baselineOf(runs) {
  return Object.fromEntries(
    ['taskMs', 'scriptMs', 'taskAfterIdleMs'].map((key) => [key, median(runs.none.map((run) => run.load[key]))]),
  );
}

/** The peer closest to Papo on a row (lowest peer ÷ Papo), among those with a number. */
function closest(papo, values) {
  const ratios = PEERS.filter((peer) => !Number.isNaN(values[peer])).map((peer) => ({
    peer,
    ratio: ratio(papo, values[peer]),
  }));
  if (ratios.length === 0) return { peer: null, ratio: NaN };
  return ratios.reduce((low, next) => ((next.ratio ?? Infinity) < (low.ratio ?? Infinity) ? next : low));
}

function table(runs) {
  const baseline = baselineOf(runs);
  const peerColumns = PEERS.map((peer) => PEER_NAMES[peer]);
  const lines = [
    `| Row | Papo | ${peerColumns.join(' | ')} | Closest peer ÷ Papo | Ahead of every peer? | Issue 7 goal | Met? |`,
    `| --- | ---: | ${PEERS.map(() => '---:').join(' | ')} | ---: | :---: | --- | :---: |`,
  ];
  const results = [];
  for (const row of rows(baseline)) {
    const value = (widget) => median((runs[widget] ?? []).map((run) => row.value(run)));
    const papo = value('papo');
    const values = Object.fromEntries(PEERS.map((peer) => [peer, value(peer)]));
    const near = closest(papo, values);
    const met = row.met && near.peer ? row.met(papo, values, near.ratio) : null;
    // Issue 16: Papo ahead of every peer (a tie at zero counts as ahead; no peer: nothing to say).
    const ahead = near.peer === null ? '' : near.ratio === null || near.ratio >= 1 ? 'yes' : '**no**';
    results.push({ label: row.label, papo, ...values, closest: near.peer, ratio: near.ratio, met, ahead });
    const verdict = met === null ? '' : met ? 'yes' : '**no**';
    const ratioText =
      near.peer && near.ratio !== null
        ? `${formatRatio(near.ratio)} (${PEER_NAMES[near.peer]})`
        : formatRatio(near.ratio);
    const cells = PEERS.map((peer) => formatValue(row, values[peer], peer));
    lines.push(
      `| ${row.label} | ${formatValue(row, papo, 'papo')} | ${cells.join(' | ')} | ${ratioText} | ${ahead} | ${row.goal ?? ''} | ${verdict} |`,
    );
  }
  return { text: lines.join('\n'), results };
}

const unique = (lists) => [...new Set(lists.flat())];

export function report(raw) {
  const { runs } = raw;
  const { text, results } = table(runs);
  const missed = results.filter((row) => row.met === false).map((row) => row.label);
  const behind = results
    .filter((row) => row.ahead === '**no**')
    .map((row) => `${row.label} (${PEER_NAMES[row.closest]})`);
  const measured = ['papo', ...PEERS].filter((widget) => runs[widget]);
  const allRuns = measured.flatMap((widget) => runs[widget]);
  const blocked = unique(allRuns.map((run) => run.bytes.blocked));
  const errors = unique(allRuns.flatMap((run) => [run.bytes.errors, run.history.errors, run.stream?.errors ?? []]));
  const filesOf = (widget) =>
    runs[widget]
      .at(-1)
      .bytes.files.map((file) => `\`${file}\``)
      .join(', ');
  const peerList = PEERS.map((peer) => PEER_PACKAGES[peer]);
  const peerTradeOffs = PEERS.filter((peer) => runs[peer]?.[0]?.openCold).map((peer) =>
    coldOpenTradeOff(runs.papo, runs[peer], baselineOf(runs), PEER_NAMES[peer]),
  );
  return `## Widget: papo-chat vs ${peerList.slice(0, -1).join(', ')} and ${peerList.at(-1)}

Written by \`node bench/widget/run.mjs\`. Medians of ${raw.rounds} round${raw.rounds === 1 ? '' : 's'} after a discarded warm-up round; each
round runs every widget (in an order rotated by one every round) and the page without a widget, every measurement
in a fresh browser context, all against one local server and fake webhook. "Closest peer ÷ Papo" is the lowest
ratio among the peers with a number on the row (higher is better for Papo; below 1× a peer is ahead). Raw runs:
\`bench/results/widget.json\`.

${text}

${Object.entries(CANNOT)
  .map(([, { mark, reason }]) => `${mark} ${reason}`)
  .join('\n\n')}

‡ Row 4's memory with the DOM counted, for a like-for-like figure: "JS heap after GC" is V8's heap only (CDP
\`Runtime.getHeapUsage\`), and a widget that keeps its messages as DOM rather than in JS objects pays for them in
Blink's heap, outside it. "Page memory" is \`performance.measureUserAgentSpecificMemory()\` on the same page
(served cross-origin isolated, which it needs), after the same GC: the JavaScript, DOM and shared memory the browser
attributes to the page; "of which DOM" is its DOM part. Nodes and listeners are CDP \`Memory.getDOMCounters\`. Layout
and style data are in none of these.

† Row 5: the same ${STREAM.chunks}-chunk, ${kb(STREAM.bytes)} reply, one NDJSON chunk every ${STREAM.intervalMs} ms, to Papo
(\`enableStreaming: true\`) and to @n8n/chat ${PEER_PACKAGES.n8n137.split(' ')[1]} (\`enableStreaming: true\`, sent by typing and Enter). @n8n/chat
${n8nVersion} has no streaming: its column holds, as in issue 7's table, a naive renderer that re-parses the whole
reply with markdown-it (Papo's version and options, no highlighting) and sets it as \`innerHTML\` on every chunk.
deep-chat is not measured on it (it streams server-sent events, not NDJSON).

${missed.length ? `Issue 7's goals missed in this run: ${missed.join('; ')}.` : 'Every issue 7 goal with a target is met in this run.'}

${behind.length ? `Rows where a peer is ahead of Papo in this run: ${behind.join('; ')}. The reasons are in bench/README.md ("The peers").` : 'Papo is ahead of every peer on every row in this run.'}

Findings:

${[coldOpenTimeline(runs.papo, 'Papo'), ...PEERS.filter((peer) => runs[peer]?.[0]?.openCold).map((peer) => coldOpenTimeline(runs[peer], PEER_NAMES[peer])), ...peerTradeOffs, streamFrames(runs.papo, 50), webhookAtLoad(runs, { papo: 'Papo', ...PEER_NAMES }), machine(raw)].filter(Boolean).join('\n')}

Notes on the method:

- Bytes are the response bodies as the server sent them (gzip -9), host page and webhook JSON excluded. n8n (both
  versions) is embedded from its own origin as \`chat.bundle.umd.js\` + \`style.css\` (its smallest complete form; the
  README's jsDelivr snippet uses \`chat.bundle.es.js\`, which is larger). deep-chat is its web-component bundle
  \`deepChat.bundle.js\` (an ES module that defines \`<deep-chat>\`) and the page's glue (\`bench/widget/pages/deep-chat.js\`:
  request and response interceptors that speak the same webhook protocol, and \`loadHistory\` asking the webhook for
  the stored session, since deep-chat keeps none). Files in the last run: ${measured.map((widget) => `${widget === 'papo' ? 'Papo' : PEER_NAMES[widget]} ${filesOf(widget)}`).join('; ')}.
- "Before intent" is up to the load event with the browser's idle callbacks held; "after idle" releases them (Papo
  preloads its chat then, without any interaction). Requests to other origins are refused and listed here:
  ${blocked.length ? blocked.map((url) => `\`${url}\``).join(', ') : 'none was attempted (no fonts, no CDN)'}.
- Main-thread times are the renderer's CPU time (CDP \`Performance.getMetrics\` \`TaskDuration\`, thread ticks), so
  they hold up on a busy machine better than wall time; rows 2 subtract the same page without a widget. Long tasks
  and CLS come from \`PerformanceObserver\` in the page.
- Row 3 clicks the toggle from script (cold: no pointer event before, so no prefetch; "after hover": the pointer
  rests on the toggle first and its prefetch finishes) and times the click event's timestamp to the first animation
  frame in which the textarea is present, visible, enabled and focusable.
- Row 4: every widget in the same 400 × 600 box (Papo and n8n in fullscreen mode), the same session id in storage, a history of
  ${HISTORY_SIZE} alternating messages (headings, lists, links, bold, inline code, some code blocks and tables) from
  the webhook; "painted" is the first frame in which the last message is in the list and on screen.
- Why n8n's history is slow and heavy (read in \`chat.bundle.umd.js\`): its \`VueMarkdown\` component builds a new
  markdown-it instance inside a Vue \`ref()\` (a deep reactive proxy) for every message, and every \`Message\`
  registers five highlight.js languages in its setup; Papo shares one markdown-it instance and renders each message
  once.
- Page errors seen: ${errors.length ? errors.map((error) => `\`${error}\``).join(', ') : 'none'}.
`;
}
