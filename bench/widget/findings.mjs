/**
 * The "why" notes of the widget section, computed from the runs: where a cold open's time
 * goes, what fills the long frames while streaming, what n8n does before any interaction.
 * Each function returns a markdown bullet, or '' when there is nothing to say.
 */
import { median } from '../stats.mjs';

const ms = (value) => `${Math.round(value)} ms`;

/** Median start → end of each request a cold click started, in the order they start. */
export function coldOpenTimeline(runs, widget) {
  const all = runs.flatMap((run) => run.openCold.requests ?? []);
  const paths = [...new Set(all.map((request) => request.path))];
  const steps = paths
    .map((path) => {
      const mine = all.filter((request) => request.path === path);
      return { path, start: median(mine.map((r) => r.start)), end: median(mine.map((r) => r.end)) };
    })
    .sort((a, b) => a.start - b.start);
  const ready = median(runs.map((run) => run.openCold.ms));
  const cpu = median(runs.map((run) => run.openCold.cpuMs ?? NaN));
  const readyText = `input ready at ${ms(ready)}${Number.isFinite(cpu) ? `, ${ms(cpu)} of it main-thread CPU (trace)` : ''}`;
  if (steps.length === 0) return `- ${widget}'s cold open made no request: ${readyText}.`;
  const timeline = steps.map((step) => `\`${step.path}\` ${ms(step.start)} → ${ms(step.end)}`).join(', ');
  return `- Where ${widget}'s cold open goes (medians from the click, Resource Timing): ${timeline}; ${readyText}.`;
}

/**
 * Row 3, cold: n8n is ahead there because it renders its whole chat, hidden, while every
 * page loads; said with the numbers of rows 2 and 3 whenever that is the case, per peer.
 */
export function coldOpenTradeOff(papoRuns, n8nRuns, baseline, peer = 'n8n') {
  const cold = (runs) => median(runs.map((run) => run.openCold.ms));
  const warm = (runs) => median(runs.map((run) => run.openWarm.ms));
  if (cold(papoRuns) <= cold(n8nRuns)) return '';
  const n8nLoadCpu = median(n8nRuns.map((run) => run.load.taskMs - baseline.taskMs));
  const n8nLongTasks = median(n8nRuns.map((run) => run.load.longTaskTotal));
  return (
    `- A cold click is the one case where ${peer} opens first (${ms(cold(n8nRuns))} vs ${ms(cold(papoRuns))}): it has ` +
    `already built its chat, hidden, during the page's load, which costs every page view ${ms(n8nLoadCpu)} of ` +
    `main-thread time and ${ms(n8nLongTasks)} of long tasks (row 2) whether or not anyone chats. Papo leaves that ` +
    `work until the visitor shows intent; a pointer reaching the toggle before the click, the usual path on a desktop, ` +
    `opens Papo in ${ms(warm(papoRuns))} (${peer}: ${ms(warm(n8nRuns))}).`
  );
}

export function streamFrames(runs, goalMs) {
  const longest = median(runs.map((run) => run.stream.longestGapMs));
  const busiest = median(runs.map((run) => run.stream.longFrameMaxCpuMs));
  const task = median(runs.map((run) => run.stream.longestTaskCpuMs));
  const head = `- Streaming in Papo: longest frame ${ms(longest)} (median of runs); longest single task ${ms(task)} of CPU (trace)`;
  if (longest <= goalMs) return `${head}.`;
  const cause =
    busiest <= goalMs
      ? `the frames over ${goalMs} ms are waits for a core, not Papo's work: the busiest held ${ms(busiest)} of main-thread CPU`
      : `the busiest frame over ${goalMs} ms held ${ms(busiest)} of main-thread CPU`;
  return `${head}; ${cause}.`;
}

/** `runs` by widget; `names` gives each widget's name in the text. */
export function webhookAtLoad(runs, names) {
  const calls = (widget) => median(runs[widget].map((run) => run.bytes.webhookCallsBeforeIntent ?? 0));
  const counts = Object.keys(names)
    .filter((widget) => runs[widget])
    .map((widget) => `${names[widget]} ${calls(widget)}`);
  return `- Webhook calls before any interaction: ${counts.join(', ')} (n8n mounts its whole chat, hidden, at load and asks for the previous session on every page view; deep-chat asks only when a session id is stored).`;
}

export function machine(raw) {
  if (!raw.loadAverage) return '';
  const { start, end } = raw.loadAverage;
  return `- Machine load while measuring: load average ${start.toFixed(1)} at the start and ${end.toFixed(1)} at the end, on ${raw.cores} cores; wall-clock rows (3, 4, 5) stretch when it is above the core count, CPU-time rows much less.`;
}
