/**
 * `webhookConfig.headers` as a function and `webhookConfig.credentials` on n8n's requests
 * (src/core/n8n/webhook-request.ts, openRequest in transport.ts): the function is called for
 * each request, under the request's timeout and Stop; static headers send what they always sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PapoOptionsError, WebhookAbortError, WebhookTimeoutError } from '../../../src/core/errors';
import { createTransport, type WebhookSettings } from '../../../src/core/n8n/transport';
import { resolveOptions } from '../../../src/core/options/options';
import { fakeWebhook, json, type WebhookCall } from '../../helpers/fake-webhook.mjs';

const URL_ = 'http://localhost:5678/webhook/chat';

function settings(webhookConfig: Partial<WebhookSettings['webhookConfig']> = {}): WebhookSettings {
  return {
    webhookUrl: URL_,
    webhookConfig: { method: 'POST', headers: {}, ...webhookConfig },
    chatInputKey: 'chatInput',
    chatSessionKey: 'sessionId',
    enableStreaming: false,
    requestTimeoutMs: 1000,
  };
}

function webhook(respond: (call: WebhookCall) => Response | Promise<Response> = () => json({ output: 'ok' })) {
  const { fetch, calls } = fakeWebhook(respond);
  const env = { fetch: vi.fn(fetch), setTimeout, clearTimeout } as Parameters<typeof createTransport>[1];
  return { env, calls };
}

const headersOf = (call: WebhookCall) => call.init.headers as Record<string, string>;
const send = (transport: ReturnType<typeof createTransport>, text = 'Olá') =>
  transport.sendMessage({ sessionId: 's1', text });

afterEach(() => {
  vi.useRealTimers();
});

describe('webhookConfig.headers as a function', () => {
  it('is called before every request, each getting the headers of its moment', async () => {
    let token = 0;
    const headers = vi.fn(() => ({ Authorization: `Bearer t${++token}` }));
    const { env, calls } = webhook();
    const transport = createTransport(settings({ headers }), env);
    await send(transport);
    await send(transport);
    await transport.loadPreviousSession('s1');
    expect(headers).toHaveBeenCalledTimes(3);
    expect(calls.map((call) => headersOf(call).Authorization)).toEqual(['Bearer t1', 'Bearer t2', 'Bearer t3']);
    // Merged as static headers are: after the JSON content type.
    expect(headersOf(calls[0]!)).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer t1' });
  });

  it('may answer with a promise, which the request waits for', async () => {
    const { env, calls } = webhook();
    const headers = () => Promise.resolve({ 'X-Visitor-Token': 'fresh' });
    await send(createTransport(settings({ headers }), env));
    expect(headersOf(calls[0]!)['X-Visitor-Token']).toBe('fresh');
  });

  it('keeps GET and multipart free of a Content-Type, whatever the function answers', async () => {
    const { env, calls } = webhook();
    const headers = () => ({ 'content-type': 'text/plain', 'X-Key': 'k' });
    await send(createTransport(settings({ method: 'GET', headers }), env));
    await createTransport(settings({ headers }), env).sendMessage({
      sessionId: 's1',
      text: 'a file',
      files: [new File(['x'], 'a.txt')],
    });
    expect(calls.map(headersOf)).toEqual([{ 'X-Key': 'k' }, { 'X-Key': 'k' }]);
  });

  it.each([
    [
      'throws',
      () => () => {
        throw new Error('token expired');
      },
      'an error: Error: token expired',
    ],
    ['rejects', () => () => Promise.reject(new TypeError('Failed to fetch')), 'an error: TypeError: Failed to fetch'],
    ['answers a string', () => () => 'Bearer x', '"Bearer x"'],
    ['answers a header that is not a string', () => () => ({ 'X-Count': 1 }), 'an object'],
    ['answers nothing', () => () => undefined, 'undefined'],
  ])('fails the request, before fetch, when it %s', async (_, make, received) => {
    const { env } = webhook();
    const headers = make() as WebhookSettings['webhookConfig']['headers'];
    const error = await send(createTransport(settings({ headers }), env)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PapoOptionsError);
    expect(error).toMatchObject({
      path: 'webhookConfig.headers',
      expected: 'a function that returns an object of strings',
      received,
    });
    expect(String(error)).toContain('"webhookConfig.headers" must be a function that returns an object of strings');
    expect(env.fetch).not.toHaveBeenCalled();
  });

  it('runs under the request timeout: one that never answers times the request out', async () => {
    vi.useFakeTimers();
    const { env } = webhook();
    const sent = send(createTransport(settings({ headers: () => new Promise(() => {}) }), env));
    const failed = expect(sent).rejects.toBeInstanceOf(WebhookTimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(env.fetch).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("runs under the caller's signal: Stop ends a request still waiting for its headers", async () => {
    const { env } = webhook();
    const stop = new AbortController();
    const transport = createTransport(settings({ headers: () => new Promise(() => {}) }), env);
    const sent = transport.sendMessage({ sessionId: 's1', text: 'x' }, { signal: stop.signal });
    stop.abort();
    await expect(sent).rejects.toBeInstanceOf(WebhookAbortError);
    expect(env.fetch).not.toHaveBeenCalled();
  });
});

describe('webhookConfig.credentials', () => {
  it("is fetch's default, same-origin, unless asked: no cookies to a cross-origin webhook", async () => {
    const { env, calls } = webhook();
    await send(createTransport(() => resolveOptions({ webhookUrl: URL_ }), env));
    expect(calls[0]!.init.credentials).toBe('same-origin');
  });

  it('is passed to fetch as given', async () => {
    const { env, calls } = webhook();
    await send(
      createTransport(() => resolveOptions({ webhookUrl: URL_, webhookConfig: { credentials: 'include' } }), env),
    );
    await createTransport(settings({ credentials: 'omit' }), env).sendFeedback({
      sessionId: 's1',
      messageId: 'm1',
      rating: 'up',
    });
    expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'omit']);
  });

  it('is left to fetch when settings built by hand have none', async () => {
    const { env, calls } = webhook();
    await send(createTransport(settings(), env));
    expect(calls[0]!.init.credentials).toBeUndefined();
  });
});

describe('webhookConfig.body', () => {
  it("is not sent to n8n, whose body is the protocol's (metadata carries extra fields)", async () => {
    const { env, calls } = webhook();
    const options = resolveOptions({ webhookUrl: URL_, webhookConfig: { body: { tenant: 'a' } } });
    await send(createTransport(() => options, env));
    expect(calls[0]!.init.body).toBe(JSON.stringify({ action: 'sendMessage', sessionId: 's1', chatInput: 'Olá' }));
  });
});
