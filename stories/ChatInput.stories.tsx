import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatInput } from '../src/ui/ChatInput';
import { chatOf, chatStory } from './support/withChat';
import { bubbleOf, inFullscreenChat, typeAndSend } from './support/views';

const meta = {
  title: 'Widget/ChatInput',
  component: ChatInput,
  // The input is shown in the whole chat, so a send's bubbles and reply can be seen.
  ...inFullscreenChat,
} satisfies Meta<typeof ChatInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const sends = (context: Parameters<typeof chatOf>[0]) =>
  chatOf(context).webhook.calls.filter((call) => call.action === 'sendMessage');

const fileInputOf = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input: is allowFileUploads on?');
  return input;
};

const notes = () => new File(['Invoice 42'], 'notes.txt', { type: 'text/plain' });
const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
/** A PNG the browser can decode, so its chip shows a thumbnail. */
async function landscape() {
  const canvas = new OffscreenCanvas(160, 90);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2e86de';
  context.fillRect(0, 0, 160, 60);
  context.fillStyle = '#27ae60';
  context.fillRect(0, 60, 160, 30);
  return new File([await canvas.convertToBlob()], 'landscape.png', { type: 'image/png' });
}

/** Type + Enter: the visitor's bubble at once, the typing dots while waiting, then the reply. */
export const SendMessage: Story = {
  parameters: chatStory({ webhook: { pace: 'manual' } }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await typeAndSend(canvasElement, 'How do I authenticate?');
    await expect(bubbleOf(await canvas.findByText('How do I authenticate?'))).toHaveClass('papo-message--user');
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(await canvas.findByTestId('typing-indicator')).toBeInTheDocument();
    chatOf(context).webhook.advance();
    await expect(bubbleOf(await canvas.findByText('Echo: How do I authenticate?'))).toHaveClass('papo-message--bot');
    await expect(canvas.queryByTestId('typing-indicator')).not.toBeInTheDocument();
    await expect(sends(context)).toEqual([{ action: 'sendMessage', text: 'How do I authenticate?', files: [] }]);
  },
};

/** Shift+Enter adds a line and sends nothing; Enter sends both lines as one message. */
export const EnterVersusShiftEnter: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
    await expect(sends(context)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('');
    const sent = await canvas.findByText('First line Second line');
    await expect(sent.textContent).toBe('First line\nSecond line');
    await canvas.findByText('Echo: First line Second line');
  },
};

/**
 * Picked files become chips under the input, each with its size and an image's thumbnail; a
 * chip's button ("Remove <name>") removes that file.
 */
export const FilesChosen: Story = {
  parameters: chatStory({ options: { allowFileUploads: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), [notes(), photo(), await landscape()]);
    const chips = await canvas.findByRole('list', { name: 'Files to send' });
    await expect(within(chips).getAllByRole('button')).toHaveLength(3);
    await waitFor(() => expect(chips.querySelector('.papo-file-chip__thumbnail')).toBeVisible());
    await expect(within(chips).getByText('10 byte')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove notes.txt' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove notes.txt' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Remove photo.png' })).toBeVisible();
  },
};

/** Files dragged over the chat: what a drop does, over all of it (and said once); dropped anywhere, they are attached. */
export const DropZone: Story = {
  parameters: chatStory({ options: { allowFileUploads: true } }),
  play: async ({ canvasElement }) => {
    const chat = canvasElement.querySelector('.papo-chat')!;
    const transfer = new DataTransfer();
    transfer.items.add(notes());
    chat.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await expect(chat).toHaveAttribute('data-drop', 'Drop the files to attach them');
  },
};

/** A message with a file goes out as multipart; the bubble lists the file and the chips are cleared. */
export const SendWithFiles: Story = {
  parameters: chatStory({ options: { allowFileUploads: true } }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), [photo()]);
    await canvas.findByRole('button', { name: 'Remove photo.png' });
    await typeAndSend(canvasElement, 'What is in this picture?');
    await canvas.findByText('Echo: What is in this picture? (files: photo.png)');
    await expect(bubbleOf(canvas.getByText('photo.png'))).toHaveClass('papo-message--user');
    await expect(canvas.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    await expect(fileInputOf(canvasElement)).toHaveValue('');
    await expect(sends(context)[0]?.files.map((file) => file.name)).toEqual(['photo.png']);
  },
};

/** `disabled`: the box, send and attach are all disabled. */
export const Disabled: Story = {
  parameters: chatStory({ options: { disabled: true, allowFileUploads: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Attach files' })).toBeDisabled();
  },
};
