import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CHAT_ICON_PATH, CHEVRON_DOWN_ICON_PATH } from '../../src/ui/icon-paths';
import { focusReaches, mountChat, openChat, stubWebhook, type Widget } from './harness';

function iconOf(button: HTMLButtonElement) {
  const svgs = button.querySelectorAll('svg');
  expect(svgs).toHaveLength(1);
  // Computed sizes: the hovered toggle is scaled by a transform.
  const { width, height } = getComputedStyle(svgs[0]!);
  return { path: svgs[0]!.querySelector('path')!.getAttribute('d'), width, height };
}

async function expectClosedWithFocusOnToggle(widget: Widget & { instance: { isOpen(): boolean } }) {
  expect(widget.instance.isOpen()).toBe(false);
  expect(widget.toggle().getAttribute('aria-expanded')).toBe('false');
  expect(widget.focused()).toBe(widget.toggle());
  await expect.poll(() => widget.chatWindow()!.dataset.open).toBe('false');
  await expect.element(widget.chatWindow()!).not.toBeVisible();
}

describe('the toggle button', () => {
  it('is a named button that says whether the window is open, in Portuguese', async () => {
    stubWebhook();
    const widget = mountChat({ defaultLanguage: 'pt' });
    const toggle = widget.toggle();

    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.type).toBe('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.element(toggle).toHaveAccessibleName('Abrir chat');
    expect(iconOf(toggle)).toEqual({ path: CHAT_ICON_PATH, width: '32px', height: '32px' });

    await userEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.element(toggle).toHaveAccessibleName('Fechar chat');
    expect(iconOf(toggle)).toEqual({ path: CHEVRON_DOWN_ICON_PATH, width: '32px', height: '32px' });
  });

  it('uses the English names by default', async () => {
    stubWebhook();
    const { toggle } = mountChat({ defaultLanguage: 'en' });

    await expect.element(toggle()).toHaveAccessibleName('Open chat');
    await userEvent.click(toggle());
    await expect.element(toggle()).toHaveAccessibleName('Close chat');
  });

  it('opens the window on click, focuses the message box and emits open', async () => {
    stubWebhook();
    const widget = mountChat();
    const onOpen = vi.fn();
    widget.instance.on('open', onOpen);

    const textarea = await openChat(widget);

    expect(widget.instance.isOpen()).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await expect.element(widget.chatWindow()!).toBeVisible();
    await expect.element(widget.chatWindow()!).toHaveAccessibleName('Olá! Eu sou a Lia 👋');
    await expect.poll(() => widget.focused()).toBe(textarea);
  });

  it('focuses the message box again when the window is reopened', async () => {
    stubWebhook();
    const widget = mountChat();
    const textarea = await openChat(widget);
    await userEvent.keyboard('{Escape}');
    expect(widget.focused()).toBe(widget.toggle());

    await userEvent.click(widget.toggle());

    await expect.poll(() => widget.focused()).toBe(textarea);
  });
});

/** A chat opened by its toggle, with a spy on its `close` event. */
async function openChatCountingCloses() {
  stubWebhook();
  const widget = mountChat();
  const onClose = vi.fn();
  widget.instance.on('close', onClose);
  await openChat(widget);
  return { widget, onClose };
}

describe('closing the window', () => {
  it('closes on Escape inside the window, returns focus to the toggle and emits close', async () => {
    const { widget, onClose } = await openChatCountingCloses();
    await focusReaches(widget, widget.textarea);

    await userEvent.keyboard('{Escape}');

    await expectClosedWithFocusOnToggle(widget);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the header close button (18×18 icon), focus back on the toggle', async () => {
    const { widget, onClose } = await openChatCountingCloses();
    const close = widget.closeButton()!;

    await expect.element(close).toHaveAccessibleName('Fechar chat');
    const icon = getComputedStyle(close.querySelector('svg')!);
    expect([icon.width, icon.height]).toEqual(['18px', '18px']);

    await userEvent.click(close);

    await expectClosedWithFocusOnToggle(widget);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button with showWindowCloseButton: false', async () => {
    stubWebhook();
    const widget = mountChat({ showWindowCloseButton: false });

    await openChat(widget);

    expect(widget.closeButton()).toBeNull();
    expect(widget.root.querySelector('.papo-header button')).toBeNull();
  });

  it('opens and closes through the instance, with the same events', async () => {
    stubWebhook();
    const widget = mountChat();
    const events: string[] = [];
    widget.instance.on('open', () => events.push('open'));
    widget.instance.on('close', () => events.push('close'));

    widget.instance.open();
    await expect.poll(() => widget.chatWindow()?.dataset.open).toBe('true');
    widget.instance.open();
    widget.instance.close();
    await expect.poll(() => widget.chatWindow()?.dataset.open).toBe('false');
    widget.instance.toggle();

    expect(events).toEqual(['open', 'close', 'open']);
    expect(widget.toggle().getAttribute('aria-expanded')).toBe('true');
  });
});
