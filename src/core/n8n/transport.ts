/**
 * Talks to the chat webhook (docs/protocol.md). Every failure comes out as one of the
 * typed errors of `errors.ts`; the store decides what the visitor sees.
 */
import { isRecord } from '../arguments';
import { WebhookAbortError, WebhookHttpError, WebhookNetworkError, WebhookParseError } from '../errors';
import { executionStartedOf, type ExecutionStarted } from './execution-started';
import type { FilePart } from '../messages/message-parts';
import { replyExtras, replyFiles, replyText } from './reply';
import type { ReplyExtras } from '../messages/reply-extras';
import type { BotMessage } from '../messages/messages';
import type { ChatFeedback } from '../transport/chat-transport';
import { parseRetryAfter } from './retry-after';
import { buildRequest, calledHeaders, type WebhookRequest, type WebhookSettings } from './webhook-request';
import {
  createRequestControl,
  streamChunks,
  untilAborted,
  type RequestControl,
  type TransportEnv,
} from './request-control';
import { readReplyStream, readWholeBody, type StreamChunk } from './stream';

export type { TransportEnv } from './request-control';
export type { WebhookSettings } from './webhook-request';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Whether an abort of `signal` is the visitor's Stop (a reply cut off is then `stopped`). */
  stopped?: () => boolean;
}

export type SendResult =
  | ({ kind: 'reply'; text: string; files?: readonly FilePart[] } & ReplyExtras)
  | { kind: 'stream'; chunks: AsyncGenerator<StreamChunk> }
  /** The workflow answers over a socket (docs/protocol.md#waiting-for-the-visitor). */
  | { kind: 'execution'; execution: ExecutionStarted }
  /** An agent backend's reply (src/core/agents/), already on screen as it streamed. */
  | { kind: 'shown'; replies: BotMessage[] };

export interface Transport {
  /** The `data` list of the stored conversation (`[]` when there is none). */
  loadPreviousSession(sessionId: string, options?: RequestOptions): Promise<unknown[]>;
  sendMessage(
    /**
     * `clientMessageId` (≤ 64 characters) goes in `metadata.clientMessageId`, beside the
     * integrator's metadata. `choice`: the visitor pressed button `[1]` of bot message `[0]`
     * (an agent's tool approval, docs/transports.md#tool-approvals): that reply continues.
     * `regenerates`: the id of the reply this send asks a new one for (Regenerate); n8n's
     * request says so with `metadata.regenerate: true`.
     */
    input: {
      sessionId: string;
      text: string;
      files?: readonly File[];
      clientMessageId?: string;
      choice?: readonly [string, number];
      regenerates?: string;
    },
    options?: RequestOptions,
  ): Promise<SendResult>;
  /** The visitor's rating of a reply (docs/protocol.md#feedback); the answer is not read. */
  sendFeedback(input: FeedbackInput): Promise<void>;
}

/** A request under way: its response's headers, and what reads its body. */
interface Exchange {
  response: Response;
  control: RequestControl;
  url: string;
}

/** The visitor's rating of a reply (docs/protocol.md#feedback). */
export type FeedbackInput = ChatFeedback;

/** action, session, input (or the action's own fields), metadata: the order n8n's own widget sends them in. */
function payload(
  { chatSessionKey, chatInputKey, metadata }: WebhookSettings,
  action: string,
  sessionId: string,
  text?: string,
  extra: [string, unknown][] = [],
  clientMessageId?: string,
  regenerate?: unknown,
): [string, unknown][] {
  const fields: [string, unknown][] = [
    ['action', action],
    [chatSessionKey, sessionId],
  ];
  if (text !== undefined) fields.push([chatInputKey, text]);
  fields.push(...extra);
  const sent = clientMessageId
    ? { ...metadata, clientMessageId, ...(regenerate ? { regenerate: true } : {}) }
    : metadata;
  if (sent !== undefined && Object.keys(sent).length > 0) fields.push(['metadata', sent]);
  return fields;
}

/** Sends the request and resolves the response headers; non-2xx is a `WebhookHttpError`. */
export async function openRequest(
  env: TransportEnv,
  request: WebhookRequest,
  control: RequestControl,
): Promise<Response> {
  const { url } = request;
  if (control.signal.aborted) throw control.toError(undefined, () => new WebhookAbortError());
  control.arm();
  let response: Response;
  try {
    const { headers, credentials } = request.webhookConfig;
    const send = (user: Record<string, string>) =>
      env.fetch(request.target, {
        method: request.method,
        mode: 'cors',
        cache: 'no-cache',
        credentials,
        headers: request.headers(user),
        body: request.body,
        signal: control.signal,
      });
    // Static headers go out at once, as they always have; a function runs under the request's
    // timeout and Stop, and its failure fails the request as fetch's would.
    response = await untilAborted(
      typeof headers == 'function' ? calledHeaders(headers).then(send) : send(headers),
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
async function readText({ response, control, url }: Exchange): Promise<string> {
  try {
    return await untilAborted(response.text(), control.signal);
  } catch (error) {
    throw control.toError(error, (cause) => new WebhookNetworkError(url, cause));
  } finally {
    control.finish();
  }
}

/** The parsed body; `undefined` when it is empty. */
function parseJson(text: string, url: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new WebhookParseError(url, cause);
  }
}

/**
 * `settings` may be a function: it is called at each request, so a chat whose options
 * change (setMetadata, setLanguage, new headers) sends the next request with the new ones.
 */
export function createTransport(
  settings: WebhookSettings | (() => WebhookSettings),
  env: TransportEnv,
  getToken: () => string = () => '',
): Transport {
  const current = typeof settings === 'function' ? settings : () => settings;

  /**
   * One request with the settings of this moment (read once, so a change mid-request does
   * not mix two): its control (timeout, the caller's abort) and the response's headers.
   */
  async function exchange(
    build: (settings: WebhookSettings) => [string, unknown][],
    { files = [], streaming = false, signal }: { files?: readonly File[]; streaming?: boolean; signal?: AbortSignal },
  ): Promise<Exchange> {
    const settings = current();
    const url = settings.webhookUrl;
    const control = createRequestControl(env, url, settings.requestTimeoutMs, signal);
    const response = await openRequest(
      env,
      buildRequest(settings, build(settings), files, streaming, getToken()),
      control,
    );
    return { response, control, url };
  }

  return {
    async loadPreviousSession(sessionId, { signal } = {}) {
      // No Accept: text/plain: n8n answers history as one JSON body even on a streaming trigger (trace 21).
      const answer = await exchange((settings) => payload(settings, 'loadPreviousSession', sessionId), { signal });
      const body = parseJson(await readText(answer), answer.url);
      const data = isRecord(body) ? body.data : undefined;
      return Array.isArray(data) ? (data as unknown[]) : [];
    },

    async sendMessage({ sessionId, text, files = [], clientMessageId, regenerates }, { signal } = {}) {
      const streaming = current().enableStreaming;
      const answer = await exchange(
        (settings) => payload(settings, 'sendMessage', sessionId, text, [], clientMessageId, regenerates),
        { files, streaming, signal },
      );
      const { response, control, url } = answer;
      // n8n streams with Content-Type application/json (trace 20): the request decides, not the response.
      if (streaming) {
        const body = response.body ?? new ReadableStream<Uint8Array>({ start: (stream) => stream.close() });
        return { kind: 'stream', chunks: streamChunks(body, control) };
      }
      const body = await readText(answer);
      // A trigger set to stream answers NDJSON whatever the request asked (traces 20, 27):
      // show it rather than fail on it.
      const whole = readWholeBody(body);
      if (whole.ndjson) return { kind: 'stream', chunks: readReplyStream(new Response(body).body!) };
      const parsed = 'value' in whole ? whole.value : parseJson(body, url);
      const execution = executionStartedOf(parsed);
      return execution
        ? { kind: 'execution', execution }
        : { kind: 'reply', text: replyText(parsed), ...replyExtras(parsed), ...replyFiles(parsed) };
    },

    async sendFeedback({ sessionId, messageId, rating, comment }) {
      const extra: [string, unknown][] = [
        ['messageId', messageId],
        ['rating', rating],
      ];
      if (comment !== undefined) extra.push(['comment', comment]);
      await readText(await exchange((settings) => payload(settings, 'sendFeedback', sessionId, undefined, extra), {}));
    },
  };
}
