import { afterEach, describe, expect, it } from 'vitest';
import { PapoOptionsError } from '../../src/core/errors';
import { resolveTarget } from '../../src/embed/target';

afterEach(() => {
  document.body.replaceChildren();
});

describe('resolveTarget', () => {
  it('uses an element the selector matches, without creating one', () => {
    const existing = document.createElement('section');
    existing.id = 'chat-here';
    document.body.append(existing);

    expect(resolveTarget('#chat-here', document)).toEqual({ element: existing, created: false });
    expect(document.body.children).toHaveLength(1);
  });

  it('accepts any selector that matches, not only #id and .class', () => {
    const existing = document.createElement('aside');
    existing.setAttribute('data-chat', 'support');
    document.body.append(existing);

    expect(resolveTarget('aside[data-chat="support"]', document).element).toBe(existing);
  });

  it('creates a missing "#id" on <body> with that id', () => {
    const { element, created } = resolveTarget('#papo-chat', document);

    expect(created).toBe(true);
    expect(element.id).toBe('papo-chat');
    expect(element.parentElement).toBe(document.body);
  });

  it('creates a missing ".class" on <body> with that class', () => {
    const { element, created } = resolveTarget('.help-chat', document);

    expect(created).toBe(true);
    expect(element.className).toBe('help-chat');
    expect(element.id).toBe('');
    expect(element.parentElement).toBe(document.body);
  });

  it('takes an Element as it is', () => {
    const element = document.createElement('div');

    expect(resolveTarget(element, document)).toEqual({ element, created: false });
    expect(element.isConnected).toBe(false);
  });

  it.each([
    ['an invalid selector', 'div[', '"div["'],
    ['an unmatched selector that is not #id or .class', 'main > .chat', '"main > .chat"'],
  ])('throws a PapoOptionsError naming target for %s', (_, target, received) => {
    let error: unknown;
    try {
      resolveTarget(target, document);
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(PapoOptionsError);
    expect(error).toMatchObject({ code: 'options', path: 'target', received });
    expect((error as Error).message).toMatch(/^"target" must be /);
    expect(document.body.children).toHaveLength(0);
  });
});
