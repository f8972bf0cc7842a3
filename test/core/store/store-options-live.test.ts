/**
 * The options of a running chat have one source, the snapshot's: `setOptions` replaces them
 * (a new frozen object, never a change to the old one), and each part of the store reads
 * them when it acts, so the next request, history load, rating, socket or choice uses them.
 */
import { describe, expect, it } from 'vitest';
import { resolveOptions, type ChatOptions } from '../../../src/core/options/options';
import { createChatStore } from '../../../src/core/store/store';
import { fakeClock } from '../../helpers/fake-clock';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeSocketServer } from '../../helpers/fake-socket';
import { fakeWebhook, json, type WebhookCall } from '../../helpers/fake-webhook.mjs';

const FIRST = 'http://127.0.0.1:5678/webhook/first/chat';
const SECOND = 'http://127.0.0.2:5679/webhook/second/chat';
const EXECUTION_STARTED = '{"executionStarted":true,"executionId":"25"}';

const echo = (call: WebhookCall) => json({ output: `eco: ${String(call.payload.chatInput)}` });

function setup(
  options: ChatOptions = {},
  handler: (call: WebhookCall) => Response | Promise<Response> = echo,
  clock = fakeClock(),
) {
  const webhook = fakeWebhook(handler);
  const server = fakeSocketServer();
  const { env, warnings } = fakeEnv({ fetch: webhook.fetch, openSocket: server.openSocket, ...clock.env });
  const base: ChatOptions = { webhookUrl: FIRST, loadPreviousSession: false, ...options };
  const store = createChatStore(base, env);
  const set = (patch: ChatOptions) => store.setOptions(resolveOptions({ ...base, ...patch }));
  return { store, set, calls: webhook.calls, server, warnings, clock };
}

const headersOf = (call: WebhookCall) => new Headers(call.init.headers);

describe('options changed on a running chat', () => {
  it('the next message goes to the new URL, with the new headers, keys and metadata', async () => {
    const chat = setup({ metadata: { plan: 'free' } });
    await chat.store.initialize();
    await chat.store.sendMessage('antes');
    chat.set({
      webhookUrl: SECOND,
      webhookConfig: { headers: { 'X-Tenant': 'b' } },
      chatInputKey: 'message',
      metadata: { plan: 'pro' },
    });
    await chat.store.sendMessage('depois');
    const [before, after] = chat.calls;
    expect(before!.url).toBe(FIRST);
    expect(after!.url).toBe(SECOND);
    expect(headersOf(after!).get('X-Tenant')).toBe('b');
    expect(after!.payload).toMatchObject({ message: 'depois', metadata: { plan: 'pro' } });
  });

  it('the next history load is asked of the new webhook, when the option is turned on', async () => {
    const chat = setup({}, () => json({ data: [] }));
    await chat.store.loadPreviousSession();
    expect(chat.calls).toHaveLength(0);
    chat.set({ loadPreviousSession: true, webhookUrl: SECOND, webhookConfig: { headers: { 'X-Tenant': 'b' } } });
    await chat.store.loadPreviousSession();
    expect(chat.calls.map((call) => [call.url, call.payload.action])).toEqual([[SECOND, 'loadPreviousSession']]);
    expect(headersOf(chat.calls[0]!).get('X-Tenant')).toBe('b');
  });

  it('ratings follow the feedback option as it is now', async () => {
    const chat = setup();
    await chat.store.initialize();
    await chat.store.sendMessage('oi');
    const reply = chat.store.getSnapshot().messages.at(-1)!;
    expect(chat.store.rate(reply.id, 'up')).toBe(false);
    chat.set({ feedback: { webhook: true }, webhookUrl: SECOND });
    expect(chat.store.rate(reply.id, 'up')).toBe(true);
    await expect.poll(() => chat.calls.at(-1)?.payload.action).toBe('sendFeedback');
    expect(chat.calls.at(-1)!.url).toBe(SECOND);
  });

  it('a failure goes to the onError given last', async () => {
    const chat = setup({}, () => new Response('', { status: 500 }));
    const seen: string[] = [];
    chat.set({ onError: () => seen.push('new') });
    await chat.store.sendMessage('oi');
    expect(seen).toEqual(['new']);
  });

  it("a workflow's socket opens on the webhook as it is now", async () => {
    const started = () => new Response(EXECUTION_STARTED, { headers: { 'Content-Type': 'application/json' } });
    const chat = setup({}, started);
    await chat.store.sendMessage('oi');
    expect(chat.server.last.url).toMatch(/^ws:\/\/127\.0\.0\.1:5678\/chat\?/);
    // n8n ends that execution; the wait's code is loaded now, and the next wait is on the new webhook.
    chat.server.last.closeFromServer(1005);
    chat.set({ webhookUrl: SECOND });
    await chat.store.sendMessage('de novo');
    expect(chat.calls.at(-1)!.url).toBe(SECOND);
    expect(chat.server.last.url).toMatch(/^ws:\/\/127\.0\.0\.2:5679\/chat\?/);
  });

  it("a choice's link is given the request timeout as it is now", async () => {
    const link = 'http://127.0.0.1:5678/webhook-waiting/25?approved=true';
    const question = JSON.stringify({ type: 'with-buttons', text: 'Aprova?', buttons: [{ text: 'Sim', link }] });
    const silent = (call: WebhookCall) =>
      new Promise<Response>((_resolve, reject) =>
        call.init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const started = () => new Response(EXECUTION_STARTED, { headers: { 'Content-Type': 'application/json' } });
    const chat = setup({}, (call) => (call.url === link ? silent(call) : started()));
    await chat.store.sendMessage('oi');
    chat.server.last.receive(question);
    chat.set({ requestTimeoutMs: 5_000 });
    const { id } = chat.store.getSnapshot().messages.at(-1)!;
    const choice = chat.store.choose(id, 0);
    await expect.poll(() => chat.calls.at(-1)?.url).toBe(link);
    chat.clock.advance(4_999);
    expect(chat.store.getSnapshot().messages.at(-1)).toMatchObject({
      parts: [{ type: 'text' }, { type: 'buttons', status: 'sending' }],
    });
    chat.clock.advance(1);
    expect(await choice).toBe(false);
    expect(chat.warnings.join('\n')).toMatch(/no answer in 5000 ms/);
  });
});

describe('setOptions', () => {
  it('replaces the options with a frozen copy and never changes the old object', () => {
    const chat = setup({ metadata: { plan: 'free' } });
    // Frozen again here: writing into it would throw, as a change in place would.
    const before = Object.freeze(chat.store.getSnapshot().options);
    const given = resolveOptions({ webhookUrl: SECOND, metadata: { plan: 'pro' } });
    chat.store.setOptions(given);
    expect(before).toMatchObject({ webhookUrl: FIRST, metadata: { plan: 'free' } });
    const after = chat.store.getSnapshot().options;
    expect(after).not.toBe(before);
    expect(after).toMatchObject({ webhookUrl: SECOND, metadata: { plan: 'pro' } });
    expect(Object.isFrozen(after)).toBe(true);
    // The caller's object stays theirs.
    expect(Object.isFrozen(given)).toBe(false);
  });

  it('the first options are a frozen copy too', () => {
    const given = resolveOptions({ webhookUrl: FIRST });
    const { env } = fakeEnv();
    const store = createChatStore(given, env);
    expect(Object.isFrozen(store.getSnapshot().options)).toBe(true);
    expect(Object.isFrozen(given)).toBe(false);
  });
});
