/**
 * A 429 or 503 with Retry-After: the store tells the visitor how long to wait, refuses
 * Retry and new messages until then (capped), and keeps the text. Time is a fake clock.
 */
import { describe, expect, it } from 'vitest';
import { WebhookHttpError } from '../../../src/core/errors';
import { en, pt } from '../../../src/core/i18n/i18n';
import type { ErrorMessage } from '../../../src/core/messages/messages';
import type { ChatOptions } from '../../../src/core/options/options';
import { createChatStore } from '../../../src/core/store/store';
import { fakeClock } from '../../helpers/fake-clock';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeWebhook, json, type WebhookCall } from '../../helpers/fake-webhook.mjs';
import { messageText } from '../../../src/core/messages/messages';

function tooMany(retryAfter?: string, status = 429) {
  return new Response('{"message":"slow down"}', {
    status,
    headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
  });
}

/** Answers with each of `responses` in turn, then echoes. */
function setup(responses: Array<() => Response>, options: ChatOptions = {}) {
  const clock = fakeClock();
  const queue = [...responses];
  const webhook = fakeWebhook(
    (call: WebhookCall) => queue.shift()?.() ?? json({ output: `eco: ${String(call.payload.chatInput)}` }),
  );
  const { env } = fakeEnv({ fetch: webhook.fetch, ...clock.env });
  const store = createChatStore({ loadPreviousSession: false, ...options }, env);
  const state = () => store.getSnapshot();
  const entry = () => state().messages.find((message): message is ErrorMessage => message.type === 'error');
  return { store, clock, calls: webhook.calls, state, entry };
}

describe('a 429 with Retry-After', () => {
  it('says when to try again, in the chat language, and keeps the time on the entry and in the state', async () => {
    const { store, state, entry, clock } = setup([() => tooMany('5')], { defaultLanguage: 'pt' });
    await store.initialize();
    await store.sendMessage('minha pergunta');

    expect(entry()).toMatchObject({
      errorKind: 'rateLimited',
      status: 429,
      retryAt: clock.now() + 5000,
      text: 'Muitas mensagens. Tente de novo em 5 s.',
    });
    expect(state()).toMatchObject({ retryAt: clock.now() + 5000, retryInSeconds: 5 });
    expect((state().lastError as WebhookHttpError).retryAfterMs).toBe(5000);
    expect(state().messages[0]).toMatchObject({ sender: 'user', text: 'minha pergunta' });
  });

  it('refuses Retry and new messages until the time, counting down, then lets the same text through', async () => {
    const { store, state, entry, clock, calls } = setup([() => tooMany('2')]);
    await store.initialize();
    await store.sendMessage('same text');
    const sends = () => calls.filter((call) => call.payload.action === 'sendMessage');

    await expect(store.retry(entry()!.id)).resolves.toBe(false);
    expect(store.canSend('another')).toBe(false);
    await expect(store.sendMessage('another')).resolves.toBe(false);
    expect(sends()).toHaveLength(1);

    clock.advance(1000);
    expect(state().retryInSeconds).toBe(1);
    await expect(store.retry(entry()!.id)).resolves.toBe(false);

    clock.advance(1000);
    expect(state()).toMatchObject({ retryAt: null, retryInSeconds: 0 });
    expect(store.canSend('another')).toBe(true);
    await expect(store.retry(entry()!.id)).resolves.toBe(true);
    expect(sends().map((call) => call.payload.chatInput)).toEqual(['same text', 'same text']);
    expect(state().messages.map(messageText)).toEqual(['same text', 'eco: same text']);
  });

  it('honours an HTTP date', async () => {
    const { store, state, clock } = setup([() => tooMany(new Date(Date.UTC(2026, 10, 21, 12, 0, 9)).toUTCString())]);
    await store.initialize();
    await store.sendMessage('x');
    expect(state().retryAt).toBe(clock.now() + 9000);
  });

  it('caps a huge wait at 60 s', async () => {
    const { store, state, clock, entry } = setup([() => tooMany('86400')]);
    await store.initialize();
    await store.sendMessage('x');
    expect(state().retryAt).toBe(clock.now() + 60_000);
    clock.advance(60_000);
    await expect(store.retry(entry()!.id)).resolves.toBe(true);
  });

  it('stops counting when the store is destroyed', async () => {
    const { store, clock } = setup([() => tooMany('30')]);
    await store.initialize();
    await store.sendMessage('x');
    expect(clock.pendingTimers()).toBe(1);
    store.destroy();
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('without a usable Retry-After', () => {
  it.each([undefined, 'soon', '0'])('429 (Retry-After %j) has its own message and Retry at once', async (header) => {
    const { store, state, entry } = setup([() => tooMany(header)]);
    await store.initialize();
    await store.sendMessage('x');
    expect(entry()).toMatchObject({ errorKind: 'rateLimited', status: 429, text: en.errorRateLimited });
    expect(entry()).not.toHaveProperty('retryAt');
    expect(state().retryAt).toBeNull();
    await expect(store.retry(entry()!.id)).resolves.toBe(true);
  });

  it('ignores Retry-After on statuses other than 429 and 503', async () => {
    const { store, state, entry } = setup([() => tooMany('5', 500)]);
    await store.initialize();
    await store.sendMessage('x');
    expect(entry()).toMatchObject({ errorKind: 'http', text: en.errorHttp.replace('{status}', '500') });
    expect(state().retryAt).toBeNull();
  });
});

describe('a 503 with Retry-After', () => {
  it('says the service is busy and when to try again', async () => {
    const { store, state, entry } = setup([() => tooMany('3', 503)], { defaultLanguage: 'pt' });
    await store.initialize();
    await store.sendMessage('x');
    expect(entry()).toMatchObject({ errorKind: 'http', status: 503, text: pt.errorBusyWait.replace('{seconds}', '3') });
    expect(state().retryInSeconds).toBe(3);
  });
});
