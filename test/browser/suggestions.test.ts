/** Suggestion chips and source links in the real widget, in Chromium (docs/protocol.md#suggestions-and-sources). */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json } from '../helpers/fake-webhook.mjs';
import { focusReaches, mountChat, openChat, stubWebhook, type Widget } from './harness';

const chips = (widget: Widget) => [
  ...widget.root.querySelectorAll<HTMLButtonElement>('[role="group"][aria-label="Sugestões"] button'),
];
const sentTexts = (webhook: ReturnType<typeof stubWebhook>) =>
  webhook.calls.filter((call) => call.payload.action === 'sendMessage').map((call) => call.payload.chatInput);

describe('suggestions, in Chromium', () => {
  it('sends a starter chip from the keyboard; the chips go and the box has the focus', async () => {
    const webhook = stubWebhook();
    const widget = mountChat({ suggestions: ['Como autentico?', 'Quais são os limites?'] });
    await openChat(widget);
    // Once the history has loaded (empty): a restored conversation would not be empty.
    await expect
      .poll(() => chips(widget).map((chip) => chip.textContent))
      .toEqual(['Como autentico?', 'Quais são os limites?']);
    // Shift+Tab from the box reaches the last chip: the chips sit just above it.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(widget.focused()).toBe(chips(widget)[1]);
    await userEvent.keyboard('{Enter}');

    await expect.poll(() => sentTexts(webhook)).toEqual(['Quais são os limites?']);
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Eco: Quais são os limites?');
    expect(chips(widget)).toEqual([]);
    await focusReaches(widget, widget.textarea);
  });

  it('starts the conversation from the welcome screen in fullscreen, and the new box takes the focus', async () => {
    const webhook = stubWebhook();
    const widget = mountChat({ mode: 'fullscreen', showWelcomeScreen: true, suggestions: ['Como autentico?'] });
    await expect.poll(() => chips(widget).length).toBe(1);
    expect(widget.textarea()).toBeNull();
    chips(widget)[0]!.focus();
    await userEvent.keyboard('{Enter}');

    await expect.poll(() => sentTexts(webhook)).toEqual(['Como autentico?']);
    await focusReaches(widget, widget.textarea);
    expect(widget.textarea()).not.toBeNull();
  });

  it('offers follow-ups under the last reply; a chip that fails gets Retry, which sends its text again', async () => {
    let failNext = false;
    const webhook = stubWebhook((call) => {
      if (call.payload.action === 'loadPreviousSession') return json({ data: [] });
      if (failNext) {
        failNext = false;
        return json({ message: 'Error in workflow' }, 500);
      }
      return json({ output: `Eco: ${String(call.payload.chatInput)}`, suggestions: ['E o webhook?', 'E os limites?'] });
    });
    const widget = mountChat({});
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => chips(widget).map((chip) => chip.textContent)).toEqual(['E o webhook?', 'E os limites?']);
    await expect
      .poll(() => widget.liveRegion()?.textContent)
      .toBe('A assistente disse: Eco: Oi Sugestões: E o webhook?, E os limites?.');

    failNext = true;
    await userEvent.click(chips(widget)[0]!);
    await expect.poll(() => widget.root.querySelector('.papo-message__retry')).toBeTruthy();
    expect(chips(widget)).toEqual([]);
    await focusReaches(widget, widget.textarea);
    await userEvent.click(widget.root.querySelector<HTMLButtonElement>('.papo-message__retry')!);

    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Eco: E o webhook?');
    expect(sentTexts(webhook)).toEqual(['Oi', 'E o webhook?', 'E o webhook?']);
  });
});

describe('sources, in Chromium', () => {
  it('lists safe sources as new-tab links, without repeats of the text’s links or blocked schemes', async () => {
    stubWebhook((call) =>
      call.payload.action === 'loadPreviousSession'
        ? json({ data: [] })
        : json({
            output: 'Veja [autenticação](/docs/api/autenticacao#token).',
            sources: [
              { title: 'Autenticação', url: '/docs/api/autenticacao/' },
              { title: 'Ambientes', url: '/docs/ambientes' },
              { url: 'https://status.example.com/' },
              { title: 'Script', url: 'javascript:alert(1)' },
              { title: 'Dados', url: 'data:text/html,<script>alert(1)</script>' },
              { title: 42 },
            ],
          }),
    );
    const widget = mountChat({});
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Como autentico?');
    await userEvent.keyboard('{Enter}');

    await expect.poll(() => widget.root.querySelector('.papo-sources__list')).toBeTruthy();
    const sources = widget.root.querySelector('.papo-sources__list')!;
    const label = widget.root.getElementById(sources.getAttribute('aria-labelledby')!);
    expect(label?.textContent).toBe('Fontes');
    const links = [...sources.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.href])).toEqual([
      ['Ambientes', new URL('/docs/ambientes', document.baseURI).href],
      ['status.example.com', 'https://status.example.com/'],
    ]);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
    }
  });
});
