import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chat } from '../src/ui/Chat';
import { chatStory } from './support/withChat';
import { inFullscreenChat } from './support/views';

const meta = { title: 'Widget/Theming', component: Chat, ...inFullscreenChat } satisfies Meta<typeof Chat>;

export default meta;
type Story = StoryObj<typeof meta>;

const conversation = {
  history: [
    { sender: 'user' as const, text: 'Where are the status codes?' },
    { sender: 'bot' as const, text: 'See the **status codes** page, or call `GET /status` for the `SCORE` tier.' },
  ],
};

/** n8n-compatible `--chat--*` custom properties (docs/decisions.md#theming) on the host element: a dark theme with AA contrast. */
const dark = {
  '--chat--color-primary': '#8ab4ff',
  '--chat--color-primary-shade-50': '#a8c7ff',
  '--chat--color-secondary': '#5fd3bf',
  '--chat--color-white': '#14172a',
  '--chat--color-light': '#1c2035',
  '--chat--color-light-shade-50': '#2c3150',
  '--chat--color-light-shade-100': '#454b6e',
  '--chat--color-medium': '#5a6088',
  '--chat--color-dark': '#e8eaf6',
  '--chat--color-disabled': '#9ea3c0',
  '--chat--color-typing': '#c5c9e0',
  '--chat--color-error': '#ff8a80',
  '--chat--header--background': '#0d0f1c',
  '--chat--header--color': '#e8eaf6',
  '--chat--message--bot--background': '#262b45',
  '--chat--message--pre--background': 'rgba(255, 255, 255, 0.08)',
};

export const DarkTheme: Story = {
  parameters: chatStory({ options: { theme: dark }, webhook: conversation }),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('.papo-header')!;
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(13, 15, 28)');
  },
};

/** `colorScheme: 'dark'`: Papo's own dark palette (README, Theming), no theme needed. */
export const DarkScheme: Story = {
  parameters: chatStory({ options: { colorScheme: 'dark' }, webhook: conversation }),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('.papo-header')!;
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(13, 15, 28)');
    const chat = canvasElement.querySelector('.papo-chat')!;
    await expect(getComputedStyle(chat).backgroundColor).toBe('rgb(28, 32, 53)');
  },
};

/** `defaultLanguage: 'pt'`: every string in Brazilian Portuguese. */
export const Portuguese: Story = {
  parameters: chatStory({ options: { defaultLanguage: 'pt', allowFileUploads: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Olá! Eu sou a Lia 👋' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Escreva sua pergunta…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enviar mensagem' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Anexar arquivos' })).toBeInTheDocument();
    await expect(canvas.getByText('Meu nome é Lia. Como posso ajudar você hoje?')).toBeVisible();
  },
};

/** A 360 px wide box, as on a narrow phone: long words wrap, controls keep 44 px targets. */
export const NarrowMobile: Story = {
  parameters: chatStory({
    size: { width: 360, height: 640 },
    webhook: conversation,
    options: { allowFileUploads: true },
  }),
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send message' });
    await expect(send.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    const chat = canvasElement.querySelector('.papo-chat')!;
    await expect(chat.scrollWidth).toBeLessThanOrEqual(360);
  },
};
