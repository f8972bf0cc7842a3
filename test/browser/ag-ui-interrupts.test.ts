/**
 * `transport: 'ag-ui'` and runs that end on interrupts, in the real widget in Chromium
 * (docs/transports.md#interrupts): the peer of test/peers/ag-ui-peer.mjs (`/approval`,
 * `/confirm`, `/input`) asks, n8n's buttons answer, and the run that resumes goes on in the
 * same bubble. The peer fails a run whose `resume` does not answer what it left open, so a
 * reply that goes on shows the body was right.
 */
import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Widget } from './harness';
import {
  QUESTION,
  answerOf,
  ask,
  expectOpensOnClick,
  mountAgentChat,
  replying,
  stepNames,
  stepsOf,
} from './agent-chat';

const peer = inject('agUiPeerUrl');

/** The buttons under the reply, once they are there. */
async function buttonsUnder(widget: Widget) {
  await expect.poll(() => widget.root.querySelector('.papo-message--bot [role="group"]')).toBeTruthy();
  const group = widget.root.querySelector<HTMLElement>('.papo-message--bot [role="group"]')!;
  await expect.poll(() => replying(widget)).toBe(false);
  expect(widget.textarea()!.disabled).toBe(true);
  return { group, buttons: [...group.querySelectorAll('button')] };
}

/** The reply went on in the same bubble, the pressed button says so, and the box is free again. */
async function expectWentOn(widget: Widget, buttons: HTMLButtonElement[], chosen: number, answer: string) {
  await expect.poll(() => answerOf(widget)).toBe(answer);
  await expect.poll(() => replying(widget)).toBe(false);
  expect(buttons[chosen]!.getAttribute('aria-current')).toBe('true');
  expect(widget.messages('bot').filter((bubble) => bubble.querySelector('[role="group"]'))).toHaveLength(1);
  expect(widget.root.querySelector('.papo-message--error')).toBeNull();
  expect(widget.textarea()!.disabled).toBe(false);
}

describe("transport: 'ag-ui', interrupts, in Chromium", () => {
  it('a tool approval: asked on its step; Enter allows, and the resumed run puts the result on it', async () => {
    const widget = mountAgentChat('ag-ui', `${peer}/approval`);
    await ask(widget, QUESTION);
    const { group, buttons } = await buttonsUnder(widget);
    expect(buttons.map((button) => button.textContent)).toEqual(['Permitir', 'Recusar']);
    expect(stepNames(widget)).toEqual(['Permitir weather?']);
    expect(stepsOf(widget)[0]!.nextElementSibling).toBe(group);
    await expect.poll(() => widget.focused()).toBe(buttons[0]);
    await userEvent.keyboard('{Enter}');

    await expectWentOn(
      widget,
      buttons,
      0,
      `Let me check the weather.\nIt is sunny in Lisboa. You asked "${QUESTION}" (question 1).`,
    );
    expect(stepNames(widget)).toEqual(['Usou weather']);
    await expectOpensOnClick(stepsOf(widget)[0]!, '"sky": "sunny"');
  });

  it('a tool approval denied: the step reads denied and the reply goes on without the tool', async () => {
    const widget = mountAgentChat('ag-ui', `${peer}/approval`);
    await ask(widget, QUESTION);
    const { buttons } = await buttonsUnder(widget);
    await userEvent.click(buttons[1]!);
    await expectWentOn(widget, buttons, 1, 'Let me check the weather.\nI did not check the weather.');
    expect(stepNames(widget)).toEqual(['weather recusada']);
  });

  it("a confirmation: its message under the reply's text, the buttons under it", async () => {
    const widget = mountAgentChat('ag-ui', `${peer}/confirm`);
    await ask(widget, QUESTION);
    const { group, buttons } = await buttonsUnder(widget);
    expect(answerOf(widget)).toBe('I can look it up.\nShall I look up the weather in Lisboa?');
    expect(stepsOf(widget)).toEqual([]);
    expect(group.previousElementSibling!.textContent).toContain('Shall I look up the weather in Lisboa?');
    await userEvent.click(buttons[0]!);
    await expectWentOn(
      widget,
      buttons,
      0,
      `I can look it up.\nShall I look up the weather in Lisboa?\nIt is sunny in Lisboa. You asked "${QUESTION}" (question 1).`,
    );
    expect(stepNames(widget)).toEqual(['Usou weather']);
  });

  it('an input request: its message as text, the box free, and the next message cancels it', async () => {
    const widget = mountAgentChat('ag-ui', `${peer}/input`);
    await ask(widget, QUESTION);
    await expect.poll(() => answerOf(widget)).toBe('I need a city.\nWhich city do you mean?');
    await expect.poll(() => replying(widget)).toBe(false);
    expect(widget.root.querySelector('.papo-message--bot [role="group"]')).toBeNull();
    expect(widget.textarea()!.disabled).toBe(false);
    await ask(widget, 'Lisboa');
    await expect.poll(() => answerOf(widget)).toBe('I stopped waiting for the city. You asked "Lisboa" (question 2).');
    expect(widget.root.querySelector('.papo-message--error')).toBeNull();
  });
});
