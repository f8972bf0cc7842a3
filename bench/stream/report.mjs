/**
 * Turns the stream part's runs into its section of bench/RESULTS.md: for each reply, the
 * medians of its frames and of the CPU behind them, the load average the runs started at,
 * and whether the goal (no frame over 50 ms) is met; then the hand-written notes.md (what
 * was found and fixed). Every number comes from the runs.
 */
import { readFileSync } from 'node:fs';
import { HUGE_REPLY, LONG_STREAM, STREAM, TINY_STREAM } from '../widget/stream.mjs';
import { median } from '../stats.mjs';

const GOAL_MS = 50;
const size = (bytes) => (bytes >= 1e6 ? `${bytes / 1e6} MB` : `${bytes / 1e3} KB`);
const streamed = ({ bytes, itemChars }) => `${size(bytes)} streamed in ${itemChars}-character items`;

/** The replies measured, in the order of the table (`name` is the case of measureStream). */
export const REPLIES = [
  { name: 'short', label: `${size(STREAM.bytes)} streamed in ${STREAM.chunks} chunks (the widget part's row 5)` },
  { name: 'long', label: `${streamed(LONG_STREAM)} (bench row 5)` },
  { name: 'tiny', label: streamed(TINY_STREAM) },
  { name: 'huge', label: `${size(HUGE_REPLY.bytes)} in one JSON reply, not streamed` },
  { name: 'short-ai-sdk', label: `${size(STREAM.bytes)} in ${STREAM.chunks} chunks over \`transport: 'ai-sdk'\`` },
];

const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const loads = (runs) => {
  const values = runs.map((run) => run.load);
  return `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
};

const COLUMNS = [
  ['Longest frame', (run) => run.longestFrameMs, ms],
  ['Frames over 50 ms', (run) => run.framesOver50, String],
  ['CPU in the busiest of them', (run) => run.longFrameMaxCpuMs, ms],
  ['Longest task, CPU', (run) => run.longestTaskCpuMs, ms],
  ['Longest gap between frames', (run) => run.longestGapMs, ms],
  ['Main-thread CPU', (run) => run.taskMs, ms],
  ['Send → start shown', (run) => run.wallMs, seconds],
];

function table(runs) {
  const head = ['Reply', 'Load average', ...COLUMNS.map(([title]) => title), 'Met?'];
  const lines = [`| ${head.join(' | ')} |`, `| --- | ---: | ${COLUMNS.map(() => '---:').join(' | ')} | :---: |`];
  for (const { name, label } of REPLIES) {
    const own = runs[name] ?? [];
    if (own.length === 0) continue;
    const cells = COLUMNS.map(([, value, format]) => format(median(own.map(value))));
    const met = median(own.map((run) => run.longestFrameMs)) <= GOAL_MS ? 'yes' : '**no**';
    lines.push(`| ${label} | ${loads(own)} | ${cells.join(' | ')} | ${met} |`);
  }
  return lines.join('\n');
}

/** Per reply: how many runs had a frame over 50 ms, and how much of Papo's work was in the worst. */
function finding({ name, label }, runs) {
  const own = runs[name] ?? [];
  if (own.length === 0) return '';
  const withLong = own.filter((run) => run.framesOver50 > 0).length;
  const cpu = Math.max(...own.map((run) => run.longFrameMaxCpuMs));
  const task = Math.max(...own.map((run) => run.longestTaskCpuMs));
  const head = `- ${label}: a frame over ${GOAL_MS} ms in ${withLong} of ${own.length} runs`;
  if (withLong === 0) return `${head}; the longest task held ${ms(task)} of CPU.`;
  const why =
    cpu <= GOAL_MS
      ? `the most CPU any of them held was ${ms(cpu)}: the rest of each was a wait for a core`
      : `the busiest held ${ms(cpu)} of CPU`;
  return `${head}; ${why} (longest task in any run: ${ms(task)} of CPU).`;
}

export function report(raw, notesPath = new URL('notes.md', import.meta.url)) {
  const { runs } = raw;
  const notes = readFileSync(notesPath, 'utf8').trim();
  return `## Row 5 on its own: replies that used to freeze the page

Written by \`node bench/stream/run.mjs\` (\`npm run bench -- stream\`) on ${raw.date.slice(0, 10)}. Papo alone
(\`enableStreaming: true\` but for the JSON reply), fullscreen in the host page's 400 × 600 box, each run in a fresh
browser context; medians of ${raw.rounds} rounds after a discarded warm-up round, the replies in a different order each
round. Streamed items come one per HTTP chunk, one every ${LONG_STREAM.intervalMs} ms (${STREAM.intervalMs} ms for the
20 KB reply). A run ends at the first frame showing the whole reply, or for the long ones its start and "Show all".
The load average (1 minute, ${raw.cores} cores) is the range the runs started at. Frames are the
page's long-animation-frame entries; their CPU and the tasks' come from a trace (thread time), which a busy machine
stretches much less than wall time. Raw runs: \`bench/results/stream.json\`.

${table(runs)}

Goal: no frame over ${GOAL_MS} ms ("Met?" reads the median run's longest frame).

${REPLIES.map((reply) => finding(reply, runs))
  .filter(Boolean)
  .join('\n')}

${notes}
`;
}
