// @vitest-environment node
/** `papo-chat/element` imported where there is no DOM (a server render): nothing throws, nothing is defined. */
import { describe, expect, it } from 'vitest';

describe('papo-chat/element on a server', () => {
  it('imports without customElements or HTMLElement', async () => {
    expect(typeof globalThis.customElements).toBe('undefined');
    expect(typeof globalThis.HTMLElement).toBe('undefined');

    const module = await import('../../src/element');

    expect(typeof module.PapoChatElement).toBe('function');
  });
});
