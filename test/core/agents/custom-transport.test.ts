/**
 * An integrator's own `ChatTransport` (src/core/transport/chat-transport.ts): what the turn
 * carries, how its parts become the reply, and how Stop, errors and feedback reach it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createChatStore } from '../../../src/core/store/store';
import { PapoOptionsError } from '../../../src/core/errors';
import type { BotMessage, ChatMessage } from '../../../src/core/messages/messages';
import type { ChatTransport, ChatTurn, PartUpdate } from '../../../src/core/transport/chat-transport';
import { fakeEnv } from '../../helpers/fake-env';

const replies = (messages: readonly ChatMessage[]) =>
  messages.filter((message): message is BotMessage => message.type === 'text' && message.sender === 'bot');

/** A transport that yields `script(turn)`'s updates and records each turn and signal. */
function scripted(script: (turn: ChatTurn, signal: AbortSignal) => AsyncIterable<PartUpdate>) {
  const turns: ChatTurn[] = [];
  const transport: ChatTransport = {
    send(turn, signal) {
      turns.push(turn);
      return script(turn, signal);
    },
  };
  return { transport, turns };
}

async function started(transport: ChatTransport, extra: Record<string, unknown> = {}) {
  const { env } = fakeEnv();
  const store = createChatStore({ transport, loadPreviousSession: false, ...extra }, env);
  await store.initialize();
  return store;
}

describe('a ChatTransport of the integrator', () => {
  it('gets each message with the conversation before it, and its parts make the reply', async () => {
    const { transport, turns } = scripted(async function* (turn) {
      yield { key: 'r', part: { type: 'reasoning', text: 'hmm', status: 'running' } };
      yield { key: 'r', part: { type: 'reasoning', text: 'hmm, yes', status: 'done' } };
      yield { key: 't', part: { type: 'text', text: 'Echo' } };
      yield { key: 't', part: { type: 'text', text: `Echo: ${turn.text}` } };
      yield { key: 's', part: { type: 'source', title: 'Page', url: 'https://docs.example/p' } };
    });
    const store = await started(transport);
    expect(await store.sendMessage('one')).toBe(true);
    expect(await store.sendMessage('two')).toBe(true);

    const [first, second] = replies(store.getSnapshot().messages);
    expect(first!.parts).toEqual([
      { type: 'reasoning', text: 'hmm, yes', status: 'done', seconds: 1 },
      { type: 'text', text: 'Echo: one' },
    ]);
    expect(first!.sources).toEqual([{ title: 'Page', url: 'https://docs.example/p' }]);
    expect(second!.parts.at(-1)).toEqual({ type: 'text', text: 'Echo: two' });

    expect(turns[0]).toMatchObject({ text: 'one', history: [] });
    expect(turns[1]!.sessionId).toBe(turns[0]!.sessionId);
    expect(
      turns[1]!.history.map((message) =>
        message.type === 'text' && message.sender === 'user' ? message.text : message.id,
      ),
    ).toEqual(['one', first!.id]);
  });

  it("fails the reply on the backend's error, keeping what arrived, with Retry that sends again", async () => {
    let attempt = 0;
    const { transport, turns } = scripted(async function* () {
      attempt += 1;
      yield { key: 't', part: { type: 'text', text: 'Half' } };
      if (attempt === 1) yield { error: 'quota exceeded' };
    });
    const store = await started(transport);
    const errors: unknown[] = [];
    store.on('error', (error) => errors.push(error));
    expect(await store.sendMessage('hi')).toBe(false);
    const { messages } = store.getSnapshot();
    expect(replies(messages)[0]).toMatchObject({ status: 'failed', parts: [{ type: 'text', text: 'Half' }] });
    const entry = messages.at(-1)!;
    // The visitor reads the usual words; the backend's own goes to the integrator.
    expect(entry).toMatchObject({ type: 'error', errorKind: 'stream' });
    expect(String(errors[0])).toContain('quota exceeded');

    expect(await store.retry(entry.id)).toBe(true);
    // The failed attempt made way: one reply, and the history sent again held no leftovers.
    expect(replies(store.getSnapshot().messages)).toHaveLength(1);
    expect(turns[1]!.history).toEqual([]);
  });

  it('stops on Stop: the signal aborts and the text so far stays, marked stopped', async () => {
    let release!: () => void;
    const { transport } = scripted(async function* (_turn, signal) {
      yield { key: 't', part: { type: 'text', text: 'Once upon' } };
      await new Promise<void>((resolve) => {
        release = resolve;
        signal.addEventListener('abort', () => resolve());
      });
      signal.throwIfAborted();
      yield { key: 't', part: { type: 'text', text: 'Once upon a time' } };
    });
    const store = await started(transport);
    const stopped = vi.fn();
    store.on('stopped', stopped);
    const sent = store.sendMessage('tell me');
    await vi.waitFor(() => expect(replies(store.getSnapshot().messages)).toHaveLength(1));
    expect(store.stop()).toBe(true);
    expect(await sent).toBe(false);
    expect(replies(store.getSnapshot().messages)[0]).toMatchObject({
      status: 'stopped',
      parts: [{ type: 'text', text: 'Once upon' }],
    });
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().messages.some((message) => message.type === 'error')).toBe(false);
    release();
  });

  it('leaves no tool call or reasoning under way in a reply cut short', async () => {
    const { transport } = scripted(async function* () {
      yield { key: 'r', part: { type: 'reasoning', text: 'hmm', status: 'running' } };
      yield { key: 'c', part: { type: 'tool', callId: 'c', name: 'search', status: 'running', input: { q: 'x' } } };
      yield { error: 'the tool server went away' };
    });
    const store = await started(transport);
    expect(await store.sendMessage('search it')).toBe(false);
    const [reasoning, tool] = replies(store.getSnapshot().messages)[0]!.parts;
    expect(reasoning).toMatchObject({ status: 'done', seconds: 1 });
    expect(tool).toMatchObject({ status: 'failed', error: 'failed', input: { q: 'x' } });
  });

  it('hands the visitor’s rating to the transport with feedback: { webhook: true }', async () => {
    const feedback = vi.fn(async () => {});
    const transport: ChatTransport = {
      async *send() {
        yield { key: 't', part: { type: 'text', text: 'Rate me' } };
      },
      feedback,
    };
    const store = await started(transport, { feedback: { webhook: true } });
    await store.sendMessage('hi');
    const [reply] = replies(store.getSnapshot().messages);
    expect(store.rate(reply!.id, 'up')).toBe(true);
    await vi.waitFor(() => expect(feedback).toHaveBeenCalledTimes(1));
    expect(feedback).toHaveBeenCalledWith(expect.objectContaining({ messageId: reply!.id, rating: 'up' }));
  });

  it('is refused with a clear error when it is neither a known name nor an object with send', () => {
    const { env } = fakeEnv();
    const make = () => createChatStore({ transport: 'openai-ish' as never }, env);
    expect(make).toThrow(PapoOptionsError);
    expect(make).toThrow(
      /transport.*"n8n", "ai-sdk", "openai", "ag-ui" or an object with a send\(turn, signal\) method/,
    );
  });
});

describe('Regenerate and Edit with a ChatTransport', () => {
  it("gets the replaced reply's id as turn.regenerates, and a history without the replaced turn", async () => {
    const { transport, turns } = scripted(async function* (turn) {
      yield { key: 't', part: { type: 'text', text: `Echo ${turns.length}: ${turn.text}` } };
    });
    const store = await started(transport, { messageActions: { edit: true, regenerate: true } });
    await store.sendMessage('one');
    await store.sendMessage('two');
    const [firstReply, secondReply] = replies(store.getSnapshot().messages);
    expect(await store.regenerate(secondReply!.id)).toBe(true);
    expect(turns[2]).toMatchObject({ text: 'two', regenerates: secondReply!.id });
    expect(turns[2]!.history.map((message) => message.id)).toEqual([turns[0]!.messageId, firstReply!.id]);
    expect(replies(store.getSnapshot().messages).at(-1)!.parts).toEqual([{ type: 'text', text: 'Echo 3: two' }]);

    const last = store.getSnapshot().messages.at(-2)!;
    expect(await store.editMessage(last.id, 'two, edited')).toBe(true);
    expect(turns[3]).toMatchObject({ text: 'two, edited', history: turns[2]!.history });
    expect(turns[3]!.regenerates).toBeUndefined();
  });
});
