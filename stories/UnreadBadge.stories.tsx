import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { watchUnread } from '../src/embed/unread-badge';
import { ChatWindow } from '../src/ui/ChatWindow';
import { chatOf, chatStory, type StoryChat } from './support/withChat';

/**
 * The unread badge on the toggle: replies that arrived while the window was closed. The
 * story's toggle is the React stand-in of the launcher's; the badge is the chat's own code.
 */
const meta = {
  title: 'Widget/UnreadBadge',
  component: ChatWindow,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends `count` messages through the store while the window is closed; each echo is unread. */
async function receiveWhileClosed(chat: StoryChat, canvasElement: HTMLElement, count: number) {
  watchUnread(canvasElement.querySelector('.papo-story')!, chat.store, chat.storyWindow!.controls);
  for (let index = 0; index < count; index++) await chat.store.sendMessage(`Mensagem ${index + 1}`);
}

/** One reply arrived: "1" on the toggle, and in its name. */
export const OneUnread: Story = {
  parameters: chatStory({ window: { open: false } }),
  play: async (context) => {
    await receiveWhileClosed(chatOf(context), context.canvasElement, 1);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open chat, 1 new message' })).toHaveTextContent('1');
  },
};

/** Twelve replies: two digits on the badge (a number the name also says; "9+" would not be). */
export const TwelveUnread: Story = {
  parameters: chatStory({ window: { open: false }, options: { defaultLanguage: 'pt' } }),
  play: async (context) => {
    await receiveWhileClosed(chatOf(context), context.canvasElement, 12);
    const canvas = within(context.canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Abrir chat, 12 novas mensagens' })).toHaveTextContent('12'),
    );
  },
};
