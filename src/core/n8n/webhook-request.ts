/**
 * One webhook request as fetch takes it: method, URL (with the query for GET), headers and
 * body, from the settings of the moment (docs/protocol.md).
 */
export interface WebhookSettings {
  webhookUrl: string;
  webhookConfig: { method: 'GET' | 'POST'; headers: Record<string, string> };
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
  headers: Record<string, string>;
}

/** Header names are case-insensitive: a later `content-type` replaces an earlier `Content-Type`. */
export function mergeHeaders(...sources: Record<string, string>[]): Record<string, string> {
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
  const userHeaders = webhookConfig.headers;
  // Without a body (GET) or with multipart (the browser writes its boundary) no Content-Type is ours to set.
  const bodylessHeaders = () => mergeHeaders(accept, withoutContentType(userHeaders), auth);

  if (files.length > 0) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, asString(value));
    for (const file of files) form.append('files', file);
    return { method: 'POST', url, target: url, body: form, headers: bodylessHeaders() };
  }
  if (webhookConfig.method === 'GET') {
    const query = new URLSearchParams(fields.map(([name, value]) => [name, asString(value)]));
    return { method: 'GET', url, target: appendQuery(url, query), body: undefined, headers: bodylessHeaders() };
  }
  const json = { 'Content-Type': 'application/json' };
  return {
    method: 'POST',
    url,
    target: url,
    body: JSON.stringify(Object.fromEntries(fields)),
    headers: mergeHeaders(json, accept, userHeaders, auth),
  };
}
