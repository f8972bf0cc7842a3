/** What the stories render inside the decorator's chat, and small helpers for `play` functions. */
import { userEvent, within } from 'storybook/test';
import { Chat } from '../../src/ui/Chat';

/** Fullscreen mode, as the embed layer mounts it. */
export function FullscreenChat() {
  return (
    <div className="papo-fullscreen">
      <Chat />
    </div>
  );
}

/** A story meta's part for components shown inside the whole fullscreen chat. */
export const inFullscreenChat = { render: () => <FullscreenChat /> };

/** Types `text` into the message box and presses Enter, as a visitor sends. */
export async function typeAndSend(canvasElement: HTMLElement, text: string) {
  await userEvent.type(within(canvasElement).getByRole('textbox'), `${text}{Enter}`);
}

/** The bubble of a message by its visible text. */
export function bubbleOf(element: HTMLElement): HTMLElement {
  const bubble = element.closest<HTMLElement>('.papo-message');
  if (!bubble) throw new Error('Not inside a message bubble.');
  return bubble;
}
