// @vitest-environment node
/**
 * `transport: 'openai'` against an OpenAI Chat Completions endpoint with a scripted model
 * (./openai-peer.mjs), whose stream the official `openai` client reads first: the peer is held
 * to what OpenAI's own SDK accepts, and the store to the peer.
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBrokenOff, repliesIn as replies, storesForThisFile } from './agent-chat';
import { startOpenAiPeer } from './openai-peer.mjs';

let peer: Awaited<ReturnType<typeof startOpenAiPeer>>;
const chat = storesForThisFile();

beforeAll(async () => {
  peer = await startOpenAiPeer();
});
afterAll(() => peer.close());

const question = [{ role: 'user' as const, content: 'How is the weather in Lisboa?' }];
const client = (path = '') => new OpenAI({ baseURL: `${peer.url}${path}`, apiKey: 'test', maxRetries: 0 });

describe('the OpenAI peer, read by the openai package', () => {
  it('streams chunks the client parses: reasoning, then text', async () => {
    const stream = await client().chat.completions.create({ model: 'gpt-test', messages: question, stream: true });
    let text = '';
    let reasoning = '';
    const finishes: unknown[] = [];
    for await (const chunk of stream) {
      expect(chunk).toMatchObject({ object: 'chat.completion.chunk', model: 'gpt-test' });
      const [choice] = chunk.choices;
      text += choice!.delta.content ?? '';
      // Not in OpenAI's types: the field DeepSeek, vLLM and LiteLLM add.
      reasoning += (choice!.delta as { reasoning_content?: string }).reasoning_content ?? '';
      if (choice!.finish_reason) finishes.push(choice!.finish_reason);
    }
    expect(reasoning).toBe('The user asks: How is the weather in Lisboa?. I should answer.');
    expect(text).toBe('It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).');
    expect(finishes).toEqual(['stop']);
  });

  it('streams a tool call in pieces that the client joins', async () => {
    const stream = client('/tools').chat.completions.stream({ model: 'gpt-test', messages: question, stream: true });
    const completion = await stream.finalChatCompletion();
    const [choice] = completion.choices;
    expect(choice!.finish_reason).toBe('tool_calls');
    expect(choice!.message.content).toBe('Let me check the weather.');
    expect(choice!.message.tool_calls).toEqual([
      { id: 'call_1', type: 'function', function: { name: 'weather', arguments: '{"city":"Lisboa"}' } },
    ]);
  });

  it('sends an error in the stream that the client throws', async () => {
    const stream = await client('/error').chat.completions.create({
      model: 'gpt-test',
      messages: question,
      stream: true,
    });
    await expect(async () => {
      for await (const chunk of stream) expect(chunk.object).toBe('chat.completion.chunk');
    }).rejects.toThrow(/the model fell over/);
  });

  it('answers a request without stream with one chat.completion', async () => {
    const completion = await client().chat.completions.create({ model: 'gpt-test', messages: question });
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0]!.message.content).toContain('(question 1)');
  });

  it('refuses a tool message that answers no call before it, as OpenAI does', async () => {
    const messages = [...question, { role: 'tool' as const, tool_call_id: 'call_9', content: 'sunny' }];
    await expect(client().chat.completions.create({ model: 'gpt-test', messages })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("must be a response to a preceeding message with 'tool_calls'"),
    });
  });

  it('refuses a body without messages, as OpenAI does', async () => {
    await expect(client().chat.completions.create({ model: 'gpt-test', messages: [] })).rejects.toMatchObject({
      status: 400,
      type: 'invalid_request_error',
    });
  });
});

const chatAt = (path = '/', model = '') => chat({ transport: 'openai', model, webhookUrl: `${peer.url}${path}` });

describe("transport: 'openai'", () => {
  it('shows the reasoning, done, then the text of a streamed reply', async () => {
    const store = chatAt('/v1/chat/completions', 'gpt-test');
    await store.initialize();
    expect(await store.sendMessage('How is the weather in Lisboa?')).toBe(true);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply!.status).toBe('done');
    expect(reply!.parts).toEqual([
      expect.objectContaining({
        type: 'reasoning',
        status: 'done',
        text: 'The user asks: How is the weather in Lisboa?. I should answer.',
      }),
      { type: 'text', text: 'It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).' },
    ]);
    expect(peer.requests.at(-1)).toEqual({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'How is the weather in Lisboa?' }],
      stream: true,
    });
  });

  it('sends the conversation again with the next message, and no model when none is set', async () => {
    const store = chatAt();
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa?');
    expect(await store.sendMessage('And tomorrow?')).toBe(true);
    const last = replies(store.getSnapshot().messages).at(-1)!;
    expect(last.parts.at(-1)).toEqual({
      type: 'text',
      text: 'It is sunny in Lisboa. You asked "And tomorrow?" (question 2).',
    });
    expect(peer.requests.at(-1)).toEqual({
      messages: [
        { role: 'user', content: 'How is the weather in Lisboa?' },
        {
          role: 'assistant',
          content: 'It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).',
        },
        { role: 'user', content: 'And tomorrow?' },
      ],
      stream: true,
    });
  });

  it('shows a tool call the model asks for as a called tool part (asked for, no result), with its input', async () => {
    const store = chatAt('/tools');
    await store.initialize();
    expect(await store.sendMessage('How is the weather in Lisboa?')).toBe(true);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply!.parts).toEqual([
      { type: 'text', text: 'Let me check the weather.' },
      { type: 'tool', callId: 'call_1', name: 'weather', input: { city: 'Lisboa' }, status: 'called' },
    ]);
  });

  it('shows a tool call followed by text in the same stream as done: the server ran it', async () => {
    const store = chatAt('/agent');
    await store.initialize();
    expect(await store.sendMessage('How is the weather in Lisboa?')).toBe(true);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply!.parts).toEqual([
      { type: 'tool', callId: 'call_1', name: 'weather', input: { city: 'Lisboa' }, status: 'done' },
      { type: 'text', text: 'It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).' },
    ]);
  });

  it('keeps the text of a reply the stream broke off with an error, and offers Retry', async () => {
    await expectBrokenOff(chatAt('/error'), { arrived: 'Half an answer', said: 'the model fell over' });
  });

  it('reads a server that answers with one chat.completion instead of a stream', async () => {
    const store = chatAt('/json');
    await store.initialize();
    expect(await store.sendMessage('Hello?')).toBe(true);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply).toMatchObject({
      status: 'done',
      parts: [
        { type: 'reasoning', status: 'done', text: 'Read at once.' },
        { type: 'text', text: 'It is sunny in Lisboa. You asked "Hello?" (question 1).' },
      ],
    });
  });

  it("sends a reply's call that nothing answered without it, so the server takes the next turn", async () => {
    const store = chatAt('/tools');
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa?');
    // The peer answers 400 to tool_calls that no tool message answers, as OpenAI does.
    expect(await store.sendMessage('And tomorrow?')).toBe(true);
    expect(peer.requests.at(-1)!.messages).toEqual([
      { role: 'user', content: 'How is the weather in Lisboa?' },
      { role: 'assistant', content: 'Let me check the weather.' },
      { role: 'user', content: 'And tomorrow?' },
    ]);
  });
});
