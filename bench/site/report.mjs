// bench/results/site.md: the site's section of bench/RESULTS.md, rendered from the numbers
// in site.json, plus the hand-written notes of notes.md (the reasons behind the numbers).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from './lighthouse.mjs';

export const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORY_NAMES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The categories of a page's medians that miss issue 7's goals. */
export function missedGoals(page) {
  return CATEGORIES.filter((id) => page.median.scores[id] < GOALS[id]);
}

function lighthouseTable(pages) {
  const rows = pages.map((page) => {
    const { scores, metrics } = page.median;
    const performanceRuns = page.runs.map((run) => run.scores.performance).join(', ');
    return [
      `${page.name} \`${page.path}\``,
      ...CATEGORIES.map((id) => (scores[id] < GOALS[id] ? `**${scores[id]}**` : String(scores[id]))),
      performanceRuns,
      seconds(metrics.fcp),
      seconds(metrics.lcp),
      `${Math.round(metrics.tbt)} ms`,
      metrics.cls.toFixed(3),
    ];
  });
  const header = [
    'Page',
    ...CATEGORIES.map((id) => CATEGORY_NAMES[id]),
    'Perf. of each run',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
  ];
  const align = ['---', ...header.slice(1).map(() => '---:')];
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function goalsLine(pages) {
  const misses = pages.flatMap((page) =>
    missedGoals(page).map((id) => `${page.name} ${CATEGORY_NAMES[id].toLowerCase()} ${page.median.scores[id]}`),
  );
  const goals = 'performance ≥ 98, accessibility, best practices and SEO 100';
  return misses.length === 0
    ? `Issue 7's goals (${goals}): **met** on all ${pages.length} pages.`
    : `Issue 7's goals (${goals}): **missed**: ${misses.join('; ')}.`;
}

/** What Lighthouse says costs time or points, from the page's run with the median performance score. */
function findings(page) {
  const run = page.runs.find((each) => each.scores.performance === page.median.scores.performance) ?? page.runs[0];
  const lines = [];
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) => run.failing[id]);
  lines.push(
    failing.length === 0
      ? 'accessibility, best practices, SEO: no failing audit'
      : `failing audits: ${failing.map((audit) => `\`${audit.id}\` (${audit.score})`).join(', ')}`,
  );
  if (run.opportunities.length > 0) {
    const list = run.opportunities.map(
      (audit) => `\`${audit.id}\`${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
    lines.push(`estimated savings: ${list.join(', ')}`);
  }
  const tasks = [...run.longTasks].sort((a, b) => b.ms - a.ms).slice(0, 4);
  if (tasks.length > 0) lines.push(`longest tasks: ${tasks.map((task) => `${task.ms} ms \`${task.url}\``).join(', ')}`);
  const external = [...new Set(page.runs.flatMap((each) => each.externalRequests))];
  lines.push(
    external.length === 0 ? 'requests outside 127.0.0.1: none' : `requests outside 127.0.0.1: ${external.join(', ')}`,
  );
  return `- ${page.name} (run with the median performance): ${lines.join('; ')}.`;
}

function buildSection(build) {
  const each = build.runs.map((run) => `${run.seconds.toFixed(1)} s`).join(', ');
  const pages = build.runs[0]?.pages;
  return `### Cold build

\`npm run build -w docs-site\` (\`astro build\`, the Pagefind index, the link check) after deleting
${build.removed.map((path) => `\`${path}\``).join(', ')}: no output, no generated types or content
data store, no Vite dependency cache. Not included: \`npm ci\`, and the library build (\`npm run
build:lib\`), which the site needs first because it imports \`papo-chat\` from the root's \`dist/\`.
The operating system's file cache is warm (files just read by the previous build).

| Builds | Median | Each | Of which \`astro build\` (median) | Pages |
| ---: | ---: | --- | ---: | ---: |
| ${build.runs.length} | ${build.median.toFixed(1)} s | ${each} | ${build.astroBuildMedian === null ? 'n/a' : `${build.astroBuildMedian.toFixed(1)} s`} | ${pages ?? 'n/a'} |
`;
}

/** @param {object} result what run.mjs writes to site.json @param {string} notesPath */
export function renderMarkdown(result, notesPath) {
  const { lighthouse, build, machine } = result;
  const notes = readFileSync(notesPath, 'utf8').trim();
  return `## Docs site: Lighthouse and cold build

Lighthouse ${lighthouse.version} with its default settings: mobile form factor and simulated throttling
(150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown), a cold cache each run, in ${lighthouse.browser} (headless). The
built site is served as \`npm start\` serves it, by the reference webhook server on 127.0.0.1 (text
files br- or gzip-compressed), with the chat on every page. ${lighthouse.runs} runs per page, round-robin; each number
below is the median of its runs on its own. Load average when Lighthouse started: ${lighthouse.loadAverage}
on ${machine.cpus} cores.

### Lighthouse (mobile)

${lighthouseTable(lighthouse.pages)}

${goalsLine(lighthouse.pages)}

${lighthouse.pages.map(findings).join('\n')}

${build ? buildSection(build) : '### Cold build\n\nNot measured in this run (`--no-build`).\n'}
### Notes

${notes}
`;
}

/**
 * The repository's Prettier (CI runs `prettier --check .`) aligns the tables, so the
 * generated file passes the check and reads well as plain text.
 * @param {string} markdown
 */
export async function formatMarkdown(markdown) {
  const prettier = await import('prettier');
  const file = fileURLToPath(new URL('../results/site.md', import.meta.url));
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(markdown, { ...options, filepath: file });
}
