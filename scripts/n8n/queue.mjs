// `npm run test:n8n -- --queue`: starts examples/n8n/queue-mode/ and hands the tests what they
// need to reach it (the webhook processor's URL, each worker's pid and log), then runs the
// soak once the Chromium tests are done.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  killNow,
  LOG_DIR,
  SLOW_WEBHOOK,
  startQueueMode,
  TWO_PARTS_WEBHOOK,
} from '../../examples/n8n/queue-mode/queue-mode.mjs';
import { basicAuthEnv } from './basic-auth.mjs';
import { examplesEnv } from './examples.mjs';
import { runSoak } from './soak.mjs';
import { WEBHOOKS } from './n8n.mjs';

export async function startQueue(seconds) {
  const stack = await startQueueMode();
  console.log(
    `n8n queue mode is up after ${seconds()}: webhook processor ${stack.webhookUrl}, ` +
      `workers ${stack.workers.map((worker) => worker.pid).join(' and ')}`,
  );
  const workers = () => stack.workers.map(({ pid, log }) => ({ pid, log }));
  return {
    testEnv: {
      // The front: HTTP reaches the webhook processor, the chat socket the main.
      PAPO_N8N_URL: stack.publicUrl,
      ...basicAuthEnv(stack.basicAuth),
      ...examplesEnv(),
      PAPO_N8N_QUEUE: JSON.stringify({
        workers: workers(),
        slowWebhook: SLOW_WEBHOOK,
        twoPartsWebhook: TWO_PARTS_WEBHOOK,
        // The lock settings the stack runs with: the worker-crash test's wait comes from them.
        lostJobs: stack.lostJobs,
      }),
    },
    stop: () => stack.stop(),
    /** Brings back a worker a test killed, runs the soak, prints and keeps its numbers. */
    async soak() {
      for (const [index, worker] of stack.workers.entries()) {
        if (worker.exited) await stack.restartWorker(index);
      }
      console.log(`soak: 200 sessions × 5 messages against ${stack.webhookUrl} (a worker is killed mid-run)…`);
      try {
        const result = await runSoak({
          webhookUrl: `${stack.webhookUrl}/webhook/${WEBHOOKS.lastNode}/chat`,
          workers: stack.workers,
          killWorker: () => killNow(stack.workers[1]),
          // A hung request fails the soak, as late as a busy machine could still answer: a
          // lost job's 500 comes within lostJobAnsweredWithinMs of the kill (65 s on 2.x), a
          // live one's reply once it ends. After the kill a job can wait minutes in the queue
          // (Bull's priority order breaks: ../../examples/n8n/README.md#a-worker-dies) until
          // the soak's other sessions are done: 15 minutes at least, the slowest is reported.
          answerWithinMs: Math.max(900_000, 2 * stack.lostJobs.lostJobAnsweredWithinMs + 30_000),
        });
        writeFileSync(join(LOG_DIR, 'soak.json'), `${JSON.stringify(result, null, 2)}\n`);
        console.log('✔ soak:', result);
        return 0;
      } catch (error) {
        console.error('✖ soak:', error.message, error.result ?? '');
        return 1;
      }
    },
  };
}
