import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatWindow } from '../src/ui/ChatWindow';
import { chatOf, chatStory } from './support/withChat';
import { FullscreenChat } from './support/views';

const meta = {
  title: 'Widget/ChatWindow',
  component: ChatWindow,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

const windowOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.papo-window')!;

/** axe reads colours mid-transition as they are: let the window finish fading in or out first. */
const settled = (canvasElement: HTMLElement, open: boolean) =>
  waitFor(() => expect(getComputedStyle(windowOf(canvasElement)).opacity).toBe(open ? '1' : '0'));

/** Window mode, closed: only the toggle; the window is hidden and inert. */
export const Closed: Story = {
  parameters: chatStory({ window: { open: false } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(windowOf(canvasElement)).toHaveAttribute('inert');
  },
};

/** The toggle opens the window: a dialog named by its title, with the caret in the message box. */
export const OpenFromToggle: Story = {
  parameters: chatStory({ window: { open: false } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open chat' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Hi there! 👋' });
    await settled(canvasElement, true);
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Close chat', expanded: true })).toBeInTheDocument();
  },
};

/** Window mode, open, with the greeting. */
export const Open: Story = {
  parameters: chatStory({ window: { open: true } }),
};

/** Escape closes the window through `windowControls.close({ returnFocus: true })`; focus goes back to the toggle. */
export const EscapeCloses: Story = {
  parameters: chatStory({ window: { open: true } }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(chatOf(context).storyWindow?.close).toHaveBeenCalledWith({ returnFocus: true });
    await expect(canvas.getByRole('button', { name: 'Open chat' })).toHaveFocus();
    await settled(canvasElement, false);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The header's close button does the same as Escape. */
export const CloseButton: Story = {
  parameters: chatStory({ window: { open: true } }),
  play: async (context) => {
    const dialog = within(await within(context.canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Close chat' }));
    await expect(chatOf(context).storyWindow?.close).toHaveBeenCalledWith({ returnFocus: true });
    await settled(context.canvasElement, false);
  },
};

/** On a 360 px phone the open window covers the whole viewport; its close button replaces the toggle. */
export const NarrowPhone: Story = {
  parameters: chatStory({ window: { open: true } }),
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(windowOf(canvasElement).getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Close chat' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close chat', expanded: true })).not.toBeInTheDocument();
  },
};

/** Fullscreen mode: the chat fills its box; there is no toggle and no close button. */
export const Fullscreen: Story = {
  parameters: { layout: 'centered' },
  render: () => <FullscreenChat />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hi there! 👋' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /chat/i })).not.toBeInTheDocument();
  },
};

function Broken(): never {
  throw new Error('A message component that throws');
}

/**
 * A render error inside the chat (here a `messageComponents` component that throws): the
 * window says so (announced) and offers Reload, focused; its close button stays.
 */
export const Crashed: Story = {
  parameters: chatStory({
    window: { open: true },
    options: { messageComponents: { Broken } },
    setup: (store) => void store.addBotMessage({ type: 'component', key: 'Broken' }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Hi there! 👋' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The chat hit a problem and stopped.');
    const reload = dialog.getByRole('button', { name: 'Reload the chat' });
    await waitFor(() => expect(reload).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Close chat' })).toBeVisible();
    await settled(canvasElement, true);
  },
};
