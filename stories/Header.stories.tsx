import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chat } from '../src/ui/Chat';
import { chatStory } from './support/withChat';
import { inFullscreenChat } from './support/views';

/** The header: a one-line title, before and after "New conversation" appears beside it. */
const meta = {
  title: 'Widget/Header',
  component: Chat,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Chat>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneLineTitle = { i18n: { en: { subtitle: '' } } };
const headerOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.papo-header')!;

/** No conversation yet: the title alone. */
export const WithoutNewConversation: Story = {
  ...inFullscreenChat,
  parameters: chatStory({ options: oneLineTitle }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New conversation' })).not.toBeInTheDocument();
  },
};

/** After the first exchange "New conversation" appears; the header keeps its height. */
export const WithNewConversation: Story = {
  ...inFullscreenChat,
  parameters: chatStory({ options: oneLineTitle }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = headerOf(canvasElement).offsetHeight;
    await userEvent.type(canvas.getByRole('textbox'), 'Hello{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New conversation' })).toBeInTheDocument());
    await expect(headerOf(canvasElement).offsetHeight).toBe(before);
  },
};
