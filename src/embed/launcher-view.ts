/**
 * The launcher's DOM adapters over its lifecycle (chat-lifecycle.ts): the host element and
 * its shadow root on the target, the toggle (window mode, launcher-dom.ts) and what shows
 * intent on it (intent.ts), the window drawn while the chat's code is on its way
 * (drawn-window.ts), and the chat's code mounted under them. They draw what the lifecycle
 * tells them and pass the visitor's acts back to it; they hold no state of the chat's.
 */
import { directionOf } from '../core/i18n/direction';
import { launcherStrings, layerStrings, type LauncherStrings } from '../core/i18n/languages';
import type { ValidatedChatOptions } from '../core/options/options-schema';
import type { LauncherActs, LauncherView } from './chat-lifecycle';
import { drawWindow, type DrawnWindow } from './drawn-window';
import { watchIntent } from './intent';
import { createToggle } from './launcher-dom';
import { launcherStyles } from './launcher-styles';
import { adoptStyles } from './stylesheet';

export function launcherView(
  [setOpen, start, idle, intent]: LauncherActs,
  options: ValidatedChatOptions,
  element: Element,
  preload?: () => void,
  release?: () => void,
): LauncherView {
  /** The launcher's words, in place: the toggle and the drawn chat hold this object. */
  const strings = {} as LauncherStrings;
  const host = document.createElement('div');
  host.setAttribute('data-papo-chat', '');
  host.setAttribute('data-mode', options.mode);
  // Lets the launcher's styles hide the toggle on phones, where the header's button closes.
  host.toggleAttribute('data-close-button', options.showWindowCloseButton);
  applyToHost();
  for (const [name, value] of Object.entries(options.theme)) host.style.setProperty(name, value);
  /** What the launcher shows of the options that can change: the direction, the scheme and its words. */
  function applyToHost() {
    Object.assign(strings, layerStrings(launcherStrings, options.i18n, options.defaultLanguage));
    host.dir = directionOf(options.dir, options.defaultLanguage);
    // The stylesheets follow it, 'auto' by a media query: live, before and after the chat's code loads.
    host.setAttribute('data-scheme', options.colorScheme);
  }
  const shadowRoot = host.attachShadow({ mode: 'open' });
  adoptStyles(shadowRoot, launcherStyles);
  const container = document.createElement('div');
  container.className = 'papo-root';
  shadowRoot.append(container);
  element.append(host);

  /** Drawn on a click before the chat's code is there, until the chat's own window takes over. */
  let drawn: DrawnWindow | null = null;
  const draw = () =>
    (drawn ??= drawWindow(
      shadowRoot,
      strings,
      options,
      () => setOpen(false, true),
      () => void start(),
    ));
  function takeDraft() {
    const draft = drawn?.take();
    drawn = null;
    return draft;
  }
  const toggle = options.mode == 'window' ? createToggle(shadowRoot, strings) : null;
  const stopWatching = toggle ? watchIntent(toggle.button, preload ?? idle, intent, () => setOpen()) : () => {};

  return [
    function show(next, open) {
      options = next;
      applyToHost();
      toggle?.render(open);
    },
    function opened(open, mounted, returnFocus) {
      toggle!.render(open);
      if (open && !mounted) draw();
      drawn?.show(open);
      // Drawn, the visitor can type in the first frame, and the click's task does no more than
      // draw: the chat starts in a task after the frame (a frame's callbacks run before its paint).
      if (open && drawn) requestAnimationFrame(() => setTimeout(start));
      else if (open) void start();
      if (!open && returnFocus) toggle!.button.focus();
    },
    (failed) => (failed ? draw().failed() : draw().loading()),
    (module, options, emitter, isOpen) =>
      module.mountApp({ shadowRoot, container, options, emitter, isOpen, setOpen, takeDraft }),
    function remove(mounted) {
      stopWatching();
      mounted?.unmount();
      host.remove();
      release?.();
    },
  ];
}
