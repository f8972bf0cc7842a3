/**
 * Talks to the chat webhook (docs/protocol.md). Every failure comes out as one of the
 * typed errors of `errors.ts`; the store decides what the visitor sees.
 */
import { WebhookAbortError, WebhookHttpError, WebhookNetworkError, WebhookParseError } from './errors';
import { executionStartedOf, type ExecutionStarted } from './execution-started';
import { replyExtras, replyText, type ReplyExtras } from './reply';
import { parseRetryAfter } from './retry-after';
import {
  createRequestControl,
  streamChunks,
  untilAborted,
  type RequestControl,
  type TransportEnv,
} from './request-control';
import { readReplyStream, readWholeBody, type StreamChunk } from './stream';

export type { TransportEnv } from './request-control';

export interface WebhookSettings {
  webhookUrl: string;
  webhookConfig: { method: 'GET' | 'POST'; headers: Record<string, string> };
  chatInputKey: string;
  chatSessionKey: string;
  metadata?: Record<string, unknown>;
  enableStreaming: boolean;
  requestTimeoutMs: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export type SendResult =
  | ({ kind: 'reply'; text: string } & ReplyExtras)
  | { kind: 'stream'; chunks: AsyncGenerator<StreamChunk> }
  /** The workflow answers over a socket (docs/protocol.md#waiting-for-the-visitor). */
  | { kind: 'execution'; execution: ExecutionStarted };

export interface Transport {
  /** The `data` list of the stored conversation (`[]` when there is none). */
  loadPreviousSession(sessionId: string, options?: RequestOptions): Promise<unknown[]>;
  sendMessage(
    /** `clientMessageId` (≤ 64 characters) goes in `metadata.clientMessageId`, beside the integrator's metadata. */
    input: { sessionId: string; text: string; files?: readonly File[]; clientMessageId?: string },
    options?: RequestOptions,
  ): Promise<SendResult>;
  /** The visitor's rating of a reply (docs/protocol.md#feedback); the answer is not read. */
  sendFeedback(input: FeedbackInput): Promise<void>;
}

export interface FeedbackInput {
  sessionId: string;
  messageId: string;
  rating: 'up' | 'down';
  comment?: string;
}

/** Header names are case-insensitive: a later `content-type` replaces an earlier `Content-Type`. */
function mergeHeaders(...sources: Record<string, string>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const source of sources) {
    for (const [name, value] of Object.entries(source)) {
      for (const existing of Object.keys(merged)) {
        if (existing.toLowerCase() === name.toLowerCase()) delete merged[existing];
      }
      merged[name] = value;
    }
  }
  return merged;
}

function withoutContentType(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'));
}

/** Works for relative URLs too (`/webhook/chat`), keeping their query and fragment. */
function appendQuery(url: string, params: URLSearchParams): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${params}${hash}`;
}

export function createTransport(
  settings: WebhookSettings,
  env: TransportEnv,
  getToken: () => string = () => '',
): Transport {
  const url = settings.webhookUrl;

  /** action, session, input (or the action's own fields), metadata: the order n8n's own widget sends them in. */
  function payload(
    action: string,
    sessionId: string,
    text?: string,
    extra: [string, unknown][] = [],
    clientMessageId?: string,
  ): [string, unknown][] {
    const fields: [string, unknown][] = [
      ['action', action],
      [settings.chatSessionKey, sessionId],
    ];
    if (text !== undefined) fields.push([settings.chatInputKey, text]);
    fields.push(...extra);
    // Read per request: setMetadata() replaces it while the chat runs.
    const metadata = clientMessageId ? { ...settings.metadata, clientMessageId } : settings.metadata;
    if (metadata !== undefined && Object.keys(metadata).length > 0) fields.push(['metadata', metadata]);
    return fields;
  }

  function buildRequest(fields: [string, unknown][], files: readonly File[], streaming: boolean) {
    const asString = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
    const token = getToken();
    const accept: Record<string, string> = streaming ? { Accept: 'text/plain' } : {};
    const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const userHeaders = settings.webhookConfig.headers;
    // Without a body (GET) or with multipart (the browser writes its boundary) no Content-Type is ours to set.
    const bodylessHeaders = () => mergeHeaders(accept, withoutContentType(userHeaders), auth);

    if (files.length > 0) {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, asString(value));
      for (const file of files) form.append('files', file);
      return { method: 'POST', target: url, body: form, headers: bodylessHeaders() };
    }
    if (settings.webhookConfig.method === 'GET') {
      const query = new URLSearchParams(fields.map(([name, value]) => [name, asString(value)]));
      return { method: 'GET', target: appendQuery(url, query), body: undefined, headers: bodylessHeaders() };
    }
    const json = { 'Content-Type': 'application/json' };
    return {
      method: 'POST',
      target: url,
      body: JSON.stringify(Object.fromEntries(fields)),
      headers: mergeHeaders(json, accept, userHeaders, auth),
    };
  }

  /** Sends the request and resolves the response headers; non-2xx is a `WebhookHttpError`. */
  async function open(request: ReturnType<typeof buildRequest>, control: RequestControl): Promise<Response> {
    if (control.signal.aborted) throw control.toError(undefined, () => new WebhookAbortError());
    control.arm();
    let response: Response;
    try {
      response = await untilAborted(
        env.fetch(request.target, {
          method: request.method,
          mode: 'cors',
          cache: 'no-cache',
          headers: request.headers,
          body: request.body,
          signal: control.signal,
        }),
        control.signal,
      );
    } catch (error) {
      control.finish();
      throw control.toError(error, (cause) => new WebhookNetworkError(url, cause));
    }
    if (!response.ok) {
      control.finish();
      response.body?.cancel().catch(() => undefined);
      // Only these two statuses mean "come back later"; the wait is honoured, capped.
      const retryAfter =
        response.status === 429 || response.status === 503
          ? parseRetryAfter(response.headers.get('Retry-After'), env.now?.() ?? Date.now())
          : undefined;
      throw new WebhookHttpError(response.status, url, retryAfter);
    }
    return response;
  }

  /** The whole body, read under the same timeout. */
  async function readText(response: Response, control: RequestControl): Promise<string> {
    try {
      return await untilAborted(response.text(), control.signal);
    } catch (error) {
      throw control.toError(error, (cause) => new WebhookNetworkError(url, cause));
    } finally {
      control.finish();
    }
  }

  /** The parsed body; `undefined` when it is empty. */
  function parseJson(text: string): unknown {
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new WebhookParseError(url, cause);
    }
  }

  return {
    async loadPreviousSession(sessionId, options = {}) {
      const control = createRequestControl(env, url, settings.requestTimeoutMs, options.signal);
      // No Accept: text/plain: n8n answers history as one JSON body even on a streaming trigger (trace 21).
      const response = await open(buildRequest(payload('loadPreviousSession', sessionId), [], false), control);
      const body = parseJson(await readText(response, control));
      const data = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
      return Array.isArray(data) ? (data as unknown[]) : [];
    },

    async sendMessage({ sessionId, text, files = [], clientMessageId }, options = {}) {
      const control = createRequestControl(env, url, settings.requestTimeoutMs, options.signal);
      const streaming = settings.enableStreaming;
      const response = await open(
        buildRequest(payload('sendMessage', sessionId, text, [], clientMessageId), files, streaming),
        control,
      );
      // n8n streams with Content-Type application/json (trace 20): the request decides, not the response.
      if (streaming) {
        const body = response.body ?? new ReadableStream<Uint8Array>({ start: (stream) => stream.close() });
        return { kind: 'stream', chunks: streamChunks(body, control) };
      }
      const body = await readText(response, control);
      // A trigger set to stream answers NDJSON whatever the request asked (traces 20, 27):
      // show it rather than fail on it.
      const whole = readWholeBody(body);
      if (whole.ndjson) return { kind: 'stream', chunks: readReplyStream(new Response(body).body!) };
      const parsed = 'value' in whole ? whole.value : parseJson(body);
      const execution = executionStartedOf(parsed);
      return execution
        ? { kind: 'execution', execution }
        : { kind: 'reply', text: replyText(parsed), ...replyExtras(parsed) };
    },

    async sendFeedback({ sessionId, messageId, rating, comment }) {
      const control = createRequestControl(env, url, settings.requestTimeoutMs);
      const extra: [string, unknown][] = [
        ['messageId', messageId],
        ['rating', rating],
      ];
      if (comment !== undefined) extra.push(['comment', comment]);
      const response = await open(
        buildRequest(payload('sendFeedback', sessionId, undefined, extra), [], false),
        control,
      );
      await readText(response, control);
    },
  };
}
