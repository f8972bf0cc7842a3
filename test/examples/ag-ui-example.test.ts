// @vitest-environment node
/**
 * examples/ag-ui as an integrator runs it: its scripted agent (no pauses here) answers Papo's
 * store as the README says, its events pass @ag-ui/core's schemas on the wire, a body that is
 * not a RunAgentInput is refused with the schema's words, and the page and the bundle are
 * served under the strict Content-Security-Policy.
 */
import { EventSchemas } from '@ag-ui/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../examples/ag-ui/server.mjs';
import { sseEvents } from '../peers/wire.mjs';
import {
  expectWeatherReply,
  bundleStandIn,
  chatsForThisFile,
  expectIntegrityKept,
  expectServesPage,
  replies,
  textOf,
} from './example-page';

const bundleDir = bundleStandIn();
const chat = chatsForThisFile();
let example: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  example = await startServer({ port: 0, chunkDelayMs: 0, bundleDir });
});
afterAll(() => example.close());

/** The store `PapoChat.createChat({ transport: 'ag-ui', webhookUrl: '/api/agent' })` makes. */
const agentChat = () => chat({ transport: 'ag-ui', webhookUrl: `${example.url}/api/agent` });
const run = (body: unknown) =>
  fetch(`${example.url}/api/agent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('examples/ag-ui', () => {
  it('answers a question with reasoning, a weather tool call with its result, and text naming the question', async () => {
    const store = await agentChat();
    expect(await store.sendMessage('How is the weather in Porto?')).toBe(true);
    const reply = replies(store.getSnapshot().messages).at(-1)!;
    expectWeatherReply(reply);
  });

  it('answers a second message knowing the first: the widget sent the history', async () => {
    const store = await agentChat();
    await store.sendMessage('How is the weather in Porto?');
    expect(await store.sendMessage('And in Lisboa?')).toBe(true);
    const reply = replies(store.getSnapshot().messages).at(-1)!;
    expect(reply.parts[1]).toMatchObject({ name: 'weather', status: 'done', input: { city: 'Lisboa' } });
    expect(textOf(reply)).toContain('Before that you asked "How is the weather in Porto?".');
  });

  it("writes a run of events that @ag-ui/core's schemas accept, from RUN_STARTED to RUN_FINISHED", async () => {
    const input = {
      threadId: 'thread-1',
      runId: 'run-1',
      state: {},
      messages: [{ id: 'user-1', role: 'user', content: 'How is the weather in Porto?' }],
      tools: [],
      context: [],
    };
    const answer = await run(input);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const events: { type: string }[] = sseEvents(await answer.text()).map((event: unknown) =>
      EventSchemas.parse(event),
    );
    const types = [...new Set(events.map((event) => event.type))];
    expect(types).toEqual([
      'RUN_STARTED',
      'REASONING_START',
      'REASONING_MESSAGE_START',
      'REASONING_MESSAGE_CONTENT',
      'REASONING_MESSAGE_END',
      'REASONING_END',
      'TOOL_CALL_START',
      'TOOL_CALL_ARGS',
      'TOOL_CALL_END',
      'TOOL_CALL_RESULT',
      'TEXT_MESSAGE_START',
      'TEXT_MESSAGE_CONTENT',
      'TEXT_MESSAGE_END',
      'RUN_FINISHED',
    ]);
    expect(events[0]).toMatchObject({ threadId: 'thread-1', runId: 'run-1' });
    expect(events.at(-1)).toMatchObject({ type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'run-1' });
  });

  it('refuses a body that is not a RunAgentInput, saying what is missing', async () => {
    const notJson = await run('hello');
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toContain('Send a RunAgentInput');

    const noThread = await run({ runId: 'run-1', messages: [], tools: [], context: [] });
    expect(noThread.status).toBe(400);
    const said = await noThread.text();
    expect(said).toContain('Send a RunAgentInput');
    expect(said).toMatch(/^- threadId: /m);

    expect((await run({ threadId: 't', messages: 'x'.repeat(1024 * 1024) })).status).toBe(413);
    expect((await fetch(`${example.url}/api/agent`)).status).toBe(405);
  });

  it('serves the page and the bundle with the Content-Security-Policy', async () => {
    await expectServesPage(example.url, "transport: 'ag-ui'");
  });

  it("carries the build's integrity hash", () => {
    expectIntegrityKept('examples/ag-ui/index.html');
  });
});
