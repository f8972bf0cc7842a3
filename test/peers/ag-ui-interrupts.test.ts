// @vitest-environment node
/**
 * `transport: 'ag-ui'` and a run that ends on interrupts (docs/transports.md#interrupts),
 * against ./ag-ui-peer.mjs: `/approval` asks before running a tool, `/confirm` asks with a
 * `confirmation` bound to no tool, `/input` needs a city. The peer keeps the interrupts open
 * on each thread and fails a run whose `resume` does not answer each of them, or answers
 * another (the first test shows it), so a reply that goes on shows the chat's `resume` right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserEnv } from '../../src/core/env';
import type { ButtonsPart, ToolPart } from '../../src/core/messages/message-parts';
import { createChatStore, type ChatStore } from '../../src/core/store/store';
import { startAgUiPeer } from './ag-ui-peer.mjs';
import { repliesIn as replies } from './agent-chat';
import { sseEvents } from './wire.mjs';

let peer: { url: string; close: () => Promise<void> };
const stores: ChatStore[] = [];
beforeAll(async () => {
  peer = await startAgUiPeer();
});
afterAll(async () => {
  for (const store of stores) store.destroy();
  await peer.close();
});

const QUESTION = 'How is the weather in Lisboa?';

interface RunInput {
  threadId: string;
  runId: string;
  messages: { role: string; content: unknown }[];
  resume?: unknown[];
}

/** A chat at the peer's `path` whose run inputs land in `bodies`. */
async function chatAt(path: string) {
  const bodies: RunInput[] = [];
  const fetchKept = async (input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)) as RunInput);
    return fetch(input, init);
  };
  const store = createChatStore(
    { loadPreviousSession: false, transport: 'ag-ui', webhookUrl: `${peer.url}${path}` },
    createBrowserEnv({ storage: undefined, fetch: fetchKept }),
  );
  stores.push(store);
  await store.initialize();
  return { store, bodies, reply: () => replies(store.getSnapshot().messages)[0]! };
}

const toolIn = (store: ChatStore) =>
  replies(store.getSnapshot().messages)[0]!.parts.find((part): part is ToolPart => part.type === 'tool')!;
const buttonsIn = (store: ChatStore) =>
  replies(store.getSnapshot().messages)[0]!.parts.find((part): part is ButtonsPart => part.type === 'buttons');

/** Posts a run input to the peer; its events. */
async function run(path: string, input: RunInput) {
  const response = await fetch(`${peer.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(input),
  });
  return sseEvents(await response.text()) as { type: string; message?: string }[];
}

describe('the peer', () => {
  it('fails a run on a thread with an interrupt open that does not answer it, or answers another', async () => {
    const messages = [{ id: 'user-1', role: 'user', content: QUESTION }];
    const asked = await run('/approval', { threadId: 'peer-check', runId: 'run-1', messages });
    expect(asked.at(-1)).toMatchObject({
      type: 'RUN_FINISHED',
      outcome: { type: 'interrupt', interrupts: [{ id: 'run-1-interrupt-1', reason: 'tool_call' }] },
    });
    const failed = async (resume?: unknown[]) =>
      (await run('/approval', { threadId: 'peer-check', runId: 'run-2', messages, resume })).at(-1);
    expect(await failed()).toMatchObject({ type: 'RUN_ERROR', message: expect.stringContaining('must answer it') });
    expect(await failed([{ interruptId: 'run-0-interrupt-1', status: 'cancelled' }])).toMatchObject({
      type: 'RUN_ERROR',
      message: expect.stringContaining('no interrupt "run-0-interrupt-1"'),
    });
    expect(await failed([{ interruptId: 'run-1-interrupt-1', status: 'resolved', payload: {} }])).toMatchObject({
      type: 'RUN_ERROR',
      message: expect.stringContaining('{ approved: boolean }'),
    });
    // Still open after those: answered, the run goes on.
    expect(
      await failed([{ interruptId: 'run-1-interrupt-1', status: 'resolved', payload: { approved: true } }]),
    ).toMatchObject({ type: 'RUN_FINISHED' });
  });
});

describe("transport: 'ag-ui', a run that interrupts for a tool's approval", () => {
  it('shows the tool asking, with Allow and Deny under it, and keeps the message box closed', async () => {
    const { store, reply } = await chatAt('/approval');
    expect(await store.sendMessage(QUESTION)).toBe(true);
    expect(reply().parts.map((part) => part.type)).toEqual(['text', 'tool', 'buttons']);
    expect(toolIn(store)).toMatchObject({
      status: 'approval',
      name: 'weather',
      input: { city: 'Lisboa' },
      approval: { id: expect.stringMatching(/-interrupt-1$/) },
    });
    expect(buttonsIn(store)).toMatchObject({ status: 'open', blockUserInput: true });
    expect(buttonsIn(store)!.buttons.map(({ text }) => text)).toEqual(['Allow', 'Deny']);
    expect(store.canSend('And tomorrow?')).toBe(false);
  });

  it('allowed: the next run resumes it on the same thread, and the same reply shows the result and goes on', async () => {
    const { store, bodies, reply } = await chatAt('/approval');
    await store.sendMessage(QUESTION);
    const { id } = reply();
    const interruptId = toolIn(store).approval!.id;
    expect(await store.choose(id, 0)).toBe(true);

    const [asking, resuming] = bodies as [RunInput, RunInput];
    expect(resuming.threadId).toBe(asking.threadId);
    expect(resuming.runId).not.toBe(asking.runId);
    expect(resuming.resume).toEqual([{ interruptId, status: 'resolved', payload: { approved: true } }]);
    // No new visitor message: the conversation so far, the reply that asked last.
    expect(resuming.messages.map(({ role }) => role)).toEqual(['user', 'assistant']);

    expect(replies(store.getSnapshot().messages)).toHaveLength(1);
    expect(reply()).toMatchObject({ id, status: 'done' });
    expect(toolIn(store)).toMatchObject({
      status: 'done',
      name: 'weather',
      input: { city: 'Lisboa' },
      output: { city: 'Lisboa', sky: 'sunny', celsius: 21 },
      approval: { id: interruptId, approved: true },
    });
    expect(buttonsIn(store)).toMatchObject({ status: 'chosen', chosen: 0 });
    expect(reply().parts.at(-1)).toEqual({
      type: 'text',
      text: `It is sunny in Lisboa. You asked "${QUESTION}" (question 1).`,
    });
    expect(await store.choose(id, 1)).toBe(false);
    // Nothing is open any more: the next message goes with no `resume` (the peer would refuse one).
    expect(await store.sendMessage('And tomorrow?')).toBe(true);
    expect(bodies[2]!.resume).toBeUndefined();
    expect(replies(store.getSnapshot().messages).at(-1)).toMatchObject({ status: 'done' });
  });

  it('denied: the run resumes with `approved: false`, the step reads denied, and the reply goes on without it', async () => {
    const { store, bodies, reply } = await chatAt('/approval');
    await store.sendMessage(QUESTION);
    const interruptId = toolIn(store).approval!.id;
    expect(await store.choose(reply().id, 1)).toBe(true);
    expect(bodies[1]!.resume).toEqual([{ interruptId, status: 'resolved', payload: { approved: false } }]);
    expect(toolIn(store)).toMatchObject({ status: 'denied', approval: { approved: false } });
    expect(toolIn(store).output).toBeUndefined();
    expect(buttonsIn(store)).toMatchObject({ status: 'chosen', chosen: 1 });
    expect(reply()).toMatchObject({ status: 'done' });
    expect(reply().parts.at(-1)).toEqual({ type: 'text', text: 'I did not check the weather.' });
  });
});

describe("transport: 'ag-ui', a confirmation bound to no tool", () => {
  it("asks with its message under the reply's text; allowed, the resumed run calls the tool and answers", async () => {
    const { store, bodies, reply } = await chatAt('/confirm');
    await store.sendMessage(QUESTION);
    expect(reply().parts).toEqual([
      { type: 'text', text: 'I can look it up.' },
      { type: 'text', text: 'Shall I look up the weather in Lisboa?' },
      expect.objectContaining({ type: 'buttons', status: 'open', blockUserInput: true }),
    ]);
    expect(store.canSend('And tomorrow?')).toBe(false);
    expect(await store.choose(reply().id, 0)).toBe(true);
    const interruptId = `${bodies[0]!.runId}-interrupt-1`;
    expect(bodies[1]!.resume).toEqual([{ interruptId, status: 'resolved', payload: { approved: true } }]);
    expect(reply().parts.map((part) => part.type)).toEqual(['text', 'text', 'buttons', 'tool', 'text']);
    expect(toolIn(store)).toMatchObject({ status: 'done', output: { sky: 'sunny' } });
    expect(buttonsIn(store)).toMatchObject({ status: 'chosen', chosen: 0 });
    expect(store.canSend('And tomorrow?')).toBe(true);
  });

  it('denied: `approved: false`, and the answer without the tool', async () => {
    const { store, bodies, reply } = await chatAt('/confirm');
    await store.sendMessage(QUESTION);
    expect(await store.choose(reply().id, 1)).toBe(true);
    expect(bodies[1]!.resume).toMatchObject([{ status: 'resolved', payload: { approved: false } }]);
    expect(reply().parts.at(-1)).toEqual({ type: 'text', text: 'I did not check the weather.' });
  });
});

describe("transport: 'ag-ui', an interrupt of another reason", () => {
  it('shows its message as text with no buttons; the next message cancels it in `resume`', async () => {
    const { store, bodies, reply } = await chatAt('/input');
    expect(await store.sendMessage(QUESTION)).toBe(true);
    expect(reply()).toMatchObject({
      status: 'done',
      parts: [
        { type: 'text', text: 'I need a city.' },
        { type: 'text', text: 'Which city do you mean?' },
      ],
    });
    expect(store.canSend('Lisboa, please')).toBe(true);
    // The buttons of no reply: a press is refused.
    expect(await store.choose(reply().id, 0)).toBe(false);
    expect(bodies).toHaveLength(1);

    expect(await store.sendMessage('Lisboa, please')).toBe(true);
    const interruptId = `${bodies[0]!.runId}-interrupt-1`;
    expect(bodies[1]!.resume).toEqual([{ interruptId, status: 'cancelled' }]);
    expect(bodies[1]!.messages.at(-1)).toMatchObject({ role: 'user', content: 'Lisboa, please' });
    expect(replies(store.getSnapshot().messages).at(-1)).toMatchObject({
      status: 'done',
      parts: [{ type: 'text', text: 'I stopped waiting for the city. You asked "Lisboa, please" (question 2).' }],
    });
  });

  it('a new conversation is a new thread, with nothing to resume', async () => {
    const { store, bodies } = await chatAt('/input');
    await store.sendMessage(QUESTION);
    store.startNewSession();
    expect(await store.sendMessage(QUESTION)).toBe(true);
    expect(bodies[1]!.threadId).not.toBe(bodies[0]!.threadId);
    expect(bodies[1]!.resume).toBeUndefined();
  });
});
