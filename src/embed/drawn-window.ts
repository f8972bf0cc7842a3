/**
 * The window the loader draws when the visitor opens the chat before its code has arrived
 * (docs/architecture.md#the-cold-click): the header with the title, an empty list with a
 * placeholder, and a real message box with the focus, so typing starts in the first frame.
 * The chat's stylesheet has the same rules for these classes (src/ui/frame.styles.ts), so
 * when its window renders underneath, the two are the same size in the same place; its
 * message box then takes over what was typed (ChatInput) and this window goes.
 */
import type { LauncherStrings } from '../core/languages';
import type { ValidatedChatOptions } from '../core/options-schema';
import type { Draft } from '../ui/ChatContext';

const TITLE_ID = 'papo-drawn-title';

function add<K extends keyof HTMLElementTagNameMap>(parent: Element, tag: K, className: string) {
  const element = document.createElement(tag);
  element.className = className;
  parent.append(element);
  return element;
}

export function drawWindow(
  root: ShadowRoot,
  strings: LauncherStrings,
  options: ValidatedChatOptions,
  close: () => void,
) {
  const frame = document.createElement('div');
  frame.className = 'papo-window';
  // Labelled as the chat's window is (ChatWindow.tsx): a non-modal dialog named by its title.
  frame.setAttribute('role', 'dialog');
  frame.setAttribute('aria-modal', 'false');
  frame.setAttribute('aria-labelledby', TITLE_ID);
  const chat = add(frame, 'div', 'papo-chat');
  const text = add(add(chat, 'div', 'papo-header'), 'div', 'papo-header__text');
  const title = add(text, 'h2', 'papo-header__title');
  title.id = TITLE_ID;
  title.textContent = strings.title;
  if (strings.subtitle) add(text, 'p', 'papo-header__subtitle').textContent = strings.subtitle;
  const body = add(chat, 'div', 'papo-body');
  body.setAttribute('aria-busy', 'true');
  add(body, 'div', 'papo-skeleton');
  // With a welcome screen the chat shows no message box at first: neither does this window.
  const row = options.showWelcomeScreen ? null : add(add(add(chat, 'div', 'papo-footer'), 'div', 'papo-input'), 'div', 'papo-input__row');
  const box = row && add(row, 'textarea', 'papo-input__textarea');
  let send = false;
  if (row && box) {
    box.rows = 1;
    box.dir = 'auto';
    box.placeholder = strings.inputPlaceholder;
    box.setAttribute('aria-label', strings.inputPlaceholder);
    box.disabled = options.disabled;
    // Room for the send (and attach) buttons, so a line wraps where it will in the chat's box.
    add(row, 'span', 'papo-icon-button');
    if (options.allowFileUploads) add(row, 'span', 'papo-icon-button');
  }
  frame.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    // Enter sends in the chat's box: here the draft is sent as soon as that box takes over.
    else if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      send = true;
    }
  });
  root.append(frame);

  return {
    show(open: boolean) {
      frame.hidden = !open;
      if (open) box?.focus();
    },
    /** Removes the window and returns what was typed in it. */
    take(): Draft | undefined {
      frame.remove();
      return box
        ? {
            text: box.value,
            start: box.selectionStart,
            end: box.selectionEnd,
            direction: box.selectionDirection,
            focused: root.activeElement === box,
            send,
          }
        : undefined;
    },
  };
}

export type DrawnWindow = ReturnType<typeof drawWindow>;
