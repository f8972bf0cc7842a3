/**
 * Components read the part of the store they show (useChatState with a selector), so a
 * change elsewhere does not re-render them: the message list, the header and the message
 * box sit still while a server's wait counts down, and the header while the visitor types
 * and the typing indicator comes and goes. Counted with React's Profiler.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createChatStore, type ChatStore } from '../../src/core/store/store';
import { ChatInput } from '../../src/ui/ChatInput';
import { ChatProvider } from '../../src/ui/ChatContext';
import { Header } from '../../src/ui/Header';
import { MessageList } from '../../src/ui/MessageList';
import { fakeClock } from '../helpers/fake-clock';
import { fakeEnv } from '../helpers/fake-env';
import { fakeWebhook, json, type WebhookCall } from '../helpers/fake-webhook.mjs';

type Part = 'list' | 'header' | 'input';

function renderParts(handler: (call: WebhookCall) => Response | Promise<Response>) {
  const clock = fakeClock();
  const webhook = fakeWebhook(handler);
  const { env } = fakeEnv({ fetch: webhook.fetch, ...clock.env });
  const store: ChatStore = createChatStore({ loadPreviousSession: false }, env);
  const renders: Record<Part, number> = { list: 0, header: 0, input: 0 };
  const counted = (id: Part, children: ReactNode) => (
    <Profiler id={id} onRender={() => (renders[id] += 1)}>
      {children}
    </Profiler>
  );
  const view = render(
    <ChatProvider value={{ store }}>
      {counted('header', <Header titleId="title" />)}
      {counted('list', <MessageList />)}
      {counted('input', <ChatInput />)}
    </ChatProvider>,
  );
  const reset = () => Object.assign(renders, { list: 0, header: 0, input: 0 });
  return { ...view, store, clock, renders, reset };
}

describe('what re-renders', () => {
  it("a server's wait counting down re-renders only its entry: not the list's frame, the header or the box", async () => {
    const chat = renderParts(() => new Response('{}', { status: 429, headers: { 'Retry-After': '10' } }));
    await act(() => chat.store.sendMessage('oi'));
    const errorText = () => chat.container.querySelector('.papo-message__error-text')?.textContent;
    expect(errorText()).toBe('Too many messages. Try again in 10 s.');
    chat.reset();
    for (const second of [9, 8, 7]) {
      act(() => chat.clock.advance(1000));
      expect(errorText()).toBe(`Too many messages. Try again in ${second} s.`);
    }
    expect(chat.renders).toMatchObject({ header: 0, input: 0 });

    // A new conversation: the wait goes on (sending stays refused), with no entry on screen
    // whose text follows it, so nothing in the list has anything new to show.
    act(() => chat.store.startNewSession());
    expect(errorText()).toBeUndefined();
    chat.reset();
    for (const second of [6, 5, 4]) {
      act(() => chat.clock.advance(1000));
      expect(chat.store.getSnapshot().retryInSeconds).toBe(second);
    }
    expect(chat.renders).toEqual({ list: 0, header: 0, input: 0 });
  });

  it('keystrokes and the typing indicator coming and going do not re-render the header', async () => {
    let answer: (response: Response) => void = () => {};
    const chat = renderParts(() => new Promise<Response>((resolve) => (answer = resolve)));
    await act(() => chat.store.initialize());
    const box = screen.getByRole<HTMLTextAreaElement>('textbox');
    chat.reset();
    for (const text of ['o', 'ol', 'olá']) fireEvent.change(box, { target: { value: text } });
    expect(chat.renders).toMatchObject({ list: 0, header: 0 });

    let sent: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sent = chat.store.sendMessage('olá');
    });
    expect(chat.container.querySelector('.papo-typing')).not.toBeNull();
    await act(async () => {
      answer(json({ output: 'oi!' }));
      await sent;
    });
    expect(screen.getByText('oi!')).toBeTruthy();
    expect(chat.renders.list).toBeGreaterThan(0);
    expect(chat.renders.header).toBe(0);
  });
});
