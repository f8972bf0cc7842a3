/**
 * `transport: 'openai'` in the real widget in Chromium, against an OpenAI Chat Completions
 * endpoint with a scripted model (test/peers/openai-peer.mjs, started by ./agent-peers-server.ts).
 */
import { describe, expect, inject, it } from 'vitest';
import {
  QUESTION,
  THOUGHT,
  answerOf,
  ask,
  expectErrorKeepsTextWithRetry,
  expectOpensOnClick,
  expectSecondTurnCarriesHistory,
  expectStopKeepsWhatArrived,
  expectStreamsAsHeld,
  mountAgentChat,
  replying,
  stepNames,
  stepsOf,
} from './agent-chat';

const peer = inject('openAiPeerUrl');

describe("transport: 'openai', in Chromium", () => {
  it('streams the reasoning, then the answer word by word; the thinking ends closed', async () => {
    const widget = await expectStreamsAsHeld('openai', peer, { firstWords: 'It is sunny', notYet: 'in Lisboa' });
    expect(answerOf(widget)).toBe(`It is sunny in Lisboa. You asked "${QUESTION}" (question 1).`);
    expect(stepNames(widget)).toEqual([THOUGHT]);
    await expectOpensOnClick(stepsOf(widget)[0]!, `The user asks: ${QUESTION}. I should answer.`);
  });

  it('shows a tool call the model asks for as a closed step with its arguments', async () => {
    const widget = mountAgentChat('openai', `${peer}/tools`);
    await ask(widget, QUESTION);
    await expect.poll(() => replying(widget)).toBe(false);
    expect(answerOf(widget)).toBe('Let me check the weather.');
    // Chat Completions leaves running the tools to the client: the call is shown as asked for,
    // not as running once the reply has ended.
    expect(stepNames(widget)).toEqual(['Chamou weather']);
    expect(stepsOf(widget)[0]!.getAttribute('aria-busy')).toBe('false');
    await expectOpensOnClick(stepsOf(widget)[0]!, '"city": "Lisboa"');
  });

  it('sends the conversation with the next message as `messages`', async () => {
    await expectSecondTurnCarriesHistory('openai', peer);
  });

  it('keeps the text of a stream that ended in an error object, with Retry', async () => {
    await expectErrorKeepsTextWithRetry('openai', peer);
  });

  it('stops a reply on Stop: what streamed in stays, marked as stopped, and the box is free', async () => {
    await expectStopKeepsWhatArrived('openai', peer);
  });
});
