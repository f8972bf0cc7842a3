/**
 * A `webhookConfig.headers` function that fails (a token that cannot be refreshed) fails that
 * send the way a failed request does: the visitor's text stays, an error entry offers Retry,
 * the site owner gets an error naming the option, and Retry works once the function does.
 * The same for n8n and for an agent backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { PapoOptionsError } from '../../../src/core/errors';
import type { BotMessage, ChatMessage, ErrorMessage } from '../../../src/core/messages/messages';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv } from '../../helpers/fake-env';

const sse = (...events: object[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
  });

const answers = {
  n8n: () => new Response(JSON.stringify({ output: 'Olá!' }), { headers: { 'content-type': 'application/json' } }),
  'ai-sdk': () =>
    sse(
      { type: 'start' },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Olá!' },
      { type: 'text-end', id: 't' },
      { type: 'finish' },
    ),
};

const replyTexts = (messages: readonly ChatMessage[]) =>
  messages
    .filter((message): message is BotMessage => message.type === 'text' && message.sender === 'bot')
    .map((message) => message.parts.map((part) => ('text' in part ? part.text : '')).join(''));

describe.each(['n8n', 'ai-sdk'] as const)('transport %s: a headers function that fails', (transport) => {
  it('keeps the text, offers Retry, names webhookConfig.headers, and Retry works once it answers', async () => {
    let expired = true;
    const headers = vi.fn(async () => {
      if (expired) throw new Error('token expired');
      return { Authorization: 'Bearer fresh' };
    });
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answers[transport]());
    const onError = vi.fn();
    const { env } = fakeEnv({ fetch: fetch as typeof globalThis.fetch });
    const store = createChatStore(
      { transport, webhookUrl: '/chat', loadPreviousSession: false, webhookConfig: { headers }, onError },
      env,
    );
    await store.initialize();

    await expect(store.sendMessage('Bom dia')).resolves.toBe(false);
    const [userMessage, entry] = store.getSnapshot().messages.slice(-2) as [ChatMessage, ErrorMessage];
    expect(userMessage).toMatchObject({ sender: 'user', text: 'Bom dia' });
    expect(entry).toMatchObject({ type: 'error', retryMessageId: userMessage.id });
    const error = onError.mock.calls[0]![0] as PapoOptionsError;
    expect(error).toBeInstanceOf(PapoOptionsError);
    expect(error.message).toBe(
      '"webhookConfig.headers" must be a function that returns an object of strings, got an error: Error: token expired',
    );
    expect(fetch).not.toHaveBeenCalled();

    expired = false;
    await expect(store.retry(entry.id)).resolves.toBe(true);
    expect(new Headers(fetch.mock.calls.at(-1)![1]!.headers).get('Authorization')).toBe('Bearer fresh');
    expect(replyTexts(store.getSnapshot().messages)).toEqual(['Olá!']);
    expect(store.getSnapshot().messages.some((message) => message.type === 'error')).toBe(false);
    store.destroy();
  });
});
