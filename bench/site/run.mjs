#!/usr/bin/env node
/**
 * The docs site's part of `npm run bench` (issue 7): Lighthouse on the home page, a docs
 * page and a blog post, and the site's cold build time. Writes bench/results/site.md (its
 * section of bench/RESULTS.md) and bench/results/site.json (every run's numbers).
 *
 *   node bench/site/run.mjs             cold builds, then Lighthouse on the last build
 *   node bench/site/run.mjs --no-build  Lighthouse only (builds the site if it is missing)
 *
 * Needs the library built (dist/) and bench/'s dependencies installed; bench/run.mjs sees to both.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHES, coldBuild, coldBuilds } from './cold-build.mjs';
import { auditPages } from './lighthouse.mjs';
import { formatMarkdown, renderMarkdown } from './report.mjs';
import { startSiteServer } from './server.mjs';
import { median, medianOf } from '../stats.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const resultsDir = join(here, '../results');
// Every run's full Lighthouse report, for finding out why a score dropped (too big to commit).
const reportsDir = join(tmpdir(), 'papo-bench-site');

/** One page of each kind the site has; `file` is where the build puts it. */
const PAGES = [
  { name: 'Home', path: '/', file: 'index.html' },
  { name: 'Docs page', path: '/docs/intro', file: 'docs/intro/index.html' },
  { name: 'Blog post', path: '/blog/welcome', file: 'blog/welcome/index.html' },
];
const LIGHTHOUSE_RUNS = 3;
const BUILD_RUNS = 3;
// After a build over a minute, no more repeats: `npm run bench` should stay within a few minutes.
const SLOW_BUILD_SECONDS = 60;

const siteDir = join(root, 'docs-site/dist');
const skipBuilds = process.argv.includes('--no-build');

// `--report-only` rewrites site.md from the last site.json, e.g. after editing notes.md or report.mjs.
if (process.argv.includes('--report-only')) {
  const last = JSON.parse(readFileSync(join(resultsDir, 'site.json'), 'utf8'));
  writeFileSync(join(resultsDir, 'site.md'), await formatMarkdown(renderMarkdown(last, join(here, 'notes.md'))));
  console.log('bench site: rewrote bench/results/site.md from site.json');
  process.exit(0);
}

if (!existsSync(join(root, 'dist/index.js'))) {
  throw new Error('bench site: the library is not built (no dist/index.js): run `npm run build:lib` first');
}

let build = null;
if (!skipBuilds) {
  const runs = coldBuilds(root, BUILD_RUNS, SLOW_BUILD_SECONDS);
  const astroSeconds = runs.map((run) => run.astroBuildSeconds).filter((value) => value !== null);
  build = {
    command: 'npm run build -w docs-site',
    removed: CACHES,
    runs,
    median: median(runs.map((run) => run.seconds)),
    astroBuildMedian: astroSeconds.length > 0 ? median(astroSeconds) : null,
  };
} else if (!existsSync(join(siteDir, 'index.html'))) {
  console.log('bench site: docs-site/dist is missing, building it');
  coldBuild(root);
}

const missing = PAGES.filter((page) => !existsSync(join(siteDir, page.file)));
if (missing.length > 0) {
  throw new Error(`bench site: the build has no ${missing.map((page) => page.path).join(', ')}: update PAGES`);
}

// How busy the machine was: on shared cores, other work shows up as TBT (see notes.md).
const loadAverage = Number(loadavg()[0].toFixed(1));
mkdirSync(reportsDir, { recursive: true });
const saveReport = (page, run, lhr) => {
  const name = `${page.name.toLowerCase().replaceAll(' ', '-')}-${run}.json`;
  writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
};
const server = await startSiteServer(root);
let audited;
try {
  audited = await auditPages(server.url, PAGES, LIGHTHOUSE_RUNS, saveReport);
} finally {
  await server.stop();
}

const pages = audited.map(({ file: _file, ...page }) => ({
  ...page,
  median: {
    scores: medianOf(page.runs.map((run) => run.scores)),
    metrics: medianOf(page.runs.map((run) => run.metrics)),
  },
}));
const first = pages[0].runs[0];
const result = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model.trim(), memoryGiB: Math.round(totalmem() / 2 ** 30) },
  node: process.version,
  lighthouse: {
    version: first.lighthouseVersion,
    browser: /HeadlessChrome\/[\d.]+/.exec(first.userAgent)?.[0] ?? first.userAgent,
    settings: 'defaults: mobile form factor, simulated throttling',
    runs: LIGHTHOUSE_RUNS,
    loadAverage,
    pages,
  },
  build,
};

mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'site.json'), JSON.stringify(result, null, 2) + '\n');
writeFileSync(join(resultsDir, 'site.md'), await formatMarkdown(renderMarkdown(result, join(here, 'notes.md'))));
console.log(`bench site: wrote bench/results/site.md and site.json; full Lighthouse reports in ${reportsDir}`);
