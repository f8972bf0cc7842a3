/** store.setOptions: the options of a running chat (setMetadata, setLanguage underneath). */
import { describe, expect, it } from 'vitest';
import { en, pt } from '../../../src/core/i18n/i18n';
import { resolveOptions, type ChatOptions } from '../../../src/core/options/options';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeWebhook, json, type WebhookCall } from '../../helpers/fake-webhook.mjs';
import { messageText } from '../../../src/core/messages/messages';

const echo = (call: WebhookCall) => json({ output: `eco: ${String(call.payload.chatInput)}` });

function setup(options: ChatOptions = {}) {
  const webhook = fakeWebhook(echo);
  const { env } = fakeEnv({ fetch: webhook.fetch });
  const base = { loadPreviousSession: false, ...options };
  const store = createChatStore(base, env);
  const set = (patch: ChatOptions) => store.setOptions(resolveOptions({ ...base, ...patch }));
  return { store, calls: webhook.calls, set, state: () => store.getSnapshot() };
}

describe('store.setOptions', () => {
  it('sends the new metadata with later requests, and only the client message id once it is unset', async () => {
    const { store, calls, set } = setup({ metadata: { plan: 'free' } });
    await store.initialize();
    set({ metadata: { plan: 'pro' } });
    await store.sendMessage('oi');
    expect(calls.at(-1)!.payload.metadata).toEqual({ plan: 'pro', clientMessageId: expect.any(String) });
    set({ metadata: undefined });
    await store.sendMessage('de novo');
    // Only the client message id is left.
    expect(Object.keys(calls.at(-1)!.payload.metadata as object)).toEqual(['clientMessageId']);
  });

  it('switches the strings, and the greeting while the conversation is empty', async () => {
    const { store, set, state } = setup();
    await store.initialize();
    set({ defaultLanguage: 'pt' });
    expect(state().strings.inputPlaceholder).toBe(pt.inputPlaceholder);
    expect(state().options.defaultLanguage).toBe('pt');
    expect(state().initialMessages.map(messageText)).toEqual(pt.initialMessages);
  });

  it('keeps the greeting on screen once the conversation has messages', async () => {
    const { store, set, state } = setup();
    await store.initialize();
    await store.sendMessage('hi');
    set({ defaultLanguage: 'pt' });
    expect(state().strings.sendMessage).toBe(pt.sendMessage);
    expect(state().initialMessages.map(messageText)).toEqual(en.initialMessages);
  });
});
