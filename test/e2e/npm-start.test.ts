// @vitest-environment node
/**
 * `npm start` as a user runs it, over the build `npm test` made before this project (it
 * must not rebuild): a stop signal to npm's pid, or to scripts/start.mjs's, ends the whole
 * process tree (npm, the script, the server) and frees the port. Linux: the tree is read
 * from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { commandLine, isRunning, processTree } from './process-tree';
import { requireBuild } from './site/helpers';

requireBuild({ bundle: true });

const dataDir = mkdtempSync(join(tmpdir(), 'papo-npm-start-'));
const started: number[] = [];

afterEach(() => {
  // A failed test must not leave a server behind.
  for (const pid of started.splice(0)) {
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Runs `npm start` and resolves once the server says where it listens. */
async function npmStart() {
  const npm: ChildProcess = spawn('npm', ['start'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', HISTORY_FILE: join(dataDir, `history-${Date.now()}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(npm.pid!);
  let output = '';
  const url = await new Promise<URL>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) resolve(new URL(listening[1]!));
    };
    npm.stdout!.on('data', read);
    npm.stderr!.on('data', read);
    npm.once('exit', (code) => reject(new Error(`npm start exited (${code}) before listening:\n${output}`)));
  });
  // Answering a request means the server is past its start-up code, stop handlers included.
  expect((await fetch(url)).status).toBe(200);
  const tree = processTree(npm.pid!);
  started.push(...tree.slice(1));
  return { npm, port: Number(url.port), tree, output: () => output };
}

describe('npm start', () => {
  it.each([
    { signal: 'SIGTERM', to: 'npm' },
    { signal: 'SIGINT', to: 'npm' },
    { signal: 'SIGTERM', to: 'scripts/start.mjs' },
    { signal: 'SIGINT', to: 'scripts/start.mjs' },
    // npm cannot pass anything on: the script notices it lost its parent.
    { signal: 'SIGKILL', to: 'npm' },
  ] as const)('$signal to $to stops every process it started and frees the port', async ({ signal, to }) => {
    const { npm, port, tree, output } = await npmStart();
    // Over the existing build: nothing was rebuilt.
    expect(output()).not.toContain('▶ building');
    expect(output().match(/already built/g)).toHaveLength(2);
    const commands = tree.map(commandLine);
    // The node process itself (not a shell whose command line mentions it).
    const script = tree[commands.findIndex((command) => /^\S*node scripts\/start\.mjs$/.test(command))];
    expect(script).toBeDefined();
    expect(commands.some((command) => command.includes('webhook-server/src/cli.js'))).toBe(true);

    process.kill(to === 'npm' ? npm.pid! : script!, signal);

    await expect
      .poll(() => tree.filter(isRunning).map((pid) => `${pid} ${commandLine(pid)}`), { timeout: 30_000 })
      .toEqual([]);
    // The server was asked to stop (it saves the history), not killed. Its last words may
    // still be in the pipe when the processes are gone.
    await expect.poll(output, { timeout: 10_000 }).toMatch(/papo-webhook-server: SIG(TERM|INT), shutting down/);
    expect(await portIsFree(port)).toBe(true);
  });
});
