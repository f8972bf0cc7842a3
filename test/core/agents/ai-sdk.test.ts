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
