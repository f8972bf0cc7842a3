// @vitest-environment node
/**
 * examples/ai-sdk as an integrator runs it: its server (scripted model, no pauses) answers
 * Papo's store as the README says, and serves its page and the bundle under its strict
 * Content-Security-Policy. The bundle is a stand-in file here: these tests run beside the
 * build, not after it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatStore, type ChatStore } from '../../src/core/store/store';
import { createBrowserEnv } from '../../src/core/env';
import type { BotMessage, ChatMessage } from '../../src/core/messages/messages';
import { CONTENT_SECURITY_POLICY, startServer } from '../../examples/ai-sdk/server.mjs';

const BUNDLE_TEXT = '/* papo-chat.js */';
let example: { url: string; close: () => Promise<void> };
let bundleDir: string;
const stores: ChatStore[] = [];

beforeAll(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'papo-ai-sdk-example-'));
  writeFileSync(join(bundleDir, 'papo-chat.js'), BUNDLE_TEXT);
  // env: {}, so an OPENAI_API_KEY on this machine does not send the tests to OpenAI.
  example = await startServer({ port: 0, chunkDelayMs: 0, env: {}, bundleDir });
});
afterAll(async () => {
  for (const store of stores) store.destroy();
  await example.close();
  rmSync(bundleDir, { recursive: true, force: true });
});

/** The store `PapoChat.createChat({ transport: 'ai-sdk', webhookUrl: '/api/chat' })` makes. */
async function chat() {
  const store = createChatStore(
    { transport: 'ai-sdk', webhookUrl: `${example.url}/api/chat`, loadPreviousSession: false },
    createBrowserEnv({ storage: undefined }),
  );
  stores.push(store);
  await store.initialize();
  return store;
}

const replies = (messages: readonly ChatMessage[]) =>
  messages.filter((message): message is BotMessage => message.type === 'text' && message.sender === 'bot');
const textOf = (reply: BotMessage) => reply.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('examples/ai-sdk', () => {
  it('answers a question with reasoning, a weather tool call and text naming the question', async () => {
    const store = await chat();
    expect(await store.sendMessage('How is the weather in Porto?')).toBe(true);
    const reply = replies(store.getSnapshot().messages).at(-1)!;
    expect(reply.status).toBe('done');
    expect(reply.parts.map((part) => part.type)).toEqual(['reasoning', 'tool', 'text']);
    expect(reply.parts[0]).toMatchObject({
      status: 'done',
      text: expect.stringContaining('How is the weather in Porto?'),
    });
    expect(reply.parts[1]).toMatchObject({
      name: 'weather',
      status: 'done',
      input: { city: 'Porto' },
      output: { city: 'Porto', sky: expect.any(String), celsius: expect.any(Number) },
    });
    expect(textOf(reply)).toContain('You asked: "How is the weather in Porto?"');
    expect(textOf(reply)).toContain('That is your first question.');
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
    const page = await fetch(`${example.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(await page.text()).toContain('src="/dist/browser/papo-chat.js"');

    const bundle = await fetch(`${example.url}/dist/browser/papo-chat.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(bundle.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await bundle.text()).toBe(BUNDLE_TEXT);

    const script = await fetch(`${example.url}/chat.js`);
    expect(await script.text()).toContain("transport: 'ai-sdk'");
    expect((await fetch(`${example.url}/dist/browser/../server.mjs`)).status).toBe(404);
  });

  it("carries the build's integrity hash, as examples/plain-html does (scripts/write-sri.mjs)", () => {
    const integrityOf = (page: string) =>
      /<script\b[^>]*\bsrc="[^"]*papo-chat\.js"[^>]*\bintegrity="([^"]+)"/.exec(readFileSync(page, 'utf8'))?.[1];
    expect(integrityOf('examples/ai-sdk/index.html')).toBe(integrityOf('examples/plain-html/index.html'));
    expect(readFileSync('scripts/write-sri.mjs', 'utf8')).toContain("['examples/ai-sdk/index.html', 'papo-chat.js']");
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
