/**
 * A fake `fetch` that plays the webhook: it decodes each request the way the protocol
 * says (JSON body, multipart form or query) and hands the payload to a test's handler.
 */
import { vi } from 'vitest';

export interface WebhookCall {
  url: string;
  init: RequestInit;
  payload: Record<string, unknown>;
  files: File[];
}

type Handler = (call: WebhookCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A Response whose body delivers `parts` one read at a time, then closes (or errors). */
export function streamResponse(parts: string[], options: { cutOff?: boolean } = {}) {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < parts.length) {
        controller.enqueue(encoder.encode(parts[index++]));
      } else if (options.cutOff) {
        controller.error(new TypeError('network error'));
      } else {
        controller.close();
      }
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

export function ndjson(...chunks: unknown[]) {
  return chunks.map((chunk) => `${JSON.stringify(chunk)}\n`);
}

export function fakeWebhook(handler: Handler) {
  const calls: WebhookCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    let payload: Record<string, unknown> = {};
    const files: File[] = [];
    if (init.body instanceof FormData) {
      for (const [key, value] of init.body.entries()) {
        if (key === 'files') files.push(value as File);
        else payload[key] = value;
      }
    } else if (typeof init.body === 'string') {
      payload = JSON.parse(init.body) as Record<string, unknown>;
    } else {
      payload = Object.fromEntries(new URL(url, 'http://127.0.0.1').searchParams);
    }
    const call = { url, init, payload, files };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return handler(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}
