// The real CLI process with HISTORY_FILE, killed with SIGKILL while distinct sessions keep
// it busy: after a restart on the same file, every message it answered 2xx is there, and
// no session holds half a turn.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourcesAsMarkdown } from '../src/lia/reply-extras.js';
import { spawnCli, tempDir, waitFor, WEBHOOK } from './helpers.js';

/** Requests kept in flight at all times, so the kill always lands mid-load. */
const CONCURRENCY = 16;
/** Answered requests before the kill. */
const ACKED_BEFORE_KILL = 120;

/** @param {string} historyFile */
async function startCli(historyFile) {
  const { child, output: printed, exited } = spawnCli(historyFile);
  await waitFor(() => printed().includes('history:') || child.exitCode !== null, 30_000);
  const output = printed();
  const base = /listening on (http:\/\/\S+)/.exec(output)?.[1];
  if (!base) throw new Error(`the server did not start:\n${output}`);
  return { child, base, exited };
}

/** @param {string} base @param {object} body */
async function post(base, body) {
  const response = await fetch(`${base}${WEBHOOK}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('HISTORY_FILE under kill -9', () => {
  it('keeps every acknowledged message of a server killed mid-load', { timeout: 120_000 }, async () => {
    // What the memory keeps of a reply: its text with the sources written under it.
    const remembered = (/** @type {any} */ body) =>
      [body.output, sourcesAsMarkdown(body.sources ?? [])].filter(Boolean).join('\n\n');
    const historyFile = join(await tempDir(), 'history.db');
    const first = await startCli(historyFile);
    /** @type {Map<string, { input: string, output: string }>} */
    const acked = new Map();
    let sent = 0;
    let killed = false;
    /** @type {() => void} */
    let reachedTarget = () => {};
    const target = new Promise((resolve) => (reachedTarget = () => resolve(undefined)));

    async function worker() {
      while (!killed) {
        const sessionId = `carga-${sent}`;
        const input = `Como autentico na API? (mensagem ${sent})`;
        sent += 1;
        try {
          const reply = await post(first.base, { action: 'sendMessage', sessionId, chatInput: input });
          if (reply.status >= 200 && reply.status < 300)
            acked.set(sessionId, { input, output: remembered(reply.body) });
          if (acked.size >= ACKED_BEFORE_KILL) reachedTarget();
        } catch {
          return; // the connection died with the server: not acknowledged
        }
      }
    }
    const workers = Array.from({ length: CONCURRENCY }, worker);
    await target;
    killed = true;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(workers);
    expect(sent - acked.size).toBeGreaterThan(0); // some requests were in flight at the kill

    const second = await startCli(historyFile);
    try {
      for (let i = 0; i < sent; i++) {
        const sessionId = `carga-${i}`;
        const { status, body } = await post(second.base, { action: 'loadPreviousSession', sessionId });
        expect(status).toBe(200);
        const contents = body.data.map((/** @type {any} */ item) => item.kwargs.content);
        const answered = acked.get(sessionId);
        if (answered) expect(contents, sessionId).toEqual([answered.input, answered.output]);
        else expect([0, 2], `${sessionId} holds a whole turn or nothing`).toContain(contents.length);
      }
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
