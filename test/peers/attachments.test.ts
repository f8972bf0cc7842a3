// @vitest-environment node
/**
 * The files a visitor attaches, sent to each agent peer as its backend expects them
 * (docs/transports.md#files-the-visitor-attaches): the peers refuse a body their package's
 * schema or OpenAI's rules refuse, and their scripted answer names each file they read from
 * the body, with its type and size, so an answer proves the bytes arrived.
 */
import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBody } from '../../src/core/agents/ag-ui';
import { readAttachments } from '../../src/core/agents/attachments';
import type { ChatStore } from '../../src/core/store/store';
import { startAgUiPeer } from './ag-ui-peer.mjs';
import { repliesIn as replies, storesForThisFile } from './agent-chat';
import { startAiSdkPeer } from './ai-sdk-peer.mjs';
import { startOpenAiPeer } from './openai-peer.mjs';

const chat = storesForThisFile();
let aiSdk: Awaited<ReturnType<typeof startAiSdkPeer>>;
let agUi: Awaited<ReturnType<typeof startAgUiPeer>>;
let openAi: Awaited<ReturnType<typeof startOpenAiPeer>>;

beforeAll(async () => {
  [aiSdk, agUi, openAi] = await Promise.all([startAiSdkPeer(), startAgUiPeer(), startOpenAiPeer()]);
});
afterAll(() => Promise.all([aiSdk.close(), agUi.close(), openAi.close()]));

const files = () => [
  new File(['Bom dia'], 'notes.txt', { type: 'text/plain' }),
  new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' }),
];

/** Sends a question with the files, then another: both answered, the last answer's text. */
async function askWithFiles(store: ChatStore) {
  await store.initialize();
  const attached = files();
  expect(await store.sendMessage('What is in these?', attached)).toBe(true);
  const first = replies(store.getSnapshot().messages).at(-1)!.parts.at(-1);
  // The visitor's message still shows its files.
  expect(store.getSnapshot().messages.find((message) => message.sender === 'user')).toMatchObject({ files: attached });
  // The next turn sends them again in the history: a body the peer refused would fail it.
  expect(await store.sendMessage('And tomorrow?')).toBe(true);
  return first;
}

const answer = (sent: string) => ({
  type: 'text',
  text: `It is sunny in Lisboa. You asked "What is in these?" (question 1). You sent ${sent}.`,
});

describe('the files the visitor attaches', () => {
  it("go to the AI SDK route as useChat's file parts, which the route reads", async () => {
    const store = chat({ transport: 'ai-sdk', webhookUrl: `${aiSdk.url}/` });
    expect(await askWithFiles(store)).toEqual(answer('notes.txt (text/plain, 7 bytes), dot.png (image/png, 4 bytes)'));
  });

  it("go to the AG-UI agent as @ag-ui/core's media parts, which its schema accepts", async () => {
    const store = chat({ transport: 'ag-ui', webhookUrl: `${agUi.url}/` });
    expect(await askWithFiles(store)).toEqual(answer('notes.txt (text/plain, 7 bytes), dot.png (image/png, 4 bytes)'));
  });

  it('go to OpenAI as file and image_url content parts after the text', async () => {
    const store = chat({ transport: 'openai', webhookUrl: `${openAi.url}/` });
    expect(await askWithFiles(store)).toEqual(answer('notes.txt (text/plain, 7 bytes), an image (image/png, 4 bytes)'));
    const sent = [
      { type: 'text', text: 'What is in these?' },
      { type: 'file', file: { filename: 'notes.txt', file_data: 'data:text/plain;base64,Qm9tIGRpYQ==' } },
      { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw==' } },
    ];
    expect(openAi.requests.at(-2)!.messages).toEqual([{ role: 'user', content: sent }]);
    expect(openAi.requests.at(-1)!.messages[0]).toEqual({ role: 'user', content: sent });
  });
});

describe('the peers refuse a file part their backend would', () => {
  it('the AI SDK route: a file part without its mediaType, by safeValidateUIMessages', async () => {
    const part = { type: 'file', filename: 'notes.txt', url: 'data:text/plain;base64,Qm9tIGRpYQ==' };
    const response = await fetch(`${aiSdk.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'c',
        messages: [{ id: 'u', role: 'user', parts: [part] }],
        trigger: 'submit-message',
      }),
    });
    expect(response.status).toBe(400);
  });

  it('OpenAI: a file part with neither file_data nor file_id', async () => {
    const content = [
      { type: 'text', text: 'Hi' },
      { type: 'file', file: { filename: 'notes.txt' } },
    ];
    const response = await fetch(`${openAi.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content }], stream: true }),
    });
    expect(response.status).toBe(400);
  });
});

describe('the AG-UI user message with files', () => {
  it('is valid by RunAgentInputSchema: the text, then a document and an image part with the bytes inline', async () => {
    const turn = { sessionId: 't', messageId: 'u', text: 'What is in these?', files: files(), history: [] };
    const body = requestBody(turn, 'run-1', await readAttachments(turn));
    expect(RunAgentInputSchema.safeParse(body).error).toBeUndefined();
    expect(body.messages[0]!.content).toEqual([
      { type: 'text', text: 'What is in these?' },
      {
        type: 'document',
        source: { type: 'data', value: 'Qm9tIGRpYQ==', mimeType: 'text/plain' },
        metadata: { filename: 'notes.txt' },
      },
      {
        type: 'image',
        source: { type: 'data', value: 'iVBORw==', mimeType: 'image/png' },
        metadata: { filename: 'dot.png' },
      },
    ]);
  });
});
