/**
 * An AG-UI agent endpoint made of the protocol's own packages: the body is checked with
 * @ag-ui/core's RunAgentInput schema, every event with its event schema, and the events are
 * written by @ag-ui/encoder's EventEncoder, so the bytes are the ones an AG-UI server sends
 * (docs/transports.md#ag-ui).
 *
 * POST /        a run: reasoning, text in deltas, a tool call with its result, then text that
 *               names the last question and counts the questions in `messages`, so a second
 *               turn shows that the history arrived, and names the files sent with the last
 *               question (name, type, size).
 * POST /error   a run that fails after a few words (RUN_ERROR).
 * POST /hang    a few words, then nothing until the client goes away (for Stop).
 * POST /held/<token>  the run of POST /, pausing after the first thought, after the first
 *               words and while the tool runs, until the test posts to `/release/<token>`
 *               (wire.mjs), to see the reply half-way.
 * POST /approval  a few words and the weather tool's call, then RUN_FINISHED with an interrupt
 *               (`reason: "tool_call"`, its `toolCallId`); the run that resumes it with
 *               `{ approved: true }` sends the TOOL_CALL_RESULT of that call and the answer,
 *               `{ approved: false }` an answer without it (docs/transports.md#interrupts).
 * POST /confirm the same question asked as a `confirmation` bound to no tool: allowed, the
 *               resumed run calls the tool then answers.
 * POST /input   an `input_required` interrupt ("Which city?"); the next run must cancel it
 *               (a new message), and its answer says so.
 * The interrupts open on a thread are kept as an agent's checkpoint is: a run on that thread
 * whose `resume` does not answer each of them, or answers one that is not open, or answers an
 * approval without `{ approved: boolean }`, fails with RUN_ERROR (the protocol's rules 2 to 4).
 * A body that is not a RunAgentInput is answered 400 with the schema's complaint.
 * `startAgUiPeer({ cors: true })` also answers a page on another origin (the browser tests).
 */
import { EventType } from '@ag-ui/core';
import { EventSchemas, RunAgentInputSchema } from '@ag-ui/core/schemas';
import { EventEncoder } from '@ag-ui/encoder';
import { clientGone, filesSaid, startPostServer, userTexts } from './wire.mjs';

/** In a run's events: where a held stream waits for the test; nothing is written. */
const PAUSE = Symbol('pause');
/** In a run's events: the stream stays open until the client goes away. */
const HANG = Symbol('hang');

const text = (messageId, deltas) => [
  { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
  ...deltas.map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta })),
  { type: EventType.TEXT_MESSAGE_END, messageId },
];

/** The media parts of the last user message: their name (kept in `metadata`), type and inline bytes. */
function attachedFiles(messages) {
  const content = messages.findLast((message) => message.role === 'user')?.content;
  if (!Array.isArray(content)) return [];
  return content
    .filter((part) => part.type !== 'text' && part.source.type === 'data')
    .map(({ type, source, metadata }) => ({
      name: metadata?.filename ?? `a ${type}`,
      mediaType: source.mimeType,
      bytes: Buffer.from(source.value, 'base64'),
    }));
}

/** The events of one run, in order. Ids are made from the run's, so two runs never share one. */
function runEvents({ threadId, runId, messages }, variant) {
  const questions = userTexts(messages);
  const files = attachedFiles(messages);
  const last = questions.at(-1) ?? '';
  const id = (name) => `${runId}-${name}`;
  const started = { type: EventType.RUN_STARTED, threadId, runId };
  if (variant === 'error') {
    return [
      started,
      ...text(id('text-1'), ['Half an ', 'answer']).slice(0, -1),
      { type: EventType.RUN_ERROR, message: 'the agent fell over', code: 'AGENT_FAILED' },
    ];
  }
  if (variant === 'hang') return [started, ...text(id('text-1'), ['Still ', 'thinking']).slice(0, -1), HANG];
  const [textStart, firstWords, ...moreWords] = text(id('text-1'), ['Let me ', 'check the ', 'weather.']);
  return [
    started,
    { type: EventType.REASONING_START, messageId: id('reasoning-1') },
    { type: EventType.REASONING_MESSAGE_START, messageId: id('reasoning-1'), role: 'reasoning' },
    { type: EventType.REASONING_MESSAGE_CONTENT, messageId: id('reasoning-1'), delta: 'The user asks: ' },
    PAUSE,
    { type: EventType.REASONING_MESSAGE_CONTENT, messageId: id('reasoning-1'), delta: `${last}. I should look it up.` },
    { type: EventType.REASONING_MESSAGE_END, messageId: id('reasoning-1') },
    { type: EventType.REASONING_END, messageId: id('reasoning-1') },
    textStart,
    firstWords,
    PAUSE,
    ...moreWords,
    {
      type: EventType.TOOL_CALL_START,
      toolCallId: id('call-1'),
      toolCallName: 'weather',
      parentMessageId: id('text-1'),
    },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: id('call-1'), delta: '{"city":' },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: id('call-1'), delta: '"Lisboa"}' },
    { type: EventType.TOOL_CALL_END, toolCallId: id('call-1') },
    PAUSE,
    {
      type: EventType.TOOL_CALL_RESULT,
      messageId: id('tool-1'),
      toolCallId: id('call-1'),
      content: JSON.stringify({ city: 'Lisboa', sky: 'sunny', celsius: 21 }),
      role: 'tool',
    },
    ...text(id('text-2'), [
      'It is sunny ',
      'in Lisboa. ',
      `You asked "${last}" `,
      `(question ${questions.length}).`,
      ...(files.length ? [` ${filesSaid(files)}`] : []),
    ]),
    { type: EventType.RUN_FINISHED, threadId, runId },
  ];
}

const APPROVAL_SCHEMA = {
  type: 'object',
  properties: { approved: { type: 'boolean' } },
  required: ['approved'],
};

/** The weather tool's call, with its result when `result` (ids from the run's `id`). */
const weatherCall = (id, result) => [
  { type: EventType.TOOL_CALL_START, toolCallId: id('call-1'), toolCallName: 'weather', parentMessageId: id('text-1') },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: id('call-1'), delta: '{"city":"Lisboa"}' },
  { type: EventType.TOOL_CALL_END, toolCallId: id('call-1') },
  ...(result ? [weatherResult(id, id('call-1'))] : []),
];
const weatherResult = (id, toolCallId) => ({
  type: EventType.TOOL_CALL_RESULT,
  messageId: id('tool-1'),
  toolCallId,
  content: JSON.stringify({ city: 'Lisboa', sky: 'sunny', celsius: 21 }),
  role: 'tool',
});

/** A run of `variant` that asks before it goes on: its events, and the interrupts it ends on. */
function askingRun(variant, id) {
  const interrupt = { id: id('interrupt-1') };
  if (variant === 'approval') {
    return [
      [...text(id('text-1'), ['Let me ', 'check the weather.']), ...weatherCall(id, false)],
      [
        {
          ...interrupt,
          reason: 'tool_call',
          toolCallId: id('call-1'),
          message: 'Check the weather in Lisboa?',
          responseSchema: APPROVAL_SCHEMA,
        },
      ],
    ];
  }
  if (variant === 'confirm') {
    const message = 'Shall I look up the weather in Lisboa?';
    return [text(id('text-1'), ['I can ', 'look it up.']), [{ ...interrupt, reason: 'confirmation', message }]];
  }
  const responseSchema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
  const message = 'Which city do you mean?';
  return [
    text(id('text-1'), ['I need ', 'a city.']),
    [{ ...interrupt, reason: 'input_required', message, responseSchema }],
  ];
}

/** What is wrong with a run's `resume` for the interrupts `open` on its thread, if anything. */
function resumeProblem(open, resume = []) {
  const stray = resume.find((entry) => !open.some((interrupt) => interrupt.id === entry.interruptId));
  if (stray) return `no interrupt "${stray.interruptId}" is open on this thread`;
  const missed = open.find((interrupt) => !resume.some((entry) => entry.interruptId === interrupt.id));
  if (missed) return `the interrupt "${missed.id}" is open: resume must answer it`;
  const badApproval = resume.find(
    (entry) =>
      entry.status === 'resolved' &&
      open.find((interrupt) => interrupt.id === entry.interruptId).reason !== 'input_required' &&
      typeof entry.payload?.approved !== 'boolean',
  );
  if (badApproval) return `the answer to "${badApproval.interruptId}" must be { approved: boolean }`;
  return undefined;
}

/** The run that resumes `open` with `resume` (checked): the tool's result or its refusal, then the answer. */
function resumedRun(open, resume, id, questions) {
  const [interrupt] = open;
  const [entry] = resume;
  const asked = `You asked "${questions.at(-1)}" (question ${questions.length}).`;
  if (interrupt.reason === 'input_required') {
    const said = entry.status === 'cancelled' ? 'I stopped waiting for the city.' : 'Thanks for the city.';
    return text(id('text-1'), [`${said} `, asked]);
  }
  if (!entry.payload.approved) return text(id('text-1'), ['I did not ', 'check the weather.']);
  return [
    ...(interrupt.toolCallId ? [weatherResult(id, interrupt.toolCallId)] : weatherCall(id, true)),
    ...text(id('text-2'), ['It is sunny ', 'in Lisboa. ', asked]),
  ];
}

/**
 * The events of a run on a thread: checked against the interrupts open there (`openOn`, by
 * thread, as an agent's checkpoint keeps them), resuming them or asking.
 */
function threadRunEvents(input, variant, openOn) {
  const { threadId, runId, messages, resume } = input;
  const id = (name) => `${runId}-${name}`;
  const started = { type: EventType.RUN_STARTED, threadId, runId };
  const open = openOn.get(threadId) ?? [];
  const problem = resumeProblem(open, resume);
  if (problem) return [started, { type: EventType.RUN_ERROR, message: problem, code: 'INVALID_RESUME' }];
  openOn.delete(threadId);
  const finished = { type: EventType.RUN_FINISHED, threadId, runId };
  if (open.length) return [started, ...resumedRun(open, resume, id, userTexts(messages)), finished];
  if (!['approval', 'confirm', 'input'].includes(variant)) return runEvents(input, variant);
  const [events, interrupts] = askingRun(variant, id);
  openOn.set(threadId, interrupts);
  return [started, ...events, { ...finished, outcome: { type: 'interrupt', interrupts } }];
}

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function answer(request, res, hold, openOn) {
  const input = RunAgentInputSchema.safeParse(await readJson(request).catch(() => null));
  if (!input.success) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'not a RunAgentInput', issues: input.error.issues }));
    return;
  }
  const encoder = new EventEncoder({ accept: request.headers.accept });
  res.writeHead(200, { 'content-type': encoder.getContentType(), 'cache-control': 'no-cache' });
  for (const event of threadRunEvents(input.data, request.url.split('/')[1], openOn)) {
    if (event === PAUSE) await hold();
    else if (event === HANG) await clientGone(res);
    else res.write(encoder.encode(EventSchemas.parse(event)));
  }
  res.end();
}

/** Starts the endpoint on 127.0.0.1 (a free port): `url` is what an HttpAgent would be given. */
export function startAgUiPeer({ cors = false } = {}) {
  const openOn = new Map();
  return startPostServer((request, res, hold) => answer(request, res, hold, openOn), { cors });
}
