/**
 * The body of `transport: 'openai'` (src/core/agents/openai.ts) held to the `openai` package's
 * own types: a reply's tool calls go back as Chat Completions expects them (the recorded
 * second turn, test/fixtures/transports/openai-second-turn.json), and the visitor's files as
 * content parts. A body that did not fit ChatCompletionMessageParam would not compile.
 */
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { describe, expect, it } from 'vitest';
import { requestBody } from '../../../src/core/agents/openai';
import type { MessagePart } from '../../../src/core/messages/message-parts';
import type { ChatMessage } from '../../../src/core/messages/messages';
import secondTurn from '../../fixtures/transports/openai-second-turn.json';

const question = { id: 'user-1', type: 'text', sender: 'user', text: 'How is the weather in Lisboa?', status: 'sent' };
const reply = (parts: MessagePart[]) => ({ id: 'bot-1', type: 'text', sender: 'bot', status: 'done', parts });
const weather = { type: 'tool', callId: 'call_1', name: 'weather', input: { city: 'Lisboa' } } as const;
const lookingUp: MessagePart = { type: 'text', text: 'Let me check the weather.' };

/** The messages Papo sends after `history`, typed as the `openai` package types a request's. */
function messagesAfter(history: object[], files: File[] = []): ChatCompletionMessageParam[] {
  const turn = { sessionId: 's', messageId: 'user-2', text: 'And tomorrow?', files, history: history as ChatMessage[] };
  return requestBody(turn, 'gpt-test', () => []).messages;
}

describe('the OpenAI request after a reply with tool calls', () => {
  it('sends an answered call on the assistant message, then its tool message, as the recorded turn', () => {
    const answered = reply([
      { type: 'reasoning', text: 'The user asks…', status: 'done', seconds: 1 },
      lookingUp,
      { ...weather, status: 'done', output: { city: 'Lisboa', sky: 'sunny' } },
    ]);
    const expected: ChatCompletionMessageParam[] = [
      ...(secondTurn.request.body.messages as ChatCompletionMessageParam[]),
      { role: 'user', content: 'And tomorrow?' },
    ];
    expect(messagesAfter([question, answered])).toEqual(expected);
  });

  it('leaves out a call nothing answered, and the reasoning', () => {
    const asked = reply([
      { type: 'reasoning', text: 'Hmm.', status: 'done' },
      lookingUp,
      { ...weather, status: 'running' },
    ]);
    expect(messagesAfter([question, asked])).toEqual([
      { role: 'user', content: 'How is the weather in Lisboa?' },
      { role: 'assistant', content: 'Let me check the weather.' },
      { role: 'user', content: 'And tomorrow?' },
    ]);
  });

  it('leaves out a call with no result: only called, or run by the server itself (done, no output)', () => {
    for (const status of ['called', 'done'] as const) {
      const ranElsewhere = reply([lookingUp, { ...weather, status }, { type: 'text', text: 'It is sunny.' }]);
      expect(messagesAfter([question, ranElsewhere])).toEqual([
        { role: 'user', content: 'How is the weather in Lisboa?' },
        { role: 'assistant', content: 'Let me check the weather.\n\nIt is sunny.' },
        { role: 'user', content: 'And tomorrow?' },
      ]);
    }
  });

  it('answers a call cut short with its error, gives a reply of calls only null content, and text after the results its own message', () => {
    const stopped = reply([
      { ...weather, status: 'failed', error: 'stopped' },
      { type: 'text', text: 'It is sunny.' },
      { type: 'text', text: 'Anything else?' },
    ]);
    const expected: ChatCompletionMessageParam[] = [
      { role: 'user', content: 'How is the weather in Lisboa?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'weather', arguments: '{"city":"Lisboa"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_1', content: 'stopped' },
      { role: 'assistant', content: 'It is sunny.\n\nAnything else?' },
      { role: 'user', content: 'And tomorrow?' },
    ];
    expect(messagesAfter([question, stopped])).toEqual(expected);
  });
});

describe('the files the visitor attaches', () => {
  it('go as content parts after the text: an image as image_url, any other file as file', () => {
    const notes = new File(['Bom dia'], 'notes.txt', { type: 'text/plain' });
    const dot = new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' });
    const turn = { sessionId: 's', messageId: 'u', text: 'What is in these?', files: [notes, dot], history: [] };
    const read = [
      { name: 'notes.txt', type: 'text/plain', url: 'data:text/plain;base64,Qm9tIGRpYQ==' },
      { name: 'dot.png', type: 'image/png', url: 'data:image/png;base64,iVBORw==' },
    ];
    const [message] = requestBody(turn, '', (files = []) => (files.length ? read : [])).messages;
    const content: ChatCompletionContentPart[] = [
      { type: 'text', text: 'What is in these?' },
      { type: 'file', file: { filename: 'notes.txt', file_data: 'data:text/plain;base64,Qm9tIGRpYQ==' } },
      { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw==' } },
    ];
    expect(message).toEqual({ role: 'user', content });
  });
});
