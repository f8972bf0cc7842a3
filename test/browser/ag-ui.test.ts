/**
 * `transport: 'ag-ui'` in the real widget in Chromium, against an AG-UI endpoint made of the
 * protocol's own packages (test/peers/ag-ui-peer.mjs, started by ./agent-peers-server.ts).
 */
import { describe, expect, inject, it } from 'vitest';
import {
  QUESTION,
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

const peer = inject('agUiPeerUrl');

describe("transport: 'ag-ui', in Chromium", () => {
  it('streams the thinking, the first words and the running tool as the run sends them; the steps end closed', async () => {
    const widget = await expectStreamsAsHeld('ag-ui', peer, {
      firstWords: 'Let me',
      notYet: 'check the',
      toolRunning: 'Usando weather…',
    });
    expect(answerOf(widget)).toBe(
      `Let me check the weather.\nIt is sunny in Lisboa. You asked "${QUESTION}" (question 1).`,
    );
    expect(stepNames(widget)).toEqual([THOUGHT, 'Usou weather']);
    const [thinking, weather] = stepsOf(widget);
    await expectOpensOnClick(thinking!, `The user asks: ${QUESTION}. I should look it up.`);
    await expectOpensOnClick(weather!, '"sky": "sunny"');
  });

  it('sends the conversation with the next run as a RunAgentInput the peer accepts', async () => {
    // The peer answers 400 to a body @ag-ui/core's RunAgentInputSchema refuses.
    await expectSecondTurnCarriesHistory('ag-ui', peer);
  });

  it('keeps the text of a run that ended in RUN_ERROR, with Retry', async () => {
    await expectErrorKeepsTextWithRetry('ag-ui', peer);
  });

  it('stops a run on Stop: what streamed in stays, marked as stopped, and the box is free', async () => {
    await expectStopKeepsWhatArrived('ag-ui', peer);
  });
});
