/**
 * createChat (docs/decisions.md#screens, docs/decisions.md#isolation-and-csp): checks the options
 * (optionsAtOnce: all of them in the npm build, what the loader reads in the standalone
 * ones, the rest when the chat's code arrives), puts a shadow root
 * on the target and, in window mode, only a toggle button. The chat's code (React, UI,
 * markdown) is fetched when the browser is idle and rendered when the visitor shows
 * intent; the history is fetched when the chat first opens. Fullscreen mode loads at once.
 */
import { directionOf } from '../core/direction';
import { warnInConsole } from '../core/env';
import { PapoError } from '../core/errors';
import { createEmitter } from '../core/events';
import { launcherStrings, layerStrings } from '../core/languages';
import type { ChatOptions, ValidatedChatOptions } from '../core/options-schema';
import { reportError } from '../core/report';
import type { ChatStore } from '../core/store';
import type { WindowControls } from '../ui/ChatContext';
import type { checkOptions, MountedApp } from './app';
import type { ChatInstance, LoadApp, PlaceChat } from './chat-instance';
import { drawWindow, type DrawnWindow } from './drawn-window';
import { createToggle } from './launcher-dom';
import { launcherStyles } from './launcher-styles';
import { adoptStyles } from './stylesheet';
import { watchIntent } from './intent';
import { optionsAtOnce } from './options-at-once';

export type { ChatInstance, ColorScheme, LoadApp, PlaceChat } from './chat-instance';

const CANNOT_START = 'The chat could not start.';

export function createChatWith(loadApp: LoadApp, place: PlaceChat) {
  return (userOptions: ChatOptions = {}): ChatInstance => {
    /** What the integrator gave (and later changed); once the chat's code checked it, what passed. */
    let given = userOptions;
    let options = optionsAtOnce(given);
    /** The full check, once the chat's code is there. */
    let check: typeof checkOptions | null = null;
    return place(options.target, (element, release) => {
      // Before the chat's code loads, warnings are all the launcher needs of the environment.
      const env = { warn: warnInConsole };
      const strings = layerStrings(launcherStrings, options.i18n, options.defaultLanguage);
      const emitter = createEmitter((error) => env.warn('A chat event listener threw.', error));
      const report = (error: PapoError) => reportError(error, { env, onError: options.onError, emitter });

      const host = document.createElement('div');
      host.setAttribute('data-papo-chat', '');
      host.setAttribute('data-mode', options.mode);
      // Lets the launcher's styles hide the toggle on phones, where the header's button closes.
      host.toggleAttribute('data-close-button', options.showWindowCloseButton);
      applyToHost();
      for (const [name, value] of Object.entries(options.theme)) host.style.setProperty(name, value);
      /** What the host carries of the options that can change: the direction and the scheme. */
      function applyToHost() {
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

      const isWindow = options.mode === 'window';
      let open = !isWindow;
      let destroyed = false;
      let app: Promise<MountedApp> | null = null;
      let mounted: MountedApp | null = null;
      let started: Promise<void> | null = null;
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
      const openListeners = new Set<() => void>();
      const toggle = isWindow ? createToggle(shadowRoot, strings) : null;

      const windowControls: WindowControls | undefined = isWindow
        ? {
            isOpen: () => open,
            subscribe(listener) {
              openListeners.add(listener);
              return () => openListeners.delete(listener);
            },
            close: ({ returnFocus = false } = {}) => setOpen(false, returnFocus),
          }
        : undefined;

      let code: ReturnType<LoadApp> | null = null;
      /** Fetches (and evaluates) the chat's code, once; a failure lets a later call try again. */
      function fetchCode(): ReturnType<LoadApp> {
        code ??= loadApp().then(
          (module) => {
            if (!check && !destroyed) arrived(module.checkOptions);
            return module;
          },
          (error: unknown) => {
            code = null;
            throw error;
          },
        );
        return code;
      }

      /**
       * The chat's code is here (idle or intent): every option (and the `on()` calls so far,
       * and an element's attributes) is checked, each mistake reported as a failure is, and
       * what was wrong falls back to its default.
       */
      function arrived(full: typeof checkOptions) {
        check = full;
        const checked = full(given, emitter);
        for (const error of checked.errors) report(error);
        show(checked.options);
      }

      /** Fetches the chat's code if needed and renders the chat into the shadow root, once. */
      function load(): Promise<MountedApp> {
        app ??= fetchCode()
          .then((module) => {
            // Unmounted while the code loaded: no one hears of it (start() sees `destroyed`).
            if (destroyed) throw new PapoError('start', CANNOT_START);
            mounted = module.mountApp({ shadowRoot, container, options, emitter, windowControls, takeDraft });
            return mounted;
          })
          .catch((error: unknown) => {
            app = null; // a later intent or Retry tries again
            throw error;
          });
        return app;
      }

      /** Loads the chat if needed and restores or starts the session, once. */
      async function start(): Promise<ChatStore | null> {
        if (!mounted && open) draw().loading();
        try {
          const { store } = await load();
          started ??= store.initialize();
          await started;
          return store;
        } catch (error) {
          if (destroyed) return null;
          const detail = error instanceof Error ? error.message : String(error);
          report(new PapoError('start', `The chat could not load its code (${detail}).`, { cause: error }));
          if (open && !mounted) draw().failed();
          return null;
        }
      }

      function setOpen(next: boolean, returnFocus = false) {
        if (!toggle || next === open || destroyed) return;
        open = next;
        toggle.render(open);
        // Before the chat's code, the window is drawn at once: the visitor can type in the first frame.
        if (open && !mounted) draw();
        drawn?.show(open);
        for (const listener of [...openListeners]) listener();
        emitter.emit(open ? 'open' : 'close');
        // Drawn: the visitor has a box in the next frame, and the click's task does no more than
        // that. The code is fetched (if intent has not already) in a task after that frame (a
        // frame's callbacks run before its paint).
        if (open && drawn) requestAnimationFrame(() => setTimeout(start));
        else if (open) void start();
        if (!open && returnFocus) toggle.button.focus();
      }

      /**
       * Options changed on the instance: checked in full (a mistake thrown) once the chat's
       * code is there, before that as createChat's are; then shown everywhere.
       */
      function update(patch: ChatOptions) {
        const next = { ...given, ...patch };
        if (check) {
          const checked = check(next);
          if (checked.errors[0]) throw checked.errors[0];
          show(checked.options);
        } else {
          options = optionsAtOnce(next);
          given = next;
          refresh();
        }
      }
      /** Checked options, now what the chat shows and what later changes go over (valid input). */
      function show(checked: ValidatedChatOptions) {
        given = options = checked;
        refresh();
      }
      function refresh() {
        applyToHost();
        // In place: the toggle and the drawn chat hold this object.
        Object.assign(strings, layerStrings(launcherStrings, options.i18n, options.defaultLanguage));
        toggle?.render(open);
        mounted?.update(options);
      }

      const stopWatching = toggle
        ? watchIntent(toggle.button, {
            onIdle: () => void fetchCode().catch(() => undefined),
            onIntent: () => void load().catch(() => undefined),
            onClick: () => setOpen(!open),
          })
        : () => {};
      if (!isWindow) void start();

      const instance: ChatInstance = {
        open: () => setOpen(true),
        close: () => setOpen(false),
        toggle: () => setOpen(!open),
        isOpen: () => open,
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
        unmount() {
          if (destroyed) return;
          destroyed = true;
          stopWatching();
          mounted?.unmount();
          host.remove();
          release?.();
        },
      };
      return instance;
    });
  };
}
