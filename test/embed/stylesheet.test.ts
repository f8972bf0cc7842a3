import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { adoptStyles } from '../../src/embed/stylesheet';

function shadowHost() {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('adoptStyles', () => {
  it('adopts a constructable stylesheet and adds no <style> element', () => {
    const root = shadowHost();

    adoptStyles(root, '.papo-a { color: rgb(1, 2, 3); }');

    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
    expect(document.querySelector('style')).toBeNull();
  });

  it('keeps the sheets adopted before, in order', () => {
    const root = shadowHost();

    adoptStyles(root, '.papo-a { color: red; }');
    adoptStyles(root, '.papo-b { color: blue; }');

    const texts = root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''));
    expect(texts[0]).toContain('.papo-a');
    expect(texts[1]).toContain('.papo-b');
  });

  it('parses the same CSS once and shares the sheet between chats', () => {
    const first = shadowHost();
    const second = shadowHost();

    adoptStyles(first, '.papo-shared { color: red; }');
    adoptStyles(second, '.papo-shared { color: red; }');

    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
  });

  it('falls back to a <style> inside the shadow root where constructable sheets are missing', () => {
    const root = shadowHost();
    // A browser before constructable stylesheets: its shadow roots have no adoptedStyleSheets.
    let owner: object | null = root;
    while (owner && !Object.hasOwn(owner, 'adoptedStyleSheets')) owner = Object.getPrototypeOf(owner) as object | null;
    const adopted = Object.getOwnPropertyDescriptor(owner!, 'adoptedStyleSheets')!;
    delete (owner as Partial<ShadowRoot>).adoptedStyleSheets;
    onTestFinished(() => void Object.defineProperty(owner!, 'adoptedStyleSheets', adopted));
    expect('adoptedStyleSheets' in root).toBe(false);
    root.append(document.createElement('div'));

    adoptStyles(root, '.papo-fallback { color: red; }');

    const style = root.firstChild as HTMLStyleElement;
    expect(style.tagName).toBe('STYLE');
    expect(style.textContent).toBe('.papo-fallback { color: red; }');
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.body.querySelector(':scope > style')).toBeNull();
  });
});
