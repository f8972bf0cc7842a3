/**
 * The Lia chat (DECISIONS.md): created once per page load in the persisted #papo-chat
 * element, so it survives view-transition navigations. Portuguese, window mode, no
 * welcome screen; the title and placeholder are the widget's built-in pt strings.
 */
import { createChat, type ChatInstance } from 'papo-chat';
import { chatWebhookUrl } from '../config/site';

declare global {
  interface Window {
    /** The page's chat, for the "open the chat" buttons of the docs. */
    atestaChat?: ChatInstance;
  }
}

try {
  window.atestaChat = createChat({
    target: '#papo-chat',
    mode: 'window',
    defaultLanguage: 'pt',
    showWelcomeScreen: false,
    webhookUrl: chatWebhookUrl,
  });
} catch (error) {
  // The page must keep working without the chat (DECISIONS.md 3).
  console.warn('Atesta Docs: o chat não pôde ser iniciado.', error);
}

document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest?.('[data-open-chat]')) window.atestaChat?.open();
});
