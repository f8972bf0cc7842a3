import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WelcomeScreen } from '../src/ui/WelcomeScreen';
import { chatStory } from './support/withChat';
import { inFullscreenChat } from './support/views';

const meta = {
  title: 'Widget/WelcomeScreen',
  component: WelcomeScreen,
  ...inFullscreenChat,
  parameters: chatStory({
    options: { showWelcomeScreen: true, i18n: { en: { footer: 'Replies may take a minute.' } } },
  }),
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No session and `showWelcomeScreen`: the get-started screen, its footer line and the credit. */
export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New Conversation' })).toBeVisible();
    await expect(canvas.getByText('Replies may take a minute.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'n8n' })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** "New Conversation" starts a session: the greeting and the message box appear. */
export const StartConversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New Conversation' }));
    await expect(await canvas.findByRole('textbox')).toBeEnabled();
    await expect(canvas.getByText('My name is Lia. How can I assist you today?')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New Conversation' })).not.toBeInTheDocument();
  },
};
