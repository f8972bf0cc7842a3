// @vitest-environment node
/**
 * The peers built from the real packages (test/peers/) still send what was recorded in
 * test/fixtures/transports/ (scripts/record-peers.mjs), and the packages' own clients and
 * schemas still read the recordings: an update of `ai`, `@ag-ui/*` or `openai` that changes
 * the wire format fails here, before a transport is written against stale bytes. The tool
 * approval recordings also drive the chat itself: it must send the follow-up useChat sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventSchemas, RunAgentInputSchema } from '@ag-ui/core/schemas';
import { convertToModelMessages, DefaultChatTransport, isToolUIPart, type UIMessage, type UIMessageChunk } from 'ai';
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { createBrowserEnv } from '../../src/core/env';
import { messageText } from '../../src/core/messages/messages';
import { createChatStore } from '../../src/core/store/store';
import { repliesIn } from './agent-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgUiPeer } from './ag-ui-peer.mjs';
import { startAiSdkPeer } from './ai-sdk-peer.mjs';
import { startOpenAiPeer } from './openai-peer.mjs';
import { keptHeaders, sseEvents, summarize } from './wire.mjs';

interface Recording {
  description: string;
  request: { method: 'POST'; path: string; headers: Record<string, string>; body: unknown };
  response: { status: number; headers: Record<string, string>; body: string; events: unknown[] };
}

const FIXTURES = 'test/fixtures/transports';
const recordings = (prefix: string) =>
  readdirSync(FIXTURES)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .map((name) => [name, JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Recording] as const);

const aiSdk = recordings('ai-sdk-');
/** The recordings of a tool asking, the follow-up that answers it, and the buttons pressed (0 Allow, 1 Deny). */
const APPROVALS: [string, string, number[]][] = [
  ['ai-sdk-approval-request.json', 'ai-sdk-approval-allowed.json', [0]],
  ['ai-sdk-approval-request.json', 'ai-sdk-approval-denied.json', [1]],
  ['ai-sdk-approvals-request.json', 'ai-sdk-approvals-answered.json', [0, 1]],
];
type UiChunk = { type: string; approvalId?: string };
const agUi = recordings('ag-ui-');
/**
 * The runs that end on an interrupt, each with the run that resumes it (after Allow 0, Deny 1,
 * or a new message): the peer answers them only in turn, on a thread where the first left
 * the interrupt open.
 */
const INTERRUPTS: [string, string, number | string][] = [
  ['ag-ui-interrupt-asking.json', 'ag-ui-interrupt-allowed.json', 0],
  ['ag-ui-interrupt-asking.json', 'ag-ui-interrupt-denied.json', 1],
  ['ag-ui-interrupt-asking.json', 'ag-ui-interrupt-wrong-id.json', 0],
  ['ag-ui-interrupt-input.json', 'ag-ui-interrupt-cancelled.json', 'Lisboa'],
];
const inTurn = new Set(INTERRUPTS.flatMap(([ask, follow]) => [ask, follow]));
type RunInput = { messages: { role: string; content: string }[]; resume?: unknown[] };
const openAi = recordings('openai-');

/** Sends a recorded request again and reads the whole answer. */
async function replay(url: string, { request }: Recording) {
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: JSON.stringify(request.body),
  });
  return { status: response.status, headers: keptHeaders(response.headers), body: await response.text() };
}

function expectAsRecorded(live: Awaited<ReturnType<typeof replay>>, { response }: Recording) {
  expect(live.status).toBe(response.status);
  expect(live.headers).toEqual(response.headers);
  if (response.headers['content-type'] === 'text/event-stream')
    expect(summarize(live.body)).toEqual(summarize(response.body));
  else expect(JSON.parse(live.body)).toEqual(JSON.parse(response.body));
}

it('has recordings of the peers, each with its events as read from its body', () => {
  expect(aiSdk.map(([name]) => name)).toEqual(
    expect.arrayContaining(['ai-sdk-first-turn.json', 'ai-sdk-second-turn.json']),
  );
  expect(agUi.map(([name]) => name)).toEqual(expect.arrayContaining(['ag-ui-first-turn.json', 'ag-ui-run-error.json']));
  expect(openAi.map(([name]) => name)).toEqual(
    expect.arrayContaining(['openai-first-turn.json', 'openai-second-turn.json']),
  );
  for (const [, { response }] of [...aiSdk, ...agUi, ...openAi])
    expect(response.events).toEqual(sseEvents(response.body));
});

describe('the AI SDK peer (streamText over ai/test’s mock model)', () => {
  let peer: Awaited<ReturnType<typeof startAiSdkPeer>>;
  beforeAll(async () => {
    peer = await startAiSdkPeer();
  });
  afterAll(() => peer.close());

  it.each(aiSdk)('%s: still sent as recorded', async (_name, recording) => {
    expectAsRecorded(await replay(peer.url, recording), recording);
  });

  it('answers the second turn from the history useChat sent', () => {
    const second = aiSdk.find(([name]) => name === 'ai-sdk-second-turn.json')![1];
    expect(summarize(second.response.body).text).toContain('You asked "And tomorrow?" (question 2).');
  });

  it.each(aiSdk)("%s: read by the package's own DefaultChatTransport", async (_name, { response }) => {
    const transport = new DefaultChatTransport({
      api: 'http://127.0.0.1/recorded',
      fetch: async () => new Response(response.body, { status: response.status, headers: response.headers }),
    });
    const stream = await transport.sendMessages({
      chatId: 'chat-1',
      messages: [],
      trigger: 'submit-message',
      messageId: undefined,
      abortSignal: undefined,
    });
    const chunks: UIMessageChunk[] = [];
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks.map((chunk) => chunk.type)).toEqual(
      summarize(response.body).types.filter((type: string) => type !== '[DONE]'),
    );
  });
});

describe('the AI SDK tool approval recordings', () => {
  const recorded = (name: string) => aiSdk.find(([file]) => file === name)![1];
  const startId = ({ response }: Recording) => (response.events[0] as { messageId: string }).messageId;

  it('hold the follow-up useChat sends: the asking reply, its id as `messageId`, answered under that id', () => {
    for (const [ask, follow] of APPROVALS) {
      const { request, response } = recorded(follow);
      const body = request.body as { messageId: string; messages: UIMessage[] };
      expect(body.messageId).toBe(startId(recorded(ask)));
      expect(body.messages.at(-1)!.id).toBe(body.messageId);
      expect(startId(recorded(follow))).toBe(body.messageId);
      const asked = recorded(ask).response.events.filter(
        (event) => (event as UiChunk).type === 'tool-approval-request',
      );
      const answered = body.messages.at(-1)!.parts.filter(isToolUIPart);
      expect(answered.map((part) => part.approval?.id)).toEqual(asked.map((event) => (event as UiChunk).approvalId));
      expect(answered.every((part) => part.state === 'approval-responded')).toBe(true);
      expect(summarize(response.body).types).toContain(
        answered.some((part) => part.approval?.approved === false) ? 'tool-output-denied' : 'tool-output-available',
      );
    }
  });

  it.each(APPROVALS)(
    '%s then %s: the chat, answered by the recordings, sends the recorded follow-up and shows its answer',
    async (ask, follow, presses) => {
      const bodies: { messageId?: string; messages: UIMessage[] }[] = [];
      const answers = [recorded(ask), recorded(follow)];
      const fetchRecorded = async (_url: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        const { response } = answers.shift()!;
        return new Response(response.body, { status: response.status, headers: response.headers });
      };
      const store = createChatStore(
        { loadPreviousSession: false, transport: 'ai-sdk', webhookUrl: 'http://127.0.0.1/recorded' },
        createBrowserEnv({ storage: undefined, fetch: fetchRecorded }),
      );
      await store.initialize();
      const question = (recorded(ask).request.body as { messages: UIMessage[] }).messages[0]!;
      await store.sendMessage((question.parts[0] as { text: string }).text);
      const reply = () => repliesIn(store.getSnapshot().messages)[0]!;
      for (const press of presses) expect(await store.choose(reply().id, press)).toBe(true);
      store.destroy();

      const sent = bodies[1]!;
      const want = recorded(follow).request.body as { messageId: string; messages: UIMessage[] };
      expect(sent.messageId).toBe(want.messageId);
      expect(sent.messages[1]!.id).toBe(want.messages[1]!.id);
      expect(sent.messages[1]!.parts.filter(isToolUIPart)).toEqual(want.messages[1]!.parts.filter(isToolUIPart));
      expect(await convertToModelMessages(sent.messages)).toEqual(await convertToModelMessages(want.messages));
      expect(messageText(reply())).toBe(
        `Let me check the weather.\n\n${summarize(recorded(follow).response.body).text}`,
      );
    },
  );
});

describe('the AG-UI peer (@ag-ui/core events through @ag-ui/encoder)', () => {
  let peer: Awaited<ReturnType<typeof startAgUiPeer>>;
  beforeAll(async () => {
    peer = await startAgUiPeer();
  });
  afterAll(() => peer.close());

  it.each(agUi.filter(([name]) => !inTurn.has(name)))('%s: still sent as recorded', async (_name, recording) => {
    expectAsRecorded(await replay(peer.url, recording), recording);
  });

  it.each(INTERRUPTS)('%s then %s: still sent as recorded, in turn', async (ask, follow) => {
    // A peer of its own: the interrupt the first leaves open is the one the second resumes.
    const own = await startAgUiPeer();
    try {
      for (const name of [ask, follow]) {
        const recording = agUi.find(([file]) => file === name)![1];
        expectAsRecorded(await replay(own.url, recording), recording);
      }
    } finally {
      await own.close();
    }
  });

  it('answers the second run from the messages it was sent', () => {
    const second = agUi.find(([name]) => name === 'ag-ui-second-turn.json')![1];
    expect(summarize(second.response.body).text).toContain('You asked "And tomorrow?" (question 2).');
  });

  it.each(agUi.filter(([, { response }]) => response.status === 200))(
    "%s: request and events valid by @ag-ui/core's schemas",
    (_name, { request, response }) => {
      expect(RunAgentInputSchema.safeParse(request.body).success).toBe(true);
      for (const event of response.events) expect(EventSchemas.safeParse(event).error).toBeUndefined();
    },
  );
});

describe('the AG-UI interrupt recordings', () => {
  const recorded = (name: string) => agUi.find(([file]) => file === name)![1];

  it.each(INTERRUPTS.filter(([, follow]) => !follow.includes('wrong-id')))(
    '%s then %s: the chat, answered by the recordings, sends the recorded resume and shows the answer',
    async (ask, follow, answer) => {
      const bodies: RunInput[] = [];
      const answers = [recorded(ask), recorded(follow)];
      const fetchRecorded = async (_url: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        const { response } = answers.shift()!;
        return new Response(response.body, { status: response.status, headers: response.headers });
      };
      const store = createChatStore(
        { loadPreviousSession: false, transport: 'ag-ui', webhookUrl: 'http://127.0.0.1/recorded' },
        createBrowserEnv({ storage: undefined, fetch: fetchRecorded }),
      );
      await store.initialize();
      await store.sendMessage((recorded(ask).request.body as RunInput).messages[0]!.content);
      const reply = () => repliesIn(store.getSnapshot().messages).at(-1)!;
      if (typeof answer === 'number') expect(await store.choose(reply().id, answer)).toBe(true);
      else expect(await store.sendMessage(answer)).toBe(true);
      store.destroy();

      const want = recorded(follow).request.body as RunInput;
      expect(bodies[1]!.resume).toEqual(want.resume);
      expect(bodies[1]!.messages.filter(({ role }) => role === 'user')).toEqual(
        want.messages.filter(({ role }) => role === 'user').map((message) => ({ ...message, id: expect.any(String) })),
      );
      expect(reply().status).toBe('done');
      expect(messageText(reply())).toContain(summarize(recorded(follow).response.body).text);
    },
  );
});

/** A recorded answer read by the `openai` client's own stream parser, joined into one completion. */
function readByOpenAi({ request, response }: Recording) {
  const client = new OpenAI({
    baseURL: 'http://127.0.0.1/recorded',
    apiKey: 'recorded',
    maxRetries: 0,
    fetch: async () => new Response(response.body, { status: response.status, headers: response.headers }),
  });
  return client.chat.completions.stream(request.body as ChatCompletionCreateParamsStreaming).finalChatCompletion();
}

describe('the OpenAI peer (chat.completion.chunk events, read by the openai package)', () => {
  let peer: Awaited<ReturnType<typeof startOpenAiPeer>>;
  beforeAll(async () => {
    peer = await startOpenAiPeer();
  });
  afterAll(() => peer.close());

  it.each(openAi)('%s: still sent as recorded', async (_name, recording) => {
    const live = await replay(peer.url, recording);
    expect(live.status).toBe(recording.response.status);
    expect(live.headers).toEqual(recording.response.headers);
    // The peer's chunks have no clock or random id in them: the same bytes each time.
    expect(live.body).toBe(recording.response.body);
  });

  it('asks for the weather tool on the first turn, as the client joins the streamed call', async () => {
    const [choice] = (await readByOpenAi(openAi.find(([name]) => name === 'openai-first-turn.json')![1])).choices;
    expect(choice!.finish_reason).toBe('tool_calls');
    expect(choice!.message).toMatchObject({
      content: 'Let me check the weather.',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'weather', arguments: '{"city":"Lisboa"}' } }],
    });
  });

  it('answers the turn that carries the call and its tool message from the result', async () => {
    const second = openAi.find(([name]) => name === 'openai-second-turn.json')![1];
    const { messages } = second.request.body as ChatCompletionCreateParamsStreaming;
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'tool']);
    const [choice] = (await readByOpenAi(second)).choices;
    expect(choice!.message.content).toBe('The weather tool says {"city":"Lisboa","sky":"sunny"}');
  });

  it('refuses tool_calls that no tool message answers, as OpenAI does', async () => {
    const unanswered = openAi.find(([name]) => name === 'openai-unanswered-call.json')![1];
    await expect(readByOpenAi(unanswered)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('did not have response messages: call_1'),
    });
  });
});
