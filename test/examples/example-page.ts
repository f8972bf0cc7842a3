/**
 * What the tests of the examples with a server of their own share (examples/lib/page-server.mjs):
 * a stand-in for the built bundle, the page and bundle served under the Content-Security-Policy,
 * the page's integrity hash kept by the build, and the store the example's chat.js makes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { createBrowserEnv } from '../../src/core/env';
import type { BotMessage, ChatMessage } from '../../src/core/messages/messages';
import type { ChatOptions } from '../../src/core/options/options-schema';
import { createChatStore, type ChatStore } from '../../src/core/store/store';
import { CONTENT_SECURITY_POLICY } from '../../examples/lib/page-server.mjs';

export const BUNDLE_TEXT = '/* papo-chat.js */';

/**
 * A folder holding a stand-in papo-chat.js, removed after the file's tests: these tests run
 * beside the build, not after it.
 */
export function bundleStandIn(): string {
  const dir = mkdtempSync(join(tmpdir(), 'papo-example-bundle-'));
  writeFileSync(join(dir, 'papo-chat.js'), BUNDLE_TEXT);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `chat(options)` makes and starts a store without storage; every one is destroyed after the file's tests. */
export function chatsForThisFile() {
  const stores: ChatStore[] = [];
  afterAll(() => {
    for (const store of stores) store.destroy();
  });
  return async (options: ChatOptions) => {
    const store = createChatStore({ loadPreviousSession: false, ...options }, createBrowserEnv({ storage: undefined }));
    stores.push(store);
    await store.initialize();
    return store;
  };
}

export const replies = (messages: readonly ChatMessage[]) =>
  messages.filter((message): message is BotMessage => message.type === 'text' && message.sender === 'bot');
export const textOf = (reply: BotMessage) =>
  reply.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');

/**
 * The first answer of the ai-sdk and ag-ui examples to "How is the weather in Porto?": its
 * reasoning, the weather tool with its result, then text naming the question.
 */
export function expectWeatherReply(reply: BotMessage) {
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
}

/** The page, its chat.js (which must say `said`) and the bundle are served under the policy; nothing else is. */
export async function expectServesPage(url: string, said: string) {
  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
  expect(await page.text()).toContain('src="/dist/browser/papo-chat.js"');

  const bundle = await fetch(`${url}/dist/browser/papo-chat.js`);
  expect(bundle.status).toBe(200);
  expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(bundle.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(await bundle.text()).toBe(BUNDLE_TEXT);

  const script = await fetch(`${url}/chat.js`);
  expect(await script.text()).toContain(said);
  expect((await fetch(`${url}/dist/browser/../server.mjs`)).status).toBe(404);
  expect((await fetch(`${url}/server.mjs`)).status).toBe(404);
}

/** The page carries the build's integrity hash, as examples/plain-html does (scripts/write-sri.mjs). */
export function expectIntegrityKept(page: string) {
  const integrityOf = (file: string) =>
    /<script\b[^>]*\bsrc="[^"]*papo-chat\.js"[^>]*\bintegrity="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  expect(integrityOf(page)).toBe(integrityOf('examples/plain-html/index.html'));
  expect(readFileSync('scripts/write-sri.mjs', 'utf8')).toContain(`['${page}', 'papo-chat.js']`);
}
