/**
 * One POST of JSON to the chat's URL, as every agent backend sends its turn: the chat's
 * headers, credentials, timeout and Stop, and the answer's body as text as it arrives.
 */
import type { AgentHost } from './port';

/** A response whose headers are in: its body as text, as it arrives. */
export interface AgentResponse {
  headers: Headers;
  /** Read under the chat's idle timeout; a broken body throws the chat's typed error. */
  text: AsyncIterable<string>;
}

/**
 * POSTs `body` to `webhookUrl` with the wire's own `headers` (an `Accept`), then
 * `webhookConfig.headers` (a function's called now), with `webhookConfig.credentials`, under
 * `requestTimeoutMs` and `signal`; resolves once the headers are in. A non-2xx answer, a failed
 * fetch, a timeout and an abort throw the chat's typed errors.
 */
export async function postJson(
  host: AgentHost,
  body: unknown,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<AgentResponse> {
  const { createRequestControl, openRequest, mergeHeaders } = host.request;
  const { env, options } = host.context;
  const { webhookUrl: url, webhookConfig, requestTimeoutMs } = options();
  const control = createRequestControl(env, url, requestTimeoutMs, signal);
  const request = {
    method: 'POST',
    url,
    target: url,
    webhookConfig,
    headers: (user: Record<string, string>) => mergeHeaders({ 'Content-Type': 'application/json', ...headers }, user),
    body: JSON.stringify(body),
  };
  const response = await openRequest(env, request, control);
  return { headers: response.headers, text: bodyText(host, response.body, control) };
}

type RequestControl = ReturnType<AgentHost['request']['createRequestControl']>;

async function* bodyText(host: AgentHost, body: ReadableStream<Uint8Array> | null, control: RequestControl) {
  const decoder = new TextDecoder();
  const reader = body === null ? undefined : host.request.watchBody(body, control).getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      yield decoder.decode(value, { stream: true });
    }
  } catch (error) {
    throw control.toError(error, (cause) => host.streamError('The streamed reply broke off.', 'broken', cause));
  } finally {
    // A reader that stops early (AG-UI's RUN_FINISHED) lets the connection go.
    reader?.cancel().catch(() => undefined);
    control.finish();
  }
}
