import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessageList } from '../src/ui/MessageList';
import { chatOf, chatStory } from './support/withChat';
import { bubbleOf, inFullscreenChat, typeAndSend } from './support/views';

const meta = { title: 'Widget/Reply steps', component: MessageList, ...inFullscreenChat } satisfies Meta<
  typeof MessageList
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two workflow nodes stream one reply: "Research" writes notes, "Answer" the answer. */
const twoNodes = chatStory({
  options: { enableStreaming: true },
  webhook: {
    pace: 'manual',
    stream: () => [
      { node: 'Research', text: 'Notes: the **Authentication** page says' },
      { node: 'Research', text: ' `expires_in` is 3600 seconds.' },
      { node: 'Answer', text: 'An access token lasts **one hour**' },
      { node: 'Answer', text: ' (`expires_in`: 3600).' },
    ],
  },
});

/** Asks, lets the whole reply stream in and resolves the step's name, once the reply is finished. */
async function finishedStep(context: Parameters<NonNullable<Story['play']>>[0]) {
  await typeAndSend(context.canvasElement, 'How long does a token last?');
  chatOf(context).webhook.advance(4);
  const summary = await within(context.canvasElement).findByText(/^Research/, { selector: 'summary' });
  await waitFor(() => expect(bubbleOf(summary)).not.toHaveAttribute('data-streaming'));
  return summary;
}

/**
 * The answer streams while the step above it still runs (`aria-busy`): the earlier node's
 * text has become a closed step, named after its node.
 */
export const StepRunning: Story = {
  parameters: twoNodes,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await typeAndSend(context.canvasElement, 'How long does a token last?');
    chatOf(context).webhook.advance(2);
    await canvas.findByText(/expires_in/);
    chatOf(context).webhook.advance();
    const step = await canvas.findByText(/^Research/, { selector: 'summary' });
    const details = step.closest('details')!;
    await expect(details).not.toHaveAttribute('open');
    await expect(details).toHaveAttribute('aria-busy', 'true');
    await expect(bubbleOf(details)).toHaveAttribute('data-streaming', 'true');
    // Looked up at each try: the answer is drawn plain first, and its paragraph replaced once markdown is there.
    await waitFor(() =>
      expect(canvas.getByText(/An access token lasts/, { selector: '.papo-message__markdown p' })).toBeVisible(),
    );
  },
};

/** The finished reply: one closed step above the answer; Copy and the actions are the answer's. */
export const StepsDone: Story = {
  parameters: twoNodes,
  play: async (context) => {
    const summary = await finishedStep(context);
    const bubble = bubbleOf(summary);
    await expect(summary).toHaveTextContent(/^Research$/);
    await expect(summary.closest('details')).toHaveAttribute('aria-busy', 'false');
    await expect(within(bubble).getByText(/Notes: the/)).not.toBeVisible();
    await expect(within(bubble).getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
  },
};

/** A step opened: its text is rendered as markdown, like a reply. */
export const StepOpened: Story = {
  parameters: twoNodes,
  play: async (context) => {
    const summary = await finishedStep(context);
    await userEvent.click(summary);
    await waitFor(() => expect(summary.closest('details')).toHaveAttribute('open'));
    // Markdown's file may come after the step on a busy machine: wait for the formatted text.
    await expect(
      await within(context.canvasElement).findByText('Authentication', { selector: 'strong' }),
    ).toBeVisible();
  },
};
