import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessageList } from '../src/ui/MessageList';
import { buttonsFrame } from './support/story-workflow';
import { chatStory, type ChatStoryParameters } from './support/withChat';
import { inFullscreenChat } from './support/views';

/**
 * n8n workflows that answer over a socket (Respond to Chat): a question waiting for the
 * visitor, n8n working between messages, and buttons (docs/protocol.md#waiting-for-the-visitor).
 */
const meta = {
  title: 'Widget/WorkflowQuestions',
  component: MessageList,
  ...inFullscreenChat,
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor said "oi"; the workflow answers with `frames` on its socket. */
const workflowStory = (workflow: NonNullable<ChatStoryParameters['workflow']>, language: 'en' | 'pt' = 'en') =>
  chatStory({
    // Button links must be on the webhook's origin: the story page's.
    options: { webhookUrl: `${location.origin}/webhook/chat`, initialMessages: [], defaultLanguage: language },
    workflow,
    setup: (store) => void store.sendMessage('oi'),
  });

const approval = buttonsFrame('Aprova o documento?', ['Aprovar', 'Recusar']);

/** A Respond to Chat question: the visitor's next message answers it on the socket. */
export const QuestionWaitingForTheVisitor: Story = {
  parameters: workflowStory({ frames: ['Olá! Qual é o seu nome?'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Olá! Qual é o seu nome?');
    await expect(canvas.getByRole('textbox')).toBeEnabled();
    await expect(canvas.queryByText('The assistant is typing…')).toBeNull();
  },
};

/** A message that did not wait (`n8n|continue`): the typing dots while n8n goes on. */
export const WorkflowWorking: Story = {
  parameters: workflowStory({ frames: ['Recebi seu documento.', 'n8n|continue'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Recebi seu documento.');
    await expect(await canvas.findByText('The assistant is typing…')).toBeInTheDocument();
  },
};

/** Buttons with `blockUserInput`: the message box waits for a choice (Portuguese strings). */
export const ButtonsWaitingForAChoice: Story = {
  parameters: workflowStory({ frames: [approval] }, 'pt'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Escolha uma opção' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Aprovar', 'Recusar']);
    const box = canvas.getByRole('textbox');
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('placeholder', 'Escolha uma opção');
  },
};

/** The visitor chose: the chosen button stays marked, the others can no longer be pressed. */
export const ButtonChosen: Story = {
  parameters: workflowStory({ frames: [approval], choice: 'ok' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Recusar' })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Aprovar' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox')).toBeEnabled();
  },
};

/** The choice could not be sent: it says so, and the buttons can be pressed again. */
export const ChoiceFailed: Story = {
  parameters: workflowStory({ frames: [approval], choice: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aprovar' }));
    await canvas.findByText("Your choice couldn't be sent. Please try again.");
    await expect(canvas.getByRole('button', { name: 'Aprovar' })).not.toHaveAttribute('aria-disabled');
  },
};
