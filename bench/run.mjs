#!/usr/bin/env node
/**
 * `npm run bench`: the side-by-side benchmarks of issue 7 (not part of `npm test`).
 *
 * Installs bench/'s own dependencies (@n8n/chat, lighthouse) on first use, builds what is
 * missing, runs each part, and writes bench/RESULTS.md from the parts' sections.
 *
 * Each part is a script that writes `bench/results/<part>.md` (its section of RESULTS.md,
 * starting with a `## ` heading) and `bench/results/<part>.json` (the raw numbers).
 * Run one part alone with `npm run bench -- widget` (or `stream`, `site`, `server`); `npm run bench -- --assemble`
 * only rewrites RESULTS.md from the parts' last sections.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const parts = ['widget', 'stream', 'site', 'server'];

function run(command, args, options = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}

function packageVersion(path) {
  return JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).version;
}

function chromiumVersion() {
  try {
    // Debian's /usr/bin/chromium is a shell wrapper that complains on stderr; only stdout matters.
    return execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

const chosen = process.argv.slice(2).filter((arg) => parts.includes(arg));
const assembleOnly = process.argv.includes('--assemble');
const selected = assembleOnly ? [] : chosen.length > 0 ? chosen : parts;

if (!['@n8n/chat', 'autocannon'].every((name) => existsSync(join(benchDir, 'node_modules', name)))) {
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefix', benchDir]);
}
// The server part needs neither a browser nor the library's build; assembling needs nothing.
if (selected.some((part) => part !== 'server')) {
  run('node', ['scripts/ensure-chromium.mjs']);
  if (!existsSync(join(root, 'dist/browser/papo-chat.js'))) run('npm', ['run', 'build:lib']);
}

for (const part of selected) {
  run('node', [join(benchDir, part, 'run.mjs')]);
}

const sections = parts
  .map((part) => join(benchDir, 'results', `${part}.md`))
  .filter((path) => existsSync(path))
  .map((path) => readFileSync(path, 'utf8').trim());

/** When each part was last measured (its JSON's `date`): parts can be run alone. */
function partDates() {
  const byDate = new Map();
  for (const part of parts) {
    const path = join(benchDir, 'results', `${part}.json`);
    if (!existsSync(path)) continue;
    const date = String(JSON.parse(readFileSync(path, 'utf8')).date ?? '').slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), part]);
  }
  return [...byDate].map(([date, names]) => `${date} (${names.join(', ')})`).join(', ');
}

const header = `# Benchmarks: papo-chat vs @n8n/chat

Written by \`npm run bench\` (bench/run.mjs); do not edit by hand. Medians of alternating runs
in one Chromium; ratios are n8n ÷ Papo (higher is better for Papo).

| Machine | Date | Node | Chromium | papo-chat | @n8n/chat |
| --- | --- | --- | --- | --- | --- |
| ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB | ${partDates()} | ${process.version} | ${chromiumVersion()} | ${packageVersion(root)} | ${packageVersion(join(benchDir, 'node_modules/@n8n/chat'))} |
`;

const results = join(benchDir, 'RESULTS.md');
writeFileSync(results, [header, ...sections].join('\n\n') + '\n');
// The repo's Prettier aligns the tables, so `npm run lint` passes on the committed results.
run('node', [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', results], { stdio: 'ignore' });
console.log(`bench: wrote ${join('bench', 'RESULTS.md')}`);
