/** Edit and Regenerate (`messageActions`): what goes on screen, in the events and on the wire. */
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/core/messages/messages';
import { messageText } from '../../../src/core/messages/messages';
import type { ChatOptions } from '../../../src/core/options/options';
import type { ChatEvents } from '../../../src/core/store/events';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeSocketServer } from '../../helpers/fake-socket';
import { fakeWebhook, json, type WebhookCall } from '../../helpers/fake-webhook.mjs';

async function setup(options: ChatOptions = { messageActions: { edit: true, regenerate: true } }) {
  let replies = 0;
  const webhook = fakeWebhook((call: WebhookCall) =>
    json({ output: `Eco ${++replies}: ${String(call.payload.chatInput)}` }),
  );
  const { env } = fakeEnv({ fetch: webhook.fetch });
  const store = createChatStore({ loadPreviousSession: false, metadata: { page: '/docs' }, ...options }, env);
  const events: [string, ChatEvents['messageEdited']][] = [];
  store.on('messageEdited', (payload) => events.push(['messageEdited', payload]));
  store.on('replyRegenerated', (payload) => events.push(['replyRegenerated', payload]));
  await store.initialize();
  await store.sendMessage('primeira');
  await store.sendMessage('segunda');
  const bodies = () => webhook.calls.map((call) => call.init.body);
  return { store, events, bodies, webhook };
}

const shown = (messages: readonly ChatMessage[]) => messages.map((message) => messageText(message));
const lastUser = (messages: readonly ChatMessage[]) => messages.filter((message) => message.sender === 'user').at(-1)!;

describe('editMessage', () => {
  it("replaces the visitor's last message and its reply with the edited one, sent as a new message", async () => {
    const chat = await setup();
    const before = chat.store.getSnapshot().messages;
    const old = lastUser(before);
    expect(await chat.store.editMessage(old.id, 'segunda, editada')).toBe(true);
    const after = chat.store.getSnapshot().messages;
    expect(shown(after)).toEqual(['primeira', 'Eco 1: primeira', 'segunda, editada', 'Eco 3: segunda, editada']);
    const edited = lastUser(after);
    expect(edited.id).not.toBe(old.id);
    expect(chat.events).toEqual([['messageEdited', { message: edited, replaced: before.slice(2) }]]);
    // An ordinary send: a new client id, no regenerate flag.
    expect(JSON.parse(String(chat.bodies().at(-1)))).toEqual({
      action: 'sendMessage',
      sessionId: chat.store.getSnapshot().sessionId,
      chatInput: 'segunda, editada',
      metadata: { page: '/docs', clientMessageId: edited.id },
    });
  });

  it('refuses an older message, a blank text, and everything while the option is off', async () => {
    const chat = await setup();
    const [first] = chat.store.getSnapshot().messages;
    expect(await chat.store.editMessage(first!.id, 'outra')).toBe(false);
    expect(await chat.store.editMessage(lastUser(chat.store.getSnapshot().messages).id, '   ')).toBe(false);
    const off = await setup({ messageActions: { regenerate: true } });
    expect(await off.store.editMessage(lastUser(off.store.getSnapshot().messages).id, 'outra')).toBe(false);
    expect([...chat.events, ...off.events]).toEqual([]);
    expect(chat.bodies()).toHaveLength(2);
    expect(off.bodies()).toHaveLength(2);
  });

  it('refuses while a reply is under way', async () => {
    const chat = await setup();
    const question = lastUser(chat.store.getSnapshot().messages);
    const sending = chat.store.sendMessage('terceira');
    expect(await chat.store.editMessage(lastUser(chat.store.getSnapshot().messages).id, 'x')).toBe(false);
    await sending;
    expect(await chat.store.editMessage(question.id, 'x')).toBe(false);
  });

  it('checks its arguments', async () => {
    const chat = await setup();
    await expect(chat.store.editMessage(1 as never, 'x')).rejects.toThrow('editMessage(messageId, text): "messageId"');
    await expect(chat.store.editMessage('id', null as never)).rejects.toThrow('"text" must be a string');
  });
});

describe('regenerate', () => {
  it('asks the last question again, as a new message marked regenerate, in place of the reply', async () => {
    const chat = await setup();
    const before = chat.store.getSnapshot().messages;
    const reply = before.at(-1)!;
    expect(await chat.store.regenerate(reply.id)).toBe(true);
    const after = chat.store.getSnapshot().messages;
    expect(shown(after)).toEqual(['primeira', 'Eco 1: primeira', 'segunda', 'Eco 3: segunda']);
    const question = lastUser(after);
    expect(question.id).not.toBe(before[2]!.id);
    expect(chat.events).toEqual([['replyRegenerated', { message: question, replaced: before.slice(2) }]]);
    // The send's body, byte for byte, with `regenerate: true` after the client id.
    expect(chat.bodies().at(-1)).toBe(
      JSON.stringify({
        action: 'sendMessage',
        sessionId: chat.store.getSnapshot().sessionId,
        chatInput: 'segunda',
        metadata: { page: '/docs', clientMessageId: question.id, regenerate: true },
      }),
    );
  });

  it("refuses an older reply, the visitor's own message, and everything while the option is off", async () => {
    const chat = await setup();
    const [, olderReply, question] = chat.store.getSnapshot().messages;
    expect(await chat.store.regenerate(olderReply!.id)).toBe(false);
    expect(await chat.store.regenerate(question!.id)).toBe(false);
    const off = await setup({ messageActions: { edit: true } });
    expect(await off.store.regenerate(off.store.getSnapshot().messages.at(-1)!.id)).toBe(false);
    expect([...chat.events, ...off.events]).toEqual([]);
    expect(chat.bodies()).toHaveLength(2);
  });

  it('leaves the request of an ordinary send without the flag', async () => {
    const chat = await setup();
    for (const body of chat.bodies()) expect(JSON.parse(String(body)).metadata).not.toHaveProperty('regenerate');
  });
});

describe('a workflow answering over its socket', () => {
  it('keeps its turn: neither Edit nor Regenerate while it waits for the visitor', async () => {
    const server = fakeSocketServer();
    const webhook = fakeWebhook(
      () =>
        new Response('{"executionStarted":true,"executionId":"25"}', {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { env } = fakeEnv({ fetch: webhook.fetch, openSocket: server.openSocket });
    const store = createChatStore(
      {
        webhookUrl: 'http://127.0.0.1:5678/webhook/x/chat',
        loadPreviousSession: false,
        messageActions: { edit: true, regenerate: true },
      },
      env,
    );
    await store.initialize();
    await store.sendMessage('Oi');
    server.last.receive('Qual é o seu nome?');
    expect(store.getSnapshot()).toMatchObject({ waiting: false, execution: { awaitingReply: true } });
    const [question, asked] = store.getSnapshot().messages;
    expect(await store.editMessage(question!.id, 'Olá')).toBe(false);
    expect(await store.regenerate(asked!.id)).toBe(false);
    expect(webhook.calls).toHaveLength(1);
    expect(server.last.sent.filter((text) => text !== 'n8n|heartbeat-ack')).toEqual([]);
  });
});
