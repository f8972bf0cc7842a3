// @vitest-environment node
/**
 * `transport: 'ai-sdk'` against a route made of the `ai` package itself (./ai-sdk-peer.mjs):
 * the store sends what `useChat` sends and shows what `toUIMessageStreamResponse()` streams.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBrokenOff, repliesIn as replies, storesForThisFile } from './agent-chat';
import { startAiSdkPeer } from './ai-sdk-peer.mjs';

let peer: { url: string; close: () => Promise<void> };
const chat = storesForThisFile();

beforeAll(async () => {
  peer = await startAiSdkPeer();
});
afterAll(() => peer.close());

const chatAt = (path = '/') => chat({ transport: 'ai-sdk', webhookUrl: `${peer.url}${path}` });

describe("transport: 'ai-sdk'", () => {
  it('shows the reasoning, the text, the tool call and the source of a reply, in order', async () => {
    const store = chatAt();
    await store.initialize();
    expect(await store.sendMessage('How is the weather in Lisboa?')).toBe(true);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply!.status).toBe('done');
    expect(reply!.parts.map((part) => part.type)).toEqual(['reasoning', 'text', 'tool', 'text']);
    const [reasoning, first, tool, second] = reply!.parts;
    expect(reasoning).toMatchObject({
      status: 'done',
      text: expect.stringContaining('The user asks: How is the weather'),
    });
    expect((reasoning as { seconds: number }).seconds).toBeGreaterThanOrEqual(1);
    expect(first).toEqual({ type: 'text', text: 'Let me check the weather.' });
    expect(tool).toMatchObject({
      type: 'tool',
      callId: 'call-1',
      name: 'weather',
      status: 'done',
      input: { city: 'Lisboa' },
      output: { city: 'Lisboa', sky: 'sunny', celsius: 21 },
    });
    expect(second).toEqual({
      type: 'text',
      text: 'It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).',
    });
    expect(reply!.sources).toEqual([{ title: 'Weather', url: 'https://example.com/weather' }]);
  });

  it('sends the conversation again with the next message, as the route expects', async () => {
    const store = chatAt();
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa?');
    expect(await store.sendMessage('And tomorrow?')).toBe(true);
    const last = replies(store.getSnapshot().messages).at(-1)!;
    // The route counts the questions in the history it was sent, and the tool call went back with it.
    expect(last.parts.at(-1)).toEqual({
      type: 'text',
      text: 'It is sunny in Lisboa. You asked "And tomorrow?" (question 2).',
    });
  });

  it('keeps the text of a reply the model broke off, and offers Retry', async () => {
    await expectBrokenOff(chatAt('/error'), { arrived: 'Half an answer', said: 'the model fell over' });
  });

  it('shows a route that stopped mid-reply as a failure with what arrived', async () => {
    const store = chatAt('/abort');
    await store.initialize();
    expect(await store.sendMessage('Hello?')).toBe(false);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply).toMatchObject({
      status: 'failed',
      parts: [{ type: 'text', text: expect.stringMatching(/^Stopped/) }],
    });
  });
});
