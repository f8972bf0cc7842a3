/**
 * Edit and Regenerate (`messageActions`) in the real widget in Chromium, with the keyboard
 * only: the buttons are reached with Shift+Tab from the message box, and the requests that
 * go out are read at the fake webhook.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ChatOptions } from '../../src/core/options/options';
import { json, type WebhookCall } from '../helpers/fake-webhook.mjs';
import { mountChat, openChat, recordAnnouncements, stubWebhook, type Widget } from './harness';

/** A webhook that numbers its replies, so a new reply to the same question can be told apart. */
function countingWebhook() {
  let count = 0;
  return stubWebhook((call: WebhookCall) =>
    call.payload.action === 'loadPreviousSession'
      ? json({ data: [] })
      : json({ output: `Resposta ${++count}: ${String(call.payload.chatInput)}` }),
  );
}

/** Shift+Tab from where the focus is until the control named `name` has it (at most ten presses). */
async function shiftTabTo(widget: Widget, name: string) {
  for (let presses = 0; presses < 10; presses += 1) {
    if (widget.focused()?.getAttribute('aria-label') === name) return widget.focused() as HTMLElement;
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  }
  throw new Error(`"${name}" was not reached with Shift+Tab`);
}

const texts = (elements: Element[]) => elements.map((element) => element.querySelector('p')?.textContent ?? '');
const sentMetadata = (call: WebhookCall | undefined) => call?.payload.metadata as Record<string, unknown>;

async function afterOneTurn(options: ChatOptions = {}) {
  const webhook = countingWebhook();
  const widget = mountChat({ messageActions: { edit: true, regenerate: true }, ...options });
  const textarea = await openChat(widget);
  await userEvent.fill(textarea, 'Oi');
  // Ctrl+Enter sends whatever enterKey says.
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Resposta 1: Oi');
  const sends = () => webhook.calls.filter((call) => call.payload.action === 'sendMessage');
  return { widget, textarea, sends, heard: recordAnnouncements(widget.liveRegion()!).heard };
}

describe('Edit and Regenerate, keyboard only, in Chromium', () => {
  it('Edit opens the message in a box; Escape cancels without closing the window', async () => {
    const { widget } = await afterOneTurn();
    const edit = await shiftTabTo(widget, 'Editar mensagem');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => (widget.focused() as HTMLTextAreaElement | null)?.value).toBe('Oi');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => widget.focused()).toBe(edit);
    expect(widget.chatWindow()!.dataset.open).toBe('true');
    expect(widget.root.querySelector('.papo-form')).toBeNull();
  });

  it('Enter sends the edit: the message and its reply are replaced, the box has the focus, "Mensagem editada" is heard', async () => {
    const { widget, textarea, sends, heard } = await afterOneTurn();
    await shiftTabTo(widget, 'Editar mensagem');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.focused()?.tagName).toBe('TEXTAREA');
    await userEvent.keyboard(', tudo bem?{Enter}');
    await expect.poll(() => texts(widget.messages('bot'))).toContain('Resposta 2: Oi, tudo bem?');
    expect(texts(widget.messages('user'))).toEqual(['Oi, tudo bem?']);
    expect(widget.messages('bot').some((bubble) => bubble.textContent?.includes('Resposta 1'))).toBe(false);
    await expect.poll(() => widget.focused()).toBe(textarea);
    await expect.poll(() => heard).toContain('Mensagem editada');
    const [first, edited] = sends();
    expect(edited!.payload.chatInput).toBe('Oi, tudo bem?');
    expect(sentMetadata(edited)).toEqual({ clientMessageId: expect.any(String) });
    expect(sentMetadata(edited).clientMessageId).not.toBe(sentMetadata(first).clientMessageId);
  });

  it("with enterKey: 'newline', Enter in the edit is a new line and Ctrl+Enter sends", async () => {
    const { widget, sends } = await afterOneTurn({ enterKey: 'newline' });
    await shiftTabTo(widget, 'Editar mensagem');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.focused()?.tagName).toBe('TEXTAREA');
    await userEvent.keyboard('{Enter}tudo bem?');
    expect((widget.focused() as HTMLTextAreaElement).value).toBe('Oi\ntudo bem?');
    expect(sends()).toHaveLength(1);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect.poll(() => sends().at(-1)?.payload.chatInput).toBe('Oi\ntudo bem?');
  });

  it('Regenerate asks the same question again with metadata.regenerate and shows the new reply in place of the old', async () => {
    const { widget, textarea, sends } = await afterOneTurn();
    await shiftTabTo(widget, 'Gerar outra resposta');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => texts(widget.messages('bot')).at(-1)).toBe('Resposta 2: Oi');
    expect(texts(widget.messages('bot')).filter((text) => text.startsWith('Resposta'))).toEqual(['Resposta 2: Oi']);
    expect(texts(widget.messages('user'))).toEqual(['Oi']);
    await expect.poll(() => widget.focused()).toBe(textarea);
    const [first, again] = sends();
    expect(again!.payload.chatInput).toBe('Oi');
    expect(sentMetadata(again)).toEqual({ clientMessageId: expect.any(String), regenerate: true });
    expect(sentMetadata(first)).not.toHaveProperty('regenerate');
    // The same request otherwise, field for field and in order.
    expect(Object.keys(again!.payload)).toEqual(Object.keys(first!.payload));
  });
});
