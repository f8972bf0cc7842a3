import { describe, expect, it, vi } from 'vitest';
import { WebhookHttpError, WebhookStreamError } from '../../../src/core/errors';
import type { ChatMessage, ErrorMessage } from '../../../src/core/messages/messages';
import { en, pt } from '../../../src/core/i18n/i18n';
import type { ChatOptions } from '../../../src/core/options/options';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv, MemoryStorage } from '../../helpers/fake-env';
import { fakeWebhook, json, ndjson, streamResponse, type WebhookCall } from '../../helpers/fake-webhook.mjs';
import { messageText } from '../../../src/core/messages/messages';

const STORED_ID = '11111111-1111-4111-8111-111111111111';
const KEY = 'papo-chat/sessionId';

function setup(
  handler: (call: WebhookCall) => Response | Promise<Response>,
  options: ChatOptions = {},
  storage = new MemoryStorage(),
) {
  const webhook = fakeWebhook(handler);
  const { env, warnings } = fakeEnv({ fetch: webhook.fetch, storage });
  const store = createChatStore({ loadPreviousSession: false, ...options }, env);
  return { store, calls: webhook.calls, warnings, storage, state: () => store.getSnapshot() };
}

const echo = (call: WebhookCall) => json({ output: `eco: ${String(call.payload.chatInput)}` });
const summary = (messages: readonly ChatMessage[]) => messages.map((message) => [message.sender, messageText(message)]);

/** A handler whose responses the test releases one by one. */
function deferredResponses() {
  const pending: Array<(response: Response) => void> = [];
  return {
    handler: () => new Promise<Response>((resolve) => pending.push(resolve)),
    respond: (response: Response) => pending.shift()!(response),
    get waitingCount() {
      return pending.length;
    },
  };
}

describe('sessions', () => {
  it('starts a session by itself when the welcome screen is off, and stores its id', async () => {
    const { store, state, storage } = setup(echo);
    await store.initialize();
    expect(state().sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.getItem(KEY)).toBe(state().sessionId);
  });

  it('waits on the welcome screen (no session) when it is on, until startNewSession', async () => {
    const { store, state, storage } = setup(echo, { showWelcomeScreen: true });
    await store.initialize();
    expect(state().sessionId).toBeNull();
    store.startNewSession();
    expect(state().sessionId).not.toBeNull();
    expect(storage.getItem(KEY)).toBe(state().sessionId);
  });

  it('stores the session under storageKey', async () => {
    const { store, storage, state } = setup(echo, { storageKey: 'site-b/session' });
    await store.initialize();
    expect(storage.getItem('site-b/session')).toBe(state().sessionId);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('adopts the stored id and rebuilds the messages when the history is non-empty', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, STORED_ID);
    const history = {
      data: [
        { id: ['langchain_core', 'messages', 'HumanMessage'], kwargs: { content: 'Como autentico?' } },
        { id: ['langchain_core', 'messages', 'AIMessage'], kwargs: { content: 'Use /auth', tool_calls: [] } },
      ],
    };
    const { store, calls, state } = setup(() => json(history), { loadPreviousSession: true }, storage);
    await store.initialize();
    expect(calls[0]!.payload).toEqual({ action: 'loadPreviousSession', sessionId: STORED_ID });
    expect(state().sessionId).toBe(STORED_ID);
    expect(state().historyStatus).toBe('loaded');
    expect(summary(state().messages)).toEqual([
      ['user', 'Como autentico?'],
      ['bot', 'Use /auth'],
    ]);
  });

  it('does not adopt the stored id when the server has no history for it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, STORED_ID);
    const { store, state } = setup(
      () => json({ data: [] }),
      { loadPreviousSession: true, showWelcomeScreen: true },
      storage,
    );
    await store.initialize();
    expect(state().sessionId).toBeNull();
  });

  it('asks for the history of a fresh id when none is stored', async () => {
    const { store, calls } = setup(() => json({ data: [] }), { loadPreviousSession: true });
    await store.initialize();
    expect(calls[0]!.payload.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes no history call when loadPreviousSession is off', async () => {
    const { store, calls } = setup(echo, { loadPreviousSession: false });
    await store.initialize();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a 500', () => json({ message: 'Error in workflow' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('starts a new session and reports it when the history load fails with %s', async (_name, handler) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, STORED_ID);
    const onError = vi.fn();
    const { store, state, warnings } = setup(
      handler,
      { loadPreviousSession: true, showWelcomeScreen: true, onError },
      storage,
    );
    await store.initialize();
    expect(state().historyStatus).toBe('failed');
    expect(state().sessionId).not.toBeNull();
    expect(state().sessionId).not.toBe(STORED_ID);
    expect(onError).toHaveBeenCalledOnce();
    expect(state().lastError).toBe(onError.mock.calls[0]![0]);
    expect(warnings).toHaveLength(1);
  });

  it('holds one message sent while the history loads (pending), and sends it once the load is over', async () => {
    const responses = deferredResponses();
    const { store, state } = setup(responses.handler, { loadPreviousSession: true });
    const loading = store.loadPreviousSession();
    expect(store.canSend('oi')).toBe(true);
    const sending = store.sendMessage('oi');
    expect(state().messages).toMatchObject([{ sender: 'user', text: 'oi', status: 'pending' }]);
    // One waits for the history; a second would wait in the box.
    expect(store.canSend('outra')).toBe(false);
    responses.respond(json({ data: [] }));
    await loading;
    await vi.waitFor(() => expect(state().sessionId).not.toBeNull());
    expect(state().messages[0]).not.toHaveProperty('pending');
    await vi.waitFor(() => expect(responses.waitingCount).toBe(1));
    responses.respond(json({ output: 'olá' }));
    expect(await sending).toBe(true);
    expect(state().messages.map(messageText)).toEqual(['oi', 'olá']);
  });

  it('ignores a history that arrives after the visitor already started a conversation', async () => {
    const responses = deferredResponses();
    const { store, state } = setup(responses.handler, { loadPreviousSession: true, showWelcomeScreen: true });
    const loading = store.loadPreviousSession();
    store.startNewSession();
    const sessionId = state().sessionId;
    responses.respond(json({ data: [{ id: ['HumanMessage'], kwargs: { content: 'old' } }] }));
    await loading;
    expect(state().sessionId).toBe(sessionId);
    expect(state().messages).toEqual([]);
  });
});

describe('initial messages', () => {
  it('greets in English by default, as bot messages', () => {
    const { state } = setup(echo);
    expect(summary(state().initialMessages)).toEqual(en.initialMessages.map((text) => ['bot', text]));
    expect(messageText(state().initialMessages[1]!)).toBe('My name is Lia. How can I assist you today?');
  });

  it('greets in the chosen language', () => {
    const { state } = setup(echo, { defaultLanguage: 'pt' });
    expect(state().initialMessages.map(messageText)).toEqual(pt.initialMessages);
    expect(state().strings.inputPlaceholder).toBe(pt.inputPlaceholder);
  });

  it('uses the initialMessages option when given', () => {
    const { state } = setup(echo, { initialMessages: ['Bem-vindo'] });
    expect(summary(state().initialMessages)).toEqual([['bot', 'Bem-vindo']]);
  });
});

describe('sending', () => {
  it('appends the user message, waits, then appends the reply', async () => {
    const responses = deferredResponses();
    const { store, state, calls } = setup(responses.handler);
    await store.initialize();
    const sending = store.sendMessage('hola mundo');
    expect(summary(state().messages)).toEqual([['user', 'hola mundo']]);
    expect(state().waiting).toBe(true);
    responses.respond(json({ output: 'eco: hola mundo' }));
    await expect(sending).resolves.toBe(true);
    expect(state().waiting).toBe(false);
    expect(summary(state().messages)).toEqual([
      ['user', 'hola mundo'],
      ['bot', 'eco: hola mundo'],
    ]);
    expect(calls[0]!.payload).toEqual({
      action: 'sendMessage',
      sessionId: state().sessionId,
      chatInput: 'hola mundo',
      metadata: { clientMessageId: state().messages[0]!.id },
    });
  });

  it('timestamps messages with the env clock', async () => {
    const { store, state } = setup(echo);
    await store.sendMessage('x');
    expect(state().messages.map((message) => message.createdAt)).toEqual([
      '2026-11-21T12:00:00.000Z',
      '2026-11-21T12:00:00.000Z',
    ]);
  });

  it('starts a session first when there is none', async () => {
    const { store, state, calls } = setup(echo, { showWelcomeScreen: true });
    await store.initialize();
    await store.sendMessage('oi');
    expect(state().sessionId).not.toBeNull();
    expect(calls[0]!.payload.sessionId).toBe(state().sessionId);
  });

  it('emits messageSent and messageReceived', async () => {
    const { store } = setup(echo);
    const sent = vi.fn();
    const received = vi.fn();
    store.on('messageSent', sent);
    store.on('messageReceived', received);
    await store.sendMessage('x');
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ sender: 'user', text: 'x' }));
    expect(received).toHaveBeenCalledWith(
      expect.objectContaining({ sender: 'bot', parts: [{ type: 'text', text: 'eco: x' }] }),
    );
  });

  it.each([
    ['empty text', ''],
    ['blank text', '  \n\t '],
  ])('refuses %s', async (_name, text) => {
    const { store, calls, state } = setup(echo);
    expect(store.canSend(text)).toBe(false);
    await expect(store.sendMessage(text)).resolves.toBe(false);
    expect(calls).toHaveLength(0);
    expect(state().messages).toEqual([]);
  });

  it('refuses while a reply is awaited', async () => {
    const responses = deferredResponses();
    const { store, calls } = setup(responses.handler);
    const first = store.sendMessage('one');
    expect(store.canSend('two')).toBe(false);
    await expect(store.sendMessage('two')).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    responses.respond(json({ output: 'ok' }));
    await first;
    expect(store.canSend('two')).toBe(true);
  });

  it('refuses when the widget is disabled', async () => {
    const { store, calls } = setup(echo, { disabled: true });
    await expect(store.sendMessage('x')).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('sends the files with the message and keeps them on the user message', async () => {
    const { store, calls, state } = setup(echo);
    const file = new File(['%PDF'], 'rg.pdf', { type: 'application/pdf' });
    await store.sendMessage('segue', [file]);
    expect(calls[0]!.files.map((sent) => sent.name)).toEqual(['rg.pdf']);
    const [userMessage] = state().messages;
    expect(userMessage?.type === 'text' && userMessage.sender === 'user' && userMessage.files).toEqual([file]);
  });

  it('notifies subscribers on every change and stops after unsubscribe', async () => {
    const { store } = setup(echo);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.sendMessage('x');
    const count = listener.mock.calls.length;
    expect(count).toBeGreaterThanOrEqual(3);
    unsubscribe();
    await store.sendMessage('y');
    expect(listener).toHaveBeenCalledTimes(count);
  });

  it('gives a new snapshot object on change and the same one otherwise', async () => {
    const { store } = setup(echo);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    await store.sendMessage('x');
    expect(store.getSnapshot()).not.toBe(before);
    expect(before.messages).toEqual([]);
  });
});

describe('failed sends', () => {
  const lastEntry = (messages: readonly ChatMessage[]) => messages.at(-1) as ErrorMessage;

  it.each([
    ['http', () => json({ message: 'Error in workflow' }, 500), en.errorHttp.replace('{status}', '500')],
    ['network', () => Promise.reject(new TypeError('Failed to fetch')), en.errorNetwork],
    ['parse', () => new Response('not json', { status: 200 }), en.errorParse],
  ])('turns a %s failure into an error entry with retry, keeping the text and files', async (kind, handler, text) => {
    const onError = vi.fn();
    const onErrorEvent = vi.fn();
    const { store, state, warnings } = setup(handler, { onError });
    store.on('error', onErrorEvent);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(store.sendMessage('minha pergunta', [file])).resolves.toBe(false);
    expect(state().waiting).toBe(false);
    const [userMessage, entry] = state().messages;
    expect(userMessage).toMatchObject({ sender: 'user', text: 'minha pergunta', files: [file] });
    expect(entry).toMatchObject({
      type: 'error',
      sender: 'bot',
      errorKind: kind,
      retryMessageId: userMessage!.id,
      text,
    });
    expect(onError).toHaveBeenCalledWith(state().lastError);
    expect(onErrorEvent).toHaveBeenCalledWith(state().lastError);
    expect(warnings).toHaveLength(1);
  });

  it('keeps the status of an HTTP failure on the entry and the error', async () => {
    const { store, state } = setup(() => json({}, 404));
    await store.sendMessage('x');
    expect(lastEntry(state().messages).status).toBe(404);
    expect(state().lastError).toBeInstanceOf(WebhookHttpError);
  });

  it('words the error in the chat language', async () => {
    const { store, state } = setup(() => Promise.reject(new TypeError('offline')), { defaultLanguage: 'pt' });
    await store.sendMessage('x');
    expect(lastEntry(state().messages).text).toBe(pt.errorNetwork);
  });

  it('retries with the same text and files, replacing the error entry with the reply', async () => {
    let attempt = 0;
    const { store, state, calls } = setup((call) => (++attempt === 1 ? json({}, 500) : echo(call)), {
      loadPreviousSession: true,
    });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await store.sendMessage('de novo', [file]);
    const entry = lastEntry(state().messages);
    await expect(store.retry(entry.id)).resolves.toBe(true);
    // A 500 may mean the workflow got it: the stored conversation is asked first.
    expect(calls[1]!.payload.action).toBe('loadPreviousSession');
    expect(calls[2]!.payload.chatInput).toBe('de novo');
    expect(calls[2]!.files).toEqual([file]);
    // The same client message id both times.
    expect(calls[2]!.payload.metadata).toEqual(calls[0]!.payload.metadata);
    expect(summary(state().messages)).toEqual([
      ['user', 'de novo'],
      ['bot', 'eco: de novo'],
    ]);
    expect(state().lastError).toBeNull();
  });

  it('retries by the user message id too, and refuses unknown ids', async () => {
    let attempt = 0;
    const { store, state } = setup((call) => (++attempt === 1 ? json({}, 502) : echo(call)));
    await store.sendMessage('q');
    await expect(store.retry('nope')).resolves.toBe(false);
    await expect(store.retry(state().messages[0]!.id)).resolves.toBe(true);
    expect(summary(state().messages)).toEqual([
      ['user', 'q'],
      ['bot', 'eco: q'],
    ]);
  });

  it('refuses to retry while waiting or when disabled', async () => {
    const responses = deferredResponses();
    const { store, state } = setup(responses.handler);
    const failing = store.sendMessage('a');
    responses.respond(json({}, 500));
    await failing;
    const entryId = state().messages[1]!.id;
    const other = store.sendMessage('b');
    await expect(store.retry(entryId)).resolves.toBe(false);
    responses.respond(json({ output: 'ok' }));
    await other;
    const disabled = setup(() => json({}, 500), { disabled: true });
    await expect(disabled.store.retry('x')).resolves.toBe(false);
  });

  it('survives an onError callback that throws', async () => {
    const { store, state, warnings } = setup(() => json({}, 500), {
      onError: () => {
        throw new Error('site bug');
      },
    });
    await expect(store.sendMessage('x')).resolves.toBe(false);
    expect(state().waiting).toBe(false);
    expect(warnings.some((warning) => warning.includes('onError'))).toBe(true);
  });
});

describe('streamed replies', () => {
  const meta = (nodeId: string, runIndex = 0) => ({ nodeId, runIndex, nodeName: 'Agent', itemIndex: 0 });

  it('grows one reply as chunks arrive; a node run that writes after another makes the earlier text a step', async () => {
    const seen: string[][] = [];
    const parts = ndjson(
      { type: 'begin', metadata: meta('a') },
      { type: 'item', content: 'Olá', metadata: meta('a') },
      { type: 'item', content: ', tudo bem?', metadata: meta('a') },
      { type: 'end', metadata: meta('a') },
      { type: 'item', content: 'Segundo', metadata: meta('a', 1) },
      { type: 'end', metadata: meta('a', 1) },
    );
    const { store, state } = setup(() => streamResponse(parts), { enableStreaming: true });
    store.subscribe(() =>
      seen.push(
        state()
          .messages.filter((message) => message.sender === 'bot')
          .map(messageText),
      ),
    );
    const received = vi.fn();
    store.on('messageReceived', received);
    await expect(store.sendMessage('oi')).resolves.toBe(true);
    expect(seen).toContainEqual(['Olá']);
    expect(summary(state().messages)).toEqual([
      ['user', 'oi'],
      ['bot', 'Segundo'],
    ]);
    expect(state().messages[1]).toMatchObject({
      parts: [
        { type: 'step', name: 'Agent', text: 'Olá, tudo bem?', status: 'done' },
        { type: 'text', text: 'Segundo' },
      ],
      status: 'done',
    });
    expect(received).toHaveBeenCalledTimes(1);
  });

  it('marks the bubble failed and offers retry when the stream is cut off, keeping what arrived', async () => {
    let attempt = 0;
    const { store, state } = setup(
      () =>
        ++attempt === 1
          ? streamResponse(ndjson({ type: 'item', content: 'metade', metadata: meta('a') }), { cutOff: true })
          : streamResponse(ndjson({ type: 'item', content: 'inteira', metadata: meta('a') })),
      { enableStreaming: true },
    );
    await expect(store.sendMessage('q')).resolves.toBe(false);
    const [, partial, entry] = state().messages;
    expect(partial).toMatchObject({ parts: [{ type: 'text', text: 'metade' }], status: 'failed' });
    expect(entry).toMatchObject({ type: 'error', errorKind: 'stream' });
    await store.retry(entry!.id);
    expect(summary(state().messages)).toEqual([
      ['user', 'q'],
      ['bot', 'inteira'],
    ]);
  });

  it('shows an error chunk as a failed reply with retry', async () => {
    const parts = ndjson(
      { type: 'item', content: 'começo', metadata: meta('a') },
      { type: 'error', content: 'Error in workflow', metadata: meta('a') },
    );
    const { store, state } = setup(() => streamResponse(parts), { enableStreaming: true });
    await store.sendMessage('q');
    const [, bubble, entry] = state().messages;
    expect(bubble).toMatchObject({ parts: [{ type: 'text', text: 'começo' }], status: 'failed' });
    expect(entry).toMatchObject({ type: 'error', errorKind: 'stream' });
    expect(state().lastError).toBeInstanceOf(WebhookStreamError);
    expect(state().lastError?.message).toContain('Error in workflow');
  });

  it('says "no response" instead of leaving an empty bubble when the stream has no text', async () => {
    const parts = ndjson({ type: 'begin', metadata: meta('a') }, { type: 'end', metadata: meta('a') });
    const { store, state } = setup(() => streamResponse(parts), { enableStreaming: true });
    await store.sendMessage('q');
    expect(summary(state().messages)).toEqual([
      ['user', 'q'],
      ['bot', en.errorNoResponse],
    ]);
    expect(state().messages[1]).toMatchObject({ type: 'error', errorKind: 'noResponse' });
  });

  it('shows an NDJSON reply even when streaming was not asked for (the trigger streams anyway)', async () => {
    const body = ndjson(
      { type: 'begin', metadata: meta('a') },
      { type: 'item', content: 'eco', metadata: meta('a') },
    ).join('');
    const { store, state } = setup(() => new Response(body, { status: 200 }));
    await expect(store.sendMessage('q')).resolves.toBe(true);
    expect(summary(state().messages)).toEqual([
      ['user', 'q'],
      ['bot', 'eco'],
    ]);
  });

  it('keeps a bubble whose stream closed without an end chunk', async () => {
    const { store, state } = setup(
      () => streamResponse(ndjson({ type: 'item', content: 'sem fim', metadata: meta('a') })),
      {
        enableStreaming: true,
      },
    );
    await expect(store.sendMessage('q')).resolves.toBe(true);
    expect(state().messages[1]).toMatchObject({ parts: [{ type: 'text', text: 'sem fim' }], status: 'done' });
  });
});

describe('abort and new sessions', () => {
  it('abort() stops waiting without an error entry', async () => {
    const { store, state, warnings } = setup(
      (call) =>
        new Promise((_, reject) =>
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const sending = store.sendMessage('q');
    store.abort();
    await expect(sending).resolves.toBe(false);
    expect(state().waiting).toBe(false);
    expect(summary(state().messages)).toEqual([['user', 'q']]);
    expect(warnings).toEqual([]);
  });

  it('a new session cancels the pending reply so it never lands in the new conversation', async () => {
    const responses = deferredResponses();
    const { store, state } = setup(responses.handler);
    const sending = store.sendMessage('old question');
    const oldSession = state().sessionId;
    store.startNewSession();
    expect(state().sessionId).not.toBe(oldSession);
    expect(state().messages).toEqual([]);
    expect(state().waiting).toBe(false);
    responses.respond(json({ output: 'late answer' }));
    await sending;
    expect(state().messages).toEqual([]);
  });

  it('destroy() aborts the request in flight and silences subscribers', async () => {
    const { store } = setup(
      (call) =>
        new Promise((_, reject) =>
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const listener = vi.fn();
    store.subscribe(listener);
    const sending = store.sendMessage('q');
    listener.mockClear();
    store.destroy();
    await expect(sending).resolves.toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('messages from the integration', () => {
  it('adds text and component bot messages', () => {
    const { store, state } = setup(echo);
    const text = store.addBotMessage({ text: 'Aviso do site' });
    const component = store.addBotMessage({ type: 'component', key: 'rating', arguments: { stars: 5 } });
    expect(state().messages).toEqual([text, component]);
    expect(component).toMatchObject({ sender: 'bot', type: 'component', key: 'rating', arguments: { stars: 5 } });
    expect(store.addBotMessage({ type: 'component', key: 'empty' })).toMatchObject({ arguments: {} });
  });
});
