/**
 * The Lia chat (docs/decisions.md#names-and-defaults): created once per page load in the persisted #papo-chat
 * element, so it survives view-transition navigations. Portuguese, window mode, no
 * welcome screen, starter questions as chips (src/config/chat-suggestions.json), replies
 * streamed; the title and placeholder are the widget's built-in pt strings. Every message
 * carries the page being read as `metadata.pagePath` and `metadata.pageTitle`
 * (docs/protocol.md#requests); Lia prefers that page's passages ("quais os campos?" on a
 * Lite page answers about Lite). "Perguntar à Lia sobre esta página" also says which page
 * the conversation is about (ask-about-page.ts).
 *
 * `papo-chat` is imported when the browser is first idle, or at once when a visitor
 * presses an "open the chat" button before that, so none of it is in the JavaScript a
 * page loads up front. Its toggle is fixed to the corner: appearing a moment after the
 * page moves nothing on it. Its colour scheme follows the site's light/dark switch, live.
 */
import type { ChatInstance } from 'papo-chat';
import starters from '../config/chat-suggestions.json';
import { chatWebhookUrl, site } from '../config/site';
import type { PageFacts } from '../utils/page-context';
import { parseTheme } from '../utils/theme';
import { onPageLoad } from './page-load';

declare global {
  interface Window {
    /** The page's chat once it has started, for the "open the chat" buttons of the docs. */
    atestaChat?: ChatInstance;
  }
}

let starting: Promise<ChatInstance | undefined> | undefined;
/** Opens the chat about a page (ask-about-page.ts, loaded with the chat). */
let askAbout: ((page: PageFacts) => Promise<void>) | undefined;

/** The page being read, for Lia (view-transition navigations keep the chat, so it is updated on each). */
const pageNow = (): PageFacts => ({
  path: location.pathname,
  heading: document.querySelector('main h1')?.textContent,
  documentTitle: document.title,
});

/** The site's theme (theme.ts keeps it on `<html data-theme>`), which the chat follows. */
const siteTheme = () => parseTheme(document.documentElement.dataset.theme);

function startChat(): Promise<ChatInstance | undefined> {
  starting ??= Promise.all([import('papo-chat'), import('./ask-about-page')])
    .then(([{ createChat }, { askAboutPage, pageContextOf }]) => {
      const currentPage = (page = pageNow()) => pageContextOf(page, site.title);
      window.atestaChat = createChat({
        target: '#papo-chat',
        mode: 'window',
        defaultLanguage: 'pt',
        showWelcomeScreen: false,
        webhookUrl: chatWebhookUrl,
        // Questions Lia answers well; her replies bring their own follow-ups and sources.
        suggestions: starters.questions.map(({ question }) => question),
        colorScheme: siteTheme(),
        enableStreaming: true,
        metadata: currentPage(),
        // 👍/👎 under Lia's answers, kept by the reference server (docs/protocol.md#feedback).
        feedback: { webhook: true },
        // Formulas in Lia's answers, drawn by KaTeX, and mermaid diagrams, drawn in the frame that
        // src/integrations/papo-diagram-frame.mjs serves (each fetched only by an answer that holds one).
        markdown: { math: true, diagrams: { frameUrl: '/papo-chat-diagram/papo-chat.diagram.html' } },
      });
      const chat = window.atestaChat;
      onPageLoad(() => chat.setMetadata(currentPage()));
      askAbout = (page) => askAboutPage(chat, currentPage(page));
      new MutationObserver(() => chat.setColorScheme(siteTheme())).observe(document.documentElement, {
        attributeFilter: ['data-theme'],
      });
      return chat;
    })
    .catch((error: unknown) => {
      // The page must keep working without the chat (docs/decisions.md#failures); a later button press tries again.
      console.warn('Atesta Docs: o chat não pôde ser iniciado.', error);
      starting = undefined;
      return undefined;
    });
  return starting;
}

if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void startChat(), { timeout: 3000 });
else setTimeout(() => void startChat(), 1000);

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.('[data-open-chat]');
  if (!button) return;
  // Read now: by the time the chat has started the visitor may be on another page.
  const page = button.hasAttribute('data-ask-about-page') ? pageNow() : undefined;
  void startChat().then((chat) => {
    if (!page || !askAbout) return chat?.open();
    askAbout(page).catch((error: unknown) => console.warn('Atesta Docs: o chat não pôde ser iniciado.', error));
  });
});
