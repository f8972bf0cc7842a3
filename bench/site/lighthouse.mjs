// Lighthouse with its defaults (mobile form factor, simulated throttling) against the
// system Chromium. One browser for all runs; pages are audited round-robin so that a busy
// moment on the shared machine hurts all pages alike instead of one page's three runs.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

// Like the end-to-end tests' flags (test/e2e/chromium.ts): without them Chromium keeps calling home, which the
// closed network here refuses (and which would show up in the audits). The resolver rule
// makes any host but 127.0.0.1 unreachable, so neither Lighthouse nor the page can fetch
// from outside; an attempt shows up as a failed request in `externalRequests`.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * @param {string} baseUrl
 * @param {{ name: string, path: string }[]} pages
 * @param {number} runs
 * @param {(page: { name: string, path: string }, run: number, lhr: object) => void} [onReport]
 */
export async function auditPages(baseUrl, pages, runs, onReport) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  const results = new Map(pages.map((page) => [page.path, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const url = new URL(page.path, baseUrl).href;
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
        onReport?.(page, run, lhr);
        results.get(page.path).push(summarize(lhr, baseUrl));
        console.log(`bench site: lighthouse ${page.path} run ${run}/${runs}: ${scoreLine(lhr)}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return pages.map((page) => ({ ...page, runs: results.get(page.path) }));
}

/** The numbers of one run, and the audits that explain them. */
function summarize(lhr, baseUrl) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue]));
  // Scored audits that cost points, per category (for performance: the metrics themselves).
  const failing = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => brief(lhr.audits[ref.id])),
    ]),
  );
  // Lighthouse's own "what would make it faster": audits that estimate a saving.
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'metricSavings' && audit.score !== null && audit.score < 1)
    .map(brief);
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
    url: relative(task.url, baseUrl),
    ms: Math.round(task.duration),
  }));
  const origin = new URL(baseUrl).origin;
  const externalRequests = (lhr.audits['network-requests']?.details?.items ?? [])
    .map((request) => request.url)
    .filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'));
  return {
    scores,
    metrics,
    failing,
    opportunities,
    longTasks,
    externalRequests,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

function brief(audit) {
  return { id: audit.id, score: audit.score, displayValue: audit.displayValue ?? '' };
}

function relative(url, baseUrl) {
  return url.startsWith(baseUrl) ? url.slice(baseUrl.length) || '/' : url;
}

function scoreLine(lhr) {
  return CATEGORIES.map((id) => `${id} ${Math.round(lhr.categories[id].score * 100)}`).join(', ');
}
