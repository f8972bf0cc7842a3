/**
 * Retry without sending twice (docs/protocol.md#client-message-ids): every send carries its
 * client message id; after a failure that may have reached the workflow, Retry first asks
 * the stored conversation and shows the stored reply when the turn is there.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorMessage } from '../../../src/core/messages/messages';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeWebhook, json, type WebhookCall } from '../../helpers/fake-webhook.mjs';
import { messageText } from '../../../src/core/messages/messages';

const human = (content: string) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', 'HumanMessage'],
  kwargs: { content },
});
const ai = (content: string) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', 'AIMessage'],
  kwargs: { content, tool_calls: [] },
});

/** A workflow that stores every turn, and fails the answer of the first send with `failure` after storing it. */
function setup(failure: () => Response, { loadPreviousSession = true } = {}) {
  const stored: unknown[] = [];
  let sends = 0;
  const webhook = fakeWebhook((call: WebhookCall) => {
    if (call.payload.action === 'loadPreviousSession') return json({ data: stored });
    const text = String(call.payload.chatInput);
    stored.push(human(text), ai(`eco: ${text}`));
    return ++sends === 1 ? failure() : json({ output: `eco: ${text}` });
  });
  const { env } = fakeEnv({ fetch: webhook.fetch });
  const store = createChatStore({ webhookUrl: 'http://127.0.0.1:5678/webhook/chat', loadPreviousSession }, env);
  return { store, calls: webhook.calls, stored, state: () => store.getSnapshot() };
}

const sendsOf = (calls: WebhookCall[]) => calls.filter((call) => call.payload.action === 'sendMessage');

describe('every send carries a client message id', () => {
  it('in metadata.clientMessageId, a string of at most 64 characters, the same on Retry', async () => {
    const chat = setup(() => json({}, 400));
    await chat.store.sendMessage('oi');
    const entry = chat.state().messages.at(-1) as ErrorMessage;
    await chat.store.retry(entry.id);
    const ids = sendsOf(chat.calls).map(
      (call) => (call.payload.metadata as { clientMessageId: string }).clientMessageId,
    );
    expect(ids).toHaveLength(2);
    expect(typeof ids[0]).toBe('string');
    expect(ids[0]!.length).toBeLessThanOrEqual(64);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe('Retry after a failure that may have reached the workflow', () => {
  for (const [what, failure] of [
    ['a 5xx', () => json({ message: 'Error in workflow' }, 500)],
    [
      'a network error after the body was sent',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] as const) {
    it(`${what}: the stored reply is shown, nothing is sent twice`, async () => {
      const chat = setup(failure);
      await chat.store.sendMessage('Como autentico?');
      const entry = chat.state().messages.at(-1) as ErrorMessage;
      expect(entry.type).toBe('error');
      expect(await chat.store.retry(entry.id)).toBe(true);
      expect(sendsOf(chat.calls)).toHaveLength(1);
      expect(chat.stored).toHaveLength(2);
      expect(chat.state().messages.map((message) => `${message.sender}: ${messageText(message)}`)).toEqual([
        'user: Como autentico?',
        'bot: eco: Como autentico?',
      ]);
      expect(chat.state().waiting).toBe(false);
    });
  }

  it('a turn that is not stored is sent again', async () => {
    const chat = setup(() => json({}, 503));
    chat.stored.push(human('outra coisa'), ai('x'));
    // The failing send stores nothing this time.
    chat.stored.length = 2;
    await chat.store.sendMessage('Como autentico?');
    chat.stored.length = 2;
    await chat.store.retry(chat.state().messages.at(-1)!.id);
    expect(sendsOf(chat.calls)).toHaveLength(2);
    expect(messageText(chat.state().messages.at(-1)!)).toBe('eco: Como autentico?');
  });

  it('a 4xx did not run the workflow: no history asked, sent again', async () => {
    const chat = setup(() => json({}, 422));
    await chat.store.sendMessage('oi');
    await chat.store.retry(chat.state().messages.at(-1)!.id);
    expect(chat.calls.map((call) => call.payload.action)).toEqual(['sendMessage', 'sendMessage']);
  });

  it('with loadPreviousSession: false (a backend that keeps no conversation) nothing is asked, it is sent again', async () => {
    const chat = setup(() => json({}, 500), { loadPreviousSession: false });
    await chat.store.sendMessage('oi');
    await chat.store.retry(chat.state().messages.at(-1)!.id);
    expect(chat.calls.map((call) => call.payload.action)).toEqual(['sendMessage', 'sendMessage']);
  });
});
