import { describe, expect, it, vi } from 'vitest';
import { WebhookAbortError } from '../../../src/core/errors';
import type { MessagePart } from '../../../src/core/messages/message-parts';
import { messageText, type BotMessage, type ChatMessage } from '../../../src/core/messages/messages';
import type { StreamChunk } from '../../../src/core/n8n/stream';
import { STREAM_FLUSH_MS, consumeReplyStream, type StreamTarget } from '../../../src/core/store/store-stream';

const item = (content: string): StreamChunk => ({ type: 'item', content, nodeId: 'agent', runIndex: 0 });
const end: StreamChunk = { type: 'end', content: '', nodeId: 'agent', runIndex: 0 };

/** A store stand-in that counts its updates; `now` is whatever the test says. */
function storeTarget(now: () => number) {
  let messages: readonly ChatMessage[] = [];
  let ids = 0;
  const updates: string[] = [];
  const target: StreamTarget = {
    createMessage: (text) => ({
      id: `bot-${++ids}`,
      type: 'text',
      sender: 'bot',
      parts: [{ type: 'text', text }],
      status: 'streaming',
      createdAt: '',
    }),
    updateMessages: (update) => {
      messages = update(messages);
      updates.push(messages.map(messageText).join('|'));
    },
    clock: {
      now,
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  };
  return { target, updates, text: () => (messages[0] ? messageText(messages[0]) : undefined) };
}

async function* chunksOf(list: StreamChunk[], between?: () => void) {
  for (const chunk of list) {
    between?.();
    yield chunk;
  }
}

describe('streamed text is shown at most once a frame', () => {
  it('folds a hundred items that arrive together into a few store updates', async () => {
    const { target, updates, text } = storeTarget(() => 1_000);
    const items = Array.from({ length: 100 }, (_, index) => item(`${index},`));

    const bubbles = await consumeReplyStream(chunksOf([...items, end]), target);

    expect(updates.length).toBeLessThanOrEqual(3);
    const whole = items.map((chunk) => (chunk.type === 'item' ? chunk.content : '')).join('');
    expect(text()).toBe(whole);
    expect(bubbles).toEqual([expect.objectContaining({ parts: [{ type: 'text', text: whole }], status: 'done' })]);
  });

  it('shows each item when they arrive more than a frame apart', async () => {
    let clock = 0;
    const { target, updates } = storeTarget(() => clock);
    await consumeReplyStream(
      chunksOf([item('a'), item('b'), item('c'), end], () => (clock += STREAM_FLUSH_MS)),
      target,
    );
    expect(updates).toEqual(['a', 'ab', 'abc', 'abc']);
  });

  it('shows text held back for the frame even when the stream then pauses', async () => {
    const { target, text } = storeTarget(() => 1_000);
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    async function* stalling() {
      yield item('Olá');
      yield item(', mundo');
      await paused;
      yield end;
    }
    const done = consumeReplyStream(stalling(), target);

    await vi.waitFor(() => expect(text()).toBe('Olá, mundo'));
    resume();
    await expect(done).resolves.toEqual([expect.objectContaining({ parts: [{ type: 'text', text: 'Olá, mundo' }] })]);
  });

  it('keeps the held-back text of a stopped stream', async () => {
    const { target, text } = storeTarget(() => 1_000);
    async function* stopped() {
      yield item('meia ');
      yield item('resposta');
      throw new WebhookAbortError();
    }
    await expect(consumeReplyStream(stopped(), target)).rejects.toBeInstanceOf(WebhookAbortError);
    expect(text()).toBe('meia resposta');
  });
});

describe('streamed text and the parts of a bubble', () => {
  const clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined };
  /** A target whose new bubble starts with `before` and then the text. */
  function targetWith(before: MessagePart[], after: MessagePart[] = []) {
    let messages: readonly ChatMessage[] = [];
    const target: StreamTarget = {
      createMessage: (text) => ({
        id: 'bot-1',
        type: 'text',
        sender: 'bot',
        parts: [...before, { type: 'text', text }, ...after],
        status: 'streaming',
        createdAt: '',
      }),
      updateMessages: (update) => (messages = update(messages)),
      clock,
    };
    return { target, parts: () => (messages[0] as BotMessage).parts };
  }

  it('grows the last part when it is text, and keeps the parts before it', async () => {
    const { target, parts } = targetWith([{ type: 'reasoning', text: 'pensando', status: 'done' }]);
    await consumeReplyStream(chunksOf([item('Olá'), item(', mundo'), end]), target);
    expect(parts()).toEqual([
      { type: 'reasoning', text: 'pensando', status: 'done' },
      { type: 'text', text: 'Olá, mundo' },
    ]);
  });

  it('adds a new text part after a part that is not text', async () => {
    const tool: MessagePart = { type: 'tool', callId: 'c1', name: 'search', status: 'done' };
    const { target, parts } = targetWith([], [tool]);
    await consumeReplyStream(chunksOf([item('Vou buscar.'), item('Achei.'), end]), target);
    expect(parts()).toEqual([{ type: 'text', text: 'Vou buscar.' }, tool, { type: 'text', text: 'Achei.' }]);
  });
});
