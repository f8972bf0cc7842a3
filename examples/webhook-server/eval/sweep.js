// A dev tool, not a gate: how much each of Lia's hand-set constants (eval/sweep-constants.js)
// earns, measured on the tuned set split in two fixed halves, the questions at even positions
// of questions.json and those at odd ones (docs and off-topic questions alike). For each value
// tried it copies src/lia to a temporary directory, rewrites that one constant in the copy,
// and asks both halves with the copy's assistant in a child process (so each copy's modules
// and index are freed when it ends), printing hit@1, hit@3, answer has fact and off-topic
// declined per half, as counts, beside the unchanged code's.
//
// A value is a candidate when it raises one half (hit@1, fact or declined) and lowers neither
// (in any of the three, nor hit@3); `--greedy` then combines the candidates, best first, each
// kept only if, added to those kept, it still raises a half and lowers none. The result is a
// lead for a person to check on the held-out sets as totals (`npm run eval:lia --
// --totals-only`), once: this tool reads questions.json and the built docs text ONLY, never a
// held-out set, so its choices cannot be fitted to them. eval/ROUNDS.md, round 17b.
//
//   node eval/sweep.js [--group ranking|passage|decline] [--only NAME,NAME] [--greedy]
//   node eval/sweep.js --set NAME=VALUE,NAME=VALUE   (one combination, both halves)

import { fork } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONSTANTS, valuesToTry } from './sweep-constants.js';
import { askQuestions, DOCS_TEXT, QUESTIONS_FILE, questionsIn } from './run.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SERVER = join(HERE, '..');
const LIA = join(SERVER, 'src/lia');

/**
 * @typedef {{ at1: number, at3: number, fact: number, declined: number }} Counts
 * @typedef {{ even: Counts, odd: Counts }} Halves
 * @typedef {Record<string, number>} Changes constant name → value
 */

/**
 * A constant's line in its file: `const NAME = 1.5;`, or `field: 3,` inside BOOST.
 * @param {string} name
 */
function valuePattern(name) {
  const field = name.startsWith('BOOST.') ? name.slice('BOOST.'.length) : undefined;
  return field
    ? new RegExp(`^(\\s+${field}: )([\\d.]+)(,)$`, 'm')
    : new RegExp(`^((?:export )?const ${name} = )([\\d.]+)(;)$`, 'm');
}

/** @param {string} name */
function constantOf(name) {
  const constant = CONSTANTS.find((known) => known.name === name);
  if (!constant) throw new Error(`--set/--only: "${name}" is not a constant of eval/sweep-constants.js`);
  return constant;
}

/** The value a constant has in src/lia now. @param {string} name */
export async function currentValue(name) {
  const constant = constantOf(name);
  const match = valuePattern(name).exec(await readFile(join(LIA, constant.file), 'utf8'));
  if (!match) throw new Error(`${constant.file}: no line setting ${name} to a number`);
  return Number(match[2]);
}

/**
 * A copy of src/lia with the changes written in, beside links to the server's and the repo's
 * node_modules so its imports resolve as the original's do. Returns the copy's root.
 * @param {Changes} changes
 */
async function changedCopy(changes) {
  const root = await mkdtemp(join(tmpdir(), 'lia-sweep-'));
  const server = join(root, 'server');
  await mkdir(join(server, 'src'), { recursive: true });
  await cp(LIA, join(server, 'src/lia'), { recursive: true });
  await symlink(join(SERVER, 'node_modules'), join(server, 'node_modules'), 'dir');
  await symlink(join(SERVER, '../../node_modules'), join(root, 'node_modules'), 'dir');
  for (const [name, value] of Object.entries(changes)) {
    const file = join(server, 'src/lia', constantOf(name).file);
    const text = await readFile(file, 'utf8');
    const pattern = valuePattern(name);
    if (!pattern.test(text)) throw new Error(`${file}: no line setting ${name} to a number`);
    await writeFile(file, text.replace(pattern, `$1${value}$3`));
  }
  return { root, lia: join(server, 'src/lia') };
}

/** Both halves asked with a copy of Lia changed by `changes` (in this process: the child's job). @param {Changes} changes */
async function measureHere(changes) {
  const { root, lia } = await changedCopy(changes);
  try {
    const { createAssistant } = await import(pathToFileURL(join(lia, 'assistant.js')).href);
    const { loadDocsIndex } = await import(pathToFileURL(join(lia, 'docs-index.js')).href);
    const index = await loadDocsIndex(DOCS_TEXT);
    if (index.missing) throw new Error(`${DOCS_TEXT} is missing: build the docs site first.`);
    const questions = questionsIn(JSON.parse(await readFile(QUESTIONS_FILE, 'utf8')));
    /** @param {0 | 1} parity */
    const half = async (parity) => {
      const result = await askQuestions(
        questions.filter((_, at) => at % 2 === parity),
        createAssistant({ index }),
        QUESTIONS_FILE,
      );
      const count = (/** @type {number} */ share, /** @type {number} */ of) => Math.round(share * of);
      return {
        at1: count(result.hitAt1, result.asked),
        at3: count(result.hitAt3, result.asked),
        fact: count(result.answerHasFact, result.asked),
        declined: count(result.offTopicDeclined, result.offTopic),
      };
    };
    return { even: await half(0), odd: await half(1) };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Both halves measured in a child process, whose memory goes with it. @param {Changes} changes @returns {Promise<Halves>} */
function measure(changes) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--child', JSON.stringify(changes)], { stdio: 'inherit' });
    child.once('message', (halves) => resolve(/** @type {Halves} */ (halves)));
    child.once('error', reject);
    child.once('exit', (code) => code && reject(new Error(`sweep child exited with ${code}`)));
  });
}

/** @type {(keyof Counts)[]} */
const GAINED = ['at1', 'fact', 'declined'];
/** @type {(keyof Counts)[]} */
const KEPT = [...GAINED, 'at3'];
/** @type {(keyof Halves)[]} */
const HALVES = ['even', 'odd'];

/**
 * Whether `halves` raises one half over `base` (hit@1, fact or declined) and lowers neither (nor hit@3).
 * @param {Halves} halves
 * @param {Halves} base
 */
export function isCandidate(halves, base) {
  const lowers = HALVES.some((half) => KEPT.some((key) => halves[half][key] < base[half][key]));
  const raises = HALVES.some((half) => GAINED.some((key) => halves[half][key] > base[half][key]));
  return raises && !lowers;
}

/** @param {Halves} halves @param {Halves} base */
const gain = (halves, base) =>
  HALVES.reduce((sum, half) => sum + GAINED.reduce((s, key) => s + halves[half][key] - base[half][key], 0), 0);

/** @param {Counts} counts @param {Counts} base */
function cell(counts, base) {
  const delta = (/** @type {keyof Counts} */ key) => {
    const d = counts[key] - base[key];
    return d === 0 ? '' : d > 0 ? `+${d}` : String(d);
  };
  /** @type {(keyof Counts)[]} */
  const shown = ['at1', 'at3', 'fact', 'declined'];
  return shown.map((key) => `${counts[key]}${delta(key)}`.padEnd(7)).join(' ');
}

/** @param {string} label @param {Halves} halves @param {Halves} base */
const row = (label, halves, base) =>
  `${label.padEnd(34)} | ${cell(halves.even, base.even)} | ${cell(halves.odd, base.odd)}${isCandidate(halves, base) ? ' | candidate' : ''}`;

/** @param {string[]} args @param {string} flag */
const optionOf = (args, flag) => {
  const at = args.indexOf(flag);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
};

/** @param {string} list "NAME=1.5,NAME=2" @returns {Changes} */
function parseChanges(list) {
  return Object.fromEntries(
    list.split(',').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      constantOf(name);
      if (!/^\d+(?:\.\d+)?$/.test(value)) throw new Error(`--set: ${name}'s value must be a number, not "${value}"`);
      return [name, Number(value)];
    }),
  );
}

/**
 * Combines candidates, most gained first, one value per constant: each kept when, with those
 * kept before, it still raises a half and lowers none.
 * @param {{ changes: Changes, halves: Halves }[]} candidates
 * @param {Halves} base
 */
async function combine(candidates, base) {
  /** @type {Changes} */
  let kept = {};
  let best = base;
  const ordered = [...candidates].sort((a, b) => gain(b.halves, base) - gain(a.halves, base));
  for (const { changes } of ordered) {
    const [name = ''] = Object.keys(changes);
    if (name in kept) continue;
    const tried = { ...kept, ...changes };
    const halves = await measure(tried);
    const label = Object.entries(tried)
      .map(([n, v]) => `${n}=${v}`)
      .join(',');
    console.info(row(`+ ${name}=${changes[name]}`, halves, best), isCandidate(halves, best) ? '(kept)' : '');
    if (isCandidate(halves, best)) [kept, best] = [tried, halves];
    else console.info(`  (not kept over ${label || 'nothing'})`);
  }
  return { kept, best };
}

/** @param {string[]} args */
async function main(args) {
  const only = optionOf(args, '--only')?.split(',');
  const group = optionOf(args, '--group');
  const set = optionOf(args, '--set');
  const base = await measure({});
  console.info(`${'value'.padEnd(34)} | even: @1 @3 fact declined       | odd: @1 @3 fact declined`);
  console.info(row('unchanged', base, base));
  if (set) return console.info(row(set, await measure(parseChanges(set)), base));
  const swept = CONSTANTS.filter(
    (constant) => (!only || only.includes(constant.name)) && (!group || constant.group === group),
  );
  const candidates = [];
  for (const constant of swept) {
    const value = await currentValue(constant.name);
    for (const tried of valuesToTry(constant, value)) {
      const changes = { [constant.name]: tried };
      const halves = await measure(changes);
      const off = tried === constant.off ? ' (off)' : '';
      console.info(row(`${constant.name} ${value} → ${tried}${off}`, halves, base));
      if (isCandidate(halves, base)) candidates.push({ changes, halves });
    }
  }
  if (!args.includes('--greedy')) return;
  console.info('\nCombining the candidates, most gained first:');
  const { kept, best } = await combine(candidates, base);
  console.info(`\nKept: ${JSON.stringify(kept)}`);
  console.info(row('combination', best, base));
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  const halves = await measureHere(JSON.parse(args[1] ?? '{}'));
  // The IPC channel keeps a child alive: let it go once the halves are sent.
  process.send?.(halves, () => process.disconnect());
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(args);
}
