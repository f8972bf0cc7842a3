// A small OpenAI-compatible server on 127.0.0.1 for tests that run a real model client (n8n's
// OpenAI Chat Model, an OpenAI transport) without the network. It speaks the Chat Completions
// API: one JSON answer, or Server-Sent Events chunks with `stream: true`, with text or tool
// calls, and lists one model. What it answers comes from `reply(request)`; the default
// repeats the last user message and counts the earlier turns, so a test can tell that the
// system prompt and the chat memory reached the model. Every request is kept in `requests`.
// Usage: const openai = await startFakeOpenAI(); … openai.url (the base URL, ending in /v1)
import { createServer } from 'node:http';

export const FAKE_MODEL = 'gpt-4o-mini';

/**
 * The default answer: `Lia (fake model) heard "<last user text>" after <n> earlier messages.`
 * (earlier user and assistant messages, the system prompt not counted).
 */
export function echoReply(request) {
  const messages = request.messages ?? [];
  const users = messages.filter((message) => message.role === 'user');
  const last = textOf(users.at(-1)?.content);
  const earlier = messages.filter((message) => message.role === 'user' || message.role === 'assistant').length - 1;
  return { content: `Lia (fake model) heard "${last}" after ${Math.max(0, earlier)} earlier messages.` };
}

/** A message's text, whether `content` is a string or a list of parts. */
export function textOf(content) {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part?.type === 'text' ? part.text : '')).join('');
}

/** Words with the space before them kept, so the chunks join back into the text. */
const chunksOf = (text) => text.match(/\s*\S+/g) ?? [text];

function completion(request, reply, id) {
  const toolCalls = reply.toolCalls?.map((call, index) => ({
    id: call.id ?? `call_fake_${id}_${index}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments ?? {}) },
  }));
  const message = {
    role: 'assistant',
    content: toolCalls ? null : (reply.content ?? ''),
    ...(toolCalls && { tool_calls: toolCalls }),
  };
  return { message, finishReason: toolCalls ? 'tool_calls' : 'stop', toolCalls };
}

const usage = (reply) => {
  const completionTokens = chunksOf(reply.content ?? '').length;
  return { prompt_tokens: 10, completion_tokens: completionTokens, total_tokens: 10 + completionTokens };
};

function answerJson(response, request, reply, id) {
  const { message, finishReason } = completion(request, reply, id);
  send(response, 200, {
    id: `chatcmpl-fake-${id}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model ?? FAKE_MODEL,
    choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
    usage: usage(reply),
  });
}

/** The answer as the API streams it: a role chunk, one chunk per word (or tool call), the end. */
function answerStream(response, request, reply, id) {
  const { finishReason, toolCalls } = completion(request, reply, id);
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  const base = {
    id: `chatcmpl-fake-${id}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: request.model ?? FAKE_MODEL,
  };
  const event = (choices, extra = {}) => response.write(`data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`);
  const delta = (fields, finish = null) => event([{ index: 0, delta: fields, logprobs: null, finish_reason: finish }]);
  delta({ role: 'assistant', content: '' });
  if (toolCalls) toolCalls.forEach((call, index) => delta({ tool_calls: [{ index, ...call }] }));
  else for (const chunk of chunksOf(reply.content ?? '')) delta({ content: chunk });
  delta({}, finishReason);
  if (request.stream_options?.include_usage) event([], { usage: usage(reply) });
  response.end('data: [DONE]\n\n');
}

function send(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const apiError = (response, status, message, type) =>
  send(response, status, { error: { message, type, param: null, code: null } });

/**
 * Starts the server on 127.0.0.1 (port 0: a free one). Options: `reply(request)` returns
 * `{ content }` or `{ toolCalls: [{ name, arguments }] }` (may be async); `apiKey`, when set,
 * is required as `Authorization: Bearer <apiKey>`. Resolves `{ url, port, requests, close }`.
 * @typedef {{ content?: string, toolCalls?: Array<{ id?: string, name: string, arguments?: unknown }> }} FakeReply
 * @param {{ reply?: (request: any) => FakeReply | Promise<FakeReply>, apiKey?: string, port?: number }} [options]
 */
export function startFakeOpenAI({ reply = echoReply, apiKey, port = 0 } = {}) {
  const requests = [];
  let count = 0;
  const server = createServer((incoming, response) => {
    const path = new URL(incoming.url ?? '/', 'http://127.0.0.1').pathname.replace(/^\/v1/, '');
    if (apiKey !== undefined && incoming.headers.authorization !== `Bearer ${apiKey}`)
      return apiError(response, 401, 'Incorrect API key provided.', 'invalid_request_error');
    if (incoming.method === 'GET' && path === '/models')
      return send(response, 200, {
        object: 'list',
        data: [{ id: FAKE_MODEL, object: 'model', created: 0, owned_by: 'papo-tests' }],
      });
    if (incoming.method !== 'POST' || path !== '/chat/completions')
      return apiError(
        response,
        404,
        `the fake OpenAI server has no ${incoming.method} ${path}`,
        'invalid_request_error',
      );
    const parts = [];
    incoming.on('data', (part) => parts.push(part));
    incoming.on('end', async () => {
      let request;
      try {
        request = JSON.parse(Buffer.concat(parts).toString('utf8'));
      } catch {
        return apiError(response, 400, 'the body is not JSON', 'invalid_request_error');
      }
      if (!Array.isArray(request.messages))
        return apiError(response, 400, '"messages" must be an array', 'invalid_request_error');
      requests.push(request);
      count += 1;
      try {
        const answer = await reply(request);
        (request.stream ? answerStream : answerJson)(response, request, answer, count);
      } catch (error) {
        apiError(response, 500, `the test's reply() threw: ${error.message}`, 'server_error');
      }
    });
  });
  return new Promise((resolveStarted, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolveStarted({
        url: `http://127.0.0.1:${bound}/v1`,
        port: bound,
        requests,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      });
    });
  });
}

// CLI: node test/helpers/fake-openai.mjs [port]   (runs until Ctrl-C)
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const openai = await startFakeOpenAI({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake OpenAI at ${openai.url} (Chat Completions, model ${FAKE_MODEL})`);
}
