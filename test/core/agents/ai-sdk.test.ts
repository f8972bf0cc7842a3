/**
 * `transport: 'ai-sdk'` (src/core/agents/ai-sdk.ts) on what the peer test does not reach:
 * the route's own `data-*` parts, handed to the page as `onData` hands them in `useChat`.
 */
import { describe, expect, it } from 'vitest';
import type { BotMessage } from '../../../src/core/messages/messages';
import { sseStore } from '../../helpers/sse-store';

describe('the AI SDK data parts', () => {
  it('hands each data part to the page, in order, and draws none', async () => {
    const { store } = await sseStore({ transport: 'ai-sdk' }, [
      { type: 'start', messageId: 'a1' },
      { type: 'data-weather', id: 'w1', data: { city: 'Lisboa', status: 'loading' } },
      { type: 'text-start', id: 't1' },
      { type: 'text-delta', id: 't1', delta: 'Sunny.' },
      { type: 'text-end', id: 't1' },
      { type: 'data-weather', id: 'w1', data: { city: 'Lisboa', status: 'done' } },
      { type: 'data-notice', data: 'saved', transient: true },
      { type: 'message-metadata', messageMetadata: { tokens: 3 } },
      { type: 'finish' },
    ]);
    const seen: unknown[] = [];
    store.on('agentEvent', (event) => seen.push(event));
    expect(await store.sendMessage('Weather?')).toBe(true);
    expect(seen).toEqual([
      { type: 'data-weather', id: 'w1', data: { city: 'Lisboa', status: 'loading' } },
      { type: 'data-weather', id: 'w1', data: { city: 'Lisboa', status: 'done' } },
      { type: 'data-notice', data: 'saved', transient: true },
    ]);
    const reply = store.getSnapshot().messages.at(-1) as BotMessage;
    expect(reply.parts).toEqual([{ type: 'text', text: 'Sunny.' }]);
  });
});

describe('Regenerate with the AI SDK', () => {
  const run = (id: string, text: string) => [
    { type: 'start', messageId: id },
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: text },
    { type: 'text-end', id: 't' },
    { type: 'finish' },
  ];

  it("sends useChat's regenerate(): the conversation up to the question, regenerate-message and the reply's id", async () => {
    const { store, fetch } = await sseStore(
      { transport: 'ai-sdk', messageActions: { regenerate: true } },
      run('a1', 'Sunny.'),
      run('a2', 'Rainy.'),
    );
    await store.sendMessage('Weather?');
    expect(await store.regenerate(store.getSnapshot().messages.at(-1)!.id)).toBe(true);
    const question = store.getSnapshot().messages[0]!;
    const body = JSON.parse(String(fetch.mock.calls[1]![1]!.body)) as Record<string, unknown>;
    expect(body).toEqual({
      id: store.getSnapshot().sessionId,
      messages: [{ id: question.id, role: 'user', parts: [{ type: 'text', text: 'Weather?' }] }],
      trigger: 'regenerate-message',
      messageId: 'a1',
    });
    expect((store.getSnapshot().messages.at(-1) as BotMessage).parts).toEqual([{ type: 'text', text: 'Rainy.' }]);
  });

  it('sends an edit as a new message with submit-message, without the replaced turn', async () => {
    const { store, fetch } = await sseStore(
      { transport: 'ai-sdk', messageActions: { edit: true } },
      run('a1', 'Sunny.'),
      run('a2', 'Rainy.'),
    );
    await store.sendMessage('Weather?');
    expect(await store.editMessage(store.getSnapshot().messages[0]!.id, 'Weather tomorrow?')).toBe(true);
    const edited = store.getSnapshot().messages[0]!;
    const body = JSON.parse(String(fetch.mock.calls[1]![1]!.body)) as Record<string, unknown>;
    expect(body).toEqual({
      id: store.getSnapshot().sessionId,
      messages: [{ id: edited.id, role: 'user', parts: [{ type: 'text', text: 'Weather tomorrow?' }] }],
      trigger: 'submit-message',
    });
  });
});
