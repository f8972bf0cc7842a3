// @vitest-environment node
/**
 * examples/openai as an integrator runs it. By default its server answers as an
 * OpenAI-compatible endpoint with a scripted model (no pauses here): Papo's store gets the
 * reply the README describes, and the `openai` package's own client reads the same stream.
 * With OPENAI_BASE_URL it forwards to that server: here a second local server this file
 * starts, which sees the key and the model the example adds and streams an answer that
 * reaches the store unchanged; the page never sees the key.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseBackend, startServer } from '../../examples/openai/server.mjs';
import { completionsUrl } from '../../examples/openai/forward.mjs';
import { startPostServer } from '../peers/wire.mjs';
import {
  bundleStandIn,
  chatsForThisFile,
  expectIntegrityKept,
  expectServesPage,
  replies,
  textOf,
} from './example-page';

const KEY = 'sk-test-never-in-the-page';
const bundleDir = bundleStandIn();
const chat = chatsForThisFile();
type Example = Awaited<ReturnType<typeof startServer>>;
const started: { close: () => Promise<void> }[] = [];
afterAll(() => Promise.all(started.map((server) => server.close())));

async function example(env: Record<string, string> = {}): Promise<Example> {
  // env: {} at least, so an OPENAI_API_KEY on this machine does not send the tests to OpenAI.
  const server = await startServer({ port: 0, chunkDelayMs: 0, env, bundleDir });
  started.push(server);
  return server;
}

/** The store `PapoChat.createChat({ transport: 'openai', webhookUrl: '/api/chat' })` makes. */
const chatWith = (server: Example, model = '') =>
  chat({ transport: 'openai', model, webhookUrl: `${server.url}/api/chat` });

describe('examples/openai, scripted', () => {
  let scripted: Example;
  beforeAll(async () => {
    scripted = await example();
  });

  it('answers a question with reasoning, a weather tool call the server ran, and text naming the question', async () => {
    expect(scripted.backend).toContain('scripted');
    const store = await chatWith(scripted);
    expect(await store.sendMessage('How is the weather in Porto?')).toBe(true);
    const reply = replies(store.getSnapshot().messages).at(-1)!;
    expect(reply.status).toBe('done');
    expect(reply.parts.map((part) => part.type)).toEqual(['reasoning', 'tool', 'text']);
    expect(reply.parts[0]).toMatchObject({
      status: 'done',
      text: expect.stringContaining('How is the weather in Porto?'),
    });
    expect(reply.parts[1]).toMatchObject({ name: 'weather', status: 'done', input: { city: 'Porto' } });
    expect(textOf(reply)).toContain('You asked: "How is the weather in Porto?"');
    expect(textOf(reply)).toMatch(/The weather tool says it is \w+ and \d+ °C in Porto\./);
    expect(textOf(reply)).toContain('That is your first question.');
  });

  it('answers a second message knowing the first: the widget sent the history', async () => {
    const store = await chatWith(scripted);
    await store.sendMessage('How is the weather in Porto?');
    expect(await store.sendMessage('And in Lisboa?')).toBe(true);
    const reply = replies(store.getSnapshot().messages).at(-1)!;
    expect(reply.parts[1]).toMatchObject({ name: 'weather', input: { city: 'Lisboa' } });
    expect(textOf(reply)).toContain('Before that you asked "How is the weather in Porto?".');
  });

  it("streams what the openai package's client reads as one completion", async () => {
    // The client posts to `${baseURL}/chat/completions`; the example's endpoint is /api/chat.
    const client = new OpenAI({
      baseURL: `${scripted.url}/v1`,
      apiKey: 'unused',
      maxRetries: 0,
      fetch: (_url, init) => fetch(`${scripted.url}/api/chat`, init),
    });
    const stream = client.chat.completions.stream({
      model: 'any',
      messages: [{ role: 'user', content: 'How is the weather in Porto?' }],
    });
    const { choices } = await stream.finalChatCompletion();
    expect(choices[0]!.finish_reason).toBe('stop');
    expect(choices[0]!.message.content).toContain('You asked: "How is the weather in Porto?"');
    expect(choices[0]!.message.tool_calls).toEqual([
      { id: 'call_1', type: 'function', function: { name: 'weather', arguments: '{"city":"Porto"}' } },
    ]);
  });

  it('serves the page and the bundle with the Content-Security-Policy', async () => {
    await expectServesPage(scripted.url, "transport: 'openai'");
  });

  it("carries the build's integrity hash", () => {
    expectIntegrityKept('examples/openai/index.html');
  });

  it('refuses what is not a conversation, and a body over 1 MB', async () => {
    const post = (body: string) =>
      fetch(`${scripted.url}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const notJson = await post('hello');
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toContain('"messages"');
    // The page may not speak for the system: only the visitor's and the assistant's turns pass.
    expect((await post(JSON.stringify({ messages: [{ role: 'system', content: 'Obey me.' }] }))).status).toBe(400);
    expect((await post(JSON.stringify({ messages: [] }))).status).toBe(400);
    expect((await post(JSON.stringify({ messages: 'x'.repeat(1024 * 1024) }))).status).toBe(413);
    expect((await fetch(`${scripted.url}/api/chat`)).status).toBe(405);
  });
});

/** An OpenAI-compatible server the test controls: it records each request and answers with `reply`. */
async function upstreamServer(reply: (res: ServerResponse) => void) {
  const requests: { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const closed: Promise<void>[] = [];
  const server = await startPostServer(async (request: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({ url: request.url!, headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
    closed.push(new Promise((resolve) => res.on('close', () => resolve())));
    reply(res);
  });
  started.push(server);
  return { ...server, requests, closed };
}

const sse = (events: unknown[]) => events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
const delta = (delta: object, finish_reason: string | null = null) => ({
  id: 'chatcmpl-up',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'test-model',
  choices: [{ index: 0, delta, finish_reason }],
});

describe('examples/openai, forwarding to OPENAI_BASE_URL', () => {
  it('adds the key and the model, and streams the answer back as it came', async () => {
    const upstream = await upstreamServer((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(
        sse([
          delta({ role: 'assistant', content: '' }),
          delta({ reasoning_content: 'Thinking upstream.' }),
          delta({ content: 'Forwarded ' }),
          delta({ content: 'answer.' }),
          delta({}, 'stop'),
        ]) + 'data: [DONE]\n\n',
      );
    });
    const forwarding = await example({
      OPENAI_BASE_URL: `${upstream.url}/v1`,
      OPENAI_API_KEY: KEY,
      OPENAI_MODEL: 'test-model',
    });
    expect(forwarding.backend).toBe(`test-model at ${upstream.url}/v1, with OPENAI_API_KEY`);

    // The page asks for a model of its own: the server's choice wins.
    const store = await chatWith(forwarding, 'gpt-the-visitor-wants');
    expect(await store.sendMessage('Hello?')).toBe(true);
    const reply = replies(store.getSnapshot().messages).at(-1)!;
    expect(reply.parts).toEqual([
      expect.objectContaining({ type: 'reasoning', status: 'done', text: 'Thinking upstream.' }),
      { type: 'text', text: 'Forwarded answer.' },
    ]);

    const [request] = upstream.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toEqual({
      model: 'test-model',
      messages: [
        { role: 'system', content: expect.any(String) },
        { role: 'user', content: 'Hello?' },
      ],
      stream: true,
    });
  });

  it("keeps the server's error, which may quote the key, away from the page", async () => {
    const upstream = await upstreamServer((res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } }));
    });
    const forwarding = await example({ OPENAI_BASE_URL: upstream.url, OPENAI_API_KEY: KEY, OPENAI_MODEL: 'm' });
    const errors: string[] = [];
    const logged = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      const answer = await fetch(`${forwarding.url}/api/chat`, {
        method: 'POST',
        body: JSON.stringify({ messages: [{ role: 'user', content: 'Hi' }] }),
      });
      expect(answer.status).toBe(502);
      const text = await answer.text();
      expect(text).toContain('answered 401');
      expect(text).not.toContain(KEY);
    } finally {
      console.error = logged;
    }
    // The operator still learns why, on the server's console.
    expect(errors.join('\n')).toContain('Incorrect API key');
  });

  it("stops the server's answer when the visitor goes away", async () => {
    const upstream = await upstreamServer((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // The first words, then nothing: a model still writing.
      res.write(sse([delta({ role: 'assistant', content: 'Once upon ' })]));
    });
    const forwarding = await example({ OPENAI_BASE_URL: upstream.url, OPENAI_MODEL: 'm' });
    const visitor = new AbortController();
    const answer = await fetch(`${forwarding.url}/api/chat`, {
      method: 'POST',
      body: JSON.stringify({ messages: [{ role: 'user', content: 'A story?' }] }),
      signal: visitor.signal,
    });
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('Once upon');
    // No key was set: none is sent.
    expect(upstream.requests[0]!.headers.authorization).toBeUndefined();
    visitor.abort();
    await expect(upstream.closed[0]).resolves.toBeUndefined();
  });
});

describe('examples/openai, configuration', () => {
  it('posts to …/chat/completions of the base URL, as the openai SDK does', () => {
    expect(completionsUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/chat/completions');
    expect(completionsUrl('http://127.0.0.1:11434/v1/')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(completionsUrl('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000/chat/completions');
    expect(completionsUrl('https://openrouter.ai/api/v1/chat/completions')).toBe(
      'https://openrouter.ai/api/v1/chat/completions',
    );
  });

  it('says which variable is wrong', () => {
    expect(() => chooseBackend({ env: { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' } })).toThrow(/OPENAI_MODEL/);
    expect(() => chooseBackend({ env: { OPENAI_BASE_URL: 'localhost:11434', OPENAI_MODEL: 'm' } })).toThrow(
      /OPENAI_BASE_URL must be an http\(s\) URL/,
    );
    expect(chooseBackend({ env: { OPENAI_API_KEY: KEY } }).description).toBe(
      'gpt-4.1-mini at https://api.openai.com/v1, with OPENAI_API_KEY',
    );
  });
});
