/**
 * The bounds of a wait for a workflow (docs/n8n.md#limits-of-the-wait), against a socket
 * that misbehaves: a flood of messages, a server that sends one message and drops, a
 * socket that goes silent. Work is counted (store updates, sockets), never timed.
 */
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGES_PER_WAIT } from '../../../src/core/execution/batch';
import { MAX_RECONNECTS, RECONNECT_MAX_DELAY_MS } from '../../../src/core/execution/reconnect';
import { SILENCE_LIMIT_MS } from '../../../src/core/execution/socket';
import type { ErrorMessage } from '../../../src/core/messages/messages';
import { createChatStore } from '../../../src/core/store/store';
import { fakeClock } from '../../helpers/fake-clock';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeSocketServer } from '../../helpers/fake-socket';
import { fakeWebhook, json } from '../../helpers/fake-webhook.mjs';
import { messageText } from '../../../src/core/messages/messages';

const WEBHOOK = 'http://127.0.0.1:5678/webhook/chat';

function setup() {
  const clock = fakeClock();
  const frames: (() => void)[] = [];
  const webhook = fakeWebhook(() => json({ executionStarted: true, executionId: '25' }));
  const server = fakeSocketServer();
  const { env, warnings } = fakeEnv({
    ...clock.env,
    fetch: webhook.fetch,
    openSocket: server.openSocket,
    nextFrame: (callback) => frames.push(callback),
  });
  const store = createChatStore({ webhookUrl: WEBHOOK, loadPreviousSession: false }, env);
  let updates = 0;
  store.subscribe(() => (updates += 1));
  return {
    store,
    server,
    clock,
    warnings,
    state: () => store.getSnapshot(),
    updates: () => updates,
    /** Runs the animation frames asked for so far. */
    drawFrame: () => frames.splice(0).forEach((frame) => frame()),
    pendingFrames: () => frames.length,
  };
}

const botTexts = (chat: ReturnType<typeof setup>) =>
  chat
    .state()
    .messages.filter((message) => message.sender === 'bot' && message.type !== 'error')
    .map(messageText);

describe('a flood on the socket', () => {
  it('what arrives between two frames is one store update, and asks for one frame', async () => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    const before = chat.updates();
    for (let index = 0; index < 50; index += 1) chat.server.last.receive(`m${index}`);
    expect(chat.updates()).toBe(before);
    expect(chat.pendingFrames()).toBe(1);
    chat.drawFrame();
    expect(chat.updates()).toBe(before + 1);
    expect(botTexts(chat)).toHaveLength(50);
    expect(chat.state()).toMatchObject({ waiting: false, execution: { awaitingReply: true } });
  });

  it('2 000 messages: at most MAX_MESSAGES_PER_WAIT shown, the socket closed, Retry offered', async () => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    const socket = chat.server.last;
    const before = chat.updates();
    for (let index = 0; index < 2000; index += 1) socket.receive(`m${index}`);
    chat.drawFrame();
    expect(botTexts(chat)).toHaveLength(MAX_MESSAGES_PER_WAIT);
    expect(botTexts(chat).at(-1)).toBe(`m${MAX_MESSAGES_PER_WAIT - 1}`);
    expect(socket.socket.closedByClient).toBe(true);
    const entry = chat.state().messages.at(-1) as ErrorMessage;
    expect(entry).toMatchObject({ type: 'error', retryMessageId: chat.state().messages[0]!.id });
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(chat.warnings.join('\n')).toMatch(/more than 200 messages in one wait/);
    // The messages in one update, the wait's end and the error entry in a few more: not 2 000.
    expect(chat.updates() - before).toBeLessThan(10);
  });

  it('a flood of `continue` does not grow what waits for the next frame', async () => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    chat.server.last.receive('Pergunta');
    for (let index = 0; index < 10_000; index += 1) chat.server.last.receive('n8n|continue');
    chat.drawFrame();
    expect(chat.state()).toMatchObject({ waiting: true, execution: { awaitingReply: false } });
  });

  it('the visitor’s answer starts a new wait with its own message allowance', async () => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    for (let index = 0; index < MAX_MESSAGES_PER_WAIT; index += 1) chat.server.last.receive(`m${index}`);
    chat.drawFrame();
    expect(await chat.store.sendMessage('Ana')).toBe(true);
    chat.server.last.receive('Obrigado');
    chat.drawFrame();
    expect(botTexts(chat).at(-1)).toBe('Obrigado');
    expect(chat.state().messages.at(-1)!.type).not.toBe('error');
  });

  it('a message that arrives just before the socket closes is shown before the wait ends', async () => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    chat.server.last.receive('Até logo!');
    chat.server.last.closeFromServer(1005);
    expect(botTexts(chat)).toEqual(['Até logo!']);
    expect(chat.state().execution).toBeNull();
  });
});

describe('a server that sends one message and drops, on every socket', () => {
  it('reconnects at most MAX_RECONNECTS times with growing delays, then an error entry with Retry', async () => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    // Hours of the clock: n8n's question again on each new socket must not reset the allowance.
    for (let step = 0; step < 10_000 && chat.state().execution !== null; step += 1) {
      const socket = chat.server.last;
      if (!socket.socket.closedByClient && socket.socket.readyState === 1) {
        socket.receive('Olá! Qual é o seu nome?');
        chat.drawFrame();
        socket.closeFromServer(1006);
      }
      chat.clock.advance(100);
    }
    expect(chat.server.sockets).toHaveLength(1 + MAX_RECONNECTS);
    expect(botTexts(chat)).toEqual(['Olá! Qual é o seu nome?']);
    expect(chat.state().messages.at(-1)).toMatchObject({ type: 'error', errorKind: 'network' });
    chat.clock.advance(10 * RECONNECT_MAX_DELAY_MS);
    expect(chat.server.sockets).toHaveLength(1 + MAX_RECONNECTS);
  });
});

describe('a socket that goes silent', () => {
  it('no frame and no heartbeat for the silence limit: the wait ends with a timeout entry and Retry', async () => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    expect(chat.state().waiting).toBe(true);
    chat.clock.advance(SILENCE_LIMIT_MS);
    const entry = chat.state().messages.at(-1) as ErrorMessage;
    expect(entry).toMatchObject({ type: 'error', errorKind: 'timeout', retryMessageId: chat.state().messages[0]!.id });
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(chat.server.last.socket.closedByClient).toBe(true);
    expect(chat.store.canSend('de novo')).toBe(true);
  });

  it('heartbeats keep a long wait for the visitor alive', async () => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    chat.server.last.receive('Qual é o seu nome?');
    chat.drawFrame();
    for (let second = 0; second < 2 * 3600; second += 30) {
      chat.clock.advance(30_000);
      chat.server.last.receive('n8n|heartbeat');
    }
    expect(chat.state()).toMatchObject({ execution: { awaitingReply: true } });
    expect(chat.state().messages.at(-1)!.type).not.toBe('error');
    expect(chat.server.sockets).toHaveLength(1);
  });
});
