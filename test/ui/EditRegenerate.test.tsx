/** Edit and Regenerate in the UI (`messageActions`), in happy-dom; keyboard-only use is tested in Chromium. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/core/i18n/i18n';
import type { ChatOptions } from '../../src/core/options/options';
import { Chat } from '../../src/ui/Chat';
import { json, type WebhookCall } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

async function chatAfterTwoTurns(options: ChatOptions = { messageActions: { edit: true, regenerate: true } }) {
  let count = 0;
  const chat = renderChat(<Chat />, {
    options: { showWelcomeScreen: false, ...options },
    handler: (call: WebhookCall) => json({ output: `Resposta ${++count}: ${String(call.payload.chatInput)}` }),
  });
  await act(() => chat.store.initialize());
  const box = screen.getByRole('textbox', { name: en.inputPlaceholder });
  await userEvent.type(box, 'Primeira{Enter}');
  await screen.findByText('Resposta 1: Primeira');
  await userEvent.type(box, 'Segunda{Enter}');
  await screen.findByText('Resposta 2: Segunda');
  const bubbles = () => [...chat.container.querySelectorAll<HTMLElement>('.papo-message:not(.papo-typing)')];
  return { ...chat, box, bubbles, texts: () => bubbles().map((bubble) => bubble.textContent) };
}

describe('Edit and Regenerate', () => {
  it('are off by default', async () => {
    await chatAfterTwoTurns({});
    expect(screen.queryByRole('button', { name: en.editMessage })).toBeNull();
    expect(screen.queryByRole('button', { name: en.regenerate })).toBeNull();
  });

  it("go only on the visitor's last message and the last reply", async () => {
    const chat = await chatAfterTwoTurns();
    const edits = screen.getAllByRole('button', { name: en.editMessage });
    const regenerates = screen.getAllByRole('button', { name: en.regenerate });
    expect(edits).toHaveLength(1);
    expect(regenerates).toHaveLength(1);
    const bubbles = chat.bubbles();
    expect(bubbles.at(-2)!.contains(edits[0]!)).toBe(true);
    expect(bubbles.at(-1)!.contains(regenerates[0]!)).toBe(true);
  });

  it('Edit opens the text in a form; Cancel closes it and gives the focus back to Edit', async () => {
    const chat = await chatAfterTwoTurns();
    const edit = screen.getByRole('button', { name: en.editMessage });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: en.editMessage });
    expect(field.value).toBe('Segunda');
    expect(document.activeElement).toBe(field);
    await userEvent.click(screen.getByRole('button', { name: en.cancel }));
    expect(screen.queryByRole('textbox', { name: en.editMessage })).toBeNull();
    expect(document.activeElement).toBe(edit);
    expect(chat.calls).toHaveLength(2);
  });

  it('Send replaces the message and its reply, focuses the message box and says "Message edited"', async () => {
    const chat = await chatAfterTwoTurns();
    await userEvent.click(screen.getByRole('button', { name: en.editMessage }));
    const field = screen.getByRole('textbox', { name: en.editMessage });
    await userEvent.clear(field);
    await userEvent.type(field, 'Segunda, editada');
    await userEvent.click(screen.getByRole('button', { name: en.feedbackSend }));
    await screen.findByText('Resposta 3: Segunda, editada');
    expect(screen.queryByText('Resposta 2: Segunda')).toBeNull();
    expect(chat.texts().filter((text) => text?.includes('Segunda'))).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(chat.box));
    await waitFor(() =>
      expect(screen.getByTestId('live-region').textContent).toContain('Resposta 3: Segunda, editada'),
    );
  });

  it('a blank edit is not sent: the form stays', async () => {
    const chat = await chatAfterTwoTurns();
    await userEvent.click(screen.getByRole('button', { name: en.editMessage }));
    await userEvent.clear(screen.getByRole('textbox', { name: en.editMessage }));
    await userEvent.click(screen.getByRole('button', { name: en.feedbackSend }));
    expect(screen.getByRole('textbox', { name: en.editMessage })).toBeTruthy();
    expect(chat.calls).toHaveLength(2);
  });

  it('Regenerate replaces the last reply with a new one to the same question', async () => {
    const chat = await chatAfterTwoTurns();
    const last = within(chat.bubbles().at(-1)!);
    await userEvent.click(last.getByRole('button', { name: en.regenerate }));
    await screen.findByText('Resposta 3: Segunda');
    expect(screen.queryByText('Resposta 2: Segunda')).toBeNull();
    expect(chat.calls.at(-1)!.payload.metadata).toMatchObject({ regenerate: true });
    await waitFor(() => expect(document.activeElement).toBe(chat.box));
  });

  it('are hidden while a reply is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const chat = renderChat(<Chat />, {
      options: { messageActions: { edit: true, regenerate: true } },
      handler: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await act(() => chat.store.initialize());
    await userEvent.type(screen.getByRole('textbox', { name: en.inputPlaceholder }), 'Oi{Enter}');
    await waitFor(() => expect(chat.store.getSnapshot().waiting).toBe(true));
    expect(screen.queryByRole('button', { name: en.editMessage })).toBeNull();
    await act(async () => answer(json({ output: 'Olá' })));
    await screen.findByRole('button', { name: en.editMessage });
    expect(screen.getByRole('button', { name: en.regenerate })).toBeTruthy();
  });
});
