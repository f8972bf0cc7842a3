// @vitest-environment node
/**
 * The built standalone widget against n8n in queue mode (`npm run test:n8n -- --queue`,
 * examples/n8n/queue-mode/): the worker running a visitor's message dies. The send fails
 * visibly with Retry, Retry is answered by the other worker, and the history in Postgres
 * Chat Memory keeps every message once.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bubbles, lastTwo, openWidget, send, startN8nPages, type N8nPages } from '../n8n/n8n-page';

const queue = JSON.parse(process.env.PAPO_N8N_QUEUE ?? 'null') as {
  workers: Array<{ pid: number; log: string }>;
  slowWebhook: string;
  lostJobs: { lostJobAnsweredWithinMs: number };
} | null;
if (!queue) throw new Error('PAPO_N8N_QUEUE is not set: run these tests with `npm run test:n8n -- --queue`.');
/** Answers `eco: <message>` after a 4 s Wait node: long enough to kill its worker mid-run. */
const slowWebhook = `${process.env.PAPO_N8N_URL}/webhook/${queue.slowWebhook}/chat`;

/**
 * n8n answers the request of a job whose worker died at most `lostJobAnsweredWithinMs` after
 * the kill, from the lock settings the stack runs with (examples/n8n/queue-mode/lost-jobs.mjs:
 * on 2.x the 30 s lock, the 5 s stalled check and 2.x's fixed 30 s grace, 65 s; 35 s on 1.x).
 * The test waits twice that plus 30 s, because the machine may be busy; a request n8n never
 * answers still fails it. The widget's own timeout is set past that wait, so the Retry seen
 * is n8n's answer, not the widget giving up.
 */
const answeredWithinMs = 2 * queue.lostJobs.lostJobAnsweredWithinMs + 30_000;
const slowOptions = { webhookUrl: slowWebhook, requestTimeoutMs: answeredWithinMs + 60_000 };

const started = (log: string) => readFileSync(log, 'utf8').match(/Worker started execution \d+/g)?.length ?? 0;

let pages: N8nPages;

beforeAll(async () => {
  pages = await startN8nPages();
});

afterAll(async () => {
  await pages?.close();
});

describe('a worker that dies while it runs a message', () => {
  it(
    'fails the send with Retry, Retry is answered, and the history holds each message once',
    async () => {
      const { page, close } = await pages.open(slowOptions);
      await send(page, 'antes');
      await expect.poll(() => lastTwo(page)).toEqual(['user: antes', 'bot: eco: antes']);

      const before = queue.workers.map((worker) => started(worker.log));
      await send(page, 'durante');
      // The worker whose log shows the new execution is the one running this message.
      await expect
        .poll(() => queue.workers.findIndex((worker, index) => started(worker.log) > before[index]!))
        .not.toBe(-1);
      const victim = queue.workers.find((worker, index) => started(worker.log) > before[index]!)!;
      process.kill(-victim.pid, 'SIGKILL');

      // n8n notices the lost job (the script's short worker lock) and answers 500.
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor({ timeout: answeredWithinMs });
      expect((await lastTwo(page))[1]).toContain('(error 500)');
      await retry.click();
      await expect.poll(() => lastTwo(page)).toEqual(['user: durante', 'bot: eco: durante']);
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);

      // The memory is Postgres, shared by every worker: a reload shows both exchanges, once.
      await page.reload({ waitUntil: 'load' });
      await openWidget(page, slowOptions);
      await expect
        .poll(async () => (await bubbles(page)).filter((text) => /antes|durante/.test(text)))
        .toEqual(['user: antes', 'bot: eco: antes', 'user: durante', 'bot: eco: durante']);
      await close();
    },
    answeredWithinMs + 120_000,
  );
});
