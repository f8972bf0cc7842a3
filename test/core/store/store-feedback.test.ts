/** Feedback: the visitor's 👍/👎 on a reply, as state, the `feedback` event and a `sendFeedback` request. */
import { describe, expect, it } from 'vitest';
import type { ChatOptions } from '../../../src/core/options/options';
import { createChatStore } from '../../../src/core/store/store';
import type { ChatEvents } from '../../../src/core/store/events';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeWebhook, json, type WebhookCall } from '../../helpers/fake-webhook.mjs';

async function setup(
  options: ChatOptions,
  feedbackAnswer: () => Response | Promise<Response> = () => json({ ok: true }),
) {
  const webhook = fakeWebhook((call: WebhookCall) =>
    call.payload.action === 'sendFeedback'
      ? feedbackAnswer()
      : json({ output: `Eco: ${String(call.payload.chatInput)}` }),
  );
  const { env } = fakeEnv({ fetch: webhook.fetch });
  const store = createChatStore({ loadPreviousSession: false, ...options }, env);
  const events: ChatEvents['feedback'][] = [];
  store.on('feedback', (payload) => events.push(payload));
  const errors: unknown[] = [];
  store.on('error', (error) => errors.push(error));
  await store.initialize();
  await store.sendMessage('oi');
  const reply = store.getSnapshot().messages.at(-1)!;
  const feedbackCalls = () => webhook.calls.filter((call) => call.payload.action === 'sendFeedback');
  return { store, events, errors, reply, feedbackCalls, webhook };
}

const ratingOf = (chat: Awaited<ReturnType<typeof setup>>) =>
  chat.store.getSnapshot().messages.find((message) => message.id === chat.reply.id)!;

describe('feedback', () => {
  it('is off by default: rate() is refused', async () => {
    const chat = await setup({});
    expect(chat.store.rate(chat.reply.id, 'up')).toBe(false);
    expect(chat.events).toEqual([]);
    expect(ratingOf(chat)).not.toHaveProperty('rating');
  });

  it('keeps one rating per reply, emits it, and sends nothing without webhook: true', async () => {
    const chat = await setup({ feedback: true });
    expect(chat.store.rate(chat.reply.id, 'up')).toBe(true);
    expect(ratingOf(chat)).toMatchObject({ rating: 'up' });
    // The same rating again changes nothing; the other one replaces it.
    expect(chat.store.rate(chat.reply.id, 'up')).toBe(false);
    expect(chat.store.rate(chat.reply.id, 'down')).toBe(true);
    expect(ratingOf(chat)).toMatchObject({ rating: 'down' });
    expect(chat.store.rate(chat.reply.id, 'down', '  Errado  ')).toBe(true);
    expect(chat.events).toEqual([
      { messageId: chat.reply.id, rating: 'up' },
      { messageId: chat.reply.id, rating: 'down' },
      { messageId: chat.reply.id, rating: 'down', comment: 'Errado' },
    ]);
    expect(chat.feedbackCalls()).toEqual([]);
  });

  it("refuses the visitor's own messages, the greeting and unknown ids", async () => {
    const chat = await setup({ feedback: true });
    const [greeting] = chat.store.getSnapshot().initialMessages;
    const own = chat.store.getSnapshot().messages.find((message) => message.sender === 'user')!;
    expect(chat.store.rate(own.id, 'up')).toBe(false);
    expect(chat.store.rate(greeting!.id, 'up')).toBe(false);
    expect(chat.store.rate('nope', 'up')).toBe(false);
    expect(chat.events).toEqual([]);
  });

  it('POSTs sendFeedback with the session, message, rating, comment and metadata', async () => {
    const chat = await setup({
      feedback: { webhook: true },
      metadata: { page: '/docs' },
      webhookConfig: { headers: { 'X-Api-Key': 'k' } },
    });
    chat.store.rate(chat.reply.id, 'down');
    chat.store.rate(chat.reply.id, 'down', 'Faltou o link');
    await expect.poll(() => chat.feedbackCalls().length).toBe(2);
    const [first, second] = chat.feedbackCalls();
    const sessionId = chat.store.getSnapshot().sessionId;
    expect(first!.init.body).toBe(
      JSON.stringify({
        action: 'sendFeedback',
        sessionId,
        messageId: chat.reply.id,
        rating: 'down',
        metadata: { page: '/docs' },
      }),
    );
    expect(second!.payload).toEqual({
      action: 'sendFeedback',
      sessionId,
      messageId: chat.reply.id,
      rating: 'down',
      comment: 'Faltou o link',
      metadata: { page: '/docs' },
    });
    expect(new Headers(second!.init.headers).get('X-Api-Key')).toBe('k');
  });

  it('a failed POST goes to error/onError; the rating stays and the chat goes on', async () => {
    const reported: unknown[] = [];
    const chat = await setup({ feedback: { webhook: true }, onError: (error) => reported.push(error) }, () =>
      json({ message: 'Error in workflow' }, 500),
    );
    chat.store.rate(chat.reply.id, 'up');
    await expect.poll(() => chat.errors.length).toBe(1);
    expect(reported).toEqual(chat.errors);
    expect(ratingOf(chat)).toMatchObject({ rating: 'up' });
    expect(chat.store.getSnapshot().messages.some((message) => message.type === 'error')).toBe(false);
    expect(await chat.store.sendMessage('e agora?')).toBe(true);
  });
});
