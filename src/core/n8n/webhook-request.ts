/**
 * One webhook request as fetch takes it: method, URL (with the query for GET), headers and
 * body, from the settings of the moment (docs/protocol.md).
 */
import { isStringRecord } from '../arguments';
import { describeValue, PapoOptionsError } from '../errors';
import type { RequestHeaders } from '../transport/chat-transport';

/** How requests go out, whatever the transport (`body` is for the agent backends only). */
export interface WebhookConfig {
  method: 'GET' | 'POST';
  headers: RequestHeaders;
  /** fetch's `credentials`; unset, fetch's own default (`same-origin`). */
  credentials?: RequestCredentials;
  body?: Record<string, unknown>;
}

export interface WebhookSettings {
  webhookUrl: string;
  webhookConfig: WebhookConfig;
  chatInputKey: string;
  chatSessionKey: string;
  metadata?: Record<string, unknown>;
  enableStreaming: boolean;
  requestTimeoutMs: number;
}

export interface WebhookRequest {
  method: string;
  /** The webhook's URL, as errors name it. */
  url: string;
  /** What is fetched: `url`, with the fields as a query for GET. */
  target: string;
  body: FormData | string | undefined;
  /** Its user headers and credentials; the headers are read when the request starts (openRequest). */
  webhookConfig: Pick<WebhookConfig, 'headers' | 'credentials'>;
  /** The headers sent, given the user's headers of this request. */
  headers(user: Record<string, string>): Record<string, string>;
}

/**
 * The user's headers for one request, from a `webhookConfig.headers` function: its answer,
 * awaited and checked as the schema checks an object. One that throws, rejects or answers
 * something else fails the request with an error naming the option.
 */
export async function calledHeaders(headers: () => unknown): Promise<Record<string, string>> {
  let got: string;
  try {
    const value: unknown = await headers();
    if (isStringRecord(value)) return value;
    got = describeValue(value);
  } catch (error) {
    got = `an error: ${String(error)}`;
  }
  throw new PapoOptionsError('webhookConfig.headers', 'a function that returns an object of strings', got);
}

/**
 * Header names are case-insensitive: a later `content-type` replaces an earlier `Content-Type`,
 * and a later one that is `undefined` removes it.
 */
export function mergeHeaders(...sources: Record<string, string | undefined>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const source of sources) {
    for (const [name, value] of Object.entries(source)) {
      for (const existing of Object.keys(merged)) {
        if (existing.toLowerCase() === name.toLowerCase()) delete merged[existing];
      }
      if (value !== undefined) merged[name] = value;
    }
  }
  return merged;
}

/** Works for relative URLs too (`/webhook/chat`), keeping their query and fragment. */
function appendQuery(url: string, params: URLSearchParams): string {
  const [, base, hash] = /^([^#]*)(.*)$/s.exec(url)!;
  const separator = !base!.includes('?') ? '?' : /[?&]$/.test(base!) ? '' : '&';
  return `${base}${separator}${params}${hash}`;
}

export function buildRequest(
  { webhookUrl: url, webhookConfig }: WebhookSettings,
  fields: [string, unknown][],
  files: readonly File[],
  streaming: boolean,
  token: string,
): WebhookRequest {
  const asString = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const accept: Record<string, string> = streaming ? { Accept: 'text/plain' } : {};
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const request = (
    method: string,
    body: WebhookRequest['body'],
    headers: WebhookRequest['headers'],
    target = url,
  ): WebhookRequest => ({ method, url, target, body, webhookConfig, headers });
  // Without a body (GET) or with multipart (the browser writes its boundary) no Content-Type is ours to set.
  const bodyless = (user: Record<string, string>) => mergeHeaders(accept, user, { 'content-type': undefined }, auth);

  if (files.length > 0) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, asString(value));
    for (const file of files) form.append('files', file);
    return request('POST', form, bodyless);
  }
  if (webhookConfig.method === 'GET') {
    const query = new URLSearchParams(fields.map(([name, value]) => [name, asString(value)]));
    return request('GET', undefined, bodyless, appendQuery(url, query));
  }
  const json = { 'Content-Type': 'application/json' };
  return request('POST', JSON.stringify(Object.fromEntries(fields)), (user) => mergeHeaders(json, accept, user, auth));
}
