/**
 * What the transport tests share: a chat store against a peer (node's fetch, no storage), the
 * replies of a conversation, and what a reply the backend broke off must leave.
 */
import { afterAll, expect } from 'vitest';
import { createBrowserEnv } from '../../src/core/env';
import { WebhookStreamError } from '../../src/core/errors';
import type { BotMessage, ChatMessage } from '../../src/core/messages/messages';
import type { ChatOptions } from '../../src/core/options/options-schema';
import { createChatStore, type ChatStore } from '../../src/core/store/store';

/** `chat(options)` makes a started-on-demand store; every one is destroyed after the file's tests. */
export function storesForThisFile() {
  const stores: ChatStore[] = [];
  afterAll(() => {
    for (const store of stores) store.destroy();
  });
  return (options: ChatOptions) => {
    const store = createChatStore({ loadPreviousSession: false, ...options }, createBrowserEnv({ storage: undefined }));
    stores.push(store);
    return store;
  };
}

/** The bot's replies (not the visitor's messages, not error entries). */
export const repliesIn = (messages: readonly ChatMessage[]) =>
  messages.filter((message): message is BotMessage => message.type === 'text' && message.sender === 'bot');

/**
 * Sends a message to a backend that fails mid-reply: the send resolves false, the text that
 * arrived stays in a failed reply, an error entry offers Retry, and the integrator's `error`
 * event gets the backend's words in a WebhookStreamError.
 */
export async function expectBrokenOff(store: ChatStore, { arrived, said }: { arrived: string; said: string }) {
  await store.initialize();
  const errors: unknown[] = [];
  store.on('error', (error) => errors.push(error));
  expect(await store.sendMessage('Hello?')).toBe(false);
  const { messages } = store.getSnapshot();
  expect(repliesIn(messages)[0]).toMatchObject({ status: 'failed', parts: [{ type: 'text', text: arrived }] });
  expect(messages.at(-1)).toMatchObject({ type: 'error' });
  expect(errors[0]).toBeInstanceOf(WebhookStreamError);
  expect(String(errors[0])).toContain(said);
}
