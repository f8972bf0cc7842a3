/**
 * The wait-for-reply code is loaded only when a workflow answers over a socket
 * (src/core/store/store-execution.ts): a chat that never meets one does not load it, the typing
 * indicator does not wait for it, letting go wins over code still on its way, and code that
 * does not arrive (a 404, offline) ends the wait like a socket that cannot open, with Retry.
 * The module is replaced through vitest's module mocks, so its arrival is the test's to time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorMessage } from '../../../src/core/messages/messages';
import type { ChatStore } from '../../../src/core/store/store';
import { fakeEnv, MemoryStorage } from '../../helpers/fake-env';
import { fakeSocketServer } from '../../helpers/fake-socket';
import { fakeWebhook, json } from '../../helpers/fake-webhook.mjs';
import { messageText } from '../../../src/core/messages/messages';

const WAIT_MODULE = '../../../src/core/execution/wait';
const WEBHOOK = 'http://127.0.0.1:5678/webhook/chat';
const RECORD = 'papo-chat/sessionId/execution';

/** `arrive`: how the wait's code arrives, each time it is asked for (counted). */
async function setup(arrive: (load: () => Promise<unknown>) => Promise<unknown>, answers = ['started']) {
  vi.resetModules();
  let loads = 0;
  vi.doMock(WAIT_MODULE, async (importOriginal) => {
    loads += 1;
    return arrive(importOriginal);
  });
  const { createChatStore } = await import('../../../src/core/store/store');
  let posts = 0;
  const webhook = fakeWebhook(() =>
    answers[posts++] === 'started' ? json({ executionStarted: true, executionId: '25' }) : json({ output: 'Olá' }),
  );
  const server = fakeSocketServer();
  const storage = new MemoryStorage();
  const { env, warnings } = fakeEnv({ fetch: webhook.fetch, storage, openSocket: server.openSocket });
  const store: ChatStore = createChatStore({ webhookUrl: WEBHOOK, loadPreviousSession: false }, env);
  return { store, server, storage, warnings, calls: webhook.calls, loads: () => loads, state: store.getSnapshot };
}

/** Code that arrives when the test says. */
function gated() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { arrive: async (load: () => Promise<unknown>) => (await gate, load()), open: () => open() };
}

afterEach(() => {
  vi.doUnmock(WAIT_MODULE);
  vi.resetModules();
});

describe('the wait-for-reply code', () => {
  it('is not loaded by a chat whose replies come in the POST', async () => {
    const chat = await setup((load) => load(), ['reply', 'reply']);
    expect(await chat.store.sendMessage('oi')).toBe(true);
    expect(await chat.store.sendMessage('tudo bem?')).toBe(true);
    expect(chat.state().messages.map(messageText)).toEqual(['oi', 'Olá', 'tudo bem?', 'Olá']);
    expect(chat.loads()).toBe(0);
  });

  it('is loaded when a POST says the workflow answers over a socket; the typing shows before it arrives', async () => {
    const code = gated();
    const chat = await setup(code.arrive);
    const sent = chat.store.sendMessage('oi');
    await expect.poll(() => chat.state().execution).toEqual({ executionId: '25', awaitingReply: false });
    expect(chat.state().waiting).toBe(true);
    expect(chat.store.canSend('x')).toBe(false);
    expect(chat.server.sockets).toHaveLength(0);
    code.open();
    expect(await sent).toBe(true);
    expect(chat.loads()).toBe(1);
    expect(chat.server.sockets).toHaveLength(1);
    chat.server.last.receive('Qual é o seu nome?');
    expect(chat.state()).toMatchObject({ waiting: false, execution: { awaitingReply: true } });
  });

  it('"New conversation" while it is on its way wins: no socket opens when it arrives', async () => {
    const code = gated();
    const chat = await setup(code.arrive);
    const sent = chat.store.sendMessage('oi');
    await expect.poll(() => chat.state().execution).not.toBeNull();
    chat.store.startNewSession();
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(chat.storage.getItem(RECORD)).toBeNull();
    code.open();
    await sent;
    expect(chat.loads()).toBe(1);
    expect(chat.server.sockets).toHaveLength(0);
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
  });

  it('destroy() while it is on its way opens no socket and keeps the wait for the next load', async () => {
    const code = gated();
    const chat = await setup(code.arrive);
    const sent = chat.store.sendMessage('oi');
    await expect.poll(() => chat.state().execution).not.toBeNull();
    chat.store.destroy();
    code.open();
    await sent;
    expect(chat.server.sockets).toHaveLength(0);
    expect(chat.storage.getItem(RECORD)).not.toBeNull();
  });

  it('that does not arrive (404, offline) ends the wait with an error entry whose Retry sends the text again', async () => {
    const chat = await setup(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ['started', 'reply'],
    );
    expect(await chat.store.sendMessage('oi')).toBe(true);
    const entry = chat.state().messages.at(-1) as ErrorMessage;
    expect(entry).toMatchObject({ type: 'error', errorKind: 'network', retryMessageId: chat.state().messages[0]!.id });
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(chat.storage.getItem(RECORD)).toBeNull();
    expect(chat.warnings.join('\n')).toMatch(/could not be opened: its code did not load/);
    expect(chat.server.sockets).toHaveLength(0);

    expect(await chat.store.retry(entry.id)).toBe(true);
    expect(chat.state().messages.map(messageText)).toEqual(['oi', 'Olá']);
  });
});
