import { describe, expect, it } from 'vitest';
import { applyFrames } from '../../../src/core/execution/apply-frames';
import type { MessagePart } from '../../../src/core/messages/message-parts';
import type { BotMessage, ChatMessage } from '../../../src/core/messages/messages';

const bot = (id: string, parts: readonly MessagePart[]): BotMessage => ({
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  type: 'text',
  sender: 'bot',
  parts,
  status: 'done',
});
const question = bot('q', [{ type: 'text', text: 'Qual é o seu nome?' }]);
const botMessage = (parts: readonly MessagePart[]) =>
  bot(`bot-${parts[0]?.type === 'text' ? parts[0].text : ''}`, parts);
const message = (text: string, buttons: { text: string; link: string; kind: 'primary' }[] = []) =>
  ({ kind: 'message', text, buttons, blockUserInput: buttons.length > 0 }) as const;
const ids = (messages: readonly ChatMessage[]) => messages.map((shown) => shown.id);

describe('applyFrames', () => {
  it('adds the messages, awaits a reply after one, and leaves the messages it was given as they were', () => {
    const before: readonly ChatMessage[] = [question];
    const frames = [{ kind: 'continue' } as const, message('Olá')];
    const after = applyFrames(frames, { messages: before, awaitingReply: false, mayRepeat: false }, botMessage);
    expect(ids(after.messages)).toEqual(['q', 'bot-Olá']);
    expect(ids(after.received)).toEqual(['bot-Olá']);
    expect(after.awaitingReply).toBe(true);
    expect(before).toEqual([question]);
  });

  it('takes the question a new socket repeats as the one on screen, once, with its buttons', () => {
    const buttons = [{ text: 'Sim', link: 'http://n8n/yes', kind: 'primary' as const }];
    const after = applyFrames(
      [message('Qual é o seu nome?', buttons), message('Qual é o seu nome?')],
      { messages: [question], awaitingReply: false, mayRepeat: true },
      botMessage,
    );
    expect(ids(after.messages)).toEqual(['q', 'bot-Qual é o seu nome?']);
    expect(after.messages[0]).toMatchObject({ id: 'q', parts: [{ type: 'text' }, { type: 'buttons', buttons }] });
    expect(after.received).toHaveLength(1);
    expect(after.mayRepeat).toBe(false);
  });

  it('stops at an error frame, and a `continue` means the workflow works again', () => {
    const after = applyFrames(
      [message('Um'), { kind: 'continue' }, { kind: 'error', text: 'falhou' }, message('Dois')],
      { messages: [], awaitingReply: true, mayRepeat: false },
      botMessage,
    );
    expect(ids(after.messages)).toEqual(['bot-Um']);
    expect(after.awaitingReply).toBe(false);
    expect(after.failure).toEqual({ kind: 'workflow', text: 'falhou' });
  });

  it('shows nothing for an empty message without buttons, and skips unknown executions', () => {
    const after = applyFrames(
      [message(''), { kind: 'unknownExecution', text: 'Connection rejected' }],
      { messages: [], awaitingReply: false, mayRepeat: false },
      botMessage,
    );
    expect(after.messages).toEqual([]);
    expect(after.awaitingReply).toBe(true);
  });
});
