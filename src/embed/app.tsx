/**
 * The heavy part of the widget (React, the UI, markdown), loaded on intent in window mode
 * and at once in fullscreen mode (docs/decisions.md#lazy-loading). It renders into the shadow root the
 * launcher prepared.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserEnv } from '../core/env';
import type { ChatEmitter } from '../core/events';
import type { ValidatedChatOptions } from '../core/options-schema';
import { completeOptions } from '../core/resolved-options';
import { createStoreFor, type ChatStore } from '../core/store';
import { Chat } from '../ui/Chat';
import { ChatProvider, type WindowControls } from '../ui/ChatContext';
import { ChatWindow } from '../ui/ChatWindow';
import { chatStyles } from '../ui/styles';
import { adoptStyles } from './stylesheet';

export interface MountAppInput {
  shadowRoot: ShadowRoot;
  container: HTMLElement;
  /** Validated by createChat before this code loaded. */
  options: ValidatedChatOptions;
  emitter: ChatEmitter;
  /** Present in window mode only. */
  windowControls?: WindowControls;
}

export interface MountedApp {
  store: ChatStore;
  unmount(): void;
}

export function mountApp({ shadowRoot, container, options, emitter, windowControls }: MountAppInput): MountedApp {
  adoptStyles(shadowRoot, chatStyles);
  const store = createStoreFor(completeOptions(options), createBrowserEnv(), emitter);
  const root = createRoot(container);
  root.render(
    <ChatProvider value={{ store, windowControls }}>
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
    unmount() {
      root.unmount();
      store.destroy();
    },
  };
}
