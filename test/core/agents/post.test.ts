/**
 * The request options on the agent backends' requests (src/core/agents/post.ts and each
 * transport's body): `webhookConfig.body` extras where each wire takes them, a headers
 * function called per request, and `credentials` handed to fetch.
 */
import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { describe, expect, it, vi } from 'vitest';
import type { ChatOptions } from '../../../src/core/options/options';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv } from '../../helpers/fake-env';

const sse = (events: object[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

/** A minimal answer in each wire, so the send completes. */
const answers = {
  'ai-sdk': () =>
    sse([
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'ok' },
      { type: 'text-end', id: 't' },
    ]),
  openai: () => sse([{ choices: [{ delta: { content: 'ok' }, finish_reason: 'stop' }] }]),
  'ag-ui': () =>
    sse([
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm', delta: 'ok' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
    ]),
};

type Wire = keyof typeof answers;

/** Sends `count` messages over `transport` with `options`; gives each request's init and parsed body. */
async function requests(transport: Wire, options: ChatOptions, count = 1) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answers[transport]());
  const { env } = fakeEnv({ fetch: fetch as typeof globalThis.fetch });
  const store = createChatStore({ transport, webhookUrl: '/api/chat', loadPreviousSession: false, ...options }, env);
  await store.initialize();
  for (let index = 0; index < count; index += 1) expect(await store.sendMessage(`question ${index + 1}`)).toBe(true);
  store.destroy();
  return fetch.mock.calls.map(([, init]) => ({
    init: init!,
    headers: new Headers(init!.headers),
    body: JSON.parse(String(init!.body)) as Record<string, unknown>,
  }));
}

const firstRequest = async (transport: Wire, options: ChatOptions) => (await requests(transport, options))[0]!;

describe('webhookConfig.body', () => {
  it("ai-sdk: spreads the extras at the top level, as useChat's body, never over the chat's own fields", async () => {
    const { body } = await firstRequest('ai-sdk', {
      webhookConfig: { body: { tenant: 'acme', trigger: 'regenerate-message', id: 'not-the-chat' } },
    });
    expect(body).toMatchObject({ tenant: 'acme', trigger: 'submit-message' });
    expect(body.id).not.toBe('not-the-chat');
    expect(body.messages).toHaveLength(1);
  });

  it('openai: spreads the extras at the top level (temperature, user…), model and messages stay the chat’s', async () => {
    const [first] = await requests('openai', {
      model: 'gpt-4o-mini',
      webhookConfig: { body: { temperature: 0.2, user: 'visitor-1', model: 'other', stream: false } },
    });
    expect(first!.body).toEqual({
      temperature: 0.2,
      user: 'visitor-1',
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'question 1' }],
      stream: true,
    });
    // Without a `model` option, the extras may name it.
    const [second] = await requests('openai', { webhookConfig: { body: { model: 'from-body' } } });
    expect(second!.body.model).toBe('from-body');
  });

  it('ag-ui: puts the extras in forwardedProps, and the body stays a RunAgentInput', async () => {
    const { body } = await firstRequest('ag-ui', {
      webhookConfig: { body: { tenant: 'acme', threadId: 7, tools: 'none' } },
    });
    expect(body.forwardedProps).toEqual({ tenant: 'acme', threadId: 7, tools: 'none' });
    expect(body).toMatchObject({ threadId: expect.any(String), tools: [] });
    expect(RunAgentInputSchema.safeParse(body).success).toBe(true);
  });

  it.each(['ai-sdk', 'openai', 'ag-ui'] as const)('%s: sends the same body as before when unset', async (wire) => {
    const { body } = await firstRequest(wire, {});
    const expectedKeys = {
      'ai-sdk': ['id', 'messages', 'trigger'],
      openai: ['messages', 'stream'],
      'ag-ui': ['threadId', 'runId', 'state', 'messages', 'tools', 'context', 'forwardedProps'],
    }[wire];
    expect(Object.keys(body)).toEqual(expectedKeys);
    if (wire === 'ag-ui') expect(body.forwardedProps).toEqual({});
  });
});

describe.each(['ai-sdk', 'openai', 'ag-ui'] as const)('%s: webhookConfig.headers and credentials', (wire) => {
  it('calls a headers function before every request, async, with fresh values', async () => {
    let token = 0;
    const headers = vi.fn(async () => ({ Authorization: `Bearer t${++token}` }));
    const sent = await requests(wire, { webhookConfig: { headers } }, 2);
    expect(headers).toHaveBeenCalledTimes(2);
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer t1', 'Bearer t2']);
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('passes credentials to fetch: same-origin by default, or as given', async () => {
    const [byDefault] = await requests(wire, {});
    const [included] = await requests(wire, { webhookConfig: { credentials: 'include' } });
    expect([byDefault!.init.credentials, included!.init.credentials]).toEqual(['same-origin', 'include']);
  });
});
