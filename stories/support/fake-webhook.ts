/**
 * A fake `fetch` that plays the chat webhook (docs/protocol.md) inside a story, so stories never
 * touch the network. Replies can be paced by time (for people watching) or by hand: with
 * `pace: 'manual'` each reply or streamed chunk waits for `advance()`, which lets a `play`
 * function look at the in-between state (typing, half a stream) without sleeping.
 */
import { createPacer, type Pace } from './pacer';

export interface HistoryEntry {
  sender: 'user' | 'bot';
  text: string;
}

export interface WebhookScript {
  /** The bot's answer; by default it echoes the message and names the files. */
  reply?: (text: string, files: readonly File[]) => string;
  /** How many sends fail with HTTP 500 before the webhook recovers. */
  failures?: number;
  /** Fail them with this status instead (e.g. 429) and, when set, this `Retry-After` header. */
  failure?: { status: number; retryAfter?: string };
  /** Answer with NDJSON chunks (docs/protocol.md#streaming) made of these pieces of text. */
  stream?: (text: string) => string[];
  /** The stored conversation answered to `loadPreviousSession`. */
  history?: readonly HistoryEntry[];
  /** `'manual'`: wait for `advance()`; a number: wait that many ms; default: at once. */
  pace?: Pace;
}

export interface WebhookCall {
  action: string;
  text: string;
  files: File[];
}

export interface FakeWebhook {
  fetch: typeof globalThis.fetch;
  /** Every request, decoded. */
  calls: WebhookCall[];
  /** Lets `steps` paced replies or chunks through (pace `'manual'` only). */
  advance(steps?: number): void;
}

const echo = (text: string, files: readonly File[]) =>
  files.length > 0 ? `Echo: ${text} (files: ${files.map((file) => file.name).join(', ')})` : `Echo: ${text}`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function toMemory({ sender, text }: HistoryEntry) {
  const type = sender === 'user' ? 'HumanMessage' : 'AIMessage';
  return { lc: 1, type: 'constructor', id: ['langchain_core', 'messages', type], kwargs: { content: text } };
}

function decode(init: RequestInit = {}): WebhookCall {
  if (init.body instanceof FormData) {
    const files = init.body.getAll('files').filter((value): value is File => value instanceof File);
    return { action: String(init.body.get('action')), text: String(init.body.get('chatInput') ?? ''), files };
  }
  const payload = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<string, unknown>;
  return { action: String(payload.action), text: String(payload.chatInput ?? ''), files: [] };
}

export function createFakeWebhook(script: WebhookScript = {}): FakeWebhook {
  const pacer = createPacer(script.pace);
  const calls: WebhookCall[] = [];
  let failuresLeft = script.failures ?? 0;

  function streamed(pieces: string[]): Response {
    const meta = { nodeId: 'agent', nodeName: 'Agent', itemIndex: 0, runIndex: 0 };
    const lines = [
      { type: 'begin', metadata: meta },
      ...pieces.map((content) => ({ type: 'item', content, metadata: meta })),
      { type: 'end', metadata: meta },
    ].map((chunk) => new TextEncoder().encode(`${JSON.stringify(chunk)}\n`));
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // `begin` and `end` go out at once: each paced step shows one more piece of text.
        if (next > 0 && next < lines.length - 1) await pacer.wait();
        const line = lines[next++];
        if (line) controller.enqueue(line);
        if (next >= lines.length) controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  }

  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = decode(init);
    calls.push(call);
    if (call.action === 'loadPreviousSession') return json({ data: (script.history ?? []).map(toMemory) });
    const failing = failuresLeft > 0;
    if (failing) failuresLeft -= 1;
    if (script.stream && !failing) return streamed(script.stream(call.text));
    await pacer.wait();
    // n8n's answer when the workflow fails (docs/protocol.md#status-codes).
    if (failing && script.failure) {
      const { status, retryAfter } = script.failure;
      return new Response('{}', { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });
    }
    if (failing) return json({ message: 'Error in workflow' }, 500);
    return json({ output: (script.reply ?? echo)(call.text, call.files) });
  };

  return { fetch, calls, advance: pacer.advance };
}
