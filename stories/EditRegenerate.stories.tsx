import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatOf, chatStory } from './support/withChat';
import { bubbleOf, inFullscreenChat } from './support/views';

/** Edit on the visitor's last message and Regenerate on the last reply (`messageActions`). */
const meta = {
  title: 'Widget/EditRegenerate',
  ...inFullscreenChat,
  parameters: chatStory({
    options: { messageActions: { edit: true, regenerate: true } },
    webhook: {
      history: [
        { sender: 'user', text: 'How do I install it?' },
        { sender: 'bot', text: 'Install it with **npm install papo-chat**.' },
      ],
    },
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const question = async (canvasElement: HTMLElement) =>
  within(bubbleOf(await within(canvasElement).findByText('How do I install it?')));
const reply = async (canvasElement: HTMLElement) =>
  within(bubbleOf(await within(canvasElement).findByText(/^Install it with/)));

/** Edit under the visitor's last message, Regenerate beside Copy under the last reply. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect((await question(canvasElement)).getByRole('button', { name: 'Edit message' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect((await reply(canvasElement)).getByRole('button', { name: 'Regenerate reply' })).toBeVisible();
  },
};

/** Edit pressed: the text in a labelled box with the focus, Send and Cancel. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const bubble = await question(canvasElement);
    await userEvent.click(bubble.getByRole('button', { name: 'Edit message' }));
    const field = bubble.getByRole('textbox', { name: 'Edit message' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('How do I install it?');
    await expect(bubble.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(bubble.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(bubble.getByRole('button', { name: 'Edit message' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The edit sent: the new message and its reply in place of the old turn; the box has the focus. */
export const Edited: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const bubble = await question(canvasElement);
    await userEvent.click(bubble.getByRole('button', { name: 'Edit message' }));
    const field = bubble.getByRole('textbox', { name: 'Edit message' });
    await userEvent.type(field, ' With npm?{Enter}');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Echo: How do I install it? With npm?')).toBeVisible();
    await expect(canvas.queryByText(/^Install it with/)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Type your question..' })).toHaveFocus());
    await waitFor(() => expect(chatOf(context).store.getSnapshot().waiting).toBe(false));
  },
};

/** Regenerate pressed: a new reply to the same question in place of the old one. */
export const Regenerated: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click((await reply(canvasElement)).getByRole('button', { name: 'Regenerate reply' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Echo: How do I install it?')).toBeVisible();
    await expect(canvas.queryByText(/^Install it with/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Regenerate reply' })).toBeVisible();
  },
};
