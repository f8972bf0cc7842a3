/**
 * The unread badge (window mode): while the window is closed, each reply that arrives
 * (a webhook's or a waiting workflow's, the store's `messageReceived`) adds one to a count
 * shown on the toggle, named in the toggle's accessible name ("Open chat, 2 new messages")
 * and announced once through a polite live region of its own: the chat's live region is
 * inside the closed (hidden) window. Opening clears it. It runs in the chat's code, since
 * no reply can arrive before that has loaded, and only touches the toggle launcher-dom.ts
 * made; the loader re-renders the toggle on open, close and a language change, and
 * `refresh()` puts the count back after the last.
 */
import { formatString, type ChatStrings } from '../core/i18n/i18n';
import { pluralText } from '../core/i18n/plural';
import type { ChatStore } from '../core/store/store';
import type { WindowControls } from '../ui/ChatContext';

/** "2 new messages" in the chat's language, in the plural form the language wants for the count (plural.ts). */
export function unreadText(strings: ChatStrings, language: string, count: number): string {
  return formatString(pluralText(strings.newMessage, strings.newMessages, language, count), { count });
}

/** `root` is the chat's shadow root (or, in stories, the element that plays it). */
export function watchUnread(
  root: Pick<ParentNode, 'querySelector' | 'append'>,
  store: ChatStore,
  windowControls: WindowControls,
) {
  const toggle = root.querySelector<HTMLButtonElement>('.papo-toggle');
  const badge = document.createElement('span');
  badge.className = 'papo-badge';
  badge.setAttribute('aria-hidden', 'true');
  const announcer = document.createElement('div');
  announcer.className = 'papo-visually-hidden';
  announcer.setAttribute('aria-live', 'polite');
  announcer.setAttribute('data-testid', 'unread-announcer');
  root.append(announcer);
  let count = 0;

  function render() {
    const { strings, options } = store.getSnapshot();
    if (!toggle || count === 0) return badge.remove();
    const unread = unreadText(strings, options.defaultLanguage, count);
    const name = `${strings.openChat}, ${unread}`;
    toggle.setAttribute('aria-label', name);
    toggle.title = name;
    // The real count, not "9+": the text a sighted user sees must be part of the button's name.
    badge.textContent = String(count);
    toggle.append(badge);
    return unread;
  }

  const offReceived = store.on('messageReceived', () => {
    if (windowControls.isOpen()) return;
    count += 1;
    announcer.textContent = render() ?? '';
  });
  const offOpen = windowControls.subscribe(() => {
    if (!windowControls.isOpen()) return;
    count = 0;
    announcer.textContent = '';
    render();
  });

  return {
    refresh: render,
    stop() {
      offReceived();
      offOpen();
      badge.remove();
      announcer.remove();
    },
  };
}
