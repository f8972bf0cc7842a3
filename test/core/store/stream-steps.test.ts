/**
 * One reply streamed from several nodes (docs/protocol.md#streaming), driven by a real n8n
 * 2.41.1 recording: two AI Agent nodes, "Pesquisa" then "Resposta". The store keeps one bot
 * message; the earlier node's text is a step, the later one's the answer.
 */
import { describe, expect, it } from 'vitest';
import type { BotMessage, ChatMessage } from '../../../src/core/messages/messages';
import { messageText } from '../../../src/core/messages/messages';
import { createChatStore } from '../../../src/core/store/store';
import { consumeReplyStream, type StreamTarget } from '../../../src/core/store/store-stream';
import type { StreamChunk } from '../../../src/core/n8n/stream';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeWebhook, ndjson, streamResponse } from '../../helpers/fake-webhook.mjs';
import { protocolFixture } from '../../helpers/protocol-fixtures';

const recorded = protocolFixture<{ response: { chunks: string[] } }>('stream-two-agents-2.41.1').response.chunks;
const NOTES = 'Notas: a página Autenticação diz que `expires_in` é 3600 segundos.';
const ANSWER = 'O token de acesso vale **uma hora** (`expires_in`: 3600).';
/** The index of the first line the second node wrote. */
const secondNode = recorded.findIndex((line) => line.includes('"nodeName":"Resposta"'));

function setup(respond: () => Response) {
  const webhook = fakeWebhook(respond);
  const { env } = fakeEnv({ fetch: webhook.fetch });
  const store = createChatStore({ loadPreviousSession: false, enableStreaming: true }, env);
  const received: ChatMessage[] = [];
  store.on('messageReceived', (message) => received.push(message));
  /** The bot messages, not the error entry a failure adds after them. */
  const bots = () =>
    store.getSnapshot().messages.filter((message) => message.sender === 'bot' && message.type === 'text');
  return { store, received, bots };
}

describe('a reply streamed by two agents in a row (recorded from n8n 2.41.1)', () => {
  it('is one bot message: the first agent’s text a step, the second’s the answer', async () => {
    const chat = setup(() => streamResponse(recorded));
    await expect(chat.store.sendMessage('Quanto tempo dura o token de acesso?')).resolves.toBe(true);
    expect(chat.bots()).toEqual([
      expect.objectContaining({
        parts: [
          { type: 'step', name: 'Pesquisa', text: NOTES, status: 'done' },
          { type: 'text', text: ANSWER },
        ],
        status: 'done',
      }),
    ]);
    // Copy, the events and the live region read the answer only, once.
    expect(messageText(chat.bots()[0]!)).toBe(ANSWER);
    expect(chat.received).toEqual(chat.bots());
  });

  it('shows the first agent’s text as the answer until the second one writes', async () => {
    const texts: string[] = [];
    const chat = setup(() => streamResponse(recorded));
    chat.store.subscribe(() => {
      const reply = chat.bots()[0] as BotMessage | undefined;
      if (reply) texts.push(reply.parts.map((part) => part.type).join('+'));
    });
    await chat.store.sendMessage('oi');
    expect(texts).toContain('text');
    expect(texts.at(-1)).toBe('step+text');
  });

  it('keeps what arrived when the stream breaks off in the answer', async () => {
    const chat = setup(() => streamResponse(recorded.slice(0, secondNode + 3), { cutOff: true }));
    await expect(chat.store.sendMessage('oi')).resolves.toBe(false);
    const [reply] = chat.bots();
    expect(reply).toMatchObject({
      parts: [
        { type: 'step', name: 'Pesquisa', text: NOTES, status: 'done' },
        { type: 'text', text: 'O token' },
      ],
      status: 'failed',
    });
  });

  it('keeps the first agent’s text as the answer when the stream breaks off in it', async () => {
    const chat = setup(() => streamResponse(recorded.slice(0, 6), { cutOff: true }));
    await chat.store.sendMessage('oi');
    expect(chat.bots()).toEqual([
      expect.objectContaining({
        parts: [{ type: 'text', text: 'Notas: a página Autenticação diz' }],
        status: 'failed',
      }),
    ]);
  });

  it('keeps the step and the answer so far when the visitor stops it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const upTo = secondNode + 3;
    const chat = setup(() =>
      streamResponse(recorded, { wait: (index: number) => (index === upTo ? held : undefined) }),
    );
    const sending = chat.store.sendMessage('oi');
    await expect.poll(() => chat.bots().map(messageText).join()).toBe('O token');
    expect(chat.store.stop()).toBe(true);
    expect(await sending).toBe(false);
    release();
    expect(chat.bots()).toEqual([
      expect.objectContaining({
        parts: [
          { type: 'step', name: 'Pesquisa', text: NOTES, status: 'done' },
          { type: 'text', text: 'O token' },
        ],
        status: 'stopped',
      }),
    ]);
  });
});

describe('steps of nodes that write at the same time', () => {
  const clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined };
  const chunk = (type: StreamChunk['type'], nodeId: string, content = ''): StreamChunk => ({
    type,
    content,
    nodeId,
    runIndex: 0,
    nodeName: nodeId.toUpperCase(),
  });
  async function run(chunks: StreamChunk[], fail = false) {
    let messages: readonly ChatMessage[] = [];
    const steps: string[] = [];
    const target: StreamTarget = {
      createMessage: (text) => ({
        ...{ id: 'bot-1', type: 'text', sender: 'bot', createdAt: '' },
        ...{ parts: [{ type: 'text', text }], status: 'streaming' },
      }),
      updateMessages: (update) => {
        messages = update(messages);
        const reply = messages[0] as BotMessage;
        steps.push(
          reply.parts.map((part) => (part.type === 'step' ? `${part.name}:${part.status}` : 'text')).join(' '),
        );
      },
      clock,
    };
    async function* replay() {
      yield* chunks;
      if (fail) throw new TypeError('network error');
    }
    await consumeReplyStream(replay(), target).catch(() => undefined);
    return { reply: messages[0] as BotMessage, steps };
  }

  it('a step runs until its node ends, and its later text joins it', async () => {
    const { reply, steps } = await run([
      chunk('item', 'a', 'A1 '),
      chunk('item', 'b', 'B1 '),
      chunk('item', 'a', 'A2'),
      chunk('end', 'a'),
      chunk('item', 'b', 'B2'),
      chunk('end', 'b'),
    ]);
    expect(steps).toContain('A:running text');
    expect(reply.parts).toEqual([
      { type: 'step', name: 'A', text: 'A1 A2', status: 'done' },
      { type: 'text', text: 'B1 B2' },
    ]);
    expect(reply.status).toBe('done');
  });

  it('a step still running when the stream breaks is closed; the reply is failed', async () => {
    const { reply } = await run([chunk('item', 'a', 'A1'), chunk('item', 'b', 'B1')], true);
    expect(reply.parts).toEqual([
      { type: 'step', name: 'A', text: 'A1', status: 'done' },
      { type: 'text', text: 'B1' },
    ]);
    expect(reply.status).toBe('failed');
  });

  it('a node that writes after the answer ended reopens the reply', async () => {
    const { steps } = await run([chunk('item', 'a', 'A'), chunk('end', 'a'), chunk('item', 'b', 'B')]);
    expect(steps).toEqual(['text', 'text', 'A:done text', 'A:done text']);
  });

  it('a step with no name in the stream has an empty name', async () => {
    const { reply } = await run([{ ...chunk('item', 'a', 'A'), nodeName: undefined }, chunk('item', 'b', 'B')]);
    expect(reply.parts[0]).toEqual({ type: 'step', name: '', text: 'A', status: 'done' });
  });
});

describe('a reply from one node', () => {
  it('has no step, as before', async () => {
    const meta = { nodeId: 'a', runIndex: 0, nodeName: 'Agente' };
    const chat = setup(() =>
      streamResponse(
        ndjson(
          { type: 'begin', metadata: meta },
          { type: 'item', content: 'Oi', metadata: meta },
          { type: 'end', metadata: meta },
        ),
      ),
    );
    await chat.store.sendMessage('oi');
    expect(chat.bots()).toEqual([expect.objectContaining({ parts: [{ type: 'text', text: 'Oi' }], status: 'done' })]);
  });
});
