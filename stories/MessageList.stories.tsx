import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessageList } from '../src/ui/MessageList';
import { longHistory, markdownReply, OrderStatus } from './support/content';
import { afterOneExchange, chatOf, chatStory } from './support/withChat';
import { bubbleOf, inFullscreenChat, typeAndSend } from './support/views';

const meta = { title: 'Widget/MessageList', component: MessageList, ...inFullscreenChat } satisfies Meta<
  typeof MessageList
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new session with no greeting: the list is empty, the input ready. */
export const EmptyChat: Story = {
  parameters: chatStory({ options: { initialMessages: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Conversation' })).toBeEmptyDOMElement();
    await expect(canvas.getByRole('textbox')).toBeEnabled();
  },
};

/** A restored conversation of 40 messages, scrolled to the newest on load; the older come in above as they near the view. */
export const LongHistory: Story = {
  parameters: chatStory({ webhook: { history: longHistory } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Conversation' });
    // The newest are drawn first, at the bottom (as many as the page's height shows).
    await canvas.findByText(/^Answer 20:/);
    await waitFor(() => expect(list.scrollTop + list.clientHeight).toBeGreaterThanOrEqual(list.scrollHeight - 1));
    // Scrolled up, the oldest are drawn as they come near.
    list.scrollTop = 0;
    await expect(await canvas.findByText(/^Question 1:/)).toBeVisible();
  },
};

/** Markdown in a reply: heading, emphasis, list, a link that opens a new tab, JS and Python code highlighted. */
export const MarkdownAndCode: Story = {
  parameters: afterOneExchange('How do I get a token?', markdownReply),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Markdown arrives after the first render (docs/performance.md#when-each-file-is-fetched).
    await expect(await canvas.findByRole('heading', { name: 'Authenticating' })).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'the guide' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The highlighter loads lazily; wait for both fences to be coloured.
    await waitFor(() => {
      expect(canvasElement.querySelector('code.language-js .hljs-keyword')).not.toBeNull();
      expect(canvasElement.querySelector('code.language-python .hljs-keyword')).not.toBeNull();
    });
  },
};

/** A `component` message rendered by the component registered under its key, with its arguments as props. */
export const ComponentMessage: Story = {
  parameters: chatStory({
    options: { messageComponents: { orderStatus: OrderStatus } },
    setup: (store) =>
      store.addBotMessage({
        type: 'component',
        key: 'orderStatus',
        arguments: { orderId: 'A-1042', status: 'Shipped' },
      }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByText('Order A-1042');
    await expect(card.closest('.papo-message--component')).not.toBeNull();
    await expect(canvas.getByText('Status: Shipped')).toBeVisible();
  },
};

/** While a reply is awaited the typing dots show and the send button is Stop (the reply is held back). */
export const Typing: Story = {
  parameters: chatStory({ webhook: { pace: 'manual' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndSend(canvasElement, 'Are you there?');
    const indicator = await canvas.findByTestId('typing-indicator');
    await expect(indicator).toHaveTextContent('The assistant is typing…');
    await userEvent.type(canvas.getByRole('textbox'), 'One more thing');
    await expect(canvas.queryByRole('button', { name: 'Send message' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Stop the reply' })).toBeEnabled();
  },
};

/** Stop while a reply streams: what arrived stays, marked "Stopped", and the box sends again. */
export const StoppedWhileStreaming: Story = {
  parameters: chatStory({
    options: { enableStreaming: true },
    webhook: { pace: 'manual', stream: () => ['The first half of the answer', ' and the rest.'] },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await typeAndSend(context.canvasElement, 'Tell me everything');
    chatOf(context).webhook.advance();
    await canvas.findByText('The first half of the answer');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop the reply' }));
    await canvas.findByText('Stopped');
    await expect(canvas.getByText('The first half of the answer')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), 'Next question');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};

/** Streaming (NDJSON): the bubble shows the first chunk, then grows to the whole reply. */
export const Streaming: Story = {
  parameters: chatStory({
    options: { enableStreaming: true },
    webhook: { pace: 'manual', stream: () => ['First chunk.', ' Second chunk.', ' Last chunk.'] },
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const { webhook } = chatOf(context);
    const canvas = within(canvasElement);
    await typeAndSend(canvasElement, 'Tell me a story');
    await canvas.findByTestId('typing-indicator');
    webhook.advance();
    const partial = bubbleOf(await canvas.findByText('First chunk.'));
    await expect(partial).toHaveAttribute('data-streaming', 'true');
    await expect(partial).not.toHaveTextContent('Last chunk.');
    await expect(canvas.queryByTestId('typing-indicator')).not.toBeInTheDocument();
    webhook.advance(2);
    const full = bubbleOf(await canvas.findByText('First chunk. Second chunk. Last chunk.'));
    await waitFor(() => expect(full).not.toHaveAttribute('data-streaming'));
    await expect(canvas.getByRole('textbox')).toBeEnabled();
  },
};

/** In real time: a webhook that takes a second keeps the typing dots up until the reply arrives. */
export const SlowReply: Story = {
  parameters: chatStory({ webhook: { pace: 1000 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Watched from before the send, not looked for after it: on a busy machine the second
    // can be over before a query runs, and the dots would be missed.
    let dotsWithoutReply = false;
    const observer = new MutationObserver(() => {
      if (canvas.queryByTestId('typing-indicator') && !canvas.queryByText('Echo: Take your time')) {
        dotsWithoutReply = true;
      }
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    await typeAndSend(canvasElement, 'Take your time');
    await canvas.findByText('Echo: Take your time');
    observer.disconnect();
    await expect(dotsWithoutReply).toBe(true);
    await expect(canvas.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  },
};

/** A failed send (HTTP 500): the error in the visitor's language, the message kept, Retry enabled. */
export const SendFails: Story = {
  parameters: chatStory({ webhook: { failures: 1 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('region', { name: 'Conversation' }));
    await typeAndSend(canvasElement, 'Is the API up?');
    await list.findByText('Something went wrong on our side (error 500). Please try again.');
    await expect(list.getByText('Is the API up?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  },
};

/**
 * The webhook is rate-limited (429 with `Retry-After: 30`): the bubble says when to try
 * again and counts down, Retry stays disabled until then, the message is kept.
 */
export const RateLimited: Story = {
  parameters: chatStory({ webhook: { failures: 1, failure: { status: 429, retryAfter: '30' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('region', { name: 'Conversation' }));
    await typeAndSend(canvasElement, 'Is the API up?');
    await list.findByText(/^Too many messages\. Try again in \d+ s\.$/);
    await expect(list.getByText('Is the API up?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeDisabled();
  },
};

/** A 500 shows an error bubble with Retry; Retry re-sends the same message and the reply replaces the error. */
export const ErrorWithRetry: Story = {
  parameters: chatStory({ webhook: { failures: 1 } }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    // Scoped to the list: the live region announces the same error text.
    const list = within(canvas.getByRole('region', { name: 'Conversation' }));
    await typeAndSend(canvasElement, 'Is the API up?');
    await list.findByText('Something went wrong on our side (error 500). Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await canvas.findByText('Echo: Is the API up?');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Is the API up?')).toHaveLength(1);
    const sent = chatOf(context).webhook.calls.filter((call) => call.action === 'sendMessage');
    await expect(sent.map((call) => call.text)).toEqual(['Is the API up?', 'Is the API up?']);
  },
};

const veryLongReply = Array.from({ length: 1_200 }, (_, i) => `Line ${i + 1} of a very long answer.`).join('\n');

/** A reply longer than the render budget: its start, and "Show all", which renders the rest. */
export const VeryLongReply: Story = {
  parameters: afterOneExchange('Tell me everything', veryLongReply),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const showAll = await canvas.findByRole('button', { name: 'Show all' });
    await expect(canvas.queryByText(/Line 1200 of/)).toBeNull();
    await userEvent.click(showAll);
    await canvas.findByText(/Line 1200 of/);
    await expect(canvas.queryByRole('button', { name: 'Show all' })).toBeNull();
  },
};
