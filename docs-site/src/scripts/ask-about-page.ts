/**
 * "Perguntar à Lia sobre esta página" (PageActions.astro): opens the chat with Lia's line
 * "Vamos falar sobre **<título>**…", added through the chat's public store
 * (`addBotMessage`) and said once through the page's polite live region (the chat does not
 * announce lines an integration adds). Pressed again on the same page while that line is
 * still in the conversation, it only opens the chat; on another page, a new line names it.
 */
import type { ChatInstance } from 'papo-chat';
import { pageGreeting, type PageContext } from '../utils/page-context';
import { announce } from './clipboard';

// Loaded with the chat (chat.ts), not with the page: so is telling Lia which page it is.
export { pageContextOf } from '../utils/page-context';

/** The page of Lia's last such line, and that line's id (gone after "Nova conversa"). */
let greeted: { pagePath: string; messageId: string } | undefined;

export async function askAboutPage(chat: ChatInstance, page: PageContext): Promise<void> {
  chat.open();
  const store = await chat.ready();
  const { messages } = store.getSnapshot();
  if (greeted?.pagePath === page.pagePath && messages.some((message) => message.id === greeted?.messageId)) return;
  const { markdown, spoken } = pageGreeting(page.pageTitle);
  greeted = { pagePath: page.pagePath, messageId: store.addBotMessage({ text: markdown }).id };
  announce(spoken);
}
