// @vitest-environment node
/**
 * The importable workflows of examples/n8n/ (papo-chat-workflow*.json) against a real n8n:
 * `npm run test:n8n` imports each file unchanged except its credentials (an OpenAI
 * credential whose base URL is a fake OpenAI server on 127.0.0.1, test/helpers/fake-openai.mjs,
 * and the run's Postgres), publishes it, and the built standalone widget chats through it from
 * an origin the file's Allowed Origins list. The fake model repeats the visitor's message and
 * counts the earlier messages it was sent, so the answers show the memory reached the model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bubbles, lastTwo, openWidget, send, startN8nPages, type N8nPages } from './n8n-page';

interface Example {
  file: string;
  path: string;
  streaming: boolean;
  origins: string[];
}
const examples = JSON.parse(process.env.PAPO_N8N_EXAMPLES ?? 'null') as Example[] | null;
if (!examples?.length) throw new Error('PAPO_N8N_EXAMPLES is not set: run these tests with `npm run test:n8n`.');

const heard = (text: string, earlier: number) =>
  `bot: Lia (fake model) heard "${text}" after ${earlier} earlier messages.`;

let pages: N8nPages;

beforeAll(async () => {
  pages = await startN8nPages({ routedOrigins: true });
});

afterAll(async () => {
  await pages?.close();
});

describe.each(examples)('examples/n8n/$file', (example) => {
  it('answers through its OpenAI Chat Model, remembers the conversation and loads it again', async () => {
    const webhookUrl = `${process.env.PAPO_N8N_URL}${example.path}`;
    const origin = example.origins.find((allowed) => allowed.startsWith('http://'));
    expect(origin, 'the example allows an http:// origin a test page can have').toBeDefined();
    const options = { webhookUrl, enableStreaming: example.streaming };
    const { page, errors, close } = await pages.open(options, { origin });

    // The first answer's body, read before the reload below (which would take it away).
    const firstReply = page.waitForResponse(
      (response) => response.url() === webhookUrl && response.request().postData()?.includes('sendMessage') === true,
    );
    await send(page, 'Como autentico?');
    await expect.poll(() => lastTwo(page)).toEqual(['user: Como autentico?', heard('Como autentico?', 0)]);
    const body = await (await firstReply).text();
    await send(page, 'E o webhook?');
    await expect.poll(() => lastTwo(page)).toEqual(['user: E o webhook?', heard('E o webhook?', 2)]);
    await expect.poll(() => page.locator('.papo-message--bot[data-streaming]').count()).toBe(0);

    if (example.streaming) {
      // Streamed as the model wrote it: one NDJSON item per word the fake model sent.
      const items = body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { type: string; content?: string })
        .filter((line) => line.type === 'item');
      expect(items.length).toBeGreaterThan(1);
      expect(items.map((item) => item.content).join('')).toBe(heard('Como autentico?', 0).slice('bot: '.length));
    } else {
      expect(JSON.parse(body)).toEqual({ output: heard('Como autentico?', 0).slice('bot: '.length) });
    }

    // Same storage, same session id: the trigger's Load Previous Session reads the memory.
    await page.reload({ waitUntil: 'load' });
    await openWidget(page, options);
    await expect
      .poll(async () => (await bubbles(page)).filter((text) => /autentico|webhook/.test(text)))
      .toEqual(['user: Como autentico?', heard('Como autentico?', 0), 'user: E o webhook?', heard('E o webhook?', 2)]);

    expect(errors).toEqual([]);
    await close();
  });
});
