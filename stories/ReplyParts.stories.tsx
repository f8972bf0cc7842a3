import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MessagePart } from '../src/core/messages/message-parts';
import type { BotMessage } from '../src/core/messages/messages';
import { Message } from '../src/ui/Message';

/**
 * What an agent backend's reply holds besides its text (issue 30): the model's reasoning,
 * the tools it called (and those that ask first), and the files it sent. Each story draws a
 * reply built as a transport builds it, in the chat's message list.
 */
const meta = {
  title: 'Widget/Reply parts',
  component: Message,
  // On the chat's background, which the time and the dark palette's colours are chosen for.
  render: (args) => (
    <div className="papo-chat">
      <div className="papo-messages">
        <div className="papo-messages__list" role="list">
          <Message {...args} />
        </div>
      </div>
    </div>
  ),
} satisfies Meta<typeof Message>;

export default meta;
type Story = StoryObj<typeof meta>;

const reply = (parts: readonly MessagePart[], status: BotMessage['status'] = 'done'): { message: BotMessage } => ({
  message: { id: 'reply', type: 'text', sender: 'bot', createdAt: '2026-11-21T12:00:00.000Z', parts, status },
});

const REASONING = 'The question is about **token lifetime**. The Authentication page gives `expires_in`.';
const ANSWER = { type: 'text', text: 'An access token lasts **one hour** (`expires_in`: 3600).' } as const;
const SEARCH = {
  type: 'tool',
  callId: 'c1',
  name: 'search_docs',
  input: { query: 'token lifetime', limit: 3 },
} as const;
/** A bar chart, 48 × 32, as a data URL: data images are always shown. */
const CHART =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAR0lEQVR42u3XsQkAIAwAQZdxC7dxfIfQBQS1CIjekzKQa5P6ZSUgICCgg3Jt0wEC+gC0vwkEFACKOAMEBAQE9BCoXJa/bNUAnnYyMq0y5QkAAAAASUVORK5CYII=';

const summaryOf = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByText(name, { selector: 'summary' });

/** The model still reasons: a closed "Thinking…", busy, and no answer yet. */
export const ReasoningRunning: Story = {
  args: reply([{ type: 'reasoning', text: REASONING, status: 'running' }], 'streaming'),
  play: async ({ canvasElement }) => {
    const details = summaryOf(canvasElement, 'Thinking…').closest('details')!;
    await expect(details).toHaveAttribute('aria-busy', 'true');
    await expect(details).not.toHaveAttribute('open');
  },
};

/** The reasoning is done: "Thought for 4 s" above the answer; opened, it reads as markdown. */
export const ReasoningDone: Story = {
  args: reply([{ type: 'reasoning', text: REASONING, status: 'done', seconds: 4 }, ANSWER]),
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement, 'Thought for 4 s');
    await expect(summary.closest('details')).toHaveAttribute('aria-busy', 'false');
    // Markdown's file may come after the reply on a busy machine: wait for the formatted text.
    const formatted = await within(canvasElement).findByText('token lifetime', { selector: 'strong' });
    await expect(formatted).not.toBeVisible();
    await userEvent.click(summary);
    await waitFor(() => expect(summary.closest('details')).toHaveAttribute('open'));
    await expect(formatted).toBeVisible();
  },
};

/** A tool runs: a closed, busy step that names it and says it is in use. */
export const ToolRunning: Story = {
  args: reply([{ ...SEARCH, status: 'running' }], 'streaming'),
  play: async ({ canvasElement }) => {
    await expect(summaryOf(canvasElement, 'Using search_docs…').closest('details')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A tool is done, opened: its input as indented JSON, its result as text (markup in it stays text). */
export const ToolDone: Story = {
  args: reply([
    { ...SEARCH, status: 'done', output: 'Authentication: `expires_in` is 3600. <img src=x onerror="alert(1)">' },
    ANSWER,
  ]),
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement, 'Used search_docs');
    await userEvent.click(summary);
    const details = summary.closest('details')!;
    await waitFor(() => expect(details).toHaveAttribute('open'));
    const [input, output] = details.querySelectorAll('pre');
    await expect(input).toHaveTextContent('"query": "token lifetime"');
    await expect(output).toHaveTextContent('<img src=x onerror="alert(1)">');
    await expect(details.querySelector('img')).toBeNull();
  },
};

/** A call the reply ended on with no result (Chat Completions leaves tools to the client): "Called", not busy. */
export const ToolCalled: Story = {
  args: reply([ANSWER, { ...SEARCH, status: 'called' }]),
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement, 'Called search_docs');
    await expect(summary.closest('details')).toHaveAttribute('aria-busy', 'false');
  },
};

/** A tool failed, opened: "failed" in words, and the error in place of a result. */
export const ToolFailed: Story = {
  args: reply([{ ...SEARCH, status: 'failed', error: 'The search service timed out after 10 s.' }, ANSWER]),
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement, 'search_docs failed');
    await userEvent.click(summary);
    await expect(within(canvasElement).getByText('The search service timed out after 10 s.')).toBeVisible();
  },
};

const WEATHER = { type: 'tool', callId: 'call-1', name: 'weather', input: { city: 'Lisboa' } } as const;
const CHECKING = { type: 'text', text: 'Let me check the weather.' } as const;
/** n8n's buttons under a tool that asks (docs/transports.md#tool-approvals), as the transport adds them. */
const APPROVAL_BUTTONS = {
  type: 'buttons',
  buttons: [
    { text: 'Allow', link: '', kind: 'primary' },
    { text: 'Deny', link: '', kind: 'secondary' },
  ],
  blockUserInput: true,
  status: 'open',
} as const;

/** A tool asks before it runs (the AI SDK's `needsApproval`): its step says so, not busy, and Allow / Deny follow it. */
export const ToolAskingForApproval: Story = {
  args: reply([CHECKING, { ...WEATHER, status: 'approval', approval: { id: 'approval-1' } }, APPROVAL_BUTTONS]),
  play: async ({ canvasElement }) => {
    const details = summaryOf(canvasElement, 'Allow weather?').closest('details')!;
    await expect(details).toHaveAttribute('aria-busy', 'false');
    const group = within(canvasElement).getByRole('group', { name: 'Choose an option' });
    await expect(details.nextElementSibling).toBe(group);
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Allow', 'Deny']);
    for (const button of buttons) await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

/** The visitor denied it: the step reads denied, Deny stays marked, and the answer came without the tool. */
export const ToolDenied: Story = {
  args: reply([
    CHECKING,
    { ...WEATHER, status: 'denied', approval: { id: 'approval-1', approved: false } },
    { ...APPROVAL_BUTTONS, status: 'chosen', chosen: 1 },
    { type: 'text', text: 'I did not check the weather.' },
  ]),
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement, 'weather denied');
    await expect(summary.closest('details')).toHaveAttribute('aria-busy', 'false');
    const deny = within(canvasElement).getByRole('button', { name: 'Deny' });
    await expect(deny).toHaveAttribute('aria-current', 'true');
    await expect(deny).toHaveAttribute('aria-disabled', 'true');
    // Opened: what the model asked for, and no result.
    await userEvent.click(summary);
    const details = summary.closest('details')!;
    await waitFor(() => expect(details).toHaveAttribute('open'));
    await expect(details.querySelectorAll('pre')).toHaveLength(1);
    await expect(details.querySelector('pre')).toHaveTextContent('"city": "Lisboa"');
  },
};

/** An image the image policy lets load (a data image) is shown inline, named for screen readers. */
export const FileImage: Story = {
  args: reply([
    { type: 'text', text: 'Requests per hour:' },
    { type: 'file', url: CHART, mimeType: 'image/png', name: 'requests-per-hour.png' },
  ]),
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'requests-per-hour.png' });
    await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
  },
};

/**
 * Files that are links: an image from an origin not allowed (not fetched until clicked), a
 * document; a `javascript:` URL is only named.
 */
export const FileLinks: Story = {
  args: reply([
    { type: 'text', text: 'Here are the files:' },
    { type: 'file', url: 'https://cdn.example/charts/latency.png', mimeType: 'image/png' },
    { type: 'file', url: 'https://cdn.example/r/7', mimeType: 'application/pdf', name: 'report.pdf' },
    { type: 'file', url: 'javascript:alert(1)', mimeType: 'application/pdf', name: 'not-linked.pdf' },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'latency.png' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'report.pdf' })).toHaveAttribute('href', 'https://cdn.example/r/7');
    await expect(canvas.getByText('not-linked.pdf').closest('a')).toBeNull();
  },
};
