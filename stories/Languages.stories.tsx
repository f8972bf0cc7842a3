import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chat } from '../src/ui/Chat';
import { chatStory } from './support/withChat';
import { inFullscreenChat } from './support/views';

/**
 * The built-in language packs (docs/api.md#languages): the chat's every string from the pack
 * of `defaultLanguage`, with no `i18n` of the integrator's. Arabic reads right to left
 * (`dir: 'auto'`); German left to right. Each story runs light and dark, left to right and
 * right to left, with axe.
 */
const meta = {
  title: 'Widget/Languages',
  component: Chat,
  ...inFullscreenChat,
} satisfies Meta<typeof Chat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArabicPack: Story = {
  parameters: chatStory({
    options: { defaultLanguage: 'ar', allowFileUploads: true, feedback: true },
    webhook: {
      history: [
        { sender: 'user', text: 'كيف أغيّر كلمة المرور؟' },
        { sender: 'bot', text: 'افتح **الإعدادات** ثم اختر «الأمان».' },
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'مرحبًا! 👋' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'اكتب سؤالك…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'إرفاق ملفات' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'رد جيد' })).toBeInTheDocument();
  },
};

export const GermanPack: Story = {
  parameters: chatStory({
    options: { defaultLanguage: 'de', allowFileUploads: true, feedback: true },
    webhook: {
      history: [
        { sender: 'user', text: 'Wie ändere ich mein Passwort?' },
        { sender: 'bot', text: 'Öffnen Sie **Einstellungen** und wählen Sie „Sicherheit“.' },
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hallo! 👋' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Geben Sie Ihre Frage ein…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Dateien anhängen' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Gute Antwort' })).toBeInTheDocument();
  },
};
