import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { markdownReply } from './support/content';
import { chatOf, chatStory, type ChatStoryParameters } from './support/withChat';
import { bubbleOf, inFullscreenChat, typeAndSend } from './support/views';

/** Copy and 👍/👎 under bot replies, the comment after 👎, and the time on focus. */
const meta = {
  title: 'Widget/MessageActions',
  ...inFullscreenChat,
  // A synthetic click grants no clipboard access (the story's frame may not have it at all):
  // the stories show the widget's states, the copying itself is tested in Chromium.
  beforeEach: () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const writeText = fn(async (_text: string) => {}).mockName('clipboard.writeText');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = 'Install it with **npm install papo-chat**, then call `createChat()`.';
const SHOWN = /^Install it with/;

/** One question and its answer restored from the history, with the given options. */
const answered = (options: ChatStoryParameters['options'] = {}, answer = ANSWER) =>
  chatStory({
    options: { feedback: true, ...options },
    webhook: {
      history: [
        { sender: 'user', text: 'How do I install it?' },
        { sender: 'bot', text: answer },
      ],
    },
  });

const replyOf = async (canvasElement: HTMLElement) => within(bubbleOf(await within(canvasElement).findByText(SHOWN)));

/** A finished reply: Copy, 👍 and 👎, none pressed. The greeting has none. */
export const Idle: Story = {
  parameters: answered(),
  play: async ({ canvasElement }) => {
    const reply = await replyOf(canvasElement);
    await expect(reply.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Good reply' })).toHaveAttribute('aria-pressed', 'false');
    await expect(reply.getByRole('button', { name: 'Bad reply' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Copy pressed: the button says "Copied" for two seconds, and the live region says it too. */
export const Copied: Story = {
  parameters: answered(),
  play: async ({ canvasElement }) => {
    const reply = await replyOf(canvasElement);
    await userEvent.click(reply.getByRole('button', { name: 'Copy' }));
    await expect(await reply.findByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    await waitFor(() => expect(within(canvasElement).getByTestId('live-region')).toHaveTextContent('Copied'));
  },
};

/** 👍 pressed. */
export const RatedUp: Story = {
  parameters: answered(),
  play: async ({ canvasElement }) => {
    const reply = await replyOf(canvasElement);
    await userEvent.click(reply.getByRole('button', { name: 'Good reply' }));
    await expect(reply.getByRole('button', { name: 'Good reply' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** 👎 pressed: the optional comment opens with the focus in it. */
export const RatedDownWithComment: Story = {
  parameters: answered(),
  play: async ({ canvasElement }) => {
    const reply = await replyOf(canvasElement);
    await userEvent.click(reply.getByRole('button', { name: 'Bad reply' }));
    const comment = reply.getByRole('textbox', { name: 'What went wrong? (optional)' });
    await expect(comment).toHaveFocus();
    await userEvent.type(comment, 'The command is wrong');
    await expect(reply.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Skip' })).toBeVisible();
  },
};

/** The comment sent (to the webhook too, `feedback: { webhook: true }`): thanks, focus back on 👎. */
export const CommentSent: Story = {
  parameters: answered({ feedback: { webhook: true } }),
  play: async (context) => {
    const reply = await replyOf(context.canvasElement);
    await userEvent.click(reply.getByRole('button', { name: 'Bad reply' }));
    await userEvent.type(reply.getByRole('textbox'), 'The command is wrong');
    await userEvent.click(reply.getByRole('button', { name: 'Send' }));
    await expect(reply.getByText('Thanks for your feedback!')).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Bad reply' })).toHaveFocus();
    await waitFor(() =>
      expect(chatOf(context).webhook.calls.filter((call) => call.action === 'sendFeedback')).toHaveLength(2),
    );
  },
};

/** Each code block has a copy bar above it, which says "Copied" once used. */
export const CodeBlockCopy: Story = {
  parameters: answered({}, `${ANSWER}\n\n${markdownReply}`),
  play: async ({ canvasElement }) => {
    // The restored reply is drawn plain first; its code blocks (and their bars) come with markdown.
    const [first, second] = await within(canvasElement).findAllByRole('button', { name: 'Copy code' });
    await expect(second).toBeVisible();
    await userEvent.click(first!);
    await expect(first).toHaveTextContent('Copied');
  },
};

/** A new exchange shows each message's time under its bubble while focus is on the reply's buttons. */
export const TimeOnFocus: Story = {
  parameters: chatStory({ options: { initialMessages: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndSend(canvasElement, 'What time is it?');
    const reply = bubbleOf(await canvas.findByText('Echo: What time is it?'));
    within(reply).getByRole('button', { name: 'Copy' }).focus();
    const time = reply.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime');
    await waitFor(() => expect(getComputedStyle(time).opacity).toBe('1'));
  },
};
