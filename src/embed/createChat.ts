/**
 * createChat (docs/decisions.md#screens, docs/decisions.md#isolation-and-csp): checks the options
 * (optionsAtOnce: all of them in the npm build, what the loader reads in the standalone
 * ones, the rest when the chat's code arrives), puts a shadow root
 * on the target and, in window mode, only a toggle button. The chat's code (React, UI,
 * markdown) is fetched when the browser is idle and rendered when the visitor shows
 * intent; the history is fetched when the chat first opens. Fullscreen mode loads at once.
 * What the chat is doing is its lifecycle (chat-lifecycle.ts); what the page shows of it,
 * the launcher's view (launcher-view.ts).
 */
import type { ChatOptions } from '../core/options-schema';
import { PapoError } from '../core/errors';
import type { ChatInstance, LoadApp, PlaceChat } from './chat-instance';
import { CANNOT_START, chatLifecycle, type Lifecycle } from './chat-lifecycle';
import { launcherView } from './launcher-view';
import { optionsAtOnce } from './options-at-once';

export type { ChatInstance, ColorScheme, LoadApp, PlaceChat } from './chat-instance';

export function createChatWith(loadApp: LoadApp, place: PlaceChat) {
  return (userOptions: ChatOptions = {}): ChatInstance => {
    const options = optionsAtOnce(userOptions);
    return place(options.target, (element, release) =>
      chatInstance(
        chatLifecycle(userOptions, options, optionsAtOnce, loadApp, (chat) =>
          launcherView(chat, options, element, release),
        ),
      ),
    );
  };
}

/** The integrator's handle on a chat's lifecycle. */
export function chatInstance({ setOpen, isOpen, start, update, emitter, unmount }: Lifecycle): ChatInstance {
  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!isOpen()),
    isOpen,
    async sendMessage(text, files) {
      const store = await start();
      return store ? store.sendMessage(text, files) : false;
    },
    async startNewSession() {
      (await start())?.startNewSession();
    },
    setMetadata: (metadata) => update({ metadata }),
    setLanguage: (defaultLanguage) => update({ defaultLanguage }),
    setColorScheme: (colorScheme) => update({ colorScheme }),
    on: emitter.on,
    off: emitter.off,
    async ready() {
      const store = await start();
      if (!store) throw new PapoError('start', CANNOT_START);
      return store;
    },
    unmount,
  };
}
