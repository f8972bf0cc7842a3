import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { deferred, mountChat, openChat, stubWebhook } from './harness';
import { json } from '../helpers/fake-webhook.mjs';

/** The open window once its opening transition has finished. */
async function settledWindowBox(chatWindow: () => HTMLElement | null) {
  const element = chatWindow()!;
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
  return element.getBoundingClientRect();
}

describe('window layout', () => {
  it('covers the whole viewport on a phone, with a 16px+ message box', async () => {
    await page.viewport(390, 844);
    stubWebhook();
    const widget = mountChat();

    const textarea = await openChat(widget);

    const box = await settledWindowBox(widget.chatWindow);
    expect({ x: box.x, y: box.y, width: box.width, height: box.height }).toEqual({
      x: 0,
      y: 0,
      width: 390,
      height: 844,
    });
    // iOS zooms into inputs under 16px.
    expect(parseFloat(getComputedStyle(textarea).fontSize)).toBeGreaterThanOrEqual(16);
  });

  it('hides the toggle on a phone while open, so it covers nothing; closing brings it back', async () => {
    await page.viewport(390, 844);
    stubWebhook();
    const widget = mountChat();
    await openChat(widget);
    await settledWindowBox(widget.chatWindow);

    expect(getComputedStyle(widget.toggle()).display).toBe('none');
    const send = widget.root.querySelector<HTMLButtonElement>('.papo-input__send')!;
    const { x, y, width, height } = send.getBoundingClientRect();
    expect(widget.root.elementFromPoint(x + width / 2, y + height / 2)?.closest('button')).toBe(send);

    await userEvent.click(widget.closeButton()!);

    expect(getComputedStyle(widget.toggle()).display).not.toBe('none');
    expect(widget.focused()).toBe(widget.toggle());
  });

  it('moves the toggle to the top corner on a phone when there is no close button', async () => {
    await page.viewport(390, 844);
    stubWebhook();
    const widget = mountChat({ showWindowCloseButton: false });
    await openChat(widget);
    await settledWindowBox(widget.chatWindow);

    // The toggle's layout box, not its painted one: hovering scales it (transform) by 5 %.
    const toggleElement = widget.toggle();
    const toggle = {
      top: toggleElement.offsetTop,
      right: toggleElement.offsetLeft + toggleElement.offsetWidth,
    };
    expect(toggle.top).toBeLessThan(20);
    expect(toggle.right).toBeGreaterThan(370);
    const send = widget.root.querySelector<HTMLButtonElement>('.papo-input__send')!;
    const { x, y, width, height } = send.getBoundingClientRect();
    expect(widget.root.elementFromPoint(x + width / 2, y + height / 2)?.closest('button')).toBe(send);

    await userEvent.click(widget.toggle());
    expect(widget.instance.isOpen()).toBe(false);
  });

  it('is a floating window beside the toggle on a desktop', async () => {
    await page.viewport(1280, 800);
    stubWebhook();
    const widget = mountChat();

    await openChat(widget);

    const box = await settledWindowBox(widget.chatWindow);
    // The toggle's layout box, not its painted one: hovering scales it (transform) by 5 %.
    const toggleElement = widget.toggle();
    const toggle = {
      top: toggleElement.offsetTop,
      right: toggleElement.offsetLeft + toggleElement.offsetWidth,
    };
    expect(box.width).toBeLessThan(1280 / 2);
    expect(box.height).toBeLessThan(800);
    expect(box.x).toBeGreaterThan(0);
    expect(box.y).toBeGreaterThan(0);
    // Above the toggle, right edges aligned.
    expect(box.bottom).toBeLessThanOrEqual(toggle.top);
    expect(Math.abs(box.right - toggle.right)).toBeLessThan(1);
  });
});

describe('prefers-reduced-motion', () => {
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  async function typingDots() {
    const reply = deferred<Response>();
    stubWebhook((call) => (call.payload.action === 'loadPreviousSession' ? json({ data: [] }) : reply.promise));
    const widget = mountChat();
    await openChat(widget);
    void widget.instance.sendMessage('Oi');
    await expect.poll(() => widget.typing()).toBeTruthy();
    const dots = [...widget.typing()!.querySelectorAll('.papo-typing__dot')];
    return { dots, window: widget.chatWindow()!, done: () => reply.resolve(json({ output: 'ok' })) };
  }

  it('animates the typing dots normally', async () => {
    const { dots, done } = await typingDots();

    expect(dots.map((dot) => getComputedStyle(dot).animationName)).toEqual([
      'papo-bounce',
      'papo-bounce',
      'papo-bounce',
    ]);
    expect(dots.flatMap((dot) => dot.getAnimations())).toHaveLength(3);
    done();
  });

  it('stops the typing dots and the window transition when the visitor asks for less motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);

    const { dots, window, done } = await typingDots();

    expect(dots.map((dot) => getComputedStyle(dot).animationName)).toEqual(['none', 'none', 'none']);
    expect(dots.flatMap((dot) => dot.getAnimations())).toHaveLength(0);
    expect(
      getComputedStyle(window)
        .transitionDuration.split(', ')
        .every((value) => value === '0s'),
    ).toBe(true);
    done();
  });
});
