/**
 * createChat (docs/decisions.md#screens, docs/decisions.md#isolation-and-csp): checks the options
 * (optionsAtOnce: all of them in the npm build, what the loader reads in the standalone
 * ones, the rest when the chat's code arrives), puts a shadow root
 * on the target and, in window mode, only a toggle button. The chat's code (React, UI,
 * markdown) is fetched when the browser is idle and run and rendered when the visitor
 * shows intent; the history is fetched when the chat first opens. Fullscreen mode loads at once.
 * What the chat is doing is its lifecycle (chat-lifecycle.ts); what the page shows of it,
 * the launcher's view (launcher-view.ts).
 */
import type { ChatOptions } from '../core/options/options-schema';
import type { ChatInstance, LoadApp, PlaceChat } from './chat-instance';
import { chatLifecycle } from './chat-lifecycle';
import { launcherView } from './launcher-view';
import { optionsAtOnce } from './options-at-once';

export type { ChatInstance, ColorScheme, LoadApp, PlaceChat } from './chat-instance';

/**
 * `preload`, what the browser's being idle does: the standalone loaders fetch the chat's code
 * without running it (beside-script.ts); without it (the npm build, whose bundler names the
 * chunk), the code is imported, and so run, then.
 */
export function createChatWith(loadApp: LoadApp, place: PlaceChat, preload?: () => void) {
  return (userOptions: ChatOptions = {}): ChatInstance => {
    const options = optionsAtOnce(userOptions);
    return place(options.target, (element, release) =>
      chatLifecycle(userOptions, options, optionsAtOnce, loadApp, (acts) =>
        launcherView(acts, options, element, preload, release),
      ),
    );
  };
}
