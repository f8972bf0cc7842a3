// @vitest-environment node
/**
 * The queue-mode soak (scripts/n8n/soak.mjs) sends a message again only after n8n reported a
 * failure. A request n8n has not answered may still be running: sending it again would run
 * the message twice, so the soak fails instead, naming it. After a failure it reads the
 * history first, as the widget's Retry does, and sends again only when the turn is not there.
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

/**
 * A webhook whose first send fails with a 500 after the turn was stored (a worker that died
 * before answering); it answers every later send and keeps the history.
 */
async function diesAfterStoringWebhook() {
  const sends: string[] = [];
  const stored: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { action, chatInput } = JSON.parse(body) as { action: string; chatInput?: string };
      const history = () => stored.map((content) => ({ kwargs: { content } }));
      if (action === 'loadPreviousSession') return response.end(JSON.stringify({ data: history() }));
      sends.push(chatInput!);
      stored.push(chatInput!, `eco: ${chatInput}`);
      if (sends.length === 1) {
        response.statusCode = 500;
        return response.end('{"message":"Error in workflow"}');
      }
      response.end(JSON.stringify({ output: `eco: ${chatInput}` }));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  close = () => new Promise((closed) => server.close(() => closed()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/x/chat`, sends };
}

describe('runSoak', () => {
  it("takes a failed send's reply from the history when the turn was stored, as Retry does", async () => {
    const { url, sends } = await diesAfterStoringWebhook();
    const result = await runSoak({
      webhookUrl: url,
      workers: [],
      killWorker: () => undefined,
      answerWithinMs: 60_000,
      sessions: 1,
      messages: 2,
      parallel: 1,
    });
    expect(sends).toEqual(['soak 0 msg 1', 'soak 0 msg 2']);
    expect(result).toMatchObject({ failedSends: 1, foundStored: 1, repeatedByRetry: 0, wrongHistories: 0 });
  });

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
