#!/usr/bin/env node
/**
 * The widget half of `npm run bench` (issues 7 and 16, rows 1–5): papo-chat against its
 * peers (@n8n/chat 0.62.0 and 1.37.0, deep-chat) in one Chromium, one host page and one
 * fake webhook. Each round measures every widget (the order rotated every round, so none
 * always runs on a warmer machine), each measurement in a fresh browser context. Round 0
 * is a warm-up and is thrown away.
 *
 * Writes bench/results/widget.md (the section for RESULTS.md) and widget.json (every run).
 * `BENCH_ROUNDS=3 node bench/widget/run.mjs` for a quicker, noisier run;
 * `BENCH_WIDGETS=papo,deepchat` measures only those (while developing: the report needs all).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { launchChromium } from './browser.mjs';
import { measureBytes } from './bytes.mjs';
import { measureHistory } from './history.mjs';
import { measureLoadCost } from './load-cost.mjs';
import { measureOpenTime, REMOTE_WEBHOOK_MS } from './open-time.mjs';
import { hostPage } from './pages.mjs';
import { report } from './report.mjs';
import { staticFiles } from './files.mjs';
import { measureStream } from './stream.mjs';
import { WIDGETS } from './widgets.mjs';
import { startStaticServer } from '../../test/helpers/static-server.mjs';

const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);

/**
 * What one round measures of a widget; `streamRenderer` is who renders row 5's stream for
 * it (none: row 5 left out), `opens`: whether it has a toggle to click (row 3).
 */
const measurementsOf = (widget, { streamRenderer, opens = true }) => ({
  bytes: (b, s) => measureBytes(b, s, widget),
  load: (b, s) => measureLoadCost(b, s, widget),
  ...(opens && {
    openCold: (b, s) => measureOpenTime(b, s, widget, { warm: false }),
    openWarm: (b, s) => measureOpenTime(b, s, widget, { warm: true }),
    openRemote: (b, s) => measureOpenTime(b, s, widget, { warm: true, webhookDelayMs: REMOTE_WEBHOOK_MS }),
  }),
  history: (b, s) => measureHistory(b, s, widget),
  ...(streamRenderer && { stream: (b, s) => measureStream(b, s, streamRenderer) }),
});

/** Every measurement of one round for one widget; keys become the rows of the JSON. */
const MEASUREMENTS = {
  papo: measurementsOf('papo', { streamRenderer: 'papo' }),
  // @n8n/chat 0.62 does not stream: the naive renderer stands in for it in row 5 (as in
  // issue 7's table).
  n8n: measurementsOf('n8n', { streamRenderer: 'naive' }),
  // n8n 1.37 streams (`enableStreaming`, the same NDJSON the fake webhook sends Papo).
  n8n137: measurementsOf('n8n137', { streamRenderer: 'n8n137' }),
  // deep-chat is an always-open element with no toggle: nothing to click in row 3.
  deepchat: measurementsOf('deepchat', { opens: false }),
  none: {
    load: (b, s) => measureLoadCost(b, s, 'none'),
  },
};
const widgets = process.env.BENCH_WIDGETS?.split(',') ?? WIDGETS;

async function measureAll() {
  const server = await startStaticServer({ files: staticFiles(), pages: { '/host.html': hostPage }, gzip: true });
  const browser = await launchChromium();
  const runs = Object.fromEntries([...widgets, 'none'].map((widget) => [widget, []]));
  const started = Date.now();
  // How busy the machine was: timings from a loaded machine are read with that in mind.
  const loadAverage = { start: loadavg()[0] };
  try {
    for (let round = 0; round <= rounds; round += 1) {
      // Rotated by one each round: every widget runs in every position equally often.
      const shift = round % widgets.length;
      const order = [...widgets.slice(shift), ...widgets.slice(0, shift), 'none'];
      for (const widget of order) {
        const run = { round };
        for (const [name, measure] of Object.entries(MEASUREMENTS[widget])) run[name] = await measure(browser, server);
        if (round > 0) runs[widget].push(run);
      }
      console.log(`bench widget: round ${round}/${rounds}${round === 0 ? ' (warm-up)' : ''} done`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  loadAverage.end = loadavg()[0];
  const seconds = Math.round((Date.now() - started) / 1000);
  return { date: new Date().toISOString(), rounds, seconds, cores: cpus().length, loadAverage, runs };
}

const resultsDir = join(benchDir, 'results');
mkdirSync(resultsDir, { recursive: true });
// `--report-only` rewrites widget.md from the last widget.json, e.g. after changing report.mjs.
const reportOnly = process.argv.includes('--report-only');
const raw = reportOnly ? JSON.parse(readFileSync(join(resultsDir, 'widget.json'), 'utf8')) : await measureAll();
// Formatted with the repo's Prettier config, so `prettier --check .` passes on the results too.
async function write(name, text) {
  const file = join(resultsDir, name);
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}
if (!reportOnly) await write('widget.json', JSON.stringify(raw));
await write('widget.md', report(raw));
console.log(`bench widget: wrote bench/results/widget.md${reportOnly ? '' : ` and widget.json (${raw.seconds} s)`}`);
