// @ts-check
/**
 * The one fake chat webhook (docs/protocol.md), shared by the unit and browser tests, the
 * stories, the end-to-end tests, the screenshots and the bench. Plain JavaScript, so Node
 * runs it as it is (bench/, scripts/) and the TypeScript tests import it too.
 *
 * - `fakeWebhook(handler)`: a fake `fetch` that decodes each request the way the protocol
 *   says (JSON body, multipart form or query) and lets a test's handler answer it, with
 *   `json`, `streamResponse` and `ndjson`.
 * - `createFakeWebhook(script)`: a webhook that plays a script: echo or scripted replies,
 *   failures, NDJSON streams, a stored history, answers paced by time or by hand.
 *   `static-server.mjs` serves it over HTTP.
 */

/**
 * @typedef {object} WebhookCall
 * @property {string} url
 * @property {RequestInit} init
 * @property {Record<string, unknown>} payload
 * @property {File[]} files
 */

/** @typedef {(call: WebhookCall) => Response | Promise<Response>} WebhookHandler */

/** @param {unknown} body @param {number} [status] */
export function json(body, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A Response whose body delivers `parts` one read at a time, then closes (or errors with
 * `cutOff`). `wait(index)`, when given, is awaited before part `index` goes out.
 * @param {string[]} parts
 * @param {{ cutOff?: boolean, wait?: (index: number) => Promise<void> | void }} [options]
 */
export function streamResponse(parts, options = {}) {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream({
    pull(controller) {
      if (index < parts.length) {
        const send = () => controller.enqueue(encoder.encode(parts[index++]));
        const waiting = options.wait?.(index);
        return waiting ? waiting.then(send) : send();
      } else if (options.cutOff) {
        controller.error(new TypeError('network error'));
      } else {
        controller.close();
      }
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** NDJSON lines, one per chunk (docs/protocol.md#streaming). @param {...unknown} chunks */
export function ndjson(...chunks) {
  return chunks.map((chunk) => `${JSON.stringify(chunk)}\n`);
}

/**
 * Decodes one request as the webhook sees it.
 * @param {RequestInfo | URL} input
 * @param {RequestInit} [init]
 * @returns {WebhookCall}
 */
export function decodeCall(input, init = {}) {
  const url = String(input);
  /** @type {Record<string, unknown>} */
  let payload = {};
  /** @type {File[]} */
  const files = [];
  if (init.body instanceof FormData) {
    for (const [key, value] of init.body.entries()) {
      if (key === 'files' && typeof value !== 'string') files.push(value);
      else payload[key] = value;
    }
  } else if (typeof init.body === 'string') {
    payload = JSON.parse(init.body);
  } else {
    payload = Object.fromEntries(new URL(url, 'http://127.0.0.1').searchParams);
  }
  return { url, init, payload, files };
}

/** A fake `fetch` whose every call is decoded, recorded, and answered by `handler`. @param {WebhookHandler} handler */
export function fakeWebhook(handler) {
  /** @type {WebhookCall[]} */
  const calls = [];
  /** @type {typeof globalThis.fetch} */
  const fetch = async (input, init = {}) => {
    const call = decodeCall(input, init);
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return handler(call);
  };
  return { fetch, calls };
}

/** @typedef {'instant' | 'manual' | number} Pace */

/**
 * Paces answers: at once, after a delay in ms, or step by step (`'manual'`) when someone
 * calls `advance()`. Steps given before anyone waits are kept, so the order never races.
 * @param {Pace} [pace]
 */
export function createPacer(pace = 'instant') {
  let credits = 0;
  /** @type {Array<() => void>} */
  const waiting = [];
  function release() {
    while (credits > 0 && waiting.length > 0) {
      credits -= 1;
      waiting.shift()?.();
    }
  }
  return {
    /** @returns {Promise<void>} */
    wait() {
      if (pace === 'instant') return Promise.resolve();
      if (typeof pace === 'number') return new Promise((resolve) => setTimeout(resolve, pace));
      return new Promise((resolve) => {
        waiting.push(resolve);
        release();
      });
    },
    advance(steps = 1) {
      credits += steps;
      release();
    },
  };
}

/** @typedef {{ sender: 'user' | 'bot', text: string }} HistoryEntry */

/**
 * @typedef {object} WebhookScript
 * @property {(text: string, files: readonly File[]) => string} [reply] The bot's answer; by default it echoes the message and names the files.
 * @property {(text: string) => { suggestions?: unknown, sources?: unknown }} [extras] Fields beside `output` (or on the stream's `end` chunk): follow-up suggestions and sources (docs/protocol.md#suggestions-and-sources).
 * @property {number} [failures] How many sends fail with HTTP 500 before the webhook recovers.
 * @property {{ status: number, retryAfter?: string }} [failure] Fail them with this status instead (e.g. 429) and, when set, this `Retry-After` header.
 * @property {(text: string) => (string | { node: string, text: string })[]} [stream] Answer sends with NDJSON chunks (docs/protocol.md#streaming) made of these pieces of text; a piece with `node` comes from that workflow node (one named "Agent" otherwise), so a reply can have steps.
 * @property {readonly HistoryEntry[]} [history] The stored conversation answered to `loadPreviousSession`.
 * @property {'n8n' | 'ai-sdk'} [streamFormat] How `stream` is sent: n8n's NDJSON (the default), or the AI SDK's UI message stream (text parts as Server-Sent Events, docs/transports.md), for a chat with `transport: 'ai-sdk'`.
 * @property {Pace} [pace] Before each answer or streamed piece: `'manual'` waits for `advance()`, a number waits that many ms.
 * @property {number} [delayMs] How far away the webhook is: every answer, history included, starts that many ms late.
 */

/** @typedef {{ action: string, text: string, files: File[] }} ScriptedCall */

/** @param {string} text @param {readonly File[]} files */
const echo = (text, files) =>
  files.length > 0 ? `Echo: ${text} (files: ${files.map((file) => file.name).join(', ')})` : `Echo: ${text}`;

/** The LangChain-serialised memory n8n's Chat Trigger returns (docs/protocol.md#loading-the-previous-session). */
export function storedHistory(/** @type {readonly HistoryEntry[]} */ entries) {
  return {
    data: entries.map(({ sender, text }) => ({
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', sender === 'user' ? 'HumanMessage' : 'AIMessage'],
      kwargs: { content: text, additional_kwargs: {} },
    })),
  };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A webhook that plays `script` (see WebhookScript); `calls` records every request, decoded. @param {WebhookScript} [script] */
export function createFakeWebhook(script = {}) {
  const pacer = createPacer(script.pace);
  /** @type {ScriptedCall[]} */
  const calls = [];
  let failuresLeft = script.failures ?? 0;

  /** The AI SDK's UI message stream of `pieces`: one text part, a delta per piece. @param {string[]} pieces */
  function uiMessageStream(pieces) {
    const events = [
      { type: 'start' },
      { type: 'text-start', id: 'text-1' },
      ...pieces.map((delta) => ({ type: 'text-delta', id: 'text-1', delta })),
      { type: 'text-end', id: 'text-1' },
      { type: 'finish' },
    ].map((event) => `data: ${JSON.stringify(event)}\n\n`);
    events.push('data: [DONE]\n\n');
    const response = streamResponse(events, {
      wait: (index) => (index > 1 && index < events.length - 3 ? pacer.wait() : undefined),
    });
    response.headers.set('Content-Type', 'text/event-stream');
    response.headers.set('x-vercel-ai-ui-message-stream', 'v1');
    return response;
  }

  /** @param {(string | { node: string, text: string })[]} pieces @param {object} extras */
  function streamed(pieces, extras) {
    if (script.streamFormat === 'ai-sdk') {
      return uiMessageStream(pieces.map((piece) => (typeof piece === 'string' ? piece : piece.text)));
    }
    const metadataOf = (node = 'Agent') => ({ nodeId: node, nodeName: node, itemIndex: 0, runIndex: 0 });
    const last = pieces.at(-1);
    const lines = ndjson(
      { type: 'begin', metadata: metadataOf() },
      ...pieces.map((piece) =>
        typeof piece === 'string'
          ? { type: 'item', content: piece, metadata: metadataOf() }
          : { type: 'item', content: piece.text, metadata: metadataOf(piece.node) },
      ),
      { type: 'end', metadata: metadataOf(typeof last === 'object' ? last.node : undefined), ...extras },
    );
    // `begin` and `end` go out at once: each paced step shows one more piece of text.
    return streamResponse(lines, {
      wait: (index) => (index > 0 && index < lines.length - 1 ? pacer.wait() : undefined),
    });
  }

  const { fetch } = fakeWebhook(async ({ payload, files }) => {
    const call = { action: String(payload.action), text: String(payload.chatInput ?? ''), files };
    calls.push(call);
    if (script.delayMs) await sleep(script.delayMs);
    if (call.action === 'loadPreviousSession') return json(storedHistory(script.history ?? []));
    const failing = failuresLeft > 0;
    if (failing) failuresLeft -= 1;
    const extras = script.extras?.(call.text) ?? {};
    if (script.stream && !failing) return streamed(script.stream(call.text), extras);
    await pacer.wait();
    // n8n's answer when the workflow fails (docs/protocol.md#status-codes).
    if (failing && script.failure) {
      const { status, retryAfter } = script.failure;
      return new Response('{}', { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });
    }
    if (failing) return json({ message: 'Error in workflow' }, 500);
    return json({ output: (script.reply ?? echo)(call.text, call.files), ...extras });
  });

  return { fetch, calls, advance: pacer.advance };
}

/** @typedef {ReturnType<typeof createFakeWebhook>} FakeWebhook */
