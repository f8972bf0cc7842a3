/**
 * `transport: 'ai-sdk'` in the real widget in Chromium, against a route made of the `ai`
 * package itself (test/peers/ai-sdk-peer.mjs, started by ./agent-peers-server.ts).
 */
import { describe, expect, inject, it } from 'vitest';
import {
  THOUGHT,
  answerOf,
  expectErrorKeepsTextWithRetry,
  expectOpensOnClick,
  expectSecondTurnCarriesHistory,
  expectStopKeepsWhatArrived,
  expectStreamsAsHeld,
  stepNames,
  stepsOf,
} from './agent-chat';

const peer = inject('aiSdkPeerUrl');

describe("transport: 'ai-sdk', in Chromium", () => {
  it('streams the thinking, the first words and the running tool as the route sends them; the steps end closed', async () => {
    const widget = await expectStreamsAsHeld('ai-sdk', peer, {
      firstWords: 'Let me',
      notYet: 'check the',
      toolRunning: 'Usando weather…',
    });
    expect(answerOf(widget)).toBe(
      'Let me check the weather.\nIt is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).',
    );
    // The reasoning and the tool call: closed steps, named by what happened, that open on a click.
    expect(stepNames(widget)).toEqual([THOUGHT, 'Usou weather']);
    const [thinking, weather] = stepsOf(widget);
    await expectOpensOnClick(thinking!, 'The user asks: How is the weather in Lisboa?. I should look it up.');
    await expectOpensOnClick(weather!, '"sky": "sunny"');
  });

  it('sends the conversation with the next message, as useChat does', async () => {
    await expectSecondTurnCarriesHistory('ai-sdk', peer);
  });

  it('keeps the text of a reply the model broke off, with Retry', async () => {
    await expectErrorKeepsTextWithRetry('ai-sdk', peer);
  });

  it('stops a reply on Stop: what streamed in stays, marked as stopped, and the box is free', async () => {
    await expectStopKeepsWhatArrived('ai-sdk', peer);
  });
});
