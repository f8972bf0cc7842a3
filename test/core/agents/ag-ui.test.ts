/**
 * `transport: 'ag-ui'` (src/core/agents/ag-ui.ts) on what the peer test does not reach: the
 * conversation folded as the recorder folded it, and the `_CHUNK` and older `THINKING_*` events.
 */
import { describe, expect, it } from 'vitest';
import { requestBody } from '../../../src/core/agents/ag-ui';
import type { BotMessage, ChatMessage } from '../../../src/core/messages/messages';
import secondTurn from '../../fixtures/transports/ag-ui-second-turn.json';
import { sseStore } from '../../helpers/sse-store';

const replies = (messages: readonly ChatMessage[]) =>
  messages.filter((message): message is BotMessage => message.type === 'text' && message.sender === 'bot');

describe('the AG-UI request', () => {
  it('folds a reply with a tool call into the messages the recorder sent', () => {
    const history = [
      { id: 'user-1', type: 'text', sender: 'user', text: 'How is the weather in Lisboa?', status: 'sent' },
      {
        id: 'run-1-text-1',
        type: 'text',
        sender: 'bot',
        status: 'done',
        parts: [
          { type: 'reasoning', text: 'The user asks…', status: 'done', seconds: 1 },
          { type: 'text', text: 'Let me check the weather.' },
          {
            type: 'tool',
            callId: 'run-1-call-1',
            name: 'weather',
            input: { city: 'Lisboa' },
            output: { city: 'Lisboa', sky: 'sunny', celsius: 21 },
            status: 'done',
          },
          { type: 'text', text: 'It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).' },
        ],
      },
    ] as unknown as ChatMessage[];
    const body = requestBody(
      { sessionId: 'thread-1', messageId: 'user-2', text: 'And tomorrow?', files: [], history },
      'run-2',
      () => [],
    );
    // The recorder names the messages by the events' ids, which a finished reply no longer has.
    const recorded = secondTurn.request.body.messages.map((message, index) => ({
      ...message,
      id: body.messages[index]!.id,
    }));
    expect(body).toEqual({ ...secondTurn.request.body, messages: recorded, forwardedProps: {} });
    expect(new Set(body.messages.map((message) => message.id)).size).toBe(body.messages.length);
  });
});

/** A store whose fetch answers each run's `events` in turn, and records each request. */
const answering = (...runs: object[][]) => sseStore({ transport: 'ag-ui' }, ...runs);

describe('the AG-UI events', () => {
  it('reads the _CHUNK shorthands, a chunk without an id continuing the one before', async () => {
    const { store, fetch } = await answering([
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'REASONING_MESSAGE_CHUNK', messageId: 'r1', delta: 'Think' },
      { type: 'REASONING_MESSAGE_CHUNK', delta: 'ing.' },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm1', role: 'assistant', delta: 'Let me ' },
      { type: 'TEXT_MESSAGE_CHUNK', delta: 'look.' },
      { type: 'TOOL_CALL_CHUNK', toolCallId: 'c1', toolCallName: 'search', delta: '{"q":' },
      { type: 'TOOL_CALL_CHUNK', delta: '"sun"}' },
      { type: 'STATE_SNAPSHOT', snapshot: {} },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'late', delta: 'after the end' },
    ]);
    expect(await store.sendMessage('Hi')).toBe(true);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply).toMatchObject({
      status: 'done',
      parts: [
        { type: 'reasoning', text: 'Thinking.', status: 'done' },
        { type: 'text', text: 'Let me look.' },
        { type: 'tool', callId: 'c1', name: 'search', input: { q: 'sun' }, status: 'called' },
      ],
    });
    expect(reply!.parts).toHaveLength(3);
    const [, init] = fetch.mock.calls[0]!;
    expect(new Headers(init!.headers).get('accept')).toBe('text/event-stream');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      runId: expect.any(String),
      messages: [{ role: 'user', content: 'Hi' }],
      tools: [],
      context: [],
    });
  });

  it('reads the THINKING_* events of servers older than core 1.0.0, and a result that is not JSON', async () => {
    const { store } = await answering([
      { type: 'THINKING_START' },
      { type: 'THINKING_TEXT_MESSAGE_START' },
      { type: 'THINKING_TEXT_MESSAGE_CONTENT', delta: 'Hmm.' },
      { type: 'THINKING_TEXT_MESSAGE_END' },
      { type: 'THINKING_END' },
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'clock' },
      { type: 'TOOL_CALL_END', toolCallId: 'c1' },
      { type: 'TOOL_CALL_RESULT', messageId: 'x', toolCallId: 'c1', content: 'noon' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'It is noon.' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
    ]);
    expect(await store.sendMessage('Time?')).toBe(true);
    expect(replies(store.getSnapshot().messages)[0]!.parts).toMatchObject([
      { type: 'reasoning', text: 'Hmm.', status: 'done' },
      { type: 'tool', callId: 'c1', name: 'clock', output: 'noon', status: 'done' },
      { type: 'text', text: 'It is noon.' },
    ]);
  });

  it("hands the run's own events to the page, in order, and draws none of them", async () => {
    const { store } = await answering([
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'STEP_STARTED', stepName: 'plan' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Done.' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      { type: 'CUSTOM', name: 'progress', value: { percent: 50 } },
      { type: 'STATE_SNAPSHOT', snapshot: { cart: [] } },
      { type: 'STEP_FINISHED', stepName: 'plan' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r', result: { ok: true } },
    ]);
    const seen: unknown[] = [];
    store.on('agentEvent', (event) => seen.push(event));
    expect(await store.sendMessage('Go')).toBe(true);
    expect(seen).toEqual([
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'STEP_STARTED', stepName: 'plan' },
      { type: 'CUSTOM', name: 'progress', value: { percent: 50 } },
      { type: 'STATE_SNAPSHOT', snapshot: { cart: [] } },
      { type: 'STEP_FINISHED', stepName: 'plan' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r', result: { ok: true } },
    ]);
    expect(replies(store.getSnapshot().messages)[0]!.parts).toEqual([{ type: 'text', text: 'Done.' }]);
  });

  it("keeps the agent's state as its snapshots and deltas leave it, and sends it with the next run", async () => {
    const text = (delta: string) => [
      { type: 'TEXT_MESSAGE_START', messageId: delta, role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: delta, delta },
      { type: 'TEXT_MESSAGE_END', messageId: delta },
    ];
    const { store, fetch } = await answering(
      [
        { type: 'STATE_SNAPSHOT', snapshot: { cart: ['apple'], step: 1 } },
        { type: 'STATE_DELTA', delta: [{ op: 'add', path: '/cart/-', value: 'pear' }] },
        // A delta that does not apply is dropped; the state stays as it was.
        { type: 'STATE_DELTA', delta: [{ op: 'remove', path: '/missing' }] },
        { type: 'STATE_DELTA', delta: [{ op: 'replace', path: '/step', value: 2 }] },
        ...text('Added.'),
      ],
      text('Noted.'),
      text('Hello again.'),
    );
    const sentState = (call: number) => JSON.parse(String(fetch.mock.calls[call]![1]!.body)).state;
    await store.sendMessage('Add a pear');
    expect(sentState(0)).toEqual({});
    await store.sendMessage('What is in my cart?');
    expect(sentState(1)).toEqual({ cart: ['apple', 'pear'], step: 2 });
    // A new conversation is a new thread, which starts from no state.
    store.startNewSession();
    await store.sendMessage('Hi');
    expect(sentState(2)).toEqual({});
  });

  it('does not offer an interrupt past its expiresAt, nor answer it; one still open is offered', async () => {
    // The fake clock reads 2026-11-21 12:00 UTC.
    const call = (id: string) => [
      { type: 'TOOL_CALL_START', toolCallId: id, toolCallName: 'send' },
      { type: 'TOOL_CALL_END', toolCallId: id },
    ];
    const interrupted = (...interrupts: object[]) => ({
      type: 'RUN_FINISHED',
      threadId: 't',
      runId: 'r',
      outcome: { type: 'interrupt', interrupts },
    });
    const ask = (id: string, expiresAt: string) => ({ id, reason: 'tool_call', toolCallId: id, expiresAt });
    const { store, fetch } = await answering(
      [...call('c1'), interrupted(ask('c1', '2026-11-21T11:59:59Z'))],
      [...call('c2'), interrupted(ask('c2', '2026-11-21T12:00:01Z'))],
    );
    await store.sendMessage('Send it');
    expect(replies(store.getSnapshot().messages)[0]!.parts).toEqual([
      { type: 'tool', callId: 'c1', name: 'send', status: 'called' },
    ]);
    expect(store.canSend('Again')).toBe(true);
    await store.sendMessage('Again');
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body)).resume).toBeUndefined();
    expect(replies(store.getSnapshot().messages)[1]!.parts).toMatchObject([
      { type: 'tool', callId: 'c2', status: 'approval', approval: { id: 'c2' } },
      { type: 'buttons', status: 'open' },
    ]);
  });

  it('shows the message of an interrupt whose reason it does not know, and cancels it with the next message', async () => {
    const { store, fetch } = await answering(
      [
        {
          type: 'RUN_FINISHED',
          threadId: 't',
          runId: 'r',
          outcome: {
            type: 'interrupt',
            interrupts: [
              { id: 'i1', reason: 'langgraph:database_modification', message: 'Drop the table?', metadata: { x: 1 } },
              { id: 'i2', reason: 'mastra:workflow_suspend' },
            ],
          },
        },
      ],
      [{ type: 'TEXT_MESSAGE_CHUNK', messageId: 'm', delta: 'Fine.' }],
    );
    expect(await store.sendMessage('Go')).toBe(true);
    expect(replies(store.getSnapshot().messages)[0]).toMatchObject({
      status: 'done',
      parts: [{ type: 'text', text: 'Drop the table?' }],
    });
    expect(await store.sendMessage('No')).toBe(true);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body)).resume).toEqual([
      { interruptId: 'i1', status: 'cancelled' },
      { interruptId: 'i2', status: 'cancelled' },
    ]);
  });

  it('answers a tool approval by the press, and cancels a question of the same run', async () => {
    const { store, fetch } = await answering(
      [
        { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'send' },
        { type: 'TOOL_CALL_END', toolCallId: 'c1' },
        {
          type: 'RUN_FINISHED',
          threadId: 't',
          runId: 'r',
          outcome: {
            type: 'interrupt',
            interrupts: [
              { id: 'i1', reason: 'tool_call', toolCallId: 'c1' },
              { id: 'i2', reason: 'input_required', message: 'Which address?' },
            ],
          },
        },
      ],
      [{ type: 'TOOL_CALL_RESULT', messageId: 'x', toolCallId: 'c1', content: 'sent' }],
    );
    await store.sendMessage('Send it');
    const reply = () => replies(store.getSnapshot().messages)[0]!;
    expect(reply().parts.map((part) => part.type)).toEqual(['tool', 'text', 'buttons']);
    expect(await store.choose(reply().id, 0)).toBe(true);
    // Every open interrupt is answered: the approval by the press, the question cancelled.
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body)).resume).toEqual([
      { interruptId: 'i1', status: 'resolved', payload: { approved: true } },
      { interruptId: 'i2', status: 'cancelled' },
    ]);
    expect(reply().parts[0]).toMatchObject({ status: 'done', name: 'send', output: 'sent' });
  });
});
