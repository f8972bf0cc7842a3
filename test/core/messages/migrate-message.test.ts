/**
 * Messages kept from papo-chat 0.2.0 (flags, a bot message's `text`, `choices`) become this
 * version's with `migrateMessage`: one fixture per flag of that version
 * (test/fixtures/messages-0.2.0/messages.json), each turned into its new shape.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PapoArgumentError } from '../../../src/core/errors';
import {
  blocksUserInput,
  isPending,
  isStreaming,
  messageText,
  type ChatMessage,
} from '../../../src/core/messages/messages';
import { migrateMessage } from '../../../src/core/messages/migrate-message';
import { isRateable } from '../../../src/core/store/store-feedback';

type OldMessage = Record<string, unknown> & { id: string; sender: string; createdAt: string; text?: string };
const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/messages-0.2.0/messages.json', import.meta.url), 'utf8'),
) as { messages: Record<string, OldMessage> };
const old = fixture.messages;
const base = (name: string) => ({ id: old[name]!.id, createdAt: old[name]!.createdAt });
const text = (words: string) => ({ type: 'text', text: words });
const buttonsOfOld = (name: string) => (old[name]!.choices as { buttons: unknown[] }).buttons;

describe('migrateMessage: each flag of 0.2.0', () => {
  it.each([
    ['user', { type: 'text', sender: 'user', text: 'Como autentico?', status: 'sent' }],
    ['userTyped', { type: 'text', sender: 'user', text: 'oi', status: 'sent' }],
    ['userPending', { type: 'text', sender: 'user', text: 'enviada durante o carregamento', status: 'pending' }],
    ['userRestored', { type: 'text', sender: 'user', text: 'antiga', status: 'sent', restored: true }],
    ['bot', { type: 'text', sender: 'bot', parts: [text('Use o endpoint /auth')], status: 'done' }],
    ['botEmpty', { type: 'text', sender: 'bot', parts: [text('')], status: 'done' }],
    ['botStreaming', { type: 'text', sender: 'bot', parts: [text('Parte um, ')], status: 'streaming' }],
    ['botStreamClosed', { type: 'text', sender: 'bot', parts: [text('inteira')], status: 'done' }],
    ['botFailed', { type: 'text', sender: 'bot', parts: [text('metade')], status: 'failed' }],
    ['botStopped', { type: 'text', sender: 'bot', parts: [text('Parte um, ')], status: 'stopped' }],
    ['botRated', { type: 'text', sender: 'bot', parts: [text('Certo.')], status: 'done', rating: 'down' }],
    [
      'botExtras',
      {
        type: 'text',
        sender: 'bot',
        parts: [text('Use o token.')],
        status: 'done',
        suggestions: ['E o webhook?'],
        sources: [{ title: 'Autenticação', url: 'https://docs.example/auth' }],
      },
    ],
    [
      'greeting',
      { type: 'text', sender: 'bot', parts: [text('Olá! 👋')], status: 'done', greeting: true, transparent: true },
    ],
    ['component', { type: 'component', sender: 'bot', key: 'Card', arguments: { title: 'Plano Pro' } }],
  ])('%s', (name, expected) => {
    expect(migrateMessage(old[name])).toStrictEqual({ ...base(name), ...expected });
  });

  it.each([
    ['choicesOpen', { blockUserInput: true, status: 'open' }],
    ['choicesPending', { blockUserInput: false, status: 'sending' }],
    ['choicesFailed', { blockUserInput: true, status: 'failed' }],
    ['choicesChosen', { blockUserInput: true, status: 'chosen', chosen: 0 }],
  ])('%s: the text part, then a buttons part', (name, expected) => {
    expect(migrateMessage(old[name])).toStrictEqual({
      ...base(name),
      type: 'text',
      sender: 'bot',
      parts: [text(old[name]!.text!), { type: 'buttons', buttons: buttonsOfOld(name), ...expected }],
      status: 'done',
    });
  });

  it('keeps an error entry as it was (its `status` is the HTTP status)', () => {
    expect(migrateMessage(old.error)).toStrictEqual(old.error);
  });

  it('keeps the files of a user message', () => {
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(migrateMessage({ ...old.user, files: [file] })).toMatchObject({ files: [file], status: 'sent' });
  });
});

describe('a migrated message reads as it did in 0.2.0', () => {
  const migrated = Object.fromEntries(Object.entries(old).map(([name, message]) => [name, migrateMessage(message)]));

  it('has the same text', () => {
    for (const [name, message] of Object.entries(old)) {
      expect(messageText(migrated[name]!), name).toBe(message.type === 'component' ? '' : message.text);
    }
  });

  it('is streaming, pending, rateable and blocking exactly when its flags said so', () => {
    const names = (test: (message: ChatMessage) => boolean) =>
      Object.keys(migrated).filter((name) => test(migrated[name]!));
    expect(names(isStreaming)).toEqual(['botStreaming']);
    expect(names(isPending)).toEqual(['userPending']);
    expect(names(isRateable)).toEqual([
      ...['bot', 'botStreamClosed', 'botStopped', 'botRated', 'botExtras'],
      ...['choicesOpen', 'choicesPending', 'choicesFailed', 'choicesChosen'],
    ]);
    expect(names((message) => blocksUserInput([message]))).toEqual(['choicesOpen', 'choicesFailed']);
  });
});

describe('migrateMessage on messages of this version and on junk', () => {
  it('returns a message already in this shape as it is', () => {
    for (const message of Object.values(old)) {
      const migrated = migrateMessage(message);
      expect(migrateMessage(migrated)).toBe(migrated);
    }
  });

  it.each([
    ['no object', 'oi', '"message" must be a message object, got "oi"'],
    ['no id', { sender: 'bot', text: 'x' }, '"message.id" must be a string, got undefined'],
    ['an unknown sender', { id: 'x', sender: 'agent', text: 'x' }, '"message.sender" must be "user" or "bot"'],
    ['an unknown type', { id: 'x', sender: 'bot', type: 'card' }, '"message.type" must be "text", "component" or'],
  ])('throws a PapoArgumentError for %s', (_name, given, words) => {
    expect(() => migrateMessage(given)).toThrow(PapoArgumentError);
    expect(() => migrateMessage(given)).toThrow(words);
  });
});
