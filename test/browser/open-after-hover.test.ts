/**
 * A click on the toggle once a hover has loaded the chat's code: the box the visitor types
 * into is focused, and seen, in the first frame after the click (bench row 3, "after hover").
 * The focus was already there (the store's open state renders and runs its effects in the
 * click's task); an opening fade held the window at opacity 0 for that frame and the next.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountChat, stubWebhook, type Widget } from './harness';

/** What the first animation frame after the toggle's click sees: callbacks of a frame run before its paint. */
async function firstFrameAfterClick(widget: Widget) {
  const frame = new Promise<{ focused: Element | null; inert: boolean; seen: boolean }>((resolve) => {
    const inFirstFrame = () => {
      const chatWindow = widget.chatWindow()!;
      resolve({
        focused: widget.focused(),
        inert: chatWindow.inert,
        // As the bench's probe asks: a box at opacity 0 or hidden cannot be seen to type into.
        seen: widget.textarea()!.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      });
    };
    widget.toggle().addEventListener('click', () => requestAnimationFrame(inFirstFrame), { once: true });
  });
  await userEvent.click(widget.toggle());
  return frame;
}

/** A chat whose code a hover on the toggle has loaded and rendered (closed). */
async function hovered() {
  stubWebhook();
  const widget = mountChat();
  await userEvent.hover(widget.toggle());
  await expect.poll(() => widget.chatWindow()).toBeTruthy();
  return widget;
}

describe('opening the window after a hover loaded the chat', () => {
  it('focuses the message box and shows it in the first frame after the click', async () => {
    const widget = await hovered();
    expect(widget.chatWindow()!.inert).toBe(true);

    const frame = await firstFrameAfterClick(widget);

    expect(frame).toEqual({ focused: widget.textarea(), inert: false, seen: true });
    // It still moves in: only the fade is left out of the opening.
    expect(getComputedStyle(widget.chatWindow()!).transitionProperty).toBe('transform');
  });

  it('still fades out on close, hidden and inert once closed, with the focus back on the toggle', async () => {
    const widget = await hovered();
    await firstFrameAfterClick(widget);

    await userEvent.keyboard('{Escape}');

    expect(widget.focused()).toBe(widget.toggle());
    expect(widget.chatWindow()!.inert).toBe(true);
    // It fades out, and only then is hidden from sight and from screen readers.
    const { transitionProperty, transitionDelay } = getComputedStyle(widget.chatWindow()!);
    expect(transitionProperty).toBe('opacity, transform, visibility');
    expect(transitionDelay).toBe('0s, 0s, 0.15s');
    await expect.element(widget.chatWindow()!).not.toBeVisible();
  });
});
