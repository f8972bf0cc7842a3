/**
 * An OpenAI Chat Completions endpoint with a scripted model: it streams `chat.completion.chunk`
 * events as OpenAI documents them (https://platform.openai.com/docs/api-reference/chat-streaming),
 * with the thinking in `reasoning_content` deltas as DeepSeek, vLLM and LiteLLM send it, and a
 * tool call in pieces. Why not LiteLLM's proxy: test/peers/README.md. What it sends is read
 * with the `openai` package's own client in openai-transport.test.ts.
 *
 * The first path segment picks the script; the rest is ignored, so `${url}/tools` works as a
 * `webhookUrl` and as the client's `baseURL` (which posts to `/tools/chat/completions`):
 *
 * /…        reasoning, then text that names the last question and counts the user messages
 *           it was sent, so a second turn shows that the history arrived.
 * /tools    a few words, then a call of the weather tool, its arguments in pieces.
 * /agent    a call of the weather tool that the server runs itself, then the answer after it
 *           in the same stream, as an agent behind an OpenAI-compatible endpoint does.
 * /error    some text, then an error object in the stream, as OpenAI and LiteLLM send one.
 * /json     one `chat.completion` object, as a server that does not stream answers.
 * /hang     some text, then nothing until the client goes away (for Stop).
 * /held/<token>  the first script, pausing after the first thought and after the first words
 *           until the test posts to `/release/<token>` (wire.mjs), to see the reply half-way.
 *
 * A body without `messages` of `{ role, content }` is refused with OpenAI's 400.
 * `requests` holds every body the peer was sent, for the tests to read.
 * `startOpenAiPeer({ cors: true })` also answers a page on another origin (the browser tests).
 */
import { clientGone, startPostServer } from './wire.mjs';

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'];
const CREATED = 1767225600;
/** In a script: where a held stream waits for the test; nothing is written. */
const PAUSE = Symbol('pause');
/** In a script: the stream stays open until the client goes away. */
const HANG = Symbol('hang');

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function invalid(messages) {
  if (!Array.isArray(messages) || messages.length === 0) return '`messages` must be a non-empty array';
  const bad = messages.findIndex(
    (message) =>
      !ROLES.includes(message?.role) || (typeof message.content !== 'string' && message.role !== 'assistant'),
  );
  return bad === -1 ? undefined : `messages[${bad}] must have a role and a string content`;
}

/** One chunk of the stream: OpenAI's fields, in OpenAI's order. */
const chunk = (model, delta, finish_reason = null) => ({
  id: 'chatcmpl-peer-1',
  object: 'chat.completion.chunk',
  created: CREATED,
  model,
  system_fingerprint: 'fp_peer',
  choices: [{ index: 0, delta, logprobs: null, finish_reason }],
});

function answerText(messages) {
  const questions = messages.filter((message) => message.role === 'user').map((message) => message.content);
  return ['It is sunny ', 'in Lisboa. ', `You asked "${questions.at(-1)}" `, `(question ${questions.length}).`];
}

/** The events of each script; the first delta carries the role, as OpenAI's does. */
function script(variant, model, messages) {
  if (variant === 'tools') {
    return [
      chunk(model, { role: 'assistant', content: '', refusal: null }),
      chunk(model, { content: 'Let me check the weather.' }),
      chunk(model, {
        tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'weather', arguments: '' } }],
      }),
      chunk(model, { tool_calls: [{ index: 0, function: { arguments: '{"city":' } }] }),
      chunk(model, { tool_calls: [{ index: 0, function: { arguments: '"Lisboa"}' } }] }),
      chunk(model, {}, 'tool_calls'),
    ];
  }
  if (variant === 'agent') {
    return [
      chunk(model, { role: 'assistant', content: '' }),
      chunk(model, {
        tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'weather', arguments: '' } }],
      }),
      chunk(model, { tool_calls: [{ index: 0, function: { arguments: '{"city":"Lisboa"}' } }] }),
      ...answerText(messages).map((content) => chunk(model, { content })),
      chunk(model, {}, 'stop'),
    ];
  }
  if (variant === 'error') {
    return [
      chunk(model, { role: 'assistant', content: '' }),
      chunk(model, { content: 'Half an ' }),
      chunk(model, { content: 'answer' }),
      { error: { message: 'the model fell over', type: 'server_error', param: null, code: null } },
    ];
  }
  if (variant === 'hang') {
    return [
      chunk(model, { role: 'assistant', content: '' }),
      chunk(model, { content: 'Still ' }),
      chunk(model, { content: 'thinking' }),
      HANG,
    ];
  }
  const question = messages.filter((message) => message.role === 'user').at(-1)?.content;
  const [first, ...rest] = answerText(messages).map((content) => chunk(model, { content }));
  return [
    chunk(model, { role: 'assistant', content: null, reasoning_content: 'The user asks: ' }),
    PAUSE,
    chunk(model, { reasoning_content: `${question}. I should answer.` }),
    first,
    PAUSE,
    ...rest,
    chunk(model, {}, 'stop'),
  ];
}

/** The whole answer at once, as a server that does not stream (or a request with `stream: false`). */
function completion(model, messages) {
  return {
    id: 'chatcmpl-peer-2',
    object: 'chat.completion',
    created: CREATED,
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answerText(messages).join(''),
          reasoning_content: 'Read at once.',
          refusal: null,
        },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  };
}

/** Starts the endpoint on 127.0.0.1 (a free port). */
export async function startOpenAiPeer({ cors = false } = {}) {
  const requests = [];
  const answer = async (request, res, hold) => {
    const body = await readJson(request);
    requests.push(body);
    const problem = invalid(body.messages);
    if (problem) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: problem, type: 'invalid_request_error', param: 'messages', code: null } }),
      );
      return;
    }
    const variant = request.url.split('/')[1];
    const model = body.model ?? 'mock-model';
    if (variant === 'json' || body.stream !== true) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(model, body.messages)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    for (const event of script(variant, model, body.messages)) {
      if (event === PAUSE) await hold();
      else if (event === HANG) await clientGone(res);
      else res.write(`data: ${JSON.stringify(event)}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  };
  return { ...(await startPostServer(answer, { cors })), requests };
}
