/**
 * `enterKey` in Chromium, with real key events: Enter sends by default; with 'newline' it
 * makes a new line in the box and Ctrl+Enter (⌘+Enter on a Mac) sends what was written.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountChat, openChat, stubWebhook } from './harness';

describe('the Enter key', () => {
  it('sends by default, and Ctrl+Enter sends too', async () => {
    stubWebhook();
    const widget = mountChat();
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.messages('user').length).toBe(1);
    await userEvent.fill(textarea, 'De novo');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect.poll(() => widget.messages('user').length).toBe(2);
  });

  it("with enterKey: 'newline' writes a new line, and Ctrl+Enter or ⌘+Enter sends both lines", async () => {
    stubWebhook();
    const widget = mountChat({ enterKey: 'newline' });
    const textarea = await openChat(widget);
    await userEvent.type(textarea, 'linha 1{Enter}linha 2');
    expect(textarea.value).toBe('linha 1\nlinha 2');
    expect(widget.messages('user')).toHaveLength(0);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect
      .poll(() => widget.messages('user').map((message) => message.textContent))
      .toEqual([expect.stringContaining('linha 1\nlinha 2')]);
    await expect.poll(() => textarea.value).toBe('');
    await userEvent.type(textarea, 'outra');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect.poll(() => widget.messages('user').length).toBe(2);
  });
});
