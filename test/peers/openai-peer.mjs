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
 *           it was sent, so a second turn shows that the history arrived, and names the files
 *           sent with the last question (their name, type and size, read from the data URLs).
 * /tools    a few words, then a call of the weather tool, its arguments in pieces; given the
 *           tool's result (the last message a `tool` one), text that quotes it.
 * /agent    a call of the weather tool that the server runs itself, then the answer after it
 *           in the same stream, as an agent behind an OpenAI-compatible endpoint does.
 * /error    some text, then an error object in the stream, as OpenAI and LiteLLM send one.
 * /json     one `chat.completion` object, as a server that does not stream answers.
 * /hang     some text, then nothing until the client goes away (for Stop).
 * /held/<token>  the first script, pausing after the first thought and after the first words
 *           until the test posts to `/release/<token>` (wire.mjs), to see the reply half-way.
 *
 * A conversation that OpenAI would refuse is refused with its 400 and its words: a message
 * without a role or a content of the right shape (user content: a string, or text, image_url
 * and file parts), a `tool` message that answers no call of the assistant message before it,
 * or an assistant message whose `tool_calls` are not each answered by a `tool` message after it.
 * `requests` holds every body the peer was sent, for the tests to read.
 * `startOpenAiPeer({ cors: true })` also answers a page on another origin (the browser tests).
 */
import { clientGone, filesSaid, startPostServer, userTexts } from './wire.mjs';

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

const isString = (value) => typeof value === 'string';

/** A user content part as ChatCompletionContentPart types it. */
const PART_CHECKS = {
  text: (part) => isString(part.text),
  image_url: (part) => isString(part.image_url?.url),
  file: (part) => isString(part.file?.file_data) || isString(part.file?.file_id),
};
const validPart = (part) => PART_CHECKS[part?.type]?.(part) ?? false;

const validCall = (call) =>
  isString(call?.id) && call.type === 'function' && isString(call.function?.name) && isString(call.function?.arguments);

/** What is wrong with one message on its own, as OpenAI words it; nothing when it is well-formed. */
function invalidMessage(message) {
  if (!ROLES.includes(message?.role)) return 'must have a role';
  const { role, content } = message;
  if (role === 'user')
    return isString(content) || (Array.isArray(content) && content.length > 0 && content.every(validPart))
      ? undefined
      : 'must have a string content or an array of text, image_url and file parts';
  if (role === 'assistant') {
    const calls = message.tool_calls;
    if (calls !== undefined && !(Array.isArray(calls) && calls.length > 0 && calls.every(validCall)))
      return 'tool_calls must be a non-empty array of { id, type: "function", function: { name, arguments } }';
    return isString(content) || (calls && content === null)
      ? undefined
      : 'content is required unless tool_calls is given';
  }
  if (role === 'tool' && !isString(message.tool_call_id)) return 'tool_call_id is required';
  return isString(content) ? undefined : 'must have a string content';
}

/**
 * What is wrong with the conversation, as OpenAI says it (400 invalid_request_error): a
 * message that is not well-formed, a `tool` message that answers no call of the assistant
 * message before it, or an assistant message with `tool_calls` not each answered after it.
 */
function invalid(messages) {
  if (!Array.isArray(messages) || messages.length === 0) return '`messages` must be a non-empty array';
  let unanswered = [];
  for (const [index, message] of messages.entries()) {
    const problem = invalidMessage(message);
    if (problem) return `messages[${index}] ${problem}`;
    if (message.role === 'tool') {
      if (!unanswered.includes(message.tool_call_id))
        return `messages[${index}]: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'`;
      unanswered = unanswered.filter((id) => id !== message.tool_call_id);
      continue;
    }
    if (unanswered.length)
      return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${unanswered.join(', ')}`;
    unanswered = (message.tool_calls ?? []).map((call) => call.id);
  }
  return undefined;
}

/** The files of the last user message, as its parts carry them: a name (or the image's type) and the bytes. */
function attachedFiles(messages) {
  const last = messages.findLast((message) => message.role === 'user');
  if (!Array.isArray(last?.content)) return [];
  return last.content
    .filter((part) => part.type !== 'text')
    .map((part) => {
      const url = part.image_url?.url ?? part.file.file_data;
      const [, mediaType, base64] = /^data:([^;,]*);base64,(.*)$/.exec(url);
      return { name: part.file?.filename ?? 'an image', mediaType, bytes: Buffer.from(base64, 'base64') };
    });
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

/** The answer: it names the last question, counts the questions, and names the files sent with the last one. */
function answerText(messages) {
  const questions = userTexts(messages);
  const files = attachedFiles(messages);
  return [
    'It is sunny ',
    'in Lisboa. ',
    `You asked "${questions.at(-1)}" `,
    `(question ${questions.length}).`,
    ...(files.length ? [` ${filesSaid(files)}`] : []),
  ];
}

/** The events of each script; the first delta carries the role, as OpenAI's does. */
function script(variant, model, messages) {
  // Given the tool's result, the model answers from it, as a real one would.
  const last = messages.at(-1);
  if (variant === 'tools' && last.role === 'tool') {
    return [
      chunk(model, { role: 'assistant', content: '' }),
      chunk(model, { content: 'The weather tool says ' }),
      chunk(model, { content: last.content }),
      chunk(model, {}, 'stop'),
    ];
  }
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
  const question = userTexts(messages).at(-1);
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
