#!/usr/bin/env node
/**
 * Row 5 on its own (issue 11: the widget never freezes on a reply): Papo alone with the
 * replies that used to freeze the page, each in a fresh browser context of one Chromium:
 * the widget part's 20 KB stream, 200 KB in 20-character items, 100 KB in 5-character
 * items and 5 MB in one JSON reply (bench/widget/stream.mjs measures each). A round takes
 * about a minute, so this is a part of its own: `npm run bench -- stream`.
 *
 * Writes bench/results/stream.md (its section of RESULTS.md) and stream.json (every run, with
 * the machine's load average when it started). `BENCH_ROUNDS=3 node bench/stream/run.mjs`
 * for a quicker, noisier run; `--report-only` rewrites stream.md from the last stream.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { launchChromium } from '../widget/browser.mjs';
import { staticFiles } from '../widget/files.mjs';
import { hostPage } from '../widget/pages.mjs';
import { measureStream } from '../widget/stream.mjs';
import { startStaticServer } from '../../test/helpers/static-server.mjs';
import { report, REPLIES } from './report.mjs';

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

async function measureAll() {
  const server = await startStaticServer({ files: staticFiles(), pages: { '/host.html': hostPage }, gzip: true });
  const browser = await launchChromium();
  const names = REPLIES.map((reply) => reply.name);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  const started = Date.now();
  try {
    for (let round = 0; round <= rounds; round += 1) {
      // Each round starts with another reply, so none always runs on a warmer (or busier) machine.
      const order = names.map((_, index) => names[(index + round) % names.length]);
      for (const name of order) {
        const load = loadavg()[0];
        const result = await measureStream(browser, server, 'papo', name);
        if (round > 0) runs[name].push({ round, load, ...result });
      }
      console.log(`bench stream: round ${round}/${rounds}${round === 0 ? ' (warm-up)' : ''} done`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  return { date: new Date().toISOString(), rounds, seconds, cores: cpus().length, runs };
}

mkdirSync(resultsDir, { recursive: true });
const reportOnly = process.argv.includes('--report-only');
const raw = reportOnly ? JSON.parse(readFileSync(join(resultsDir, 'stream.json'), 'utf8')) : await measureAll();
// Formatted with the repo's Prettier config, so `prettier --check .` passes on the results too.
async function write(name, text) {
  const file = join(resultsDir, name);
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}
if (!reportOnly) await write('stream.json', JSON.stringify(raw));
await write('stream.md', report(raw));
console.log(`bench stream: wrote bench/results/stream.md${reportOnly ? '' : ` and stream.json (${raw.seconds} s)`}`);
