/**
 * The heavy part of the widget (React, the UI, markdown), loaded on intent in window mode
 * and at once in fullscreen mode (docs/decisions.md#lazy-loading). It renders into the shadow root the
 * launcher prepared.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserEnv } from '../core/env';
import type { ChatEmitter } from '../core/events';
import { checkLanguageStrings } from '../core/language-check';
import type { ValidatedChatOptions } from '../core/options-schema';
import { reportError } from '../core/report';
import { completeOptions } from '../core/resolved-options';
import { createStoreFor, type ChatStore } from '../core/store';
import { Chat } from '../ui/Chat';
import { ChatProvider, type Draft, type WindowControls } from '../ui/ChatContext';
import { ChatWindow } from '../ui/ChatWindow';
import { chatStyles } from '../ui/styles';
import { adoptStyles } from './stylesheet';
import { watchUnread } from './unread-badge';
import { unreadBadgeStyles } from './unread-badge.styles';

export interface MountAppInput {
  shadowRoot: ShadowRoot;
  container: HTMLElement;
  /** Validated by createChat before this code loaded. */
  options: ValidatedChatOptions;
  emitter: ChatEmitter;
  /** Present in window mode only. */
  windowControls?: WindowControls;
  /** Takes over the chat the loader drew while this code was on its way (src/embed/drawn-window.ts). */
  takeDraft?: () => Draft | undefined;
}

export interface MountedApp {
  store: ChatStore;
  /** Options changed through the instance (setMetadata, setLanguage…), validated by createChat. */
  update(options: ValidatedChatOptions): void;
  unmount(): void;
}

export function mountApp({
  shadowRoot,
  container,
  options,
  emitter,
  windowControls,
  takeDraft,
}: MountAppInput): MountedApp {
  // One sheet: the badge's few rules ride with the chat's.
  adoptStyles(shadowRoot, chatStyles + unreadBadgeStyles);
  const env = createBrowserEnv();
  // The loaders leave the keys of `i18n` to this code (src/core/language-schema-loose.ts).
  const { i18n, errors } = checkLanguageStrings(options.i18n);
  for (const error of errors) reportError(error, { env, onError: options.onError, emitter });
  const store = createStoreFor(completeOptions({ ...options, i18n }), env, emitter);
  const unread = windowControls ? watchUnread(shadowRoot, store, windowControls) : null;
  const root = createRoot(container);
  root.render(
    <ChatProvider value={{ store, windowControls, takeDraft }}>
      {windowControls ? (
        <ChatWindow />
      ) : (
        <div className="papo-fullscreen">
          <Chat />
        </div>
      )}
    </ChatProvider>,
  );
  return {
    store,
    update(next) {
      // Reported once, when the chat loaded; here the same strings are only kept out again.
      store.setOptions(completeOptions({ ...next, i18n: checkLanguageStrings(next.i18n).i18n }));
      unread?.refresh();
    },
    unmount() {
      unread?.stop();
      root.unmount();
      store.destroy();
    },
  };
}
