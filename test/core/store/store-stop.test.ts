/** Stop: the visitor abandons a reply that is awaited or streaming; what arrived stays. */
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/core/messages/messages';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeWebhook, json, ndjson, streamResponse } from '../../helpers/fake-webhook.mjs';
import { messageText } from '../../../src/core/messages/messages';

function setup(handler: Parameters<typeof fakeWebhook>[0], enableStreaming = false) {
  const webhook = fakeWebhook(handler);
  const { env, warnings } = fakeEnv({ fetch: webhook.fetch });
  const store = createChatStore({ loadPreviousSession: false, enableStreaming }, env);
  const stopped: Array<{ messages: readonly ChatMessage[] }> = [];
  store.on('stopped', (payload) => stopped.push(payload));
  const errors: unknown[] = [];
  store.on('error', (error) => errors.push(error));
  return { store, stopped, errors, warnings, state: () => store.getSnapshot() };
}

/** A webhook that never answers: its request ends only when the chat aborts it. */
const answersOnlyAnAbort: Parameters<typeof fakeWebhook>[0] = (call) =>
  new Promise<Response>((_, reject) =>
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

describe('Stop', () => {
  it('keeps what streamed in, marked stopped, and frees the box at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const chat = setup(
      () =>
        streamResponse(
          ndjson({ type: 'begin' }, { type: 'item', content: 'Parte um, ' }, { type: 'item', content: 'dois' }),
          {
            wait: (index) => (index === 2 ? held : undefined),
          },
        ),
      true,
    );
    const sending = chat.store.sendMessage('conte');
    await expect.poll(() => messageText(chat.state().messages.at(-1)!)).toBe('Parte um, ');

    expect(chat.store.stop()).toBe(true);
    // At once, not after the request has wound down.
    expect(chat.state().waiting).toBe(false);
    expect(chat.store.canSend('outra pergunta')).toBe(true);
    expect(await sending).toBe(false);
    release();

    const bubble = chat.state().messages.at(-1)!;
    expect(bubble).toMatchObject({ sender: 'bot', parts: [{ type: 'text', text: 'Parte um, ' }], status: 'stopped' });
    expect(chat.stopped).toEqual([{ messages: [bubble] }]);
    // A Stop is not a failure: no error entry, nothing reported.
    expect(chat.state().messages.some((message) => message.type === 'error')).toBe(false);
    expect(chat.errors).toEqual([]);
  });

  it('abandons a reply that had not started, with nothing to keep', async () => {
    const chat = setup(answersOnlyAnAbort);
    const sending = chat.store.sendMessage('oi');
    await expect.poll(() => chat.state().waiting).toBe(true);
    expect(chat.store.stop()).toBe(true);
    expect(await sending).toBe(false);
    expect(chat.stopped).toEqual([{ messages: [] }]);
    expect(chat.state().messages.map((message) => message.sender)).toEqual(['user']);
  });

  it('does nothing when no reply is on its way', async () => {
    const chat = setup(() => json({ output: 'ok' }));
    await chat.store.sendMessage('oi');
    expect(chat.store.stop()).toBe(false);
    expect(chat.stopped).toEqual([]);
  });

  it('an abort for another reason (new conversation) is not a Stop', async () => {
    const chat = setup(answersOnlyAnAbort);
    const sending = chat.store.sendMessage('oi');
    chat.store.startNewSession();
    await sending;
    expect(chat.stopped).toEqual([]);
  });
});
