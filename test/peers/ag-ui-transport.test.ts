// @vitest-environment node
/**
 * `transport: 'ag-ui'` against an AG-UI endpoint made of the protocol's own packages
 * (./ag-ui-peer.mjs): the peer refuses a body that `@ag-ui/core`'s RunAgentInputSchema does
 * not accept, so a second turn that is answered shows the conversation went back in AG-UI's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgUiPeer } from './ag-ui-peer.mjs';
import { expectBrokenOff, repliesIn as replies, storesForThisFile } from './agent-chat';

let peer: { url: string; close: () => Promise<void> };
const chat = storesForThisFile();

beforeAll(async () => {
  peer = await startAgUiPeer();
});
afterAll(() => peer.close());

const chatAt = (path = '/') => chat({ transport: 'ag-ui', webhookUrl: `${peer.url}${path}` });

describe("transport: 'ag-ui'", () => {
  it('shows the reasoning, the text and the tool call with its result, in order', async () => {
    const store = chatAt();
    await store.initialize();
    expect(await store.sendMessage('How is the weather in Lisboa?')).toBe(true);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply!.status).toBe('done');
    expect(reply!.parts.map((part) => part.type)).toEqual(['reasoning', 'text', 'tool', 'text']);
    const [reasoning, first, tool, second] = reply!.parts;
    expect(reasoning).toMatchObject({
      status: 'done',
      text: 'The user asks: How is the weather in Lisboa?. I should look it up.',
    });
    expect((reasoning as { seconds: number }).seconds).toBeGreaterThanOrEqual(1);
    expect(first).toEqual({ type: 'text', text: 'Let me check the weather.' });
    expect(tool).toEqual({
      type: 'tool',
      callId: expect.stringMatching(/-call-1$/),
      name: 'weather',
      status: 'done',
      input: { city: 'Lisboa' },
      output: { city: 'Lisboa', sky: 'sunny', celsius: 21 },
    });
    expect(second).toEqual({
      type: 'text',
      text: 'It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).',
    });
  });

  it('sends the conversation again with the next message, as a RunAgentInput the peer accepts', async () => {
    const store = chatAt();
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa?');
    expect(await store.sendMessage('And tomorrow?')).toBe(true);
    const last = replies(store.getSnapshot().messages).at(-1)!;
    // The peer counts the questions in the messages it was sent, and answers 400 to a body it refuses.
    expect(last).toMatchObject({ status: 'done' });
    expect(last.parts.at(-1)).toEqual({
      type: 'text',
      text: 'It is sunny in Lisboa. You asked "And tomorrow?" (question 2).',
    });
  });

  it('sends webhookConfig.body as forwardedProps, in a RunAgentInput the peer accepts', async () => {
    const store = chat({
      transport: 'ag-ui',
      webhookUrl: `${peer.url}/`,
      // `tools` that is not a list would make the peer refuse the body, were it not in forwardedProps.
      webhookConfig: { body: { tenant: 'acme', tools: 'none' } },
    });
    await store.initialize();
    expect(await store.sendMessage('How is the weather in Lisboa?')).toBe(true);
    expect(replies(store.getSnapshot().messages).at(-1)).toMatchObject({ status: 'done' });
  });

  it('keeps the text of a run that ended in RUN_ERROR, and offers Retry', async () => {
    await expectBrokenOff(chatAt('/error'), { arrived: 'Half an answer', said: 'the agent fell over' });
  });
});
