// @vitest-environment node
/**
 * examples/ai-sdk as an integrator runs it: its server (scripted model, no pauses) answers
 * Papo's store as the README says, and serves its page and the bundle under its strict
 * Content-Security-Policy (./example-page.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../examples/ai-sdk/server.mjs';
import {
  expectWeatherReply,
  bundleStandIn,
  chatsForThisFile,
  expectIntegrityKept,
  expectServesPage,
  replies,
  textOf,
} from './example-page';

const bundleDir = bundleStandIn();
const chats = chatsForThisFile();
let example: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  // env: {}, so an OPENAI_API_KEY on this machine does not send the tests to OpenAI.
  example = await startServer({ port: 0, chunkDelayMs: 0, env: {}, bundleDir });
});
afterAll(() => example.close());

/** The store `PapoChat.createChat({ transport: 'ai-sdk', webhookUrl: '/api/chat' })` makes. */
const chat = () => chats({ transport: 'ai-sdk', webhookUrl: `${example.url}/api/chat` });

describe('examples/ai-sdk', () => {
  it('answers a question with reasoning, a weather tool call and text naming the question', async () => {
    const store = await chat();
    expect(await store.sendMessage('How is the weather in Porto?')).toBe(true);
    const reply = replies(store.getSnapshot().messages).at(-1)!;
    expectWeatherReply(reply);
    expect(reply.sources).toEqual([expect.objectContaining({ url: 'https://example.com/weather/Porto' })]);
  });

  it('answers a second message knowing the first: the widget sent the history', async () => {
    const store = await chat();
    await store.sendMessage('How is the weather in Porto?');
    expect(await store.sendMessage('And in Lisboa?')).toBe(true);
    const reply = replies(store.getSnapshot().messages).at(-1)!;
    expect(reply.parts[1]).toMatchObject({ name: 'weather', status: 'done', input: { city: 'Lisboa' } });
    expect(textOf(reply)).toContain('You asked: "And in Lisboa?"');
    expect(textOf(reply)).toContain('Before that you asked "How is the weather in Porto?".');
  });

  it('serves the page and the bundle with the Content-Security-Policy', async () => {
    await expectServesPage(example.url, "transport: 'ai-sdk'");
  });

  it("carries the build's integrity hash, as examples/plain-html does (scripts/write-sri.mjs)", () => {
    expectIntegrityKept('examples/ai-sdk/index.html');
  });

  it('refuses a body that is not JSON, and one over 1 MB', async () => {
    const post = (body: string) =>
      fetch(`${example.url}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const notJson = await post('hello');
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toContain('"messages"');
    expect((await post(JSON.stringify({ messages: 'x'.repeat(1024 * 1024) }))).status).toBe(413);
    expect((await fetch(`${example.url}/api/chat`)).status).toBe(405);
  });
});
