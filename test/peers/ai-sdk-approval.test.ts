// @vitest-environment node
/**
 * `transport: 'ai-sdk'` and a tool defined with `needsApproval` (./ai-sdk-peer.mjs, POST
 * /approval): the approval shows as the tool asking with n8n's buttons, and a press sends
 * the request useChat sends after `addToolApprovalResponse`, checked by the route's own
 * `streamText`, which runs the tool or refuses it (docs/transports.md#tool-approvals).
 */
import {
  AbstractChat,
  convertToModelMessages,
  DefaultChatTransport,
  isToolUIPart,
  lastAssistantMessageIsCompleteWithApprovalResponses,
  type ChatState,
  type UIMessage,
} from 'ai';
import { createBrowserEnv } from '../../src/core/env';
import { createChatStore } from '../../src/core/store/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ButtonsPart, ToolPart } from '../../src/core/messages/message-parts';
import { repliesIn as replies, storesForThisFile } from './agent-chat';
import { startAiSdkPeer } from './ai-sdk-peer.mjs';

let peer: { url: string; close: () => Promise<void> };
const chat = storesForThisFile();
const recordedStores: ReturnType<typeof createChatStore>[] = [];
afterAll(() => {
  for (const store of recordedStores) store.destroy();
});

beforeAll(async () => {
  peer = await startAiSdkPeer();
});
afterAll(() => peer.close());

const toolOf = (store: ReturnType<typeof chat>) =>
  replies(store.getSnapshot().messages)[0]!.parts.find((part): part is ToolPart => part.type === 'tool')!;
const buttonsIn = (store: ReturnType<typeof chat>) =>
  replies(store.getSnapshot().messages)[0]!.parts.find((part): part is ButtonsPart => part.type === 'buttons');

describe("transport: 'ai-sdk' with a tool that needs approval", () => {
  it('shows the tool asking, with Allow and Deny under it, and keeps the message box closed', async () => {
    const store = chat({ transport: 'ai-sdk', webhookUrl: `${peer.url}/approval` });
    await store.initialize();
    expect(await store.sendMessage('How is the weather in Lisboa?')).toBe(true);
    const [reply] = replies(store.getSnapshot().messages);
    expect(reply!.parts.map((part) => part.type)).toEqual(['reasoning', 'text', 'tool', 'buttons']);
    expect(toolOf(store)).toMatchObject({
      status: 'approval',
      name: 'weather',
      input: { city: 'Lisboa' },
      approval: { id: expect.any(String) },
    });
    expect(buttonsIn(store)).toMatchObject({
      status: 'open',
      blockUserInput: true,
      buttons: [{ text: 'Allow' }, { text: 'Deny' }],
    });
    expect(store.canSend('And tomorrow?')).toBe(false);
  });

  it('allowed: the route runs the tool and the same reply goes on with the answer', async () => {
    const store = chat({ transport: 'ai-sdk', webhookUrl: `${peer.url}/approval` });
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa?');
    const received: unknown[] = [];
    store.on('messageReceived', (message) => received.push(message));
    const { id } = replies(store.getSnapshot().messages)[0]!;
    expect(await store.choose(id, 0)).toBe(true);
    const all = replies(store.getSnapshot().messages);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id, status: 'done' });
    expect(toolOf(store)).toMatchObject({ status: 'done', output: { city: 'Lisboa', sky: 'sunny', celsius: 21 } });
    expect(toolOf(store).approval).toMatchObject({ approved: true });
    expect(buttonsIn(store)).toMatchObject({ status: 'chosen', chosen: 0 });
    expect(all[0]!.parts.at(-1)).toEqual({
      type: 'text',
      text: 'It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).',
    });
    expect(received).toEqual([all[0]]);
    // The box opens again, and a second press is refused.
    expect(store.canSend('And tomorrow?')).toBe(true);
    expect(await store.choose(id, 1)).toBe(false);
  });

  it('denied: the route does not run the tool, the step shows it denied, and the reply goes on', async () => {
    const store = chat({ transport: 'ai-sdk', webhookUrl: `${peer.url}/approval` });
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa?');
    const { id } = replies(store.getSnapshot().messages)[0]!;
    expect(await store.choose(id, 1)).toBe(true);
    expect(toolOf(store)).toMatchObject({ status: 'denied', approval: { approved: false } });
    expect(toolOf(store).output).toBeUndefined();
    expect(buttonsIn(store)).toMatchObject({ status: 'chosen', chosen: 1 });
    expect(replies(store.getSnapshot().messages)[0]!.parts.at(-1)).toEqual({
      type: 'text',
      text: 'I did not check the weather.',
    });
  });

  it("sends what useChat sends after addToolApprovalResponse (the package's own Chat, sendAutomaticallyWhen)", async () => {
    const papoBodies: Body[] = [];
    const env = createBrowserEnv({ storage: undefined, fetch: recording(papoBodies) });
    const store = createChatStore(
      { loadPreviousSession: false, transport: 'ai-sdk', webhookUrl: `${peer.url}/approval` },
      env,
    );
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa?');
    await store.choose(replies(store.getSnapshot().messages)[0]!.id, 0);
    store.destroy();
    const [first, papo] = papoBodies as [Body, Body];

    const useChatBodies: Body[] = [];
    const useChat = chatOfTheSdk(first.id, first.messages[0]!.id, recording(useChatBodies));
    await useChat.sendMessage({ text: 'How is the weather in Lisboa?' });
    const asking = useChat.messages[1]!.parts.find((part) => 'approval' in part) as { approval: { id: string } };
    await useChat.addToolApprovalResponse({ id: asking.approval.id, approved: true });
    await expect.poll(() => useChat.status === 'ready' && useChatBodies.length === 2).toBe(true);
    const sdk = useChatBodies[1]!;

    expect(papoBodies).toHaveLength(2);
    // The reply goes back under the route's id (its `start.messageId`), as useChat keeps it.
    const withoutMessages = ({ messages: _messages, ...body }: Body) => body;
    expect(withoutMessages(papo)).toEqual(withoutMessages(sdk));
    expect(sdk.messageId).toBe(sdk.messages[1]!.id);
    expect(papo.messages.map(({ id }) => id)).toEqual(sdk.messages.map(({ id }) => id));
    expect(papo.trigger).toBe('submit-message');
    expect(lastAssistantMessageIsCompleteWithApprovalResponses({ messages: papo.messages })).toBe(true);
    expect(papo.messages[0]).toEqual(sdk.messages[0]);
    const toolPart = (body: Body) => body.messages[1]!.parts.find((part) => part.type === 'tool-weather');
    expect(toolPart(papo)).toEqual(toolPart(sdk));
    expect(toolPart(papo)).toMatchObject({ state: 'approval-responded', approval: { approved: true } });
    // useChat also keeps `step-start` parts and reasoning ids; the route's model is given the same prompt.
    expect(await convertToModelMessages(papo.messages)).toEqual(await convertToModelMessages(sdk.messages));
  });

  it("keeps the route's id for the reply and sends it with the next message's history", async () => {
    const bodies: Body[] = [];
    const store = recordedChat(bodies, '/approval');
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa?');
    const reply = replies(store.getSnapshot().messages)[0]!;
    // The route's `start.messageId` (the peer's `assistant-<number of messages>`), not the chat's id.
    expect(reply.backendId).toBe('assistant-1');
    expect(reply.backendId).not.toBe(reply.id);
    await store.choose(reply.id, 0);
    expect(replies(store.getSnapshot().messages)[0]).toMatchObject({ id: reply.id, backendId: 'assistant-1' });
    expect(store.canSend('And tomorrow?')).toBe(true);
    await store.sendMessage('And tomorrow?');
    expect(bodies[1]!.messageId).toBe('assistant-1');
    expect(bodies[2]!.messages.map(({ role, id }) => role === 'assistant' && id)).toEqual([
      false,
      'assistant-1',
      false,
    ]);
  });
});

describe("transport: 'ai-sdk' with two tools that need approval in one step", () => {
  it('asks once for both: the buttons follow the last tool, each press answers the next, and the request waits for both', async () => {
    const bodies: Body[] = [];
    const store = recordedChat(bodies, '/approvals');
    await store.initialize();
    await store.sendMessage('How is the weather in Lisboa and Porto?');
    const reply = () => replies(store.getSnapshot().messages)[0]!;
    const tools = () => reply().parts.filter((part): part is ToolPart => part.type === 'tool');
    expect(reply().parts.map((part) => part.type)).toEqual(['reasoning', 'text', 'tool', 'tool', 'buttons']);
    expect(tools().map(({ status, input }) => [status, input])).toEqual([
      ['approval', { city: 'Lisboa' }],
      ['approval', { city: 'Porto' }],
    ]);

    // Allow answers Lisboa; Porto still asks, so nothing is sent and the box stays closed.
    expect(await store.choose(reply().id, 0)).toBe(true);
    expect(bodies).toHaveLength(1);
    expect(tools().map(({ status, approval }) => [status, approval?.approved])).toEqual([
      ['running', true],
      ['approval', undefined],
    ]);
    expect(buttonsIn(store)).toMatchObject({ status: 'open' });
    expect(store.canSend('And tomorrow?')).toBe(false);

    // Deny answers Porto: now the request goes, with both answers, as useChat sends it.
    expect(await store.choose(reply().id, 1)).toBe(true);
    expect(bodies).toHaveLength(2);
    expect(lastAssistantMessageIsCompleteWithApprovalResponses({ messages: bodies[1]!.messages })).toBe(true);
    const sent = bodies[1]!.messages[1]!.parts.filter(isToolUIPart);
    expect(sent.map((part) => [part.state, part.approval?.approved])).toEqual([
      ['approval-responded', true],
      ['approval-responded', false],
    ]);
    expect(tools().map(({ status, output }) => [status, output])).toEqual([
      ['done', { city: 'Lisboa', sky: 'sunny', celsius: 21 }],
      ['denied', undefined],
    ]);
    expect(buttonsIn(store)).toMatchObject({ status: 'chosen', chosen: 1 });
    expect(reply().parts.at(-1)).toEqual({ type: 'text', text: 'Lisboa is sunny. Porto was not checked.' });
    expect(replies(store.getSnapshot().messages)).toHaveLength(1);
    expect(store.canSend('And tomorrow?')).toBe(true);
  });
});

type Body = { id: string; messages: UIMessage[]; trigger: string; messageId?: string };

/** A chat at the peer's `path` whose requests' bodies land in `bodies`; destroyed after the file. */
function recordedChat(bodies: Body[], path: string) {
  const env = createBrowserEnv({ storage: undefined, fetch: recording(bodies) });
  const store = createChatStore(
    { loadPreviousSession: false, transport: 'ai-sdk', webhookUrl: `${peer.url}${path}` },
    env,
  );
  recordedStores.push(store);
  return store;
}

/** A fetch that keeps each request's JSON body. */
function recording(bodies: Body[]) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)) as Body);
    return fetch(input, init);
  };
}

/** The AI SDK's own chat (what useChat runs) against the peer, answering approvals automatically. */
function chatOfTheSdk(id: string, userMessageId: string, fetchFn: typeof fetch) {
  const state: ChatState<UIMessage> = {
    status: 'ready',
    error: undefined,
    messages: [],
    pushMessage: (message) => void state.messages.push(message),
    popMessage: () => void state.messages.pop(),
    replaceMessage: (index, message) => void (state.messages[index] = message),
    snapshot: (thing) => structuredClone(thing),
  };
  class Chat extends AbstractChat<UIMessage> {}
  return new Chat({
    id,
    generateId: () => userMessageId,
    state,
    transport: new DefaultChatTransport({ api: `${peer.url}/approval`, fetch: fetchFn }),
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
  });
}
