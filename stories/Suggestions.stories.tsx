import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConversationSuggestions } from '../src/ui/ConversationSuggestions';
import { inFullscreenChat } from './support/views';
import { chatOf, chatStory, type ChatStoryParameters } from './support/withChat';

/**
 * Suggested questions as chips and the sources under a reply
 * (docs/protocol.md#suggestions-and-sources): starters while the conversation is empty,
 * follow-ups under the last reply, and the pages a reply came from.
 */
const meta = {
  title: 'Widget/Suggestions',
  component: ConversationSuggestions,
  ...inFullscreenChat,
} satisfies Meta<typeof ConversationSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

const starters = ['How do I authenticate?', 'Which environments are there?', 'What are the rate limits?'];
const followUps = ['How do I renew a token?', 'What does error 401 mean?'];
const docs = (path: string) => `https://docs.example.com/${path}`;

/** The visitor asked one question; the reply carries `extras`. */
const afterAQuestion = (extras: ChatStoryParameters['webhook']) =>
  chatStory({
    options: { initialMessages: [] },
    webhook: { reply: () => 'Send your API key in the `Authorization` header.', ...extras },
    setup: (store) => void store.sendMessage('How do I authenticate?'),
  });

/** The `suggestions` option under the greeting, while the conversation is empty. */
export const StarterChips: Story = {
  parameters: chatStory({ options: { suggestions: starters } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Suggestions' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(starters);
    await userEvent.click(within(group).getByRole('button', { name: starters[1] }));
    await expect(await canvas.findByText(`Echo: ${starters[1]}`)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Suggestions' })).toBeNull();
    await expect(chatOf({ loaded }).webhook.calls.at(-1)?.text).toBe(starters[1]);
  },
};

/** On the welcome screen (Portuguese): a chip starts the conversation with its question. */
export const StarterChipsOnTheWelcomeScreen: Story = {
  parameters: chatStory({
    options: {
      showWelcomeScreen: true,
      defaultLanguage: 'pt',
      suggestions: ['Como autentico?', 'Quais são os limites?'],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Nova conversa' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Sugestões' });
    await userEvent.click(within(group).getByRole('button', { name: 'Como autentico?' }));
    await expect(await canvas.findByText('Echo: Como autentico?')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
  },
};

/** A reply's `suggestions`: chips under the last reply; one sends its question and they go. */
export const FollowUpChips: Story = {
  parameters: afterAQuestion({ extras: () => ({ suggestions: followUps }) }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Suggestions' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(followUps);
    await userEvent.click(within(group).getByRole('button', { name: followUps[0] }));
    await waitFor(() => expect(chatOf({ loaded }).webhook.calls.at(-1)?.text).toBe(followUps[0]));
    // The new reply brings its own follow-ups (the same here): one group, under the last reply.
    await waitFor(() => expect(canvas.getAllByRole('group', { name: 'Suggestions' })).toHaveLength(1));
  },
};

const manySources = [
  { title: 'Authentication › Sending the API key in the Authorization header', url: docs('api/auth#header') },
  { title: 'Environments', url: docs('environments') },
  { url: 'https://status.example.com/' },
  {
    title: 'A very long page title that goes on and on so that it has to wrap inside the bubble without widening it',
    url: docs('guides/a-very-long-path/that-keeps-going/and-going/until-it-is-longer-than-the-bubble'),
  },
  { title: 'Rate limits', url: docs('api/limits') },
  { title: 'Errors and status codes', url: docs('api/errors') },
];

/** Many sources, long titles wrapping: a labelled list of links under the reply. */
export const ManySources: Story = {
  parameters: afterAQuestion({ extras: () => ({ sources: manySources }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Sources' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(manySources.length);
    await expect(links[2]).toHaveTextContent('status.example.com');
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
    // The longest title wraps inside the bubble instead of widening it.
    const bubble = list.closest('.papo-message')!;
    await expect(links[3]!.getBoundingClientRect().right).toBeLessThanOrEqual(bubble.getBoundingClientRect().right);
  },
};

/** Both on one reply, streamed: the sources under the bubble, the follow-ups under it all. */
export const SuggestionsAndSources: Story = {
  parameters: chatStory({
    options: { initialMessages: [], enableStreaming: true },
    webhook: {
      stream: () => ['Send your API key ', 'in the `Authorization` header.'],
      extras: () => ({ suggestions: followUps, sources: manySources.slice(0, 2) }),
    },
    setup: (store) => void store.sendMessage('How do I authenticate?'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Sources' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Suggestions' })).toBeVisible();
  },
};
