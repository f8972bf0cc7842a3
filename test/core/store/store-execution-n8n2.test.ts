/**
 * n8n 2.x's wait-for-reply socket through the store, driven by frames recorded from a real
 * n8n 2.41.1 (test/fixtures/protocol/hitl-2x-token-and-rejected.json, taken from the trace
 * beside it in n8n-2.41/): the socket needs the POST's resume token, and a socket n8n will
 * not serve gets `Connection rejected` before the 1008 close (docs/protocol.md#waiting-for-the-visitor).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/core/messages/messages';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv, MemoryStorage } from '../../helpers/fake-env';
import { fakeSocketServer } from '../../helpers/fake-socket';
import { fakeWebhook, json } from '../../helpers/fake-webhook.mjs';
import { messageText } from '../../../src/core/messages/messages';

interface Frame {
  from: 'n8n' | 'client';
  type: 'text' | 'close';
  text?: string;
  code?: number | null;
}
interface Exchange {
  label: string;
  response?: { body: string };
  socket?: { query: Record<string, string>; frames: Frame[] };
}
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/protocol/');
const recorded = JSON.parse(readFileSync(join(FIXTURES, 'hitl-2x-token-and-rejected.json'), 'utf8')) as {
  trace: string;
  exchanges: Exchange[];
  expected: { messages: string[] };
};
const post = recorded.exchanges[0]!.response!.body;
const { resumeToken } = JSON.parse(post) as { resumeToken: string };
const socketOf = (label: string) => recorded.exchanges.find((exchange) => exchange.label === label)!.socket!;
const REJECTED = ['no-token', 'wrong-token', 'unknown-exec'];

const WEBHOOK = 'http://127.0.0.1:5690/webhook/a1b2c3d4-0000-4000-8000-0000000e0c03/chat';
const KEY = 'papo-chat/sessionId';
const SESSION = '33333333-3333-4333-8333-333333333333';

function setup({ storage = new MemoryStorage(), loadPreviousSession = false } = {}) {
  const webhook = fakeWebhook((call) =>
    call.payload.action === 'loadPreviousSession'
      ? json({ data: [] })
      : new Response(post, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
  );
  const server = fakeSocketServer();
  const { env, warnings } = fakeEnv({ fetch: webhook.fetch, storage, openSocket: server.openSocket });
  const store = createChatStore({ webhookUrl: WEBHOOK, loadPreviousSession }, env);
  return { store, server, warnings, storage, state: () => store.getSnapshot() };
}

/** Plays n8n's side of a recorded socket. */
function play(socket: ReturnType<typeof setup>['server']['last'], frames: Frame[]) {
  for (const frame of frames) {
    if (frame.from !== 'n8n') continue;
    if (frame.type === 'text') socket.receive(frame.text!);
    else socket.closeFromServer(frame.code ?? 1005);
  }
}

const bots = (messages: readonly ChatMessage[]) =>
  messages.filter((message) => message.sender === 'bot' && message.type !== 'error').map(messageText);

describe('the recording', () => {
  it("holds n8n 2.x's frames exactly as the trace beside it shows them", () => {
    const trace = readFileSync(join(FIXTURES, recorded.trace), 'utf8');
    expect(resumeToken).toMatch(/^[0-9a-f]{64}$/);
    expect(trace).toContain(post);
    for (const label of REJECTED) {
      expect(trace).toContain(`[${label}] <- Connection rejected\n`);
      expect(trace).toContain(`[${label}] close 1008 \n`);
    }
    for (const frame of socketOf('with-token').frames.filter((f) => f.type === 'text')) {
      expect(trace).toContain(`[with-token] ${frame.from === 'n8n' ? '<-' : '->'} ${frame.text!}\n`);
    }
  });
});

describe('n8n 2.x: the socket carries the resume token', () => {
  it('opens the socket with &token=<resumeToken> and plays the recorded conversation', async () => {
    const chat = setup();
    expect(await chat.store.sendMessage('oi')).toBe(true);
    const { sessionId } = chat.state();
    expect(chat.server.last.url).toBe(
      `ws://127.0.0.1:5690/chat?sessionId=${sessionId}&executionId=28&isPublic=true&token=${resumeToken}`,
    );
    // Kept for a reload, token included.
    expect(JSON.parse(chat.storage.getItem(`${KEY}/execution`)!)).toEqual({
      sessionId,
      executionId: '28',
      resumeToken,
    });

    for (const frame of socketOf('with-token').frames) {
      if (frame.from === 'client' && frame.type === 'text') {
        const { chatInput } = JSON.parse(frame.text!) as { chatInput: string };
        expect(await chat.store.sendMessage(chatInput)).toBe(true);
      } else play(chat.server.last, [frame]);
    }
    expect(bots(chat.state().messages)).toEqual(recorded.expected.messages);
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
  });
});

describe('n8n 2.x: `Connection rejected`, then 1008', () => {
  it.each(REJECTED)('(%s) while a message waits: no bot bubble, an error entry with Retry', async (label) => {
    const chat = setup();
    await chat.store.sendMessage('oi');
    play(chat.server.last, socketOf(label).frames);
    const messages = chat.state().messages;
    expect(bots(messages)).toEqual([]);
    expect(messages.some((message) => messageText(message) === 'Connection rejected')).toBe(false);
    expect(messages.at(-1)).toMatchObject({ type: 'error', retryMessageId: messages[0]!.id });
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
  });

  it.each(REJECTED)(
    '(%s) on a wait resumed after a reload: it ends quietly, with a word to the site owner',
    async (label) => {
      const storage = new MemoryStorage();
      storage.setItem(KEY, SESSION);
      storage.setItem(`${KEY}/execution`, JSON.stringify({ sessionId: SESSION, executionId: '28', resumeToken }));
      const chat = setup({ storage, loadPreviousSession: true });
      await chat.store.initialize();
      expect(chat.server.last.url).toBe(
        `ws://127.0.0.1:5690/chat?sessionId=${SESSION}&executionId=28&isPublic=true&token=${resumeToken}`,
      );
      play(chat.server.last, socketOf(label).frames);
      expect(chat.state()).toMatchObject({ waiting: false, execution: null, messages: [] });
      expect(storage.getItem(`${KEY}/execution`)).toBeNull();
      expect(chat.warnings.join('\n')).toMatch(/n8n refused the execution 28; the resumed wait is over/);
    },
  );
});
