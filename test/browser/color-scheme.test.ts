/** The colour scheme in Chromium: the option, setColorScheme before and after the chat loads, 'auto' live. */
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { LoadApp } from '../../src/embed/createChat';
import { deferred, loadRealApp, mountChat, openChat, stubWebhook, type Widget } from './harness';

// The toggle's icon (--chat--color-white): its background changes on hover, where a click leaves the mouse.
const LIGHT_TOGGLE = 'rgb(255, 255, 255)';
const DARK_TOGGLE = 'rgb(20, 23, 42)'; // #14172a
const LIGHT_CHAT = 'rgb(242, 244, 248)'; // --chat--color-light, light: #f2f4f8
const DARK_CHAT = 'rgb(28, 32, 53)'; // dark: #1c2035

const toggleColour = (widget: Widget) => getComputedStyle(widget.toggle()).color;
const toggleBackground = (widget: Widget) => getComputedStyle(widget.toggle()).backgroundColor;
const chatColour = (widget: Widget) => getComputedStyle(widget.root.querySelector('.papo-chat')!).backgroundColor;

afterEach(async () => {
  await commands.emulateColorScheme(null);
});

describe('colorScheme, in Chromium', () => {
  it('is light by default and dark when asked, for the toggle and the chat', async () => {
    stubWebhook();
    const light = mountChat({ target: document.body.appendChild(document.createElement('div')) });
    const dark = mountChat({ colorScheme: 'dark', target: document.body.appendChild(document.createElement('div')) });

    expect(toggleColour(light)).toBe(LIGHT_TOGGLE);
    expect(toggleColour(dark)).toBe(DARK_TOGGLE);
    expect(toggleBackground(light)).toBe('rgb(36, 81, 183)'); // --chat--color-primary: #2451b7
    expect(toggleBackground(dark)).toBe('rgb(138, 180, 255)'); // dark: #8ab4ff
    await openChat(dark);
    expect(chatColour(dark)).toBe(DARK_CHAT);
    expect(getComputedStyle(dark.textarea()!).color).toBe('rgb(232, 234, 246)');
  });

  it('draws the chat in the dark scheme before the chat code arrives, as the chat then shows it', async () => {
    stubWebhook();
    const code = deferred<Awaited<ReturnType<LoadApp>>>();
    const widget = mountChat({ colorScheme: 'dark' }, () => code.promise);
    widget.toggle().click();

    const drawnChat = widget.drawn()!.querySelector<HTMLElement>('.papo-chat')!;
    const header = widget.drawn()!.querySelector<HTMLElement>('.papo-header')!;
    const colours = (element: Element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color];
    const drawnColours = [colours(drawnChat), colours(header), colours(widget.drawnTextarea()!)];
    expect(colours(drawnChat)[0]).toBe('rgb(28, 32, 53)'); // dark --chat--color-light: #1c2035
    expect(colours(widget.drawnTextarea()!)).toEqual(['rgb(20, 23, 42)', 'rgb(232, 234, 246)']);
    code.resolve(await loadRealApp());
    await expect.poll(() => widget.textarea()).toBeTruthy();
    const chat = widget.chatWindow()!;
    expect([
      colours(chat.querySelector('.papo-chat')!),
      colours(chat.querySelector('.papo-header')!),
      colours(widget.textarea()!),
    ]).toEqual(drawnColours);
  });

  it('changes with setColorScheme before and after the chat code loads', async () => {
    stubWebhook();
    const widget = mountChat();

    widget.instance.setColorScheme('dark');
    expect(toggleColour(widget)).toBe(DARK_TOGGLE);
    await openChat(widget);
    expect(chatColour(widget)).toBe(DARK_CHAT);

    widget.instance.setColorScheme('light');
    expect(chatColour(widget)).toBe(LIGHT_CHAT);
    expect(toggleColour(widget)).toBe(LIGHT_TOGGLE);
  });

  it('refuses a scheme it does not know, naming the option, and keeps the current one', () => {
    const widget = mountChat({ colorScheme: 'dark' });

    expect(() => widget.instance.setColorScheme('blue' as 'dark')).toThrow(
      '"colorScheme" must be "light", "dark" or "auto", got "blue"',
    );
    expect(toggleColour(widget)).toBe(DARK_TOGGLE);
  });

  it("follows the visitor's system setting live with 'auto'", async () => {
    stubWebhook();
    await commands.emulateColorScheme('light');
    const widget = mountChat({ colorScheme: 'auto' });
    expect(toggleColour(widget)).toBe(LIGHT_TOGGLE);

    await commands.emulateColorScheme('dark');
    await expect.poll(() => toggleColour(widget)).toBe(DARK_TOGGLE);
    await openChat(widget);
    expect(chatColour(widget)).toBe(DARK_CHAT);

    await commands.emulateColorScheme('light');
    await expect.poll(() => chatColour(widget)).toBe(LIGHT_CHAT);
  });

  it("keeps 'light' and 'dark' whatever the system says", async () => {
    await commands.emulateColorScheme('dark');
    const widget = mountChat({ colorScheme: 'light' });
    expect(toggleColour(widget)).toBe(LIGHT_TOGGLE);
  });

  it("lets the integrator's theme win in both schemes", async () => {
    const widget = mountChat({ colorScheme: 'dark', theme: { '--chat--color-primary': '#7a1f5c' } });
    expect(toggleBackground(widget)).toBe('rgb(122, 31, 92)');
    widget.instance.setColorScheme('light');
    expect(toggleBackground(widget)).toBe('rgb(122, 31, 92)');
  });
});
