/**
 * Reading the peers' Server-Sent Events the same way for the recorder and for the test that
 * holds the peers to their recordings (docs/transports.md).
 */

/** The `data` of each event of an SSE body: lines joined by "\n", events split by a blank line. */
export function sseData(body) {
  return body
    .replaceAll('\r\n', '\n')
    .split('\n\n')
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter((data) => data !== '');
}

/** Each event parsed as JSON; a data that is not JSON (the AI SDK's `[DONE]`) stays a string. */
export function sseEvents(body) {
  return sseData(body).map((data) => {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  });
}

/**
 * What a transport would make of a stream, in the terms both protocols share: the type of each
 * event in order, and the answer's text, reasoning and tool arguments each joined.
 */
export function summarize(body) {
  const events = sseEvents(body);
  const joined = (...types) =>
    events
      .filter((event) => types.includes(event.type))
      .map((event) => event.delta ?? event.inputTextDelta)
      .join('');
  return {
    types: events.map((event) => (typeof event === 'string' ? event : event.type)),
    text: joined('text-delta', 'TEXT_MESSAGE_CONTENT'),
    reasoning: joined('reasoning-delta', 'REASONING_MESSAGE_CONTENT'),
    toolInput: joined('tool-input-delta', 'TOOL_CALL_ARGS'),
  };
}

/** The response headers a transport reads; the rest (date, keep-alive) change from run to run. */
export const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'connection',
  'transfer-encoding',
  'x-accel-buffering',
  'x-vercel-ai-ui-message-stream',
];

export function keptHeaders(headers) {
  return Object.fromEntries(KEPT_HEADERS.filter((name) => headers.has(name)).map((name) => [name, headers.get(name)]));
}
