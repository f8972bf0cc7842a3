/**
 * The chat the loader draws while the chat's code is on its way (docs/architecture.md#the-cold-click):
 * the header with the title (and the close button), where the messages will be a grey placeholder (or, if the code
 * cannot load, what failed and Retry), and a real message box, focused in window mode, so
 * the visitor can type from the first frame. The chat's stylesheet has the same rules for
 * these classes (src/ui/frame.styles.ts): the chat renders underneath at the same size and
 * place, its message box takes over what was typed (ChatInput) and this one goes.
 */
import type { LauncherStrings } from '../core/i18n/languages';
import type { ValidatedChatOptions } from '../core/options/options-schema';
import type { Draft } from '../ui/ChatContext';
import { CLOSE_ICON_PATH } from '../ui/icon-paths';
import { recognitionClass } from '../ui/speech';
import { icon } from './launcher-dom';

function add<K extends keyof HTMLElementTagNameMap>(parent: Element, tag: K, className: string) {
  const element = document.createElement(tag);
  element.className = className;
  parent.append(element);
  return element;
}

/** The chat's header (Header.tsx): the title, the subtitle and, `closes`, the close button, which closes as the toggle does. */
function drawHeader(chat: Element, strings: LauncherStrings, closes: boolean, close: () => void) {
  const header = add(chat, 'div', 'papo-header');
  const title = add(header, 'h2', 'papo-header__title');
  title.id = 'papo-drawn-title';
  title.textContent = strings.title;
  if (strings.subtitle) add(header, 'p', 'papo-header__subtitle').textContent = strings.subtitle;
  const actions = add(header, 'div', 'papo-header__actions');
  const closeButton = closes && add(actions, 'button', 'papo-icon-button papo-header__close');
  if (closeButton) {
    // No type="button": outside a form (a shadow root has none) it submits nothing.
    closeButton.setAttribute('aria-label', (closeButton.title = strings.closeButtonTooltip));
    closeButton.append(icon(CLOSE_ICON_PATH));
    closeButton.addEventListener('click', close);
  }
  return closeButton;
}

/** The chat's message box (ChatInput.tsx); with a welcome screen the chat shows none at first, neither does this. */
function drawBox(chat: Element, strings: LauncherStrings, options: ValidatedChatOptions) {
  if (options.showWelcomeScreen) return;
  const row = add(add(add(chat, 'div', 'papo-footer'), 'div', 'papo-input'), 'div', 'papo-input__row');
  const box = add(row, 'textarea', 'papo-input__textarea');
  box.rows = 1;
  box.dir = 'auto';
  box.placeholder = strings.inputPlaceholder;
  box.setAttribute('aria-label', strings.inputPlaceholder);
  box.disabled = options.disabled;
  // Room for the send (attach, dictate) buttons, so a line wraps where it will in the chat's
  // box and the box does not move when the chat takes over (the microphone's only where the
  // browser can listen: DictateButton.tsx).
  const controls = add(row, 'span', '');
  if (options.allowFileUploads) add(controls, 'span', '');
  if (options.voiceInput && recognitionClass()) add(controls, 'span', '');
  return box;
}

export function drawWindow(
  root: ShadowRoot,
  strings: LauncherStrings,
  options: ValidatedChatOptions,
  close: () => void,
  retry: () => void,
) {
  const isWindow = options.mode == 'window';
  const frame = document.createElement('div');
  frame.className = isWindow ? 'papo-window' : 'papo-fullscreen';
  if (isWindow) {
    // Labelled as the chat's window is (ChatWindow.tsx): a non-modal dialog (aria-modal's
    // default) named by its title.
    frame.setAttribute('role', 'dialog');
    frame.setAttribute('aria-labelledby', 'papo-drawn-title');
  }
  const chat = add(frame, 'div', 'papo-chat');
  const closeButton = drawHeader(chat, strings, isWindow && options.showWindowCloseButton, close);
  const body = add(chat, 'div', 'papo-body');
  // Drawn while the code loads: with the placeholder already in, the first frame lays it out once.
  const skeleton = add(body, 'div', 'papo-skeleton');
  body.setAttribute('aria-busy', 'true');
  const box = drawBox(chat, strings, options);
  let send = false;
  frame.addEventListener('keydown', (event) => {
    if (event.key == 'Escape' && isWindow) close();
    // Enter sends from the chat's box: this draft is sent as soon as that box takes over.
    if (event.key == 'Enter' && event.target == box && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      send = true;
    }
  });
  root.append(frame);

  return {
    loading() {
      body.setAttribute('aria-busy', 'true');
      // Again after a failure; not while it is there, which would lay the window out again.
      if (!skeleton.isConnected) body.replaceChildren(skeleton);
    },
    failed() {
      body.removeAttribute('aria-busy');
      body.replaceChildren();
      const failed = add(body, 'div', 'papo-failed');
      failed.setAttribute('role', 'alert');
      failed.textContent = strings.loadError;
      // No type="button", as the close button: outside a form it submits nothing.
      const button = add(failed, 'button', '');
      button.textContent = strings.retry;
      button.addEventListener('click', retry);
      button.focus();
    },
    show(open: boolean) {
      frame.hidden = !open;
      if (open) box?.focus();
    },
    take(): Draft | undefined {
      // Removes the drawn chat and returns what was typed in it (a line comment: the ESM
      // build keeps /** */ ones). Read before the removal, which takes the focus away from the box.
      const draft = box && {
        text: box.value,
        start: box.selectionStart,
        end: box.selectionEnd,
        direction: box.selectionDirection,
        focused: root.activeElement == box,
        send,
      };
      const onClose = root.activeElement == closeButton;
      frame.remove();
      // The chat is rendered underneath by now: its close button takes the focus from this one.
      if (onClose) root.querySelector<HTMLElement>('.papo-header__close')?.focus();
      return draft;
    },
  };
}

export type DrawnWindow = ReturnType<typeof drawWindow>;
