/**
 * What the peers share: their HTTP server, and reading their Server-Sent Events the same way
 * for the recorder and for the test that holds the peers to their recordings (docs/transports.md).
 */
import { createServer } from 'node:http';

/** Resolves when the response is over: ended, or its client went away (Stop). */
export const clientGone = (res) => new Promise((resolve) => res.once('close', resolve));

/**
 * What the user said, in order: the text of each `user` message, whose content is a string
 * or a list of parts (AG-UI's messages and the AI SDK's model prompt alike).
 */
export function userTexts(messages) {
  return messages
    .filter((message) => message.role === 'user')
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content
            .filter((part) => part.type === 'text')
            .map((part) => part.text)
            .join(''),
    );
}

/** What a peer's answer says of the files sent with the last question: each one's name, type and size. */
export function filesSaid(files) {
  const each = files.map(({ name, mediaType, bytes }) => `${name} (${mediaType}, ${bytes.length} bytes)`);
  return `You sent ${each.join(', ')}.`;
}

/**
 * Held streams, for a test that must see a reply half-way (the browser tests): a request to a
 * path with `/held/<token>` in it gets a `hold()` that waits, at each pause its peer makes,
 * until the test posts to `/release/<token>` once more (a release that comes first is kept
 * for the next pause), or until the client goes away. Any other request's `hold()` returns
 * at once: its answer is the same, in one go.
 */
function heldStreams() {
  const gates = new Map();
  const gate = (token) => {
    if (!gates.has(token)) gates.set(token, { released: 0, waiting: [] });
    return gates.get(token);
  };
  return {
    release(token) {
      const { waiting } = gate(token);
      if (waiting.length > 0) waiting.shift()();
      else gate(token).released += 1;
    },
    holdFor(request, res) {
      const token = /\/held\/([^/?]+)/.exec(request.url)?.[1];
      if (token === undefined) return async () => {};
      const gone = clientGone(res);
      return () => {
        const held = gate(token);
        if (held.released > 0) {
          held.released -= 1;
          return Promise.resolve();
        }
        return new Promise((resolve) => {
          held.waiting.push(resolve);
          // A client that went away is released, and its place given up.
          void gone.then(() => {
            held.waiting = held.waiting.filter((waiting) => waiting !== resolve);
            resolve();
          });
        });
      };
    },
  };
}

/**
 * A POST-only server on 127.0.0.1 (a free port) whose requests `answer(request, res, hold)`
 * writes (`hold`: see heldStreams); a failure before the answer began is a 500 with its
 * message. With `cors`, a page on another origin may call it too (the browser tests).
 */
export async function startPostServer(answer, { cors = false } = {}) {
  const held = heldStreams();
  const server = createServer((request, res) => {
    if (cors) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'content-type');
      if (request.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    if (request.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const release = /^\/release\/([^/?]+)$/.exec(request.url ?? '');
    if (release) {
      held.release(release[1]);
      res.writeHead(204).end();
      return;
    }
    answer(request, res, held.holdFor(request, res)).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

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
