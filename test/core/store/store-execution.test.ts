/**
 * n8n's wait-for-reply flow through the store (docs/protocol.md#waiting-for-the-visitor),
 * driven by the frames recorded from a real n8n 1.123 (test/fixtures/protocol/hitl-*.json).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ChatEnv } from '../../../src/core/env';
import type { ChatMessage, ErrorMessage } from '../../../src/core/messages/messages';
import type { ChatOptions } from '../../../src/core/options/options';
import { createChatStore } from '../../../src/core/store/store';
import { MAX_RECONNECTS, RECONNECT_BASE_DELAY_MS, RECONNECT_MAX_DELAY_MS } from '../../../src/core/execution/reconnect';
import { fakeClock } from '../../helpers/fake-clock';
import { fakeEnv, MemoryStorage } from '../../helpers/fake-env';
import { fakeSocketServer } from '../../helpers/fake-socket';
import { fakeWebhook, json, streamResponse, type WebhookCall } from '../../helpers/fake-webhook.mjs';
import { buttonsOf, messageText } from '../../../src/core/messages/messages';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/protocol/');

interface Frame {
  from: 'n8n' | 'client';
  type: 'text' | 'close';
  text?: string;
}
interface Exchange {
  response?: { body: string };
  socket?: { query: Record<string, string>; frames: Frame[] };
}
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as {
    exchanges: Exchange[];
    expected?: { messages: string[] };
  };

const WEBHOOK = 'http://127.0.0.1:5678/webhook/a1b2c3d4-0000-4000-8000-0000000e0c03/chat';
const KEY = 'papo-chat/sessionId';
const SESSION = '22222222-2222-4222-8222-222222222222';
const EXECUTION_STARTED = '{"executionStarted":true,"executionId":"25"}';

function setup(
  handler: (call: WebhookCall) => Response | Promise<Response>,
  options: ChatOptions = {},
  { storage = new MemoryStorage(), envOverrides = {} as Partial<ChatEnv> } = {},
) {
  const webhook = fakeWebhook(handler);
  const server = fakeSocketServer();
  const { env, warnings } = fakeEnv({ fetch: webhook.fetch, storage, openSocket: server.openSocket, ...envOverrides });
  const store = createChatStore({ webhookUrl: WEBHOOK, loadPreviousSession: false, ...options }, env);
  const received: ChatMessage[] = [];
  store.on('messageReceived', (message) => received.push(message));
  return { store, server, warnings, storage, received, calls: webhook.calls, state: () => store.getSnapshot() };
}

const startsExecution = () => new Response(EXECUTION_STARTED, { headers: { 'Content-Type': 'application/json' } });
const texts = (messages: readonly ChatMessage[]) =>
  messages.map((message) => `${message.sender}: ${messageText(message)}`);
const sendMessages = (calls: WebhookCall[]) => calls.filter((call) => call.payload.action === 'sendMessage');
/** What the chat sent on a socket, heartbeat answers left out. */
const replies = (sent: string[]) => sent.filter((text) => text !== 'n8n|heartbeat-ack');

describe('a workflow that answers over a socket (Respond to Chat)', () => {
  it('plays the recorded conversation: questions shown, answers sent on the socket, the end closes it', async () => {
    const recorded = fixture('hitl-conversation');
    const post = recorded.exchanges[0]!.response!.body;
    const socket = recorded.exchanges[1]!.socket!;
    const clock = fakeClock();
    const chat = setup(
      () => new Response(post, { headers: { 'Content-Type': 'application/json' } }),
      {},
      {
        envOverrides: clock.env,
      },
    );

    expect(await chat.store.sendMessage('oi')).toBe(true);
    const { sessionId } = chat.state();
    const opened = chat.server.last;
    expect(opened.url).toBe(`ws://127.0.0.1:5678/chat?sessionId=${sessionId}&executionId=25&isPublic=true`);
    // n8n works: the typing indicator shows and the box waits.
    expect(chat.state()).toMatchObject({ waiting: true, execution: { executionId: '25', awaitingReply: false } });

    // The recorded frames in order: n8n's go to the chat; the visitor answers where the client did.
    for (const frame of socket.frames) {
      // n8n sends its heartbeats 30 s apart (the chat answers at most one a second).
      if (frame.text === 'n8n|heartbeat') clock.advance(30_000);
      if (frame.from === 'n8n' && frame.type === 'text') opened.receive(frame.text!);
      if (frame.from === 'client' && frame.type === 'text' && frame.text!.startsWith('{')) {
        const { chatInput } = JSON.parse(frame.text!) as { chatInput: string };
        expect(chat.state()).toMatchObject({ waiting: false, execution: { awaitingReply: true } });
        expect(await chat.store.sendMessage(chatInput)).toBe(true);
      }
    }
    expect(chat.state().waiting).toBe(true); // `n8n|continue` after the last message
    opened.closeFromServer(1005);

    const clientFrames = socket.frames.filter((frame) => frame.from === 'client' && frame.type === 'text');
    expect(opened.sent).toEqual(
      clientFrames.map((frame) => frame.text!.replace(/"sessionId":"[^"]+"/, `"sessionId":"${sessionId}"`)),
    );
    expect(texts(chat.state().messages).filter((text) => text.startsWith('bot'))).toEqual(
      recorded.expected!.messages.map((text) => `bot: ${text}`),
    );
    expect(chat.received.map(messageText)).toEqual(recorded.expected!.messages);
    // One POST only: the answers never started a second execution.
    expect(sendMessages(chat.calls)).toHaveLength(1);
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(chat.storage.getItem(`${KEY}/execution`)).toBeNull();

    // Over: the next message is a normal POST again.
    await chat.store.sendMessage('de novo');
    expect(sendMessages(chat.calls)).toHaveLength(2);
  });

  it('keeps the wait with the session while it lasts (a reload can resume it)', async () => {
    const chat = setup(startsExecution);
    await chat.store.sendMessage('oi');
    expect(JSON.parse(chat.storage.getItem(`${KEY}/execution`)!)).toEqual({
      sessionId: chat.state().sessionId,
      executionId: '25',
    });
  });

  it('reads the same answer from a trigger asked to stream (this mode cannot stream)', async () => {
    const chat = setup(() => streamResponse([EXECUTION_STARTED]), { enableStreaming: true });
    await chat.store.sendMessage('oi');
    expect(chat.server.sockets).toHaveLength(1);
    expect(chat.state().messages.filter((message) => message.sender === 'bot')).toEqual([]);
    chat.server.last.receive('Olá! Qual é o seu nome?');
    expect(texts(chat.state().messages)).toEqual(['user: oi', 'bot: Olá! Qual é o seu nome?']);
  });

  it('sends attached files on the socket as n8n reads them (name, type, plain base64)', async () => {
    const chat = setup(startsExecution, { allowFileUploads: true });
    await chat.store.sendMessage('oi');
    chat.server.last.receive('Mande o documento');
    const file = new File(['olá'], 'nota.txt', { type: 'text/plain' });
    await chat.store.sendMessage('aqui', [file]);
    const sent = JSON.parse(replies(chat.server.last.sent)[0]!) as { files: unknown[] };
    expect(sent.files).toEqual([{ name: 'nota.txt', type: 'text/plain', data: Buffer.from('olá').toString('base64') }]);
  });
});

/** Moves the clock on until the chat opens its next socket (the delay is random). */
function untilReconnected(sockets: readonly unknown[], clock: ReturnType<typeof fakeClock>) {
  const before = sockets.length;
  for (let waited = 0; sockets.length === before && waited <= RECONNECT_MAX_DELAY_MS; waited += 100) clock.advance(100);
  expect(sockets.length).toBe(before + 1);
}

describe('when the socket breaks', () => {
  it('reconnects after a drop, and the question n8n sends again is not shown twice', async () => {
    const clock = fakeClock();
    const chat = setup(startsExecution, {}, { envOverrides: clock.env });
    await chat.store.sendMessage('oi');
    const first = chat.server.last;
    first.receive('Olá! Qual é o seu nome?');
    first.closeFromServer(1006);

    // After a delay (the first is under RECONNECT_BASE_DELAY_MS), not at once.
    clock.advance(RECONNECT_BASE_DELAY_MS);
    expect(chat.server.sockets).toHaveLength(2);
    expect(chat.server.last.url).toBe(first.url);
    chat.server.last.receive('n8n|heartbeat');
    chat.server.last.receive('Olá! Qual é o seu nome?');
    expect(texts(chat.state().messages)).toEqual(['user: oi', 'bot: Olá! Qual é o seu nome?']);
    expect(chat.state().execution).toEqual({ executionId: '25', awaitingReply: true });
  });

  it('drops past the allowance end the wait with an error entry whose Retry sends the text again as a POST', async () => {
    const clock = fakeClock();
    let posts = 0;
    const chat = setup(
      () => (++posts === 1 ? startsExecution() : json({ output: 'de volta' })),
      {},
      { envOverrides: clock.env },
    );
    await chat.store.sendMessage('oi');
    chat.server.last.receive('Olá! Qual é o seu nome?');
    await chat.store.sendMessage('Ana');
    for (let drop = 0; drop < MAX_RECONNECTS; drop += 1) {
      chat.server.last.closeFromServer(1006);
      untilReconnected(chat.server.sockets, clock);
    }
    expect(chat.server.sockets).toHaveLength(1 + MAX_RECONNECTS);
    expect(chat.state().messages.at(-1)!.type).not.toBe('error');
    chat.server.last.closeFromServer(1006);

    const entry = chat.state().messages.at(-1) as ErrorMessage;
    expect(entry).toMatchObject({ type: 'error', errorKind: 'network' });
    const ana = chat.state().messages.find((message) => messageText(message) === 'Ana')!;
    expect(entry.retryMessageId).toBe(ana.id);
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(chat.warnings.join('\n')).toMatch(/waiting chat workflow .* was lost/);
    clock.advance(RECONNECT_MAX_DELAY_MS);
    expect(chat.server.sockets).toHaveLength(1 + MAX_RECONNECTS);

    expect(await chat.store.retry(entry.id)).toBe(true);
    expect(sendMessages(chat.calls).at(-1)!.payload.chatInput).toBe('Ana');
    expect(texts(chat.state().messages).slice(-2)).toEqual(['user: Ana', 'bot: de volta']);
  });

  it('an error frame from the workflow ends the wait with Retry', async () => {
    const chat = setup(startsExecution);
    await chat.store.sendMessage('oi');
    chat.server.last.receive('{"type":"error","message":"boom"}');
    expect(chat.state().messages.at(-1)).toMatchObject({ type: 'error', errorKind: 'stream' });
    expect(chat.server.last.socket.closedByClient).toBe(true);
  });

  it('a socket that will not open (no WebSocket here) fails like a drop, the text kept for Retry', async () => {
    const clock = fakeClock();
    let attempts = 0;
    const chat = setup(
      startsExecution,
      {},
      {
        envOverrides: {
          ...clock.env,
          openSocket: () => {
            attempts += 1;
            throw new Error('no WebSocket');
          },
        },
      },
    );
    await chat.store.sendMessage('oi');
    for (let tries = 0; tries <= MAX_RECONNECTS && chat.state().messages.at(-1)?.type !== 'error'; tries += 1) {
      await expect.poll(() => clock.pendingTimers() > 0 || chat.state().messages.at(-1)?.type === 'error').toBe(true);
      const before = attempts;
      for (let waited = 0; attempts === before && waited <= RECONNECT_MAX_DELAY_MS; waited += 100) clock.advance(100);
    }
    await expect.poll(() => chat.state().messages.at(-1)?.type).toBe('error');
    expect(attempts).toBe(1 + MAX_RECONNECTS);
    expect((chat.state().messages.at(-1) as ErrorMessage).retryMessageId).toBe(chat.state().messages[0]!.id);
  });

  it('an answer that cannot be sent (socket closed meanwhile) becomes an error entry, not a lost message', async () => {
    const chat = setup(startsExecution);
    await chat.store.sendMessage('oi');
    chat.server.last.receive('Olá! Qual é o seu nome?');
    Object.assign(chat.server.last.socket, { readyState: 3 });
    expect(await chat.store.sendMessage('Ana')).toBe(false);
    const messages = chat.state().messages;
    expect(messages.at(-2)).toMatchObject({ sender: 'user', text: 'Ana' });
    expect(messages.at(-1)).toMatchObject({ type: 'error', retryMessageId: messages.at(-2)!.id });
  });

  it('an execution n8n refuses (1008) while a message waits for its answer leaves Retry', async () => {
    const chat = setup(startsExecution);
    await chat.store.sendMessage('oi');
    chat.server.last.receive('Execution with id "25" does not exist');
    chat.server.last.closeFromServer(1008);
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(texts(chat.state().messages)[0]).toBe('user: oi'); // the notice is not a bot message
    expect(chat.state().messages.at(-1)).toMatchObject({ type: 'error', retryMessageId: chat.state().messages[0]!.id });
  });
});

describe('resuming after a reload', () => {
  const history = fixture('hitl-load-previous-session').exchanges[0]!.response!.body;

  function reloadWith(storage: MemoryStorage, historyBody: string) {
    return setup(
      (call) => (call.payload.action === 'loadPreviousSession' ? new Response(historyBody) : json({ output: 'x' })),
      { loadPreviousSession: true },
      { storage },
    );
  }

  function storageWithWait() {
    const storage = new MemoryStorage();
    storage.setItem(KEY, SESSION);
    storage.setItem(`${KEY}/execution`, JSON.stringify({ sessionId: SESSION, executionId: '25' }));
    return storage;
  }

  it('reconnects to the waiting execution, and the pending question is not shown twice', async () => {
    const body = JSON.stringify({
      data: (JSON.parse(history) as { data: unknown[] }).data.slice(0, 1), // the question only
    });
    const chat = reloadWith(storageWithWait(), body);
    await chat.store.initialize();

    expect(chat.server.last.url).toBe(`ws://127.0.0.1:5678/chat?sessionId=${SESSION}&executionId=25&isPublic=true`);
    expect(chat.state().waiting).toBe(true);
    chat.server.last.receive('n8n|heartbeat');
    chat.server.last.receive('Olá! Qual é o seu nome?');
    expect(texts(chat.state().messages)).toEqual(['bot: Olá! Qual é o seu nome?']);
    expect(chat.state()).toMatchObject({ waiting: false, execution: { awaitingReply: true } });

    await chat.store.sendMessage('Ana');
    expect(replies(chat.server.last.sent)).toEqual([
      `{"sessionId":"${SESSION}","action":"sendMessage","chatInput":"Ana","files":[]}`,
    ]);
    expect(sendMessages(chat.calls)).toEqual([]);
  });

  it('resumes a workflow without memory too (no history to restore)', async () => {
    const chat = reloadWith(storageWithWait(), '{"data":[]}');
    await chat.store.initialize();
    expect(chat.state().sessionId).toBe(SESSION);
    chat.server.last.receive('Olá! Qual é o seu nome?');
    expect(texts(chat.state().messages)).toEqual(['bot: Olá! Qual é o seu nome?']);
  });

  it('an execution n8n no longer knows ends the resumed wait quietly, with a word to the site owner', async () => {
    const chat = reloadWith(storageWithWait(), history);
    await chat.store.initialize();
    const restored = chat.state().messages;
    chat.server.last.receive('Execution with id "25" does not exist');
    chat.server.last.closeFromServer(1008);
    expect(chat.state()).toMatchObject({ waiting: false, execution: null, messages: restored });
    expect(chat.warnings.join('\n')).toMatch(/n8n refused the execution 25; the resumed wait is over/);
  });

  it('a question with buttons kept in memory shows as its text, and gets its buttons back from the socket', async () => {
    const question = JSON.stringify({
      type: 'with-buttons',
      text: 'Aprova?',
      buttons: [{ text: 'Sim', link: 'http://127.0.0.1:5678/webhook-waiting/25?a=1' }],
      blockUserInput: true,
    });
    const memory = {
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', 'AIMessage'],
      kwargs: { content: question },
    };
    const chat = reloadWith(storageWithWait(), JSON.stringify({ data: [memory] }));
    await chat.store.initialize();
    expect(texts(chat.state().messages)).toEqual(['bot: Aprova?']);
    chat.server.last.receive(question);
    expect(texts(chat.state().messages)).toEqual(['bot: Aprova?']);
    expect(chat.state().messages[0]).toMatchObject({
      parts: [{ type: 'text' }, { type: 'buttons', buttons: [{ text: 'Sim' }], blockUserInput: true, status: 'open' }],
    });
    expect(chat.store.canSend('x')).toBe(false);
  });

  it('a finished execution (closed by n8n at once) leaves a normal chat', async () => {
    const chat = reloadWith(storageWithWait(), history);
    await chat.store.initialize();
    chat.server.last.receive('n8n|heartbeat');
    chat.server.last.closeFromServer(1005);
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(chat.storage.getItem(`${KEY}/execution`)).toBeNull();
  });
});

describe('letting go of the socket', () => {
  it('"New conversation" closes it and forgets the execution', async () => {
    const chat = setup(startsExecution);
    await chat.store.sendMessage('oi');
    const socket = chat.server.last;
    chat.store.startNewSession();
    expect(socket.socket.closedByClient).toBe(true);
    expect(chat.storage.getItem(`${KEY}/execution`)).toBeNull();
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
  });

  it('destroy() (unmount) closes it but keeps the execution for the next load', async () => {
    const chat = setup(startsExecution);
    await chat.store.sendMessage('oi');
    chat.store.destroy();
    expect(chat.server.last.socket.closedByClient).toBe(true);
    expect(chat.storage.getItem(`${KEY}/execution`)).not.toBeNull();
  });

  it('two chats on a page keep their own sockets and records', async () => {
    const storage = new MemoryStorage();
    const one = setup(startsExecution, { storageKey: 'one' }, { storage });
    const two = setup(startsExecution, { storageKey: 'two' }, { storage });
    await one.store.sendMessage('oi');
    await two.store.sendMessage('olá');
    one.server.last.receive('Pergunta do um');
    expect(texts(two.state().messages)).toEqual(['user: olá']);
    expect(JSON.parse(storage.getItem('one/execution')!).sessionId).toBe(one.state().sessionId);
    expect(JSON.parse(storage.getItem('two/execution')!).sessionId).toBe(two.state().sessionId);
    one.store.startNewSession();
    expect(two.server.last.socket.closedByClient).toBe(false);
  });
});

/** A blocking question with one button to `link`. */
const oneButton = (link: string) =>
  JSON.stringify({ type: 'with-buttons', text: 'Escolha', buttons: [{ text: 'Sim', link }], blockUserInput: true });

describe('buttons under a workflow message', () => {
  const withButtons = (blockUserInput: boolean) =>
    JSON.stringify({
      type: 'with-buttons',
      text: 'Aprova o documento?',
      buttons: [
        { text: 'Aprovar', link: 'http://127.0.0.1:5678/webhook-waiting/25?approved=true', type: 'primary' },
        { text: 'Recusar', link: 'http://127.0.0.1:5678/webhook-waiting/25?approved=false', type: 'secondary' },
        { text: 'Fora', link: 'https://evil.example/steal', type: 'primary' },
      ],
      blockUserInput,
    });

  function setupButtons(choiceResponse: () => Response = () => new Response('', { status: 200 })) {
    return setup((call) => (call.url.includes('webhook-waiting') ? choiceResponse() : startsExecution()));
  }

  it('shows the buttons whose links stay on the webhook’s origin, and blocks the text box until a choice', async () => {
    const chat = setupButtons();
    await chat.store.sendMessage('oi');
    chat.server.last.receive(withButtons(true));
    const message = chat.state().messages.at(-1)!;
    expect(message).toMatchObject({
      parts: [
        { type: 'text', text: 'Aprova o documento?' },
        { type: 'buttons', blockUserInput: true, buttons: [{ text: 'Aprovar' }, { text: 'Recusar' }], status: 'open' },
      ],
    });
    expect(buttonsOf(message)?.buttons).toHaveLength(2);
    expect(chat.store.canSend('posso escrever?')).toBe(false);
    expect(await chat.store.sendMessage('posso escrever?')).toBe(false);

    expect(await chat.store.choose(message.id, 1)).toBe(true);
    expect(chat.calls.at(-1)).toMatchObject({
      url: 'http://127.0.0.1:5678/webhook-waiting/25?approved=false',
      init: { method: 'GET' },
    });
    expect(chat.state().messages.at(-1)).toMatchObject({
      parts: [{ type: 'text' }, { type: 'buttons', status: 'chosen', chosen: 1 }],
    });
    // The workflow goes on: typing until its next message.
    expect(chat.state().waiting).toBe(true);
    chat.server.last.receive('Recusado. Algo mais?');
    expect(chat.store.canSend('sim')).toBe(true);
  });

  it('one choice per message: a second press is refused', async () => {
    const chat = setupButtons();
    await chat.store.sendMessage('oi');
    chat.server.last.receive(withButtons(false));
    const { id } = chat.state().messages.at(-1)!;
    const first = chat.store.choose(id, 0);
    expect(await chat.store.choose(id, 1)).toBe(false);
    expect(await first).toBe(true);
    expect(await chat.store.choose(id, 1)).toBe(false);
    expect(chat.calls.filter((call) => call.url.includes('webhook-waiting'))).toHaveLength(1);
  });

  it('a choice that fails can be made again, and the site owner hears of it', async () => {
    let status = 500;
    const chat = setupButtons(() => new Response('', { status }));
    await chat.store.sendMessage('oi');
    chat.server.last.receive(withButtons(true));
    const { id } = chat.state().messages.at(-1)!;
    expect(await chat.store.choose(id, 0)).toBe(false);
    expect(chat.state().messages.at(-1)).toMatchObject({
      parts: [{ type: 'text' }, { type: 'buttons', status: 'failed' }],
    });
    expect(buttonsOf(chat.state().messages.at(-1))).not.toHaveProperty('chosen');
    expect(chat.warnings.join('\n')).toMatch(/did not take the choice "Aprovar"/);
    status = 200;
    expect(await chat.store.choose(id, 0)).toBe(true);
    expect(chat.state().messages.at(-1)).toMatchObject({
      parts: [{ type: 'text' }, { type: 'buttons', status: 'chosen', chosen: 0 }],
    });
  });

  it('a blocking message with no usable button does not block (the visitor could not go on)', async () => {
    const chat = setupButtons();
    await chat.store.sendMessage('oi');
    chat.server.last.receive(oneButton('https://evil.example'));
    expect(chat.store.canSend('texto')).toBe(true);
  });
});

describe('a button whose link never answers', () => {
  it('fails after the request timeout instead of leaving the buttons pending', async () => {
    const timers: Array<() => void> = [];
    const chat = setup(
      (call) =>
        call.url.includes('webhook-waiting')
          ? new Promise<Response>((_, reject) =>
              call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
            )
          : startsExecution(),
      { requestTimeoutMs: 5000 },
      // Only the link's timeout: the socket's silence timer is not this test's.
      { envOverrides: { setTimeout: (callback, ms) => (ms === 5000 ? timers.push(callback) : 0) } },
    );
    await chat.store.sendMessage('oi');
    chat.server.last.receive(oneButton('http://127.0.0.1:5678/webhook-waiting/25?x=1'));
    const choosing = chat.store.choose(chat.state().messages.at(-1)!.id, 0);
    expect(chat.state().messages.at(-1)).toMatchObject({
      parts: [{ type: 'text' }, { type: 'buttons', status: 'sending' }],
    });
    timers.forEach((fire) => fire());
    expect(await choosing).toBe(false);
    expect(chat.state().messages.at(-1)).toMatchObject({
      parts: [{ type: 'text' }, { type: 'buttons', status: 'failed' }],
    });
    expect(chat.warnings.join('\n')).toMatch(/no answer in 5000 ms/);
  });
});

describe('Stop', () => {
  it('lets go of a workflow working over the socket: the box is free at once, `stopped` is emitted', async () => {
    const chat = setup(startsExecution);
    const stopped: unknown[] = [];
    chat.store.on('stopped', (payload) => stopped.push(payload));
    await chat.store.sendMessage('oi');
    expect(chat.store.stop()).toBe(true);
    expect(chat.server.last.socket.closedByClient).toBe(true);
    expect(chat.state()).toMatchObject({ waiting: false, execution: null });
    expect(stopped).toEqual([{ messages: [] }]);
    expect(chat.store.stop()).toBe(false);
  });
});
