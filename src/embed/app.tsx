/**
 * The heavy part of the widget (React, the UI, markdown), loaded on intent in window mode
 * and at once in fullscreen mode (docs/decisions.md#lazy-loading). It renders into the shadow root the
 * launcher prepared.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserEnv } from '../core/env';
import { loadLanguage } from '../core/i18n/languages';
import { reportError } from '../core/store/report';
import type { ChatEmitter } from '../core/store/events';
import type { ValidatedChatOptions } from '../core/options/options-schema';
import { completeOptions } from '../core/options/resolved-options';
import { createStoreFor, type ChatStore } from '../core/store/store';
import { Chat } from '../ui/Chat';
import { ChatProvider, type ChatRecovery, type Draft } from '../ui/ChatContext';
import { ChatErrorBoundary } from '../ui/ChatErrorBoundary';
import { ChatWindow } from '../ui/ChatWindow';
import { chatStyles } from '../ui/styles';
import { adoptStyles } from './stylesheet';
import { watchUnread } from './unread-badge';
import { windowControls as makeWindowControls } from './window-controls';
import { unreadBadgeStyles } from './unread-badge.styles';

/**
 * The full check createChat runs on the options when this code arrives, idle or on intent
 * (the standalone loaders check only what they read before: src/embed/options-at-once-loader.ts).
 */
export { checkOptions } from './arrival-check';
/** Fetches the pack of the chat's language before the chat first renders (chat-lifecycle.ts). */
export { loadLanguage } from '../core/i18n/languages';

export interface MountAppInput {
  shadowRoot: ShadowRoot;
  container: HTMLElement;
  /** Checked in full: by createChat (npm build) or by checkOptions when this code arrived. */
  options: ValidatedChatOptions;
  emitter: ChatEmitter;
  /** Whether the window is open (window mode; a fullscreen chat is always open). */
  isOpen: () => boolean;
  /** Opens or closes the window; `returnFocus` to the toggle when it closes. */
  setOpen: (open: boolean, returnFocus?: boolean) => void;
  /** Takes over the chat the loader drew while this code was on its way (src/embed/drawn-window.ts). */
  takeDraft?: () => Draft | undefined;
}

export interface MountedApp {
  /** The chat's store; a new one after the visitor reloads a chat that failed to draw. */
  readonly store: ChatStore;
  /** Options changed through the instance (setMetadata, setLanguage…), checked by createChat. */
  update(options: ValidatedChatOptions): void;
  unmount(): void;
}

export function mountApp({
  shadowRoot,
  container,
  options,
  emitter,
  isOpen,
  setOpen,
  takeDraft,
}: MountAppInput): MountedApp {
  const windowControls = options.mode === 'window' ? makeWindowControls(emitter, isOpen, setOpen) : undefined;
  // One sheet: the badge's few rules ride with the chat's.
  adoptStyles(shadowRoot, chatStyles + unreadBadgeStyles);
  const env = createBrowserEnv();
  let store = createStoreFor(completeOptions(options), env, emitter);
  let unread = windowControls ? watchUnread(shadowRoot, store, windowControls) : null;
  const root = createRoot(container);
  /** Each reload draws a new tree (its key) over a new store. */
  let drawn = 0;
  const recovery: ChatRecovery = {
    report: (error) => reportError(error, { env, onError: store.getSnapshot().options.onError, emitter }),
    // As a page load would: the conversation comes back from storage (loadPreviousSession).
    reload() {
      unread?.stop();
      store.destroy();
      store = createStoreFor(completeOptions(options), env, emitter);
      unread = windowControls ? watchUnread(shadowRoot, store, windowControls) : null;
      draw();
      void store.initialize();
    },
  };
  function draw() {
    root.render(
      <ChatProvider key={++drawn} value={{ store, windowControls, takeDraft, recovery }}>
        {windowControls ? (
          <ChatWindow />
        ) : (
          <div className="papo-fullscreen">
            <ChatErrorBoundary>
              <Chat />
            </ChatErrorBoundary>
          </div>
        )}
      </ChatProvider>,
    );
  }
  draw();
  return {
    get store() {
      return store;
    },
    update(next) {
      options = next;
      const apply = () => {
        if (options !== next) return;
        store.setOptions(completeOptions(next));
        unread?.refresh();
      };
      // A language whose pack is on its way: the chat stays in its language until the pack is
      // here, rather than showing English in between (English if the pack cannot be fetched).
      const fetching = loadLanguage(next.defaultLanguage);
      if (fetching) void fetching.then(apply, apply);
      else apply();
    },
    unmount() {
      unread?.stop();
      root.unmount();
      store.destroy();
    },
  };
}
