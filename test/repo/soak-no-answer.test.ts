// @vitest-environment node
/**
 * The queue-mode soak (scripts/n8n/soak.mjs) sends a message again only after n8n reported a
 * failure. A request n8n has not answered may still be running: sending it again would run
 * the message twice, so the soak fails instead, naming it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runSoak } from '../../scripts/n8n/soak.mjs';

let held: ServerResponse[] = [];
let close = () => Promise.resolve();
afterEach(async () => {
  for (const response of held) response.destroy();
  held = [];
  await close();
});

/** A webhook that counts the sends and never answers them (a job still running). */
async function silentWebhook() {
  const sends: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // Counted when the request arrives, not when its body has: on a busy machine the soak may
    // give up before the body is read, and the request has been sent all the same.
    sends.push(request.url ?? '');
    held.push(response);
    request.resume();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  close = () => new Promise((closed) => server.close(() => closed()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/x/chat`, sends };
}

describe('runSoak', () => {
  it('does not send again a message n8n has not answered', async () => {
    const { url, sends } = await silentWebhook();
    const soak = runSoak({
      webhookUrl: url,
      workers: [],
      killWorker: () => undefined,
      answerWithinMs: 200,
      sessions: 1,
      messages: 1,
      parallel: 1,
    });
    await expect(soak).rejects.toThrow(/"soak 0 msg 1": no answer within 0\.2 s/);
    await expect.poll(() => sends.length).toBe(1);
  });

  it('needs the time n8n takes to answer', async () => {
    await expect(
      // @ts-expect-error: answerWithinMs is left out on purpose, to see the error
      runSoak({ webhookUrl: 'http://127.0.0.1:9/', workers: [], killWorker: () => undefined }),
    ).rejects.toThrow('runSoak: answerWithinMs must be a positive number, got undefined');
  });
});
