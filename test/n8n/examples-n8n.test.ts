// @vitest-environment node
/**
 * The importable workflows of examples/n8n/ (papo-chat-workflow*.json) against a real n8n:
 * `npm run test:n8n` imports each file unchanged except its credentials (an OpenAI
 * credential whose base URL is a fake OpenAI server on 127.0.0.1, test/helpers/fake-openai.mjs,
 * and the run's Postgres), publishes it, and the built standalone widget chats through it from
 * an origin the file's Allowed Origins list. The fake model repeats the visitor's message and
 * counts the earlier messages it was sent, so the answers show the memory reached the model.
 */
import { readFileSync } from 'node:fs';
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

const streamedItems = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; content?: string })
    .filter((line) => line.type === 'item');
const streamedText = (body: string) =>
  streamedItems(body)
    .map((item) => item.content)
    .join('');

/** The examples that keep a table of answered questions (examples/n8n/README.md: Retry). */
const guardsRepeats = (example: Example) =>
  readFileSync(new URL(`../../examples/n8n/${example.file}`, import.meta.url), 'utf8').includes('papo_chat_turns');

beforeAll(async () => {
  pages = await startN8nPages({ routedOrigins: true });
});

afterAll(async () => {
  await pages?.close();
});

it('has an example that answers a repeated message from its table', () => {
  expect(examples.filter(guardsRepeats).map((example) => example.file)).toEqual(['papo-chat-workflow-streaming.json']);
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
    const firstResponse = await firstReply;
    const body = await firstResponse.text();
    await send(page, 'E o webhook?');
    await expect.poll(() => lastTwo(page)).toEqual(['user: E o webhook?', heard('E o webhook?', 2)]);
    await expect.poll(() => page.locator('.papo-message--bot[data-streaming]').count()).toBe(0);

    if (example.streaming) {
      // Streamed as the model wrote it: one NDJSON item per word the fake model sent.
      expect(streamedItems(body).length).toBeGreaterThan(1);
      expect(streamedText(body)).toBe(heard('Como autentico?', 0).slice('bot: '.length));
    } else {
      expect(JSON.parse(body)).toEqual({ output: heard('Como autentico?', 0).slice('bot: '.length) });
    }

    if (guardsRepeats(example)) {
      // Retry sends the same clientMessageId: the workflow answers it from its table, the
      // model is not asked again and the memory does not get the exchange twice.
      const repeat = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin! },
        body: firstResponse.request().postData()!,
      });
      expect(repeat.status).toBe(200);
      expect(streamedText(await repeat.text())).toBe(heard('Como autentico?', 0).slice('bot: '.length));
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
