/**
 * An AI SDK chat route made of the `ai` package itself: `streamText` over the package's own
 * mock language model (`ai/test`), answered with `toUIMessageStreamResponse()`, so the bytes
 * are the ones a real `app/api/chat/route.ts` sends (docs/transports.md#the-ai-sdk-ui-message-stream).
 * The request body is the one `useChat`'s DefaultChatTransport posts: `{ id, messages, trigger }`.
 *
 * POST /        reasoning, text in deltas, a tool call with its result, a source, then text
 *               again in a second step; the answer names the last question and counts the
 *               questions in the history, so a second turn shows that the history arrived,
 *               and names the files sent with the last question (name, type, size).
 * POST /error   some text, then the model fails mid-stream.
 * POST /abort   some text, then the route's abort signal fires (as when the visitor stops).
 * POST /hang    some text, then nothing until the client goes away (for Stop).
 * POST /held/<token>  the reply of POST /, pausing after the first thought, after the first
 *               words and while the tool runs, until the test posts to `/release/<token>`
 *               (wire.mjs), to see the reply half-way.
 * POST /approval the same reply, but the weather tool is defined with `needsApproval`: the
 *               first request ends on a `tool-approval-request`; the next one (the assistant
 *               message sent back with the tool part in `approval-responded`, as useChat does)
 *               runs the tool and answers, or, denied, answers without it.
 * POST /approvals the same with two cities, Lisboa and Porto: two calls of the tool in one
 *               step, each asking; the answer names each city's weather or that it was not checked.
 *
 * Messages that `safeValidateUIMessages` from `ai` refuses are answered 400 with its words.
 *
 * `startAiSdkPeer({ cors: true })` also answers a page on another origin (the browser tests).
 */
import { convertToModelMessages, jsonSchema, safeValidateUIMessages, stepCountIs, streamText, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { filesSaid, startPostServer, userTexts } from './wire.mjs';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
/** In a step's chunks: where a held stream waits for the test; the model sends nothing. */
const PAUSE = Symbol('pause');

const finish = (unified) => ({ type: 'finish', finishReason: { unified, raw: unified }, usage });

const textParts = (id, deltas) => [
  { type: 'text-start', id },
  ...deltas.map((delta) => ({ type: 'text-delta', id, delta })),
  { type: 'text-end', id },
];

/** The first step: thinking, a few words, a call of the weather tool per city and the page it read. */
function firstStep(question, cities = ['Lisboa']) {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'response-metadata', id: 'resp-1', modelId: 'mock-model', timestamp: new Date(0) },
    { type: 'reasoning-start', id: 'reasoning-1' },
    { type: 'reasoning-delta', id: 'reasoning-1', delta: 'The user asks: ' },
    PAUSE,
    { type: 'reasoning-delta', id: 'reasoning-1', delta: `${question}. I should look it up.` },
    { type: 'reasoning-end', id: 'reasoning-1' },
    ...textParts('text-1', ['Let me ', 'check the ', 'weather.']).toSpliced(2, 0, PAUSE),
    ...cities.flatMap((city, index) => weatherCall(`call-${index + 1}`, city)),
    { type: 'source', sourceType: 'url', id: 'source-1', url: 'https://example.com/weather', title: 'Weather' },
    finish('tool-calls'),
  ];
}

/** The files of the last user message of the model's prompt: their name, type and bytes. */
function attachedFiles(prompt) {
  const content = prompt.findLast((message) => message.role === 'user')?.content ?? [];
  return content
    .filter((part) => part.type === 'file')
    .map(({ filename, mediaType, data }) => ({ name: filename, mediaType, bytes: Buffer.from(data, 'base64') }));
}

/** The model's call of the weather tool for `city`, its input in two pieces. */
const weatherCall = (id, city) => [
  { type: 'tool-input-start', id, toolName: 'weather' },
  { type: 'tool-input-delta', id, delta: '{"city":' },
  { type: 'tool-input-delta', id, delta: `"${city}"}` },
  { type: 'tool-input-end', id },
  { type: 'tool-call', toolCallId: id, toolName: 'weather', input: JSON.stringify({ city }) },
];

/** The second step, after the tool's result: the answer, naming the history and the files it was sent. */
function secondStep(questions, files) {
  const last = questions.at(-1) ?? '';
  const deltas = ['It is sunny ', 'in Lisboa. ', `You asked "${last}" `, `(question ${questions.length}).`];
  return [
    { type: 'stream-start', warnings: [] },
    ...textParts('text-2', files.length ? [...deltas, ` ${filesSaid(files)}`] : deltas),
    finish('stop'),
  ];
}

/** The step after the visitor denied the tool: streamText gave the model an `execution-denied` result. */
function deniedStep() {
  return [
    { type: 'stream-start', warnings: [] },
    ...textParts('text-2', ['I did not ', 'check the weather.']),
    finish('stop'),
  ];
}

/**
 * The step after the visitor answered the approvals of two cities (POST /approvals): each
 * city's weather, or that it was not checked, in the order of the calls.
 */
function citiesStep(prompt) {
  const results = prompt.at(-1).content.filter((part) => part.type === 'tool-result');
  const calls = prompt.flatMap((message) => (message.role === 'assistant' ? message.content : []));
  const cityOf = (id) => calls.find((part) => part.type === 'tool-call' && part.toolCallId === id)?.input.city;
  const said = results.map(({ toolCallId, output }, index) =>
    output.type === 'execution-denied'
      ? `${index ? ' ' : ''}${cityOf(toolCallId)} was not checked.`
      : `${index ? ' ' : ''}${output.value.city} is ${output.value.sky}.`,
  );
  return [{ type: 'stream-start', warnings: [] }, ...textParts('text-2', said), finish('stop')];
}

/** Whether the prompt's last tool result is the visitor's denial. */
const deniedIn = (prompt) =>
  prompt.at(-1)?.content.some((part) => part.type === 'tool-result' && part.output.type === 'execution-denied');

function failingStep() {
  return [
    { type: 'stream-start', warnings: [] },
    ...textParts('text-1', ['Half an ', 'answer']),
    { type: 'error', error: new Error('the model fell over') },
  ];
}

/** A few words, then the abort: the stream stays open until the signal ends the call. */
function abortedStep(abort) {
  const chunks = [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'text-1' },
  ];
  chunks.push(
    { type: 'text-delta', id: 'text-1', delta: 'Stopped ' },
    { type: 'text-delta', id: 'text-1', delta: 'here' },
  );
  return new ReadableStream({
    pull(controller) {
      if (chunks.length > 0) controller.enqueue(chunks.shift());
      else abort();
    },
  });
}

/** A few words, then a stream that stays open until the request's signal ends it. */
function hangingStep(signal) {
  const chunks = [{ type: 'stream-start', warnings: [] }, ...textParts('text-1', ['Still ', 'thinking']).slice(0, 3)];
  return new ReadableStream({
    pull(controller) {
      if (chunks.length > 0) controller.enqueue(chunks.shift());
      else return new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    },
  });
}

/** The chunks as the model streams them, waiting at each pause until `hold()` lets it go on. */
function pausingStream(chunks, hold) {
  return new ReadableStream({
    async pull(controller) {
      while (chunks[0] === PAUSE) {
        chunks.shift();
        await hold();
      }
      if (chunks.length > 0) controller.enqueue(chunks.shift());
      else controller.close();
    },
  });
}

/** The mock model: no delays (only a held stream's pauses), so the stream is never timed. */
function scriptedModel(variant, { abort, signal, hold }) {
  return new MockLanguageModelV3({
    modelId: 'mock-model',
    doStream: async ({ prompt }) => {
      if (variant === '/abort') return { stream: abortedStep(abort) };
      if (variant === '/hang') return { stream: hangingStep(signal) };
      const afterTool = prompt.at(-1)?.role === 'tool';
      const questions = userTexts(prompt);
      const chunks =
        variant === '/error'
          ? failingStep()
          : variant === '/approvals'
            ? afterTool
              ? citiesStep(prompt)
              : firstStep(questions.at(-1) ?? '', ['Lisboa', 'Porto'])
            : afterTool
              ? deniedIn(prompt)
                ? deniedStep()
                : secondStep(questions, attachedFiles(prompt))
              : firstStep(questions.at(-1) ?? '');
      return { stream: pausingStream(chunks, hold) };
    },
  });
}

/** The weather tool; a held stream waits while it runs. */
const weatherTool = (hold) =>
  tool({
    description: 'The weather in a city',
    inputSchema: jsonSchema({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }),
    execute: async ({ city }) => {
      await hold();
      return { city, sky: 'sunny', celsius: 21 };
    },
  });

/** The same tool, asking the visitor first (useChat's `addToolApprovalResponse` answers). */
const weatherWithApproval = (hold) => tool({ ...weatherTool(hold), needsApproval: true });

/** Ids `${prefix}-1`, `${prefix}-2`… */
function counter(prefix) {
  let count = 0;
  return () => `${prefix}-${++count}`;
}

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Sends a fetch Response (what the route returns) through node's response. */
async function sendResponse(response, res) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

async function answer(request, res, hold) {
  const { messages } = await readJson(request);
  // As a route that calls validateUIMessages: a body useChat would not send is refused.
  const valid = await safeValidateUIMessages({ messages });
  if (!valid.success) {
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end(valid.error.message);
    return;
  }
  const asks = request.url === '/approval' || request.url === '/approvals';
  const stop = new AbortController();
  const gone = new AbortController();
  // The client went away (Stop): the model's stream is let go, as a route passing req.signal does.
  res.on('close', () => gone.abort());
  const result = streamText({
    model: scriptedModel(request.url, { abort: () => stop.abort(), signal: gone.signal, hold }),
    messages: await convertToModelMessages(messages),
    tools: { weather: asks ? weatherWithApproval(hold) : weatherTool(hold) },
    stopWhen: stepCountIs(2),
    abortSignal: stop.signal,
    // Stable approval ids for the recordings (the default is random).
    ...(asks && { _internal: { generateId: counter('approval') } }),
    // The failure is the point of /error; streamText would print it.
    onError: () => {},
  });
  await sendResponse(
    result.toUIMessageStreamResponse({
      sendReasoning: true,
      sendSources: true,
      originalMessages: messages,
      // Stable ids for the recordings, and a new one per turn, as a real id generator gives.
      generateMessageId: () => `assistant-${messages.length}`,
      // The default sends "An error occurred." only; a route that shows its errors does this.
      onError: (error) => (error instanceof Error ? error.message : String(error)),
    }),
    res,
  );
}

/** Starts the route on 127.0.0.1 (a free port): `url` is where useChat's `api` would point. */
export function startAiSdkPeer({ cors = false } = {}) {
  return startPostServer(answer, { cors });
}
