/**
 * What the Chromium tests of the agent transports share (ai-sdk, openai and ag-ui .test.ts):
 * the widget against a peer of test/peers/ (started by ./agent-peers-server.ts), a held stream
 * the test lets go pause by pause, and the checks every transport passes alike. The peers
 * answer alike: "Half an answer" before an error, "Still thinking" before they hang, and an
 * answer that names the last question and counts the questions it was sent.
 */
import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountChat, openChat, type Widget } from './harness';

type AgentTransport = 'ai-sdk' | 'openai' | 'ag-ui';

export const QUESTION = 'How is the weather in Lisboa?';

/** The widget (Portuguese strings) with `transport`, posting to `webhookUrl`. */
export const mountAgentChat = (transport: AgentTransport, webhookUrl: string) => mountChat({ transport, webhookUrl });

/** Opens the chat the first time, then types `text` and sends it with Enter. */
export async function ask(widget: Widget, text: string) {
  const textarea = widget.textarea() ?? (await openChat(widget));
  await userEvent.fill(textarea, text);
  await userEvent.keyboard('{Enter}');
}

/** The newest bot reply (not an error entry). */
export const lastReply = (widget: Widget) =>
  widget
    .messages('bot')
    .filter((message) => !message.matches('.papo-message--error'))
    .at(-1);

/** The answer's text as drawn: the reply's markdown (a line per text part), not its steps or hidden labels. */
export const answerOf = (widget: Widget) =>
  [...(lastReply(widget)?.querySelectorAll('.papo-message__markdown') ?? [])]
    .map((text) => text.textContent!.trim())
    .join('\n');

/** Whether a reply is on its way: the send button is then the Stop button. */
export const replying = (widget: Widget) => widget.root.querySelector('.papo-input__send--stop') !== null;

/** The reply's steps (its thinking, its tool calls), in order. */
export const stepsOf = (widget: Widget) => [
  ...(lastReply(widget)?.querySelectorAll<HTMLDetailsElement>('details.papo-step') ?? []),
];

/** What each step says it is, e.g. "Pensando…", "Usou weather". */
export const stepNames = (widget: Widget) => stepsOf(widget).map((step) => step.querySelector('summary')!.textContent);

/** The thinking, done: "Pensou por N s" (N counts whole seconds, at least 1). */
export const THOUGHT = expect.stringMatching(/^Pensou por \d+ s$/);

/**
 * A stream the peer holds: posted to `url`, the peer waits at each of its pauses until
 * `release()` (test/peers/wire.mjs), so the test sees the reply half-way, whatever the speed
 * of the machine. The token keeps each test's holds its own.
 */
export function heldStream(peer: string) {
  const token = crypto.randomUUID();
  return {
    url: `${peer}/held/${token}`,
    async release() {
      const response = await fetch(`${peer}/release/${token}`, { method: 'POST' });
      expect(response.status).toBe(204);
    },
  };
}

/** Opens a closed step with a click and shows what is inside, then closes it again. */
export async function expectOpensOnClick(step: HTMLDetailsElement, inside: string) {
  expect(step.open).toBe(false);
  const summary = step.querySelector('summary')!;
  await userEvent.click(summary);
  expect(step.open).toBe(true);
  expect(step.querySelector('.papo-step__text')!.textContent).toContain(inside);
  await userEvent.click(summary);
  expect(step.open).toBe(false);
}

/**
 * Sends at the peer's held stream and checks the reply half-way: first the thinking alone,
 * running; then the first words (`firstWords`, and not yet `notYet`) under the thinking, done;
 * with `toolRunning`, the tool step while the tool runs. Leaves the reply finishing.
 */
export async function expectStreamsAsHeld(
  transport: AgentTransport,
  peer: string,
  { firstWords, notYet, toolRunning }: { firstWords: string; notYet: string; toolRunning?: string },
) {
  const held = heldStream(peer);
  const widget = mountAgentChat(transport, held.url);
  await ask(widget, QUESTION);

  // Paused while thinking: a running "Thinking…" step, no answer yet, Stop offered.
  await expect.poll(() => stepNames(widget)).toEqual(['Pensando…']);
  expect(stepsOf(widget)[0]!.getAttribute('aria-busy')).toBe('true');
  expect(answerOf(widget)).toBe('');
  expect(replying(widget)).toBe(true);

  // Paused after the first words: they show, the thinking is done, the reply goes on.
  await held.release();
  await expect.poll(() => answerOf(widget)).toContain(firstWords);
  expect(answerOf(widget)).not.toContain(notYet);
  expect(stepNames(widget)).toEqual([THOUGHT]);
  expect(stepsOf(widget)[0]!.getAttribute('aria-busy')).toBe('false');
  expect(lastReply(widget)!.dataset.streaming).toBe('true');
  expect(replying(widget)).toBe(true);

  if (toolRunning) {
    // Paused while the tool runs: its step says so, busy.
    await held.release();
    await expect.poll(() => stepNames(widget)).toEqual([THOUGHT, toolRunning]);
    expect(stepsOf(widget)[1]!.getAttribute('aria-busy')).toBe('true');
    expect(replying(widget)).toBe(true);
  }

  await held.release();
  await expect.poll(() => replying(widget)).toBe(false);
  expect(lastReply(widget)!.dataset.streaming).toBeUndefined();
  return widget;
}

/** Two questions at `${peer}/`: the peer's answer counts the questions in the history it was sent. */
export async function expectSecondTurnCarriesHistory(transport: AgentTransport, peer: string) {
  const widget = mountAgentChat(transport, `${peer}/`);
  await ask(widget, QUESTION);
  await expect.poll(() => answerOf(widget)).toContain(`You asked "${QUESTION}" (question 1).`);
  await expect.poll(() => replying(widget)).toBe(false);
  await ask(widget, 'And tomorrow?');
  await expect.poll(() => answerOf(widget)).toContain('You asked "And tomorrow?" (question 2).');
  await expect.poll(() => replying(widget)).toBe(false);
  expect(widget.root.querySelector('.papo-message--error')).toBeNull();
}

/** At `${peer}/hang`: what streamed in stays, marked as stopped, and the box is free again. */
export async function expectStopKeepsWhatArrived(transport: AgentTransport, peer: string) {
  const widget = mountAgentChat(transport, `${peer}/hang`);
  await ask(widget, 'Take your time');
  // The first words show while the peer still holds the stream open.
  await expect.poll(() => answerOf(widget)).toContain('Still thinking');
  const stop = widget.root.querySelector<HTMLButtonElement>('.papo-input__send--stop')!;
  expect(stop.getAttribute('aria-label')).toBe('Parar a resposta');
  await userEvent.click(stop);
  await expect.poll(() => lastReply(widget)!.querySelector('.papo-message__stopped')?.textContent).toBe('Interrompida');
  expect(answerOf(widget)).toBe('Still thinking');
  expect(replying(widget)).toBe(false);
  expect(widget.root.querySelector('.papo-message__retry')).toBeNull();
  // The box takes the next message.
  await userEvent.fill(widget.textarea()!, 'Next question');
  expect(widget.root.querySelector<HTMLButtonElement>('.papo-input__send')!.disabled).toBe(false);
}

/** At `${peer}/error`: the words that arrived stay in the failed reply, and Retry is offered. */
export async function expectErrorKeepsTextWithRetry(transport: AgentTransport, peer: string) {
  const widget = mountAgentChat(transport, `${peer}/error`);
  await ask(widget, 'Hello?');
  await expect.poll(() => widget.root.querySelector('.papo-message__retry')).toBeTruthy();
  expect(lastReply(widget)!.matches('.papo-message--failed')).toBe(true);
  expect(answerOf(widget)).toBe('Half an answer');
  expect(replying(widget)).toBe(false);
}
