/**
 * `transport: 'ai-sdk'` with a tool that needs the visitor's approval, in the real widget in
 * Chromium (docs/transports.md#tool-approvals): the route of test/peers/ai-sdk-peer.mjs
 * (`POST /approval`, `/approvals` for two tools) asks, n8n's buttons answer, and the reply
 * goes on in the same bubble. Keyboard and focus are real.
 */
import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { focusReaches, type Widget } from './harness';
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

const peer = inject('aiSdkPeerUrl');

/** The bubbles with steps in them: the reply's, once (the greeting has none). */
const replyBubbles = (widget: Widget) => widget.messages('bot').filter((bubble) => bubble.querySelector('details'));

/** The buttons under the reply, once they are there. */
async function approvalButtons(widget: Widget) {
  await expect.poll(() => widget.root.querySelector('.papo-message--bot [role="group"]')).toBeTruthy();
  const group = widget.root.querySelector<HTMLElement>('.papo-message--bot [role="group"]')!;
  return { group, buttons: [...group.querySelectorAll('button')] };
}

/** Asks at `path`; the reply stops at the tool asking, with Allow and Deny under its step, and the box closed. */
async function askUntilApproval(path: string) {
  const widget = mountAgentChat('ai-sdk', `${peer}${path}`);
  await ask(widget, QUESTION);
  const { group, buttons } = await approvalButtons(widget);
  await expect.poll(() => replying(widget)).toBe(false);
  expect(buttons.map((button) => button.textContent)).toEqual(['Permitir', 'Recusar']);
  // Under the step that asks, in the reply's bubble.
  expect(stepNames(widget).at(-1)).toBe('Permitir weather?');
  expect(stepsOf(widget).at(-1)!.nextElementSibling).toBe(group);
  expect(widget.textarea()!.disabled).toBe(true);
  expect(widget.root.querySelector<HTMLButtonElement>('.papo-input__send')!.disabled).toBe(true);
  return { widget, buttons };
}

/** The reply went on in the same bubble; the buttons say which was pressed; the box is free again. */
async function expectContinued(widget: Widget, buttons: HTMLButtonElement[], chosen: number, answer: string) {
  await expect.poll(() => answerOf(widget)).toBe(`Let me check the weather.\n${answer}`);
  await expect.poll(() => replying(widget)).toBe(false);
  expect(replyBubbles(widget)).toHaveLength(1);
  expect(buttons[chosen]!.getAttribute('aria-current')).toBe('true');
  expect(buttons.map((button) => button.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
  expect(widget.textarea()!.disabled).toBe(false);
  await userEvent.fill(widget.textarea()!, 'And tomorrow?');
  expect(widget.root.querySelector<HTMLButtonElement>('.papo-input__send')!.disabled).toBe(false);
}

describe("transport: 'ai-sdk', a tool that needs approval, in Chromium", () => {
  it('Allow: the question takes the focus, Enter allows, the tool runs and the same reply answers', async () => {
    const { widget, buttons } = await askUntilApproval('/approval');
    // The box was closed under the focus: the question takes it, and Tab goes from Allow to Deny and back.
    expect(widget.focused()).toBe(buttons[0]);
    await userEvent.keyboard('{Tab}');
    expect(widget.focused()).toBe(buttons[1]);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(widget.focused()).toBe(buttons[0]);
    await userEvent.keyboard('{Enter}');

    await expectContinued(
      widget,
      buttons,
      0,
      'It is sunny in Lisboa. You asked "How is the weather in Lisboa?" (question 1).',
    );
    expect(stepNames(widget).at(-1)).toBe('Usou weather');
    await expectOpensOnClick(stepsOf(widget).at(-1)!, '"sky": "sunny"');
  });

  it('Deny: the step reads denied, the tool does not run, and the reply answers without it', async () => {
    const { widget, buttons } = await askUntilApproval('/approval');
    await userEvent.click(buttons[1]!);

    await expectContinued(widget, buttons, 1, 'I did not check the weather.');
    const step = stepsOf(widget).at(-1)!;
    expect(step.querySelector('summary')!.textContent).toBe('weather recusada');
    expect(step.getAttribute('aria-busy')).toBe('false');
    // Opened, the step holds what the model asked for, and no result.
    await expectOpensOnClick(step, '"city": "Lisboa"');
    expect(step.querySelector('.papo-step__text')!.textContent).not.toContain('sunny');
  });

  it('with the keyboard only: open, ask, answer two tools, and type again', async () => {
    const widget = mountAgentChat('ai-sdk', `${peer}/approvals`);
    widget.toggle().focus();
    await userEvent.keyboard('{Enter}');
    await focusReaches(widget, widget.textarea);
    await userEvent.keyboard('How is the weather in Lisboa and Porto?{Enter}');

    const { buttons } = await approvalButtons(widget);
    // Both tools ask; the one group of buttons follows the second.
    expect(stepNames(widget).slice(-2)).toEqual(['Permitir weather?', 'Permitir weather?']);
    expect(stepsOf(widget).at(-1)!.nextElementSibling).toBe(buttons[0]!.parentElement);
    await expect.poll(() => widget.focused()).toBe(buttons[0]);
    // Allow answers Lisboa; Porto still asks and the box stays closed.
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => stepNames(widget).slice(-2)).toEqual(['Usando weather…', 'Permitir weather?']);
    expect(widget.textarea()!.disabled).toBe(true);
    expect(widget.focused()).toBe(buttons[0]);
    // Deny answers Porto: the reply goes on.
    await userEvent.keyboard('{Tab}{Enter}');
    await expect
      .poll(() => answerOf(widget))
      .toBe('Let me check the weather.\nLisboa is sunny. Porto was not checked.');
    expect(stepNames(widget).slice(-2)).toEqual(['Usou weather', 'weather recusada']);
    expect(replyBubbles(widget)).toHaveLength(1);
    // The box opens again and takes the focus back, so the visitor types on.
    await focusReaches(widget, widget.textarea);
    await userEvent.keyboard('Thanks');
    expect(widget.textarea()!.value).toBe('Thanks');
  });
});
