/**
 * A restored history's messages get ids from one uuid and a count (bot-message.ts): unique,
 * without a `crypto.randomUUID` call per message (150 ms of a 10 000-message restore).
 */
import { describe, expect, it, vi } from 'vitest';
import { restoredIds } from '../../../src/core/store/bot-message';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv, MemoryStorage } from '../../helpers/fake-env';
import { fakeWebhook, json } from '../../helpers/fake-webhook.mjs';

const STORED_ID = '11111111-1111-4111-8111-111111111111';

describe('ids of restored messages', () => {
  it('are one uuid and a count: unique, one uuid for them all', () => {
    const randomUUID = vi.fn(() => 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    const next = restoredIds({ randomUUID });
    const ids = Array.from({ length: 1000 }, next);
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every((id) => id.startsWith('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa-'))).toBe(true);
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  it('are what a restored history of many messages gets, with a few uuids made, not one per message', async () => {
    const human = (text: string) => ({ id: ['langchain_core', 'messages', 'HumanMessage'], kwargs: { content: text } });
    const history = { data: Array.from({ length: 500 }, (_, index) => human(`m${index}`)) };
    const storage = new MemoryStorage();
    storage.setItem('papo-chat/sessionId', STORED_ID);
    const { env } = fakeEnv({ fetch: fakeWebhook(() => json(history)).fetch, storage });
    const randomUUID = vi.spyOn(env, 'randomUUID');
    const store = createChatStore({ loadPreviousSession: true }, env);
    await store.initialize();
    const { messages } = store.getSnapshot();
    expect(messages).toHaveLength(500);
    expect(new Set(messages.map((message) => message.id)).size).toBe(500);
    expect(randomUUID.mock.calls.length).toBeLessThan(5);
  });
});
