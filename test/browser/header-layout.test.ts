/**
 * The header in Chromium: when "New conversation" appears (after the first message), nothing
 * in it moves or changes height, in window and fullscreen mode, at a desktop and a phone
 * width, left to right and right to left, with the built-in Portuguese subtitle the docs
 * site shows. The button is a real, named, large enough target.
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ChatOptions } from '../../src/core/options/options';
import { mountChat, openChat, stubWebhook, type Widget } from './harness';

/** How many lines an element's text takes: the distinct tops of its line boxes. */
function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** The header's parts as the visitor sees them: positions relative to the header, and sizes. */
function headerLayout(widget: Widget) {
  const header = widget.root.querySelector<HTMLElement>('.papo-header')!;
  const origin = header.getBoundingClientRect();
  // The window scales in as it opens (0.98 → 1): boxes are read in the header's own scale,
  // to a tenth of a pixel, so a reading taken mid-way equals one taken after.
  const scale = origin.width / header.offsetWidth;
  const unscaled = (value: number) => Math.round((value / scale) * 10) / 10;
  const place = (selector: string) => {
    const element = header.querySelector(selector);
    if (!element) return null;
    const { left, top, width, height } = element.getBoundingClientRect();
    return {
      left: unscaled(left - origin.left),
      top: unscaled(top - origin.top),
      width: unscaled(width),
      height: unscaled(height),
    };
  };
  const subtitle = header.querySelector('.papo-header__subtitle')!;
  return {
    // offsetHeight: the window scales in as it opens, which getBoundingClientRect would include.
    height: header.offsetHeight,
    subtitleLines: lineCount(subtitle),
    title: place('.papo-header__title'),
    subtitle: place('.papo-header__subtitle'),
    close: place('.papo-header__close'),
  };
}

/** Resolves once every finite animation of the page and of the widget's shadow root has ended. */
async function openingDone(widget: Widget) {
  const finite = [...document.getAnimations(), ...widget.root.getAnimations()].filter(
    (animation) => animation.effect?.getComputedTiming().endTime !== Infinity,
  );
  await Promise.all(finite.map((animation) => animation.finished));
}

const modes = [
  { mode: 'window', width: 1280, height: 800 },
  { mode: 'window', width: 390, height: 844 },
  { mode: 'fullscreen', width: 1280, height: 800 },
  { mode: 'fullscreen', width: 390, height: 844 },
] as const;
const cases = modes.flatMap((size) => (['ltr', 'rtl'] as const).map((dir) => ({ ...size, dir })));

describe('the header when "New conversation" appears, in Chromium', () => {
  it.each(cases)('keeps its layout: $mode, $width px, $dir', async ({ mode, width, height, dir }) => {
    await page.viewport(width, height);
    stubWebhook();
    const options: ChatOptions = { mode, dir };
    if (mode === 'fullscreen') {
      const target = document.body.appendChild(document.createElement('div'));
      target.style.cssText = 'width: 100vw; height: 100vh';
      options.target = target;
    }
    const widget = mountChat(options);
    const textarea = mode === 'window' ? await openChat(widget) : await waitForBox(widget);
    expect(widget.root.querySelector('.papo-header__action')).toBeNull();
    // The window scales in as it opens: on a busy machine this may be read mid-way.
    await openingDone(widget);
    const before = headerLayout(widget);

    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.root.querySelector('.papo-header__action')).toBeTruthy();

    expect(headerLayout(widget)).toEqual(before);
    // The subtitle was measured, not missing.
    expect(before.subtitleLines).toBeGreaterThanOrEqual(1);
  });

  it('names the button, shows its name as a tooltip and makes it at least 24 × 24 px', async () => {
    await page.viewport(390, 844);
    stubWebhook();
    const widget = mountChat();
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.root.querySelector('.papo-header__action')).toBeTruthy();

    const button = widget.root.querySelector<HTMLButtonElement>('.papo-header__action')!;
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-label')).toBe('Nova conversa');
    expect(button.title).toBe('Nova conversa');
    const { width, height } = button.getBoundingClientRect();
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    // What held its place is gone, and never was in the accessibility tree or the tab order.
    expect(widget.root.querySelectorAll('.papo-header [aria-hidden="true"]:not(svg)')).toHaveLength(0);
  });
});

/** Fullscreen: no toggle; the box is there once the session has started. */
async function waitForBox(widget: Widget): Promise<HTMLTextAreaElement> {
  await expect.poll(() => widget.textarea()).toBeTruthy();
  return widget.textarea()!;
}
