import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WebhookAbortError,
  WebhookHttpError,
  WebhookNetworkError,
  WebhookParseError,
  WebhookStreamError,
  WebhookTimeoutError,
} from '../../../src/core/errors';
import type { StreamChunk } from '../../../src/core/n8n/stream';
import { createTransport, type SendResult, type WebhookSettings } from '../../../src/core/n8n/transport';
import { fakeWebhook, type WebhookCall, type WebhookHandler } from '../../helpers/fake-webhook.mjs';
import { expectToCover, protocolFixture, protocolFixtures } from '../../helpers/protocol-fixtures';

interface Fixture {
  trace: string | null;
  request: {
    method: string;
    query?: Record<string, string>;
    headers: Record<string, string>;
    bodyType: string;
    body: unknown;
  };
  response: { status: number; headers: Record<string, string>; body: string | null; chunks?: string[] | null };
  expected?: {
    reply?: string;
    history?: unknown[];
    chunks?: StreamChunk[];
    error?: 'http' | 'parse' | 'timeout';
    status?: number;
  };
}

const load = protocolFixture<Fixture>;
const all = protocolFixtures<Fixture>();
const isStreamRequest = (f: Fixture) => f.request.headers.accept === 'text/plain' || f.response.chunks !== undefined;

const URL_ = 'http://localhost:5678/webhook/chat';
const TIMEOUT = 1000;
const encoder = new TextEncoder();

function settings(overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  return {
    webhookUrl: URL_,
    webhookConfig: { method: 'POST', headers: {} },
    chatInputKey: 'chatInput',
    chatSessionKey: 'sessionId',
    enableStreaming: false,
    requestTimeoutMs: TIMEOUT,
    ...overrides,
  };
}

/** The fake webhook as a spied fetch; `respond` answers each call (and may never settle). */
function fakeFetch(respond: WebhookHandler = () => new Response('{"output":"ok"}')) {
  const { fetch: answer, calls } = fakeWebhook(respond);
  const fetch = vi.fn(answer);
  const env = {
    fetch,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { env, calls, fetch };
}

const never = () => new Promise<Response>(() => undefined);

/** A body that gives one part per read; `controller` lets a test push more later. */
function streamBody(parts: string[] = [], { close = true, onCancel }: { close?: boolean; onCancel?: () => void } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const part of parts) c.enqueue(encoder.encode(part));
      if (close) c.close();
    },
    cancel: onCancel,
  });
  return {
    body,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: (error: unknown) => controller.error(error),
  };
}

function responseOf(f: Fixture): Response {
  const { status, headers, body, chunks } = f.response;
  const init = { status, headers: { 'content-type': headers['content-type'] ?? 'text/plain' } };
  if (status === 204 || body === null) return new Response(null, init);
  return new Response(chunks ? streamBody(chunks).body : body, init);
}

async function collect(result: SendResult): Promise<StreamChunk[]> {
  if (result.kind !== 'stream') throw new Error(`expected a stream, got ${result.kind}`);
  const out: StreamChunk[] = [];
  for await (const chunk of result.chunks) out.push(chunk);
  return out;
}

const headersOf = (call: WebhookCall | undefined) => call?.init.headers as Record<string, string>;
const chunkLine = (type: string, content?: string) =>
  `${JSON.stringify({ type, content, metadata: { nodeId: 'n' } })}\n`;
const item = (content: string, nodeId = 'n'): StreamChunk => ({ type: 'item', content, nodeId, runIndex: 0 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // Every path must leave no timer behind.
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe('createTransport requests', () => {
  it('sends the JSON body of send-message.json byte for byte, with the fetch options', async () => {
    const f = load('send-message');
    const { env, calls } = fakeFetch(() => responseOf(f));
    const body = f.request.body as { sessionId: string; chatInput: string };
    await createTransport(settings(), env).sendMessage({ sessionId: body.sessionId, text: body.chatInput });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [WebhookCall];
    expect(url).toBe(URL_);
    expect(init.method).toBe('POST');
    expect(init.mode).toBe('cors');
    expect(init.cache).toBe('no-cache');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe(JSON.stringify(f.request.body));
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('puts metadata last, as in send-message-metadata.json', async () => {
    const f = load('send-message-metadata');
    const { env, calls } = fakeFetch(() => responseOf(f));
    const body = f.request.body as { sessionId: string; chatInput: string; metadata: Record<string, unknown> };
    await createTransport(settings({ metadata: body.metadata }), env).sendMessage({
      sessionId: body.sessionId,
      text: body.chatInput,
    });
    expect(calls[0]?.init.body).toBe(
      '{"action":"sendMessage","sessionId":"sess-1795271825-a","chatInput":"segunda","metadata":{"userId":"u1"}}',
    );
  });

  it('leaves metadata out when it is not set or empty', async () => {
    const { env, calls } = fakeFetch();
    await createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' });
    await createTransport(settings({ metadata: {} }), env).sendMessage({ sessionId: 's', text: 't' });
    expect(calls.map((call) => call.init.body)).toEqual([
      '{"action":"sendMessage","sessionId":"s","chatInput":"t"}',
      '{"action":"sendMessage","sessionId":"s","chatInput":"t"}',
    ]);
  });

  it('names the session and input fields by chatSessionKey and chatInputKey', async () => {
    const { env, calls } = fakeFetch(() => new Response('{"data":[]}'));
    const transport = createTransport(settings({ chatSessionKey: 'sid', chatInputKey: 'message' }), env);
    await transport.sendMessage({ sessionId: 's1', text: 'oi' });
    await transport.loadPreviousSession('s1');
    expect(calls.map((call) => call.init.body)).toEqual([
      '{"action":"sendMessage","sid":"s1","message":"oi"}',
      '{"action":"loadPreviousSession","sid":"s1"}',
    ]);
  });

  it('sends loadPreviousSession as in load-previous-session.json', async () => {
    const f = load('load-previous-session');
    const { env, calls } = fakeFetch(() => responseOf(f));
    await createTransport(settings({ metadata: { page: '/docs' } }), env).loadPreviousSession('sess-1795271825-a');
    expect(calls[0]?.init.body).toBe(
      JSON.stringify({ ...(f.request.body as Record<string, unknown>), metadata: { page: '/docs' } }),
    );
    expect(calls[0]?.init.method).toBe('POST');
    expect(headersOf(calls[0])).toEqual({ 'Content-Type': 'application/json' });
  });

  it('merges webhookConfig.headers over the defaults, names compared case-insensitively', async () => {
    const { env, calls } = fakeFetch();
    const headers = { 'X-Api-Key': 'k1', 'content-type': 'application/vnd.api+json' };
    await createTransport(settings({ webhookConfig: { method: 'POST', headers } }), env).sendMessage({
      sessionId: 's',
      text: 't',
    });
    expect(headersOf(calls[0])).toEqual({ 'X-Api-Key': 'k1', 'content-type': 'application/vnd.api+json' });
  });

  it('adds Authorization only when the token source returns a token', async () => {
    const { env, calls } = fakeFetch();
    let token = '';
    const transport = createTransport(settings(), env, () => token);
    await transport.sendMessage({ sessionId: 's', text: 't' });
    token = 'abc.def';
    await transport.sendMessage({ sessionId: 's', text: 't' });
    await createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' });
    expect(calls.map((call) => headersOf(call).Authorization)).toEqual([undefined, 'Bearer abc.def', undefined]);
  });

  it('asks for text/plain when streaming, but not for the history (trace 21)', async () => {
    const { env, calls } = fakeFetch(() => new Response('{"data":[]}'));
    const transport = createTransport(settings({ enableStreaming: true }), env);
    await collect(await transport.sendMessage({ sessionId: 's', text: 't' }));
    await transport.loadPreviousSession('s');
    expect(headersOf(calls[0])).toEqual({ 'Content-Type': 'application/json', Accept: 'text/plain' });
    expect(headersOf(calls[1])).toEqual({ 'Content-Type': 'application/json' });
  });

  describe('with files', () => {
    const file = new File(['hello from a text file\nline 2\n'], 'hello.txt', { type: 'text/plain' });
    const second = new File(['%PDF'], 'b.pdf', { type: 'application/pdf' });

    it('posts multipart fields in the order of multipart-files.json, files last', async () => {
      const f = load('multipart-files');
      const { env, calls } = fakeFetch(() => responseOf(f));
      const parts = f.request.body as { name: string; value: string; filename?: string }[];
      const result = await createTransport(settings(), env).sendMessage({
        sessionId: parts[1]!.value,
        text: parts[2]!.value,
        files: [file],
      });
      expect(result).toEqual({ kind: 'reply', text: f.expected!.reply });
      const form = calls[0]?.init.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      const entries = [...form.entries()];
      expect(entries.map(([name]) => name)).toEqual(parts.map((part) => part.name));
      expect(entries.slice(0, 3).map(([, value]) => value)).toEqual(parts.slice(0, 3).map((part) => part.value));
      const sent = entries[3]![1] as File;
      expect(sent.name).toBe('hello.txt');
      expect(await sent.text()).toBe(parts[3]!.value);
    });

    it('adds metadata as a JSON string before the files, one "files" entry per file', async () => {
      const { env, calls } = fakeFetch();
      await createTransport(settings({ metadata: { userId: 'u1' } }), env).sendMessage({
        sessionId: 's',
        text: 't',
        files: [file, second],
      });
      const entries = [...(calls[0]?.init.body as FormData).entries()];
      expect(entries.map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name])).toEqual([
        ['action', 'sendMessage'],
        ['sessionId', 's'],
        ['chatInput', 't'],
        ['metadata', '{"userId":"u1"}'],
        ['files', 'hello.txt'],
        ['files', 'b.pdf'],
      ]);
    });

    it('never sets a Content-Type, keeps the other headers, and posts even in GET mode', async () => {
      const { env, calls } = fakeFetch();
      const headers = { 'Content-Type': 'application/json', 'X-Api-Key': 'k1' };
      await createTransport(settings({ webhookConfig: { method: 'GET', headers } }), env, () => 'tok').sendMessage({
        sessionId: 's',
        text: 't',
        files: [file],
      });
      expect(calls[0]?.init.method).toBe('POST');
      expect(calls[0]?.url).toBe(URL_);
      expect(headersOf(calls[0])).toEqual({ 'X-Api-Key': 'k1', Authorization: 'Bearer tok' });
    });

    it('sends JSON when the file list is empty', async () => {
      const { env, calls } = fakeFetch();
      await createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't', files: [] });
      expect(typeof calls[0]?.init.body).toBe('string');
    });
  });

  describe('in GET mode', () => {
    const get = (webhookUrl = URL_, extra: Partial<WebhookSettings> = {}) =>
      settings({
        webhookUrl,
        webhookConfig: { method: 'GET', headers: { 'Content-Type': 'application/json' } },
        ...extra,
      });

    it('puts the payload of get-with-query.json in the query, with no body and no Content-Type', async () => {
      const f = load('get-with-query');
      const { env, calls } = fakeFetch(() => new Response('{"output":"ok"}'));
      await createTransport(get(), env).sendMessage({ sessionId: f.request.query!.sessionId!, text: 'via get' });
      const url = new URL(calls[0]!.url);
      expect(`${url.origin}${url.pathname}`).toBe(URL_);
      expect(Object.fromEntries(url.searchParams)).toEqual(f.request.query);
      expect([...url.searchParams.keys()]).toEqual(['action', 'sessionId', 'chatInput']);
      expect(calls[0]?.init.method).toBe('GET');
      expect(calls[0]?.init.body).toBeUndefined();
      expect(headersOf(calls[0])).toEqual({});
    });

    it('sends sendFeedback as query parameters, comment and metadata included', async () => {
      const { env, calls } = fakeFetch(() => new Response('{"ok":true}'));
      const transport = createTransport(get(URL_, { metadata: { u: 1 } }), env);
      await transport.sendFeedback({ sessionId: 's1', messageId: 'm1', rating: 'down', comment: 'lento' });
      expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({
        action: 'sendFeedback',
        sessionId: 's1',
        messageId: 'm1',
        rating: 'down',
        comment: 'lento',
        metadata: '{"u":1}',
      });
    });

    it('keeps the query of webhookUrl and sends metadata as JSON', async () => {
      const { env, calls } = fakeFetch(() => new Response('{"data":[]}'));
      const transport = createTransport(get(`${URL_}?tenant=a%20b#frag`, { metadata: { u: 1 } }), env);
      await transport.loadPreviousSession('s1');
      expect(calls[0]?.url).toBe(
        `${URL_}?tenant=a%20b&action=loadPreviousSession&sessionId=s1&metadata=%7B%22u%22%3A1%7D#frag`,
      );
    });

    it('works with a relative webhookUrl and one that ends in ? or &', async () => {
      const { env, calls } = fakeFetch();
      await createTransport(get('/webhook/chat'), env).sendMessage({ sessionId: 's', text: 'a b' });
      await createTransport(get('/webhook/chat?'), env).sendMessage({ sessionId: 's', text: 'x' });
      await createTransport(get('/webhook/chat?k=v&'), env).sendMessage({ sessionId: 's', text: 'x' });
      expect(calls.map((call) => call.url)).toEqual([
        '/webhook/chat?action=sendMessage&sessionId=s&chatInput=a+b',
        '/webhook/chat?action=sendMessage&sessionId=s&chatInput=x',
        '/webhook/chat?k=v&action=sendMessage&sessionId=s&chatInput=x',
      ]);
    });
  });
});

describe('createTransport replies', () => {
  const replies = all.filter(
    ([, f]) => f.expected?.reply !== undefined && f.response.body !== null && !isStreamRequest(f),
  );
  const httpErrors = all.filter(([, f]) => f.expected?.error === 'http');

  it('covers the recorded replies and errors', () => {
    expectToCover(replies, ['send-message', 'multipart-files', 'reply-other-keys', 'reply-non-string-output']);
    expectToCover(httpErrors, ['error-workflow', 'error-unknown-webhook', 'stream-error-invalid-json-body']);
  });

  it.each(replies)('resolves the reply text of %s', async (_name, f) => {
    const { env } = fakeFetch(() => responseOf(f));
    await expect(createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' })).resolves.toEqual({
      kind: 'reply',
      text: f.expected!.reply,
    });
  });

  it.each(httpErrors)('throws WebhookHttpError for %s, whatever the body', async (_name, f) => {
    const { env } = fakeFetch(() => responseOf(f));
    const error = await createTransport(settings({ enableStreaming: isStreamRequest(f) }), env)
      .sendMessage({ sessionId: 's', text: 't' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookHttpError);
    expect((error as WebhookHttpError).status).toBe(f.expected!.status);
  });

  it('throws WebhookHttpError for a non-2xx with an empty or a reply-shaped body', async () => {
    const { env } = fakeFetch(() => new Response('{"output":"looks fine"}', { status: 503 }));
    await expect(createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' })).rejects.toMatchObject({
      status: 503,
    });
    const empty = fakeFetch(() => new Response(null, { status: 502 }));
    await expect(
      createTransport(settings(), empty.env).sendMessage({ sessionId: 's', text: 't' }),
    ).rejects.toBeInstanceOf(WebhookHttpError);
  });

  it('answers an empty 200 with an empty reply (reply-empty-body.json)', async () => {
    const f = load('reply-empty-body');
    const { env } = fakeFetch(() => responseOf(f));
    await expect(createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' })).resolves.toEqual({
      kind: 'reply',
      text: '',
    });
    const blank = fakeFetch(() => new Response(' \n'));
    await expect(createTransport(settings(), blank.env).sendMessage({ sessionId: 's', text: 't' })).resolves.toEqual({
      kind: 'reply',
      text: '',
    });
  });

  it('throws WebhookParseError for a body that is not JSON (get-with-query.json: n8n ignores GET)', async () => {
    const f = load('get-with-query');
    const { env } = fakeFetch(() => responseOf(f));
    const error = await createTransport(settings(), env)
      .sendMessage({ sessionId: 's', text: 't' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookParseError);
    expect((error as WebhookParseError).cause).toBeInstanceOf(SyntaxError);
  });

  it('does not stream when streaming is off, even for an NDJSON content type', async () => {
    const { env } = fakeFetch(
      () => new Response('{"output":"plain"}', { headers: { 'content-type': 'application/x-ndjson' } }),
    );
    await expect(createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' })).resolves.toEqual({
      kind: 'reply',
      text: 'plain',
    });
  });
});

describe('createTransport with a streaming trigger but enableStreaming off', () => {
  // n8n decides streaming by the trigger's setting, not the request (traces 20, 27).
  it.each(['stream-send-message', 'stream-two-nodes', 'stream-error'])(
    'reads the NDJSON body of %s as a stream instead of failing to parse it',
    async (name) => {
      const f = load(name);
      const { env } = fakeFetch(() => responseOf(f));
      const result = await createTransport(settings({ enableStreaming: false }), env).sendMessage({
        sessionId: 's',
        text: 't',
      });
      expect(await collect(result)).toEqual(f.expected!.chunks);
    },
  );

  it('still parses a one-line JSON reply that merely has a type field as JSON', async () => {
    const { env } = fakeFetch(() => new Response('{"type":"answer","output":"ok"}'));
    await expect(createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' })).resolves.toEqual({
      kind: 'reply',
      text: 'ok',
    });
  });
});

describe('createTransport with a large JSON reply', () => {
  it('parses a one-line reply once: telling it from NDJSON does not cost a second parse', async () => {
    const output = 'lorem ipsum dolor sit amet\n'.repeat(40_000);
    const body = JSON.stringify({ output });
    const { env } = fakeFetch(() => new Response(body));
    const parse = vi.spyOn(JSON, 'parse');
    await expect(createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' })).resolves.toEqual({
      kind: 'reply',
      text: output,
    });
    expect(parse.mock.calls.filter(([text]) => text === body)).toHaveLength(1);
    parse.mockRestore();
  });

  it('still reads a JSON reply written over several lines, after blank ones', async () => {
    const { env } = fakeFetch(() => new Response('\n\n{\n  "output": "indented"\n}\n'));
    await expect(createTransport(settings(), env).sendMessage({ sessionId: 's', text: 't' })).resolves.toEqual({
      kind: 'reply',
      text: 'indented',
    });
  });
});

describe('createTransport history', () => {
  const histories = all.filter(([, f]) => f.expected?.history !== undefined);

  it('covers the recorded histories and the hand-written one', () => {
    expectToCover(histories, [
      'load-previous-session',
      'load-previous-session-unknown',
      'load-previous-session-tool-noise',
    ]);
  });

  it.each(histories)('resolves the data list of %s', async (_name, f) => {
    const { env } = fakeFetch(() => responseOf(f));
    const data = await createTransport(settings(), env).loadPreviousSession('s');
    expect(data).toEqual((JSON.parse(f.response.body!) as { data: unknown[] }).data);
  });

  it.each([
    ['no data key', '{}'],
    ['data that is not a list', '{"data":{"a":1}}'],
    ['data null', '{"data":null}'],
    ['an empty body', ''],
    ['a JSON list', '[1,2]'],
    ['a JSON string', '"x"'],
  ])('resolves [] for %s', async (_label, body) => {
    const { env } = fakeFetch(() => new Response(body));
    await expect(createTransport(settings(), env).loadPreviousSession('s')).resolves.toEqual([]);
  });

  it('throws WebhookHttpError for a non-2xx (error-load-missing-session.json)', async () => {
    const f = load('error-load-missing-session');
    const { env } = fakeFetch(() => responseOf(f));
    await expect(createTransport(settings(), env).loadPreviousSession('s')).rejects.toMatchObject({ status: 500 });
  });

  it('throws WebhookParseError for a body that is not JSON (get-load-previous-session.json)', async () => {
    const f = load('get-load-previous-session');
    const { env } = fakeFetch(() => responseOf(f));
    await expect(createTransport(settings(), env).loadPreviousSession('s')).rejects.toBeInstanceOf(WebhookParseError);
  });

  it('times out like any request', async () => {
    const { env } = fakeFetch(never);
    const pending = createTransport(settings(), env).loadPreviousSession('s');
    const assertion = expect(pending).rejects.toBeInstanceOf(WebhookTimeoutError);
    await vi.advanceTimersByTimeAsync(TIMEOUT);
    await assertion;
  });
});

describe('createTransport streaming', () => {
  const streams = all.filter(([, f]) => f.expected?.chunks !== undefined && f.response.body !== null);

  it('covers the recorded and hand-written streams', () => {
    expectToCover(streams, ['stream-send-message', 'stream-send-message-compressed', 'stream-two-nodes']);
  });
  const streaming = settings({ enableStreaming: true });

  it.each(streams)('yields the chunks of %s', async (_name, f) => {
    const { env } = fakeFetch(() => responseOf(f));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' });
    expect(result.kind).toBe('stream');
    expect(await collect(result)).toEqual(f.expected!.chunks);
  });

  it('streams because the request asked for it, whatever the content type (stream-plain-json-reply.json)', async () => {
    const f = load('stream-plain-json-reply');
    expect(f.response.headers['content-type']).toContain('application/json');
    const { env } = fakeFetch(() => responseOf(f));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' });
    expect(await collect(result)).toEqual(f.expected!.chunks);
  });

  it('yields nothing for a response without a body', async () => {
    const { env } = fakeFetch(() => new Response(null, { status: 200 }));
    expect(await collect(await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' }))).toEqual([]);
  });

  it('times out when nothing arrives (stream-get-with-query.json: n8n never ends the body)', async () => {
    const f = load('stream-get-with-query');
    const onCancel = vi.fn();
    const { env } = fakeFetch(
      () => new Response(streamBody([], { close: false, onCancel }).body, { status: f.response.status }),
    );
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' });
    const assertion = expect(collect(result)).rejects.toBeInstanceOf(WebhookTimeoutError);
    await vi.advanceTimersByTimeAsync(TIMEOUT);
    await assertion;
    expect(onCancel).toHaveBeenCalled();
  });

  it('restarts the idle timeout on every read, keepalives included', async () => {
    const source = streamBody([], { close: false });
    const { env } = fakeFetch(() => new Response(source.body));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' });
    const done = collect(result);
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(TIMEOUT - 100);
      source.push('{"type":"keepalive"}\n');
    }
    await vi.advanceTimersByTimeAsync(TIMEOUT - 100);
    source.push(chunkLine('item', 'tarde mas chegou'));
    source.end();
    await expect(done).resolves.toEqual([item('tarde mas chegou')]);
  });

  it('does not count the time the consumer spends between reads', async () => {
    const source = streamBody([chunkLine('item', 'a')], { close: false });
    const { env } = fakeFetch(() => new Response(source.body));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' });
    if (result.kind !== 'stream') throw new Error('expected a stream');
    expect((await result.chunks.next()).value).toEqual(item('a'));
    await vi.advanceTimersByTimeAsync(TIMEOUT * 3);
    source.push(chunkLine('item', 'b'));
    source.end();
    expect((await result.chunks.next()).value).toEqual(item('b'));
    expect((await result.chunks.next()).done).toBe(true);
  });

  it('keeps what arrived and throws WebhookTimeoutError when the stream stalls', async () => {
    const source = streamBody([chunkLine('begin'), chunkLine('item', 'parte 1')], { close: false });
    const { env } = fakeFetch(() => new Response(source.body));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' });
    if (result.kind !== 'stream') throw new Error('expected a stream');
    const seen: StreamChunk[] = [];
    const consumed = (async () => {
      for await (const chunk of result.chunks) seen.push(chunk);
    })();
    const assertion = expect(consumed).rejects.toBeInstanceOf(WebhookTimeoutError);
    await vi.advanceTimersByTimeAsync(TIMEOUT);
    await assertion;
    expect(seen.map((chunk) => chunk.type)).toEqual(['begin', 'item']);
  });

  it('throws WebhookStreamError when the body breaks, after what arrived', async () => {
    const source = streamBody([chunkLine('item', 'parte 1')], { close: false });
    const { env } = fakeFetch(() => new Response(source.body));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' });
    if (result.kind !== 'stream') throw new Error('expected a stream');
    const seen: StreamChunk[] = [];
    const cause = new TypeError('connection reset');
    const consumed = (async () => {
      for await (const chunk of result.chunks) {
        seen.push(chunk);
        source.fail(cause);
      }
    })();
    const error = await consumed.catch((e: unknown) => e);
    expect(seen).toEqual([item('parte 1')]);
    expect(error).toBeInstanceOf(WebhookStreamError);
    expect((error as WebhookStreamError).cause).toBe(cause);
  });

  it('cancels the body, clears the timer and detaches when the consumer stops early', async () => {
    const onCancel = vi.fn();
    const caller = new AbortController();
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    const source = streamBody([chunkLine('item', 'a'), chunkLine('item', 'b')], { close: false, onCancel });
    const { env } = fakeFetch(() => new Response(source.body));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' }, caller);
    if (result.kind !== 'stream') throw new Error('expected a stream');
    for await (const chunk of result.chunks) {
      expect(chunk).toEqual(item('a'));
      break;
    }
    expect(onCancel).toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('releases a stream nobody reads once the timeout passes', async () => {
    const caller = new AbortController();
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    const { env, calls } = fakeFetch(() => new Response(streamBody([], { close: false }).body));
    await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' }, caller);
    await vi.advanceTimersByTimeAsync(TIMEOUT);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('throws WebhookAbortError when the caller aborts mid-stream, keeping what arrived', async () => {
    const caller = new AbortController();
    const source = streamBody([chunkLine('item', 'a')], { close: false });
    const { env } = fakeFetch(() => new Response(source.body));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' }, caller);
    if (result.kind !== 'stream') throw new Error('expected a stream');
    const seen: StreamChunk[] = [];
    const consumed = (async () => {
      for await (const chunk of result.chunks) {
        seen.push(chunk);
        caller.abort();
      }
    })();
    await expect(consumed).rejects.toBeInstanceOf(WebhookAbortError);
    expect(seen).toEqual([item('a')]);
  });

  it('clears the timer when the stream ends', async () => {
    const { env } = fakeFetch(() => new Response(streamBody([chunkLine('item', 'a')]).body));
    const result = await createTransport(streaming, env).sendMessage({ sessionId: 's', text: 't' });
    expect(vi.getTimerCount()).toBe(1);
    await collect(result);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createTransport failures', () => {
  const send = (env: ReturnType<typeof fakeFetch>['env'], options?: { signal?: AbortSignal }, extra = {}) =>
    createTransport(settings(extra), env).sendMessage({ sessionId: 's', text: 't' }, options);

  it('turns a rejected fetch into WebhookNetworkError with the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { env } = fakeFetch(() => Promise.reject(cause));
    const error = await send(env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookNetworkError);
    expect((error as WebhookNetworkError).cause).toBe(cause);
  });

  it('turns a body that fails while being read into WebhookNetworkError', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new TypeError('connection reset'));
      },
    });
    const { env } = fakeFetch(() => new Response(body));
    await expect(send(env)).rejects.toBeInstanceOf(WebhookNetworkError);
  });

  it('times out a fetch that does not answer, and aborts it', async () => {
    const { env, calls } = fakeFetch(never);
    const pending = send(env);
    const assertion = expect(pending).rejects.toBeInstanceOf(WebhookTimeoutError);
    await vi.advanceTimersByTimeAsync(TIMEOUT - 1);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    await expect(pending).rejects.toMatchObject({ timeoutMs: TIMEOUT });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('reports our timeout, not the AbortError a real fetch rejects with', async () => {
    const { env } = fakeFetch(
      ({ init }) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = send(env);
    const assertion = expect(pending).rejects.toBeInstanceOf(WebhookTimeoutError);
    await vi.advanceTimersByTimeAsync(TIMEOUT);
    await assertion;
  });

  it('times out a body that never finishes', async () => {
    const { env } = fakeFetch(() => new Response(streamBody(['{"output":'], { close: false }).body));
    const pending = send(env);
    const assertion = expect(pending).rejects.toBeInstanceOf(WebhookTimeoutError);
    await vi.advanceTimersByTimeAsync(TIMEOUT);
    await assertion;
  });

  it.each([0, -1, Number.POSITIVE_INFINITY])('sets no timer when requestTimeoutMs is %s', async (requestTimeoutMs) => {
    const { env } = fakeFetch(never);
    let settled = false;
    void send(env, {}, { requestTimeoutMs }).finally(() => {
      settled = true;
    });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
  });

  it('cancels the body of a non-2xx response', async () => {
    const onCancel = vi.fn();
    const { env } = fakeFetch(
      () =>
        new Response(streamBody(['{"message":"Error in workflow"}'], { close: false, onCancel }).body, { status: 500 }),
    );
    await expect(send(env)).rejects.toBeInstanceOf(WebhookHttpError);
    expect(onCancel).toHaveBeenCalled();
  });

  it('clears the timer after a reply, an HTTP error, a parse error and a network error', async () => {
    const answers = [
      () => new Response('{"output":"ok"}'),
      () => new Response('{}', { status: 500 }),
      () => new Response('nope'),
      () => Promise.reject(new TypeError('offline')),
    ];
    for (const answer of answers) {
      const { env } = fakeFetch(answer);
      await send(env).catch(() => undefined);
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it('throws WebhookAbortError without fetching when the caller signal is already aborted', async () => {
    const { env, fetch } = fakeFetch();
    const caller = new AbortController();
    caller.abort();
    await expect(send(env, caller)).rejects.toBeInstanceOf(WebhookAbortError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws WebhookAbortError when the caller aborts during the request, and aborts fetch', async () => {
    const { env, calls } = fakeFetch(never);
    const caller = new AbortController();
    const pending = send(env, caller);
    await vi.advanceTimersByTimeAsync(10);
    caller.abort();
    await expect(pending).rejects.toBeInstanceOf(WebhookAbortError);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('detaches from the caller signal once the request is over', async () => {
    const caller = new AbortController();
    const add = vi.spyOn(caller.signal, 'addEventListener');
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    const { env } = fakeFetch();
    await send(env, caller);
    await send(fakeFetch(() => new Response('x', { status: 500 })).env, caller).catch(() => undefined);
    expect(add).toHaveBeenCalledTimes(2);
    expect(remove.mock.calls).toEqual(add.mock.calls.map(([type, listener]) => [type, listener]));
  });

  it('detaches from the caller signal when a stream ends', async () => {
    const caller = new AbortController();
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    const { env } = fakeFetch(() => new Response(streamBody([chunkLine('item', 'a')]).body));
    const result = await createTransport(settings({ enableStreaming: true }), env).sendMessage(
      { sessionId: 's', text: 't' },
      caller,
    );
    expect(remove).not.toHaveBeenCalled();
    await collect(result);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
