import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { addPageStyle, mountChat, openChat, stubWebhook } from './harness';

const STYLE_PROPERTIES = [
  'background-color',
  'color',
  'font-size',
  'font-family',
  'padding-top',
  'border-top-width',
  'border-top-left-radius',
  'width',
  'height',
  'position',
  'display',
  'box-sizing',
  'animation-name',
] as const;

function computed(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(STYLE_PROPERTIES.map((name) => [name, style.getPropertyValue(name)]));
}

const HOSTILE_PAGE_CSS = `
  button { background: red !important; font-size: 40px !important; padding: 30px !important; width: 300px !important; }
  * { color: red; font-family: serif; line-height: 3; }
  body, body * { font-size: 30px; }
  div { box-sizing: content-box; padding: 12px; }
  h2, p, textarea { color: red !important; margin: 40px !important; }
`;

describe('shadow root isolation', () => {
  it('renders in an open shadow root, nothing of it in the page DOM', () => {
    const { host, root, toggle } = mountChat();

    expect(host.shadowRoot).toBe(root);
    expect(root.mode).toBe('open');
    expect(toggle().tagName).toBe('BUTTON');
    expect(document.querySelector('.papo-toggle, button')).toBeNull();
    expect(host.children).toHaveLength(0);
  });

  it('adopts its styles as constructable stylesheets, adding no <style> anywhere', async () => {
    stubWebhook();
    const headStyles = document.head.querySelectorAll('style, link').length;
    const documentSheets = document.styleSheets.length;
    const widget = mountChat();
    expect(widget.root.adoptedStyleSheets.length).toBeGreaterThanOrEqual(1);

    await openChat(widget);

    // The launcher's sheet plus the chat's.
    expect(widget.root.adoptedStyleSheets.length).toBeGreaterThanOrEqual(2);
    expect(widget.root.querySelector('style')).toBeNull();
    expect(document.head.querySelectorAll('style, link')).toHaveLength(headStyles);
    expect(document.styleSheets).toHaveLength(documentSheets);
  });

  it("keeps the host page's CSS off the toggle and the open chat", async () => {
    stubWebhook();
    const widget = mountChat();
    await openChat(widget);
    await userEvent.unhover(widget.toggle());
    const parts = () => ({
      toggle: widget.toggle(),
      title: widget.root.querySelector('.papo-header__title')!,
      body: widget.root.querySelector('.papo-body')!,
      greeting: widget.messages('bot')[0]!,
      textarea: widget.textarea()!,
      close: widget.closeButton()!,
    });
    const before = Object.fromEntries(Object.entries(parts()).map(([name, element]) => [name, computed(element)]));
    expect(before.toggle!['background-color']).toBe('rgb(36, 81, 183)');

    addPageStyle(HOSTILE_PAGE_CSS);

    const after = Object.fromEntries(Object.entries(parts()).map(([name, element]) => [name, computed(element)]));
    expect(after).toEqual(before);
  });

  it("keeps its styles off the page's own elements, even ones with the widget's class names", async () => {
    stubWebhook();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="papo-message papo-message--bot">page text</div>
       <button class="papo-toggle" type="button">page button</button>
       <div class="papo-window" data-open="false">page panel</div>
       <textarea class="papo-input__textarea"></textarea>
       <p>paragraph</p>`,
    );
    const pageElements = [...document.body.children];
    const before = pageElements.map(computed);

    const widget = mountChat();
    await openChat(widget);

    expect(pageElements.map(computed)).toEqual(before);
  });
});

describe('theme', () => {
  it("takes the n8n --chat--* variables from the page's :root", () => {
    const { toggle } = mountChat();
    expect(getComputedStyle(toggle()).backgroundColor).toBe('rgb(36, 81, 183)');

    document.documentElement.style.setProperty('--chat--color-primary', 'rgb(0, 128, 0)');
    expect(getComputedStyle(toggle()).backgroundColor).toBe('rgb(0, 128, 0)');

    document.documentElement.style.setProperty('--chat--toggle--background', 'rgb(12, 34, 56)');
    expect(getComputedStyle(toggle()).backgroundColor).toBe('rgb(12, 34, 56)');
  });

  it("lets options.theme override the page's variables", () => {
    document.documentElement.style.setProperty('--chat--toggle--background', 'rgb(12, 34, 56)');

    const { toggle } = mountChat({
      theme: { '--chat--toggle--background': 'rgb(200, 0, 100)', '--chat--toggle--size': '48px' },
    });

    const style = getComputedStyle(toggle());
    expect(style.backgroundColor).toBe('rgb(200, 0, 100)');
    expect(style.width).toBe('48px');
  });
});
