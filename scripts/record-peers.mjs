// Records what the real-package peers (test/peers/) send, as the fixtures the transports are
// written against: `node scripts/record-peers.mjs` writes test/fixtures/transports/*.json.
// Run by hand after updating `ai` or `@ag-ui/*`; test/peers/peers.test.ts then holds the
// peers to these recordings. docs/transports.md describes what they show.
//
// The AI SDK's requests are made by the package's own DefaultChatTransport (what useChat
// uses), and the second turn's history is the assistant message its readUIMessageStream
// builds from the first reply. AG-UI's are RunAgentInput bodies built as an AG-UI client
// keeps its messages: the reply's text, tool calls and tool results folded into messages.
// OpenAI's are Chat Completions bodies as a client keeps the conversation: the first reply
// read by the `openai` package's own stream reader, the tool run, its result sent back.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultChatTransport, readUIMessageStream } from 'ai';
import OpenAI from 'openai';
import { startAgUiPeer } from '../test/peers/ag-ui-peer.mjs';
import { startAiSdkPeer } from '../test/peers/ai-sdk-peer.mjs';
import { startOpenAiPeer } from '../test/peers/openai-peer.mjs';
import { keptHeaders, sseEvents } from '../test/peers/wire.mjs';

const OUT = 'test/fixtures/transports';

function fixture(description, request, response, body) {
  return {
    description,
    request: {
      method: 'POST',
      path: new URL(request.url).pathname,
      headers: request.headers,
      bodyType: 'json',
      body: request.body,
    },
    response: { status: response.status, headers: keptHeaders(response.headers), body, events: sseEvents(body) },
  };
}

function write(name, value) {
  writeFileSync(join(OUT, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
  console.log(`wrote ${OUT}/${name}.json`);
}

/** A fetch that keeps the request and the response's exact text, and hands the transport a copy. */
function recordingFetch(seen) {
  return async (url, init) => {
    const response = await fetch(url, init);
    const body = await response.text();
    seen.push({
      request: { url, headers: Object.fromEntries(new Headers(init.headers)), body: JSON.parse(init.body) },
      response,
      body,
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

const userMessage = (id, text) => ({ id, role: 'user', parts: [{ type: 'text', text }] });

/**
 * One useChat turn: sends `messages`, returns the assistant message the client makes of the
 * reply. `messageId`: the assistant message the turn continues (after tool approvals), which
 * ends `messages`.
 */
async function aiSdkTurn(transport, messages, messageId) {
  let assistant = null;
  try {
    const stream = await transport.sendMessages({
      chatId: 'chat-1',
      messages,
      trigger: 'submit-message',
      messageId,
      abortSignal: undefined,
    });
    // A copy, as useChat's snapshot: the stream's parts are written onto it.
    const message = messageId && structuredClone(messages.at(-1));
    for await (const next of readUIMessageStream({ stream, ...(message && { message }) })) assistant = next;
  } catch (error) {
    console.log(`  (the client reported: ${error.message})`);
  }
  return assistant;
}

/** The reply with each tool that asks answered (`approved` in turn), as `addToolApprovalResponse` leaves it. */
const answered = (reply, approved) => {
  const answers = [...approved];
  return {
    ...reply,
    parts: reply.parts.map((part) =>
      part.state === 'approval-requested'
        ? { ...part, state: 'approval-responded', approval: { ...part.approval, approved: answers.shift() } }
        : part,
    ),
  };
};

/** A tool that asks first (POST /approval, /approvals): the question, then each answer's follow-up. */
async function recordAiSdkApprovals(peer, seen) {
  const transport = (path) => new DefaultChatTransport({ api: `${peer.url}${path}`, fetch: recordingFetch(seen) });
  const first = [userMessage('user-1', 'How is the weather in Lisboa?')];
  const asking = await aiSdkTurn(transport('/approval'), first);
  for (const approved of [true, false]) {
    const reply = answered(asking, [approved]);
    await aiSdkTurn(transport('/approval'), [...first, reply], reply.id);
  }
  const both = [userMessage('user-1', 'How is the weather in Lisboa and Porto?')];
  const twoAsking = await aiSdkTurn(transport('/approvals'), both);
  const reply = answered(twoAsking, [true, false]);
  await aiSdkTurn(transport('/approvals'), [...both, reply], reply.id);
  const [request, allowed, denied, two, twoAnswered] = seen.map((exchange) =>
    fixture('', exchange.request, exchange.response, exchange.body),
  );
  write('ai-sdk-approval-request', {
    ...request,
    description: 'a tool defined with `needsApproval`: the step ends on `tool-approval-request`, finish `tool-calls`',
  });
  write('ai-sdk-approval-allowed', {
    ...allowed,
    description:
      "useChat's follow-up after `addToolApprovalResponse({ approved: true })`: the reply (tool part `approval-responded`) and its id as `messageId`; the route runs the tool and goes on under the same `start.messageId`",
  });
  write('ai-sdk-approval-denied', {
    ...denied,
    description: 'the same, denied: `tool-output-denied`, and the answer without the tool',
  });
  write('ai-sdk-approvals-request', {
    ...two,
    description: 'two calls of the tool in one step, each with its own `tool-approval-request`',
  });
  write('ai-sdk-approvals-answered', {
    ...twoAnswered,
    description: 'the follow-up once both are answered (the first allowed, the second denied)',
  });
}

async function recordAiSdk() {
  const peer = await startAiSdkPeer();
  try {
    const seen = [];
    const transport = (path) => new DefaultChatTransport({ api: `${peer.url}${path}`, fetch: recordingFetch(seen) });
    const first = [userMessage('user-1', 'How is the weather in Lisboa?')];
    const reply = await aiSdkTurn(transport('/'), first);
    await aiSdkTurn(transport('/'), [...first, reply, userMessage('user-2', 'And tomorrow?')]);
    await aiSdkTurn(transport('/error'), first);
    await aiSdkTurn(transport('/abort'), first);
    const [one, two, error, abort] = seen.map((exchange) =>
      fixture('', exchange.request, exchange.response, exchange.body),
    );
    write('ai-sdk-first-turn', {
      ...one,
      description: "useChat's first message: reasoning, text, a tool call and its result, a source, a second step",
    });
    write('ai-sdk-second-turn', {
      ...two,
      description: 'the second message: the history holds the first reply as useChat keeps it (parts, tool state)',
    });
    write('ai-sdk-error', { ...error, description: 'the model fails after a few words: an `error` part, then finish' });
    write('ai-sdk-abort', { ...abort, description: "the route's abort signal fires mid-text: an `abort` part" });
    await recordAiSdkApprovals(peer, []);
  } finally {
    await peer.close();
  }
}

/** The messages an AG-UI client keeps after a run: assistant text with its tool calls, tool results. */
function agUiReply(events) {
  const messages = [];
  const byId = new Map();
  for (const event of events) {
    if (event.type === 'TEXT_MESSAGE_START') {
      byId.set(event.messageId, { id: event.messageId, role: 'assistant', content: '' });
      messages.push(byId.get(event.messageId));
    } else if (event.type === 'TEXT_MESSAGE_CONTENT') byId.get(event.messageId).content += event.delta;
    else if (event.type === 'TOOL_CALL_START') {
      const call = { id: event.toolCallId, type: 'function', function: { name: event.toolCallName, arguments: '' } };
      byId.set(event.toolCallId, call);
      const parent = byId.get(event.parentMessageId);
      parent.toolCalls = [...(parent.toolCalls ?? []), call];
    } else if (event.type === 'TOOL_CALL_ARGS') byId.get(event.toolCallId).function.arguments += event.delta;
    else if (event.type === 'TOOL_CALL_RESULT') {
      messages.push({ id: event.messageId, role: 'tool', toolCallId: event.toolCallId, content: event.content });
    }
  }
  return messages;
}

/**
 * Runs that end on interrupts (POST /approval, /input) and the runs that resume them, as an
 * AG-UI client sends them: the same thread, the messages it keeps, and `resume`.
 */
async function recordAgUiInterrupts(post, input, first) {
  const resumed = (runId, messages, resume) => ({ ...input(runId, messages), threadId: 'thread-2', resume });
  const asking = async () => post('/approval', { ...input('run-4', first), threadId: 'thread-2' });
  const ask = await asking();
  const [interrupt] = ask.response.events.at(-1).outcome.interrupts;
  const kept = [...first, ...agUiReply(ask.response.events)];
  const answer = (approved) => [{ interruptId: interrupt.id, status: 'resolved', payload: { approved } }];
  write('ag-ui-interrupt-asking', {
    ...ask,
    description: 'a tool call, then RUN_FINISHED with an interrupt outcome: `reason: "tool_call"` and its `toolCallId`',
  });
  write('ag-ui-interrupt-allowed', {
    ...(await post('/approval', resumed('run-5', kept, answer(true)))),
    description:
      'the run that resumes it, `payload: { approved: true }`: TOOL_CALL_RESULT of the same call, the answer',
  });
  await asking();
  write('ag-ui-interrupt-denied', {
    ...(await post('/approval', resumed('run-5', kept, answer(false)))),
    description: 'the same, `approved: false`: no result, an answer without the tool',
  });
  await asking();
  write('ag-ui-interrupt-wrong-id', {
    ...(await post('/approval', resumed('run-5', kept, [{ interruptId: 'run-0-interrupt-1', status: 'cancelled' }]))),
    description: 'a resume that answers another interrupt than the one open: RUN_ERROR',
  });
  const question = await post('/input', { ...input('run-6', first), threadId: 'thread-3' });
  const [needed] = question.response.events.at(-1).outcome.interrupts;
  write('ag-ui-interrupt-input', {
    ...question,
    description: 'an `input_required` interrupt: its `message` asks which city',
  });
  const next = [...first, ...agUiReply(question.response.events), { id: 'user-2', role: 'user', content: 'Lisboa' }];
  write('ag-ui-interrupt-cancelled', {
    ...(await post('/input', {
      ...input('run-7', next),
      threadId: 'thread-3',
      resume: [{ interruptId: needed.id, status: 'cancelled' }],
    })),
    description: 'the next message, which cancels it in `resume` (an open interrupt blocks new input)',
  });
}

async function recordAgUi() {
  const peer = await startAgUiPeer();
  const post = async (path, body) => {
    const headers = { 'content-type': 'application/json', accept: 'text/event-stream' };
    const response = await fetch(`${peer.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    return fixture('', { url: `${peer.url}${path}`, headers, body }, response, text);
  };
  const input = (runId, messages) => ({ threadId: 'thread-1', runId, state: {}, messages, tools: [], context: [] });
  try {
    const first = [{ id: 'user-1', role: 'user', content: 'How is the weather in Lisboa?' }];
    const one = await post('/', input('run-1', first));
    const history = [
      ...first,
      ...agUiReply(one.response.events),
      { id: 'user-2', role: 'user', content: 'And tomorrow?' },
    ];
    write('ag-ui-first-turn', {
      ...one,
      description: 'a run: reasoning, text, a tool call and its result, more text',
    });
    write('ag-ui-second-turn', {
      ...(await post('/', input('run-2', history))),
      description: 'the second run on the thread: `messages` holds the first run folded into messages',
    });
    write('ag-ui-run-error', {
      ...(await post('/error', input('run-3', first))),
      description: 'the agent fails after a few words: RUN_ERROR, and no TEXT_MESSAGE_END or RUN_FINISHED',
    });
    write('ag-ui-invalid-input', {
      ...(await post('/', { threadId: 'thread-1', messages: 'hello' })),
      description: 'a body that is not a RunAgentInput: 400 with the schema issues, before any event',
    });
    await recordAgUiInterrupts(post, input, first);
  } finally {
    await peer.close();
  }
}

/** A recorded answer as the `openai` client reads it: its stream parser joins the chunks into one completion. */
function readByOpenAi({ request, response }) {
  const client = new OpenAI({
    baseURL: 'http://127.0.0.1/recorded',
    apiKey: 'recorded',
    fetch: async () => new Response(response.body, { status: response.status, headers: response.headers }),
  });
  return client.chat.completions.stream(request.body).finalChatCompletion();
}

async function recordOpenAi() {
  const peer = await startOpenAiPeer();
  const path = '/tools/chat/completions';
  const post = async (body) => {
    const headers = { 'content-type': 'application/json' };
    const response = await fetch(`${peer.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return fixture('', { url: `${peer.url}${path}`, headers, body }, response, await response.text());
  };
  const input = (messages) => ({ model: 'gpt-test', messages, stream: true });
  try {
    const first = [{ role: 'user', content: 'How is the weather in Lisboa?' }];
    const one = await post(input(first));
    const [{ message }] = (await readByOpenAi(one)).choices;
    // The client runs the tool the model asked for and sends its result back.
    const [call] = message.tool_calls;
    const asked = [...first, { role: 'assistant', content: message.content, tool_calls: message.tool_calls }];
    const result = { role: 'tool', tool_call_id: call.id, content: JSON.stringify({ city: 'Lisboa', sky: 'sunny' }) };
    write('openai-first-turn', {
      ...one,
      description: 'a streamed answer: a few words, then a call of the weather tool',
    });
    const two = await post(input([...asked, result]));
    write('openai-second-turn', {
      ...two,
      description: 'the next request: the assistant message with its tool_calls, the tool message answering it',
    });
    const unanswered = await post(input([...asked, { role: 'user', content: 'And tomorrow?' }]));
    write('openai-unanswered-call', {
      ...unanswered,
      description: 'tool_calls with no tool message after them: 400, as OpenAI refuses it',
    });
  } finally {
    await peer.close();
  }
}

mkdirSync(OUT, { recursive: true });
await recordAiSdk();
await recordAgUi();
await recordOpenAi();
