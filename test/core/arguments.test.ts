/**
 * Every public action of the store checks its arguments before it changes anything: a
 * wrong one throws (or, for an async action, rejects with) a PapoArgumentError naming the
 * call and the argument, and the snapshot stays as it was.
 */
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { PapoArgumentError } from '../../src/core/errors';
import { eventNames, type ChatEventName } from '../../src/core/store/events';
import { createChatStore } from '../../src/core/store/store';
import { fakeEnv } from '../helpers/fake-env';
import { messageText } from '../../src/core/messages/messages';

const newStore = () =>
  createChatStore({ webhookUrl: 'https://hooks.example/chat', loadPreviousSession: false }, fakeEnv().env);

/** The error `call` threw, with the snapshot unchanged by it. */
async function failureOf(store: ReturnType<typeof newStore>, call: () => unknown): Promise<PapoArgumentError> {
  const before = store.getSnapshot();
  let thrown: unknown;
  try {
    await call();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(PapoArgumentError);
  expect(store.getSnapshot()).toBe(before);
  return thrown as PapoArgumentError;
}

describe('the store’s actions check their arguments', () => {
  it('addBotMessage takes a string as well as { text }', () => {
    const store = newStore();
    const message = store.addBotMessage('texto' as never);
    expect(message).toMatchObject({ parts: [{ type: 'text', text: 'texto' }], sender: 'bot' });
    expect(store.addBotMessage({ text: 'mais', transparent: true })).toMatchObject({
      parts: [{ type: 'text', text: 'mais' }],
      transparent: true,
    });
    expect(store.getSnapshot().messages.map(messageText)).toEqual(['texto', 'mais']);
  });

  it('addBotMessage names what is wrong with its message', async () => {
    const store = newStore();
    const message = async (value: unknown) =>
      (await failureOf(store, () => store.addBotMessage(value as never))).message;
    expect(await message(42)).toBe('addBotMessage(message): "message" must be a string or { text: string }, got 42');
    expect(await message({ text: 7 })).toBe('addBotMessage(message): "message.text" must be a string, got 7');
    expect(await message({ type: 'card', text: 'x' })).toBe(
      'addBotMessage(message): "message.type" must be "text" or "component", got "card"',
    );
    expect(await message({ type: 'component' })).toBe(
      'addBotMessage(message): "message.key" must be a string (a key of the messageComponents option), got undefined',
    );
    expect(await message({ text: 'x', transparent: 'yes' })).toBe(
      'addBotMessage(message): "message.transparent" must be true or false, got "yes"',
    );
    const error = await failureOf(store, () => store.addBotMessage(null as never));
    expect(error.code).toBe('argument');
    expect(String(error)).toMatch(/^PapoArgumentError: addBotMessage\(message\)/);
  });

  it('the other actions throw (or reject) before they change anything', async () => {
    const store = newStore();
    const messages = await Promise.all(
      [
        () => store.sendMessage(42 as never),
        () => store.sendMessage('oi', 'file.txt' as never),
        () => store.canSend(undefined as never),
        () => store.retry(3 as never),
        () => store.choose('id', -1),
        () => store.rate('id', 'meh' as never),
        () => store.rate('id', 'up', 5 as never),
        () => store.subscribe('listener' as never),
        () => store.setOptions(null as never),
      ].map(async (call) => (await failureOf(store, call)).message),
    );
    expect(messages).toEqual([
      'sendMessage(text, files?): "text" must be a string, got 42',
      'sendMessage(text, files?): "files" must be an array (or FileList) of files, got "file.txt"',
      'canSend(text): "text" must be a string, got undefined',
      'retry(messageId): "messageId" must be a string (a message\'s id), got 3',
      'choose(messageId, buttonIndex): "buttonIndex" must be a whole number from 0, got -1',
      'rate(messageId, rating, comment?): "rating" must be "up" or "down", got "meh"',
      'rate(messageId, rating, comment?): "comment" must be a string, got 5',
      'subscribe(listener): "listener" must be a function, got "listener"',
      'setOptions(options): "options" must be an object (from resolveOptions), got null',
    ]);
    expect(store.getSnapshot().sessionId).toBeNull();
  });

  it('sendMessage takes its files as an array or any list of them', async () => {
    const store = newStore();
    const file = new File(['x'], 'x.txt', { type: 'text/plain' });
    await store.sendMessage('oi', [file]);
    expect(store.getSnapshot().messages[0]).toMatchObject({ text: 'oi', files: [file] });
  });

  it('on and off name the known events, with the closest one', async () => {
    const store = newStore();
    const listener = vi.fn();
    expect(() => store.on('mesageSent' as never, listener)).toThrow(
      'on(event, listener): "event" must be the name of an event, got "mesageSent". Did you mean "messageSent"?',
    );
    expect(() => store.off('whatever' as never, listener)).toThrow(`Events: ${eventNames.join(', ')}.`);
    expect(() => store.on('error', 'listener' as never)).toThrow(
      'on(event, listener): "listener" must be a function, got "listener"',
    );
    store.on('messageSent', listener);
    await store.sendMessage('oi');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lists every event there is', () => {
    expectTypeOf<(typeof eventNames)[number]>().toEqualTypeOf<ChatEventName>();
  });
});
