import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChatOptions } from '../src/core/options/options';
import { Chat } from '../src/ui/Chat';
import { chatStory } from './support/withChat';
import { inFullscreenChat } from './support/views';

const meta = {
  title: 'Widget/Right to left',
  component: Chat,
  ...inFullscreenChat,
} satisfies Meta<typeof Chat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An integrator's Arabic strings: `defaultLanguage: 'ar'` makes `dir: 'auto'` read right to left. */
const arabic: ChatOptions = {
  defaultLanguage: 'ar',
  allowFileUploads: true,
  i18n: {
    ar: {
      title: 'مرحبًا! 👋',
      subtitle: 'ابدأ محادثة. نحن هنا لمساعدتك على مدار الساعة.',
      inputPlaceholder: 'اكتب سؤالك…',
      closeButtonTooltip: 'إغلاق المحادثة',
      sendMessage: 'إرسال الرسالة',
      attachFiles: 'إرفاق ملفات',
      messageFromUser: 'قلت',
      messageFromBot: 'قال المساعد',
      messageList: 'المحادثة',
      newConversation: 'محادثة جديدة',
      chatWindowLabel: 'المحادثة',
      initialMessages: [],
    },
  },
};

/** Arabic with Latin words and code inside: each line keeps its own direction, code reads left to right. */
export const Arabic: Story = {
  parameters: chatStory({
    options: arabic,
    webhook: {
      history: [
        { sender: 'user', text: 'كيف أثبّت Papo في React؟' },
        {
          sender: 'bot',
          text: [
            'شغّل الأمر `npm install papo-chat` ثم أضف المكوّن:',
            '',
            '```tsx',
            "<PapoChat webhookUrl='/webhook/chat' />",
            '```',
            '',
            'The component also works in English pages.',
          ].join('\n'),
        },
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'مرحبًا! 👋' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.papo-story')).toHaveAttribute('dir', 'rtl');
    // The visitor's bubble sits at the line's end, which is the left in Arabic.
    const question = (await canvas.findByText('كيف أثبّت Papo في React؟')).closest('.papo-message')!;
    const listBox = canvasElement.querySelector('.papo-messages')!.getBoundingClientRect();
    const questionBox = question.getBoundingClientRect();
    await expect(questionBox.left - listBox.left).toBeLessThan(listBox.right - questionBox.right);
    const english = await canvas.findByText('The component also works in English pages.');
    await expect(getComputedStyle(english).direction).toBe('ltr');
  },
};
