/**
 * A reply streamed by two nodes (the recorded n8n 2.41.1 stream) in the real widget in
 * Chromium: one message, the first node's text a closed step above the answer, opened and
 * closed from the keyboard; the live region reads the answer once.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import recorded from '../fixtures/protocol/stream-two-agents-2.41.1.json';
import { json, streamResponse } from '../helpers/fake-webhook.mjs';
import { mountChat, openChat, recordAnnouncements, stubWebhook } from './harness';

const shown = (element: Element) => element.checkVisibility();

describe('a reply with a step, in Chromium', () => {
  it('shows the step closed above the answer, opens it from the keyboard and announces the answer once', async () => {
    stubWebhook((call) =>
      call.payload.action === 'loadPreviousSession' ? json({ data: [] }) : streamResponse(recorded.response.chunks),
    );
    const widget = mountChat({ enableStreaming: true });
    const textarea = await openChat(widget);
    const announcements = recordAnnouncements(widget.liveRegion()!);
    await userEvent.fill(textarea, 'Quanto tempo dura o token de acesso?');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.liveRegion()!.textContent).toContain('uma hora');

    const [reply, ...others] = widget.messages('bot').filter((bubble) => bubble.textContent?.includes('uma hora'));
    expect(others).toEqual([]);
    const details = reply!.querySelector<HTMLDetailsElement>('details.papo-step')!;
    const summary = details.querySelector('summary')!;
    const stepText = details.querySelector('.papo-step__text')!;
    const answer = reply!.querySelector('.papo-message__markdown')!;
    // The step comes first, closed: its name shows, its text does not; the answer does.
    expect(details.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.textContent).toBe('Pesquisa');
    expect(details.open).toBe(false);
    expect(shown(stepText)).toBe(false);
    expect(shown(answer)).toBe(true);
    expect(answer.textContent).toContain('O token de acesso vale uma hora');

    // Reached with Tab from the conversation; Enter opens it, its markdown rendered; Space closes it.
    widget.root.querySelector<HTMLElement>('.papo-messages')!.focus();
    await userEvent.tab();
    expect(widget.focused()).toBe(summary);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => details.open).toBe(true);
    expect(shown(stepText)).toBe(true);
    // Markdown's file may arrive after the reply on a busy machine: the text is drawn plain until then.
    await expect.poll(() => stepText.querySelector('code')?.textContent).toBe('expires_in');
    await userEvent.keyboard(' ');
    await expect.poll(() => details.open).toBe(false);

    announcements.stop();
    expect(announcements.heard).toEqual(['A assistente disse: O token de acesso vale uma hora (expires_in: 3600).']);
  });
});
