import { describe, expect, it } from 'vitest';
import { mapHistory } from '../../../src/core/n8n/history';
import { uuidSequence } from '../../helpers/fake-env';
import { messageText } from '../../../src/core/messages/messages';

const context = () => ({ createId: uuidSequence(), createdAt: '2026-11-21T12:00:00.000Z' });
const human = (content: unknown, extra: Record<string, unknown> = {}) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', 'HumanMessage'],
  kwargs: { content, additional_kwargs: {}, ...extra },
});
const ai = (content: unknown, extra: Record<string, unknown> = {}) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', 'AIMessage'],
  kwargs: { content, tool_calls: [], additional_kwargs: {}, ...extra },
});
const texts = (data: unknown) => mapHistory(data, context()).map((message) => [message.sender, messageText(message)]);

describe('mapHistory', () => {
  it('maps HumanMessage to the user and everything else to the bot, in order', () => {
    expect(texts([human('Como autentico?'), ai('Use o endpoint /auth')])).toEqual([
      ['user', 'Como autentico?'],
      ['bot', 'Use o endpoint /auth'],
    ]);
  });

  it('gives each message an id and the given timestamp', () => {
    const [message] = mapHistory([human('oi')], context());
    expect(message).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      type: 'text',
      text: 'oi',
      sender: 'user',
      status: 'sent',
      createdAt: '2026-11-21T12:00:00.000Z',
      // Memory keeps no time: the UI shows none for it.
      restored: true,
    });
  });

  it('keeps AI messages with an empty tool_calls list (n8n sends one on every AI message)', () => {
    expect(texts([ai('resposta', { tool_calls: [] })])).toEqual([['bot', 'resposta']]);
  });

  it('hides tool calls, tool results and system messages', () => {
    const toolCall = ai('', { tool_calls: [{ name: 'search', args: {}, id: 'call_1' }] });
    const openAiToolCall = ai('', { additional_kwargs: { tool_calls: [{ id: 'call_2' }] } });
    const anthropicToolUse = ai([{ type: 'tool_use', id: 'toolu_1', name: 'search', input: {} }]);
    const toolResult = { id: ['langchain_core', 'messages', 'ToolMessage'], kwargs: { content: '{"hits":3}' } };
    const system = { id: ['langchain_core', 'messages', 'SystemMessage'], kwargs: { content: 'You are Lia' } };
    expect(texts([human('q'), toolCall, openAiToolCall, anthropicToolUse, toolResult, system, ai('a')])).toEqual([
      ['user', 'q'],
      ['bot', 'a'],
    ]);
  });

  it('hides messages marked hideFromUI', () => {
    expect(texts([human('secret', { additional_kwargs: { hideFromUI: true } }), ai('shown')])).toEqual([
      ['bot', 'shown'],
    ]);
  });

  it('joins the text parts of array content and drops the other parts', () => {
    const content = [
      { type: 'text', text: 'Olá, ' },
      { type: 'image_url', image_url: 'x' },
      'mundo',
      { type: 'text', text: '!' },
    ];
    expect(texts([ai(content)])).toEqual([['bot', 'Olá, mundo!']]);
  });

  it('keeps an AI message with empty content and no tool call (shown as the empty placeholder)', () => {
    expect(texts([ai('')])).toEqual([['bot', '']]);
  });

  it('reads a string id as well as the usual list', () => {
    expect(texts([{ id: 'HumanMessage', kwargs: { content: 'x' } }])).toEqual([['user', 'x']]);
  });

  it('skips malformed items and returns nothing for data that is not a list', () => {
    expect(
      texts([null, 'text', 3, { id: ['AIMessage'] }, { id: ['AIMessage'], kwargs: { content: { nested: 1 } } }]),
    ).toEqual([]);
    expect(texts(undefined)).toEqual([]);
    expect(texts({ data: [] })).toEqual([]);
  });
});
