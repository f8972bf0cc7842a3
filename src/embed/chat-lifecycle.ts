/**
 * The launcher's lifecycle, with no DOM (docs/architecture.md#the-launchers-lifecycle): where
 * the chat is (IDLE → FETCHING → MOUNTED, or FAILED and tried again; DESTROYED for good),
 * whether its window is open, and its options, as given (the loader's check) until the
 * chat's code arrives and checks them in full. Its transitions are the methods of the
 * ChatInstance it returns and the `LauncherActs` it hands the page; it changes the page only
 * through a `LauncherView`, the DOM adapters of launcher-view.ts. The states are numbers,
 * and what passes between the parts are functions: the loader carries no names for them.
 */
import { warnInConsole } from '../core/env';
import { PapoError } from '../core/errors';
import { createEmitter, type ChatEmitter } from '../core/events';
import type { ChatOptions, ValidatedChatOptions } from '../core/options-schema';
import { reportError } from '../core/report';
import type { ChatStore } from '../core/store';
import type { WindowControls } from '../ui/ChatContext';
import type { ChatInstance, LoadApp } from './chat-instance';
import type { checkOptions, MountedApp } from './app';
import { CANNOT_START, DESTROYED, FAILED, FETCHING, IDLE, MOUNTED, type AppModule, type Phase } from './chat-phases';

export { CANNOT_START, DESTROYED, FAILED, FETCHING, IDLE, MOUNTED, type AppModule, type Phase } from './chat-phases';

/**
 * What the lifecycle asks of the page: createChat's DOM adapters (launcher-view.ts). A tuple,
 * destructured where it is used, so the loader carries no names for it.
 */
export type LauncherView = readonly [
  /** The options changed or were checked: the host's direction and scheme, the strings, the toggle. */
  show: (options: ValidatedChatOptions, open: boolean) => void,
  /**
   * The window opened or closed (window mode): the toggle, and the drawn window while the
   * chat is not rendered (`mounted` false). True when a drawn window is up.
   */
  opened: (open: boolean, mounted: boolean) => boolean,
  /** The window drawn while the chat's code is on its way: its placeholder or, `failed`, what failed and Retry. */
  draw: (failed?: boolean) => void,
  /** Renders the chat's code in the page. */
  mount: (
    module: AppModule,
    options: ValidatedChatOptions,
    emitter: ChatEmitter,
    windowControls?: WindowControls,
  ) => MountedApp,
  /** Runs `task` in a task after the next frame: the task of a click that opens only draws. */
  afterPaint: (task: () => void) => void,
  /** The window was closed from inside it: the focus goes back to the toggle. */
  focusToggle: () => void,
  /** Takes everything out of the page, the chat (`mounted`) too if it was rendered. */
  remove: (mounted: MountedApp | null) => void,
];

/** The transitions the page's adapters call: the visitor's acts, and the browser being idle. */
export type LauncherActs = readonly [
  /** Opens or closes the window (no argument: the other way); `returnFocus` to the toggle when it closes. */
  setOpen: (open?: boolean, returnFocus?: boolean) => void,
  /** Fetches and renders the chat if needed and starts its session once (Retry); null when it cannot. */
  start: () => Promise<ChatStore | null>,
  /** The browser is idle: fetches the chat's code, without rendering it. */
  idle: () => void,
  /** The visitor may open the chat: fetches the chat's code and renders it. */
  intent: () => void,
];

/** The idle fetch and intent's: a failure is told when the visitor opens the chat. */
const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/**
 * A chat's lifecycle: returns the integrator's handle on it, and a reading of its state.
 * `options` is `atOnce(given)`: the npm build's full check or the loader's
 * (options-at-once.ts). `makeView` draws the launcher, given the transitions it may call.
 */
export function chatLifecycle(
  given: ChatOptions,
  options: ValidatedChatOptions,
  atOnce: (given: ChatOptions) => ValidatedChatOptions,
  loadApp: LoadApp,
  makeView: (acts: LauncherActs) => LauncherView,
): readonly [ChatInstance, () => Phase] {
  // Before the chat's code loads, warnings are all the launcher needs of the environment.
  const env = { warn: warnInConsole };
  const emitter = createEmitter((error) => warnInConsole('A chat event listener threw.', error));
  const report = (error: PapoError) => reportError(error, { env, onError: options.onError, emitter });
  const isWindow = options.mode === 'window';
  let phase: Phase = IDLE;
  let open = !isWindow;
  /** The full check, once the chat's code is there. */
  let check: typeof checkOptions | null = null;
  let code: ReturnType<LoadApp> | null = null;
  let app: Promise<MountedApp> | null = null;
  let mounted: MountedApp | null = null;
  let started: Promise<void> | null = null;
  const openListeners = new Set<() => void>();
  /** A failure: a later intent or Retry tries again. Nothing leaves DESTROYED. */
  function failed(error: unknown): never {
    if (phase < DESTROYED) phase = FAILED;
    throw error;
  }

  /** Fetches (and evaluates) the chat's code, once. */
  function fetchCode(): ReturnType<LoadApp> {
    if (!code) phase = FETCHING;
    code ??= loadApp().then(
      (module) => {
        // Every option (the `on()` calls so far, an element's attributes) is checked, each
        // mistake reported as a failure is, and what was wrong falls back to its default.
        if (phase < DESTROYED) {
          const checked = (check = module.checkOptions)(given, emitter);
          for (const error of checked.errors) report(error);
          show(checked.options);
        }
        return module;
      },
      (error: unknown) => {
        code = null;
        return failed(error);
      },
    );
    return code;
  }

  /** Fetches the chat's code if needed and renders it, once. */
  function load(): Promise<MountedApp> {
    if (!app) phase = FETCHING;
    app ??= fetchCode()
      .then((module) => {
        // Unmounted while the code loaded: no one hears of it (start() sees DESTROYED).
        if (phase > FAILED) throw new PapoError('start', CANNOT_START);
        mounted = mount(module, options, emitter, windowControls);
        phase = MOUNTED;
        return mounted;
      })
      .catch((error: unknown) => {
        app = null;
        return failed(error);
      });
    return app;
  }

  async function start(): Promise<ChatStore | null> {
    if (phase > FAILED) return null;
    if (!mounted && open) draw();
    try {
      const { store } = await load();
      started ??= store.initialize();
      await started;
      return store;
    } catch (error) {
      if (phase > FAILED) return null;
      const detail = error instanceof Error ? error.message : String(error);
      report(new PapoError('start', `The chat could not load its code (${detail}).`, { cause: error }));
      if (open && !mounted) draw(true);
      return null;
    }
  }

  function setOpen(next = !open, returnFocus?: boolean) {
    if (!isWindow || next === open || phase > FAILED) return;
    open = next;
    const drawn = opened(open, !!mounted);
    for (const listener of [...openListeners]) listener();
    emitter.emit(open ? 'open' : 'close');
    // Drawn, the visitor can type in the first frame, and the click's task does no more than draw.
    if (open && drawn) afterPaint(start);
    else if (open) void start();
    if (!open && returnFocus) focusToggle();
  }

  /**
   * Options changed on the instance: checked in full (a mistake thrown) once the chat's
   * code is there, before that as createChat's are; then shown everywhere.
   */
  function update(patch: ChatOptions) {
    let next: ChatOptions = { ...given, ...patch };
    if (check) {
      const checked = check(next);
      if (checked.errors[0]) throw checked.errors[0];
      next = checked.options;
    }
    show(next);
  }
  /** What the chat shows: `next` once it passed the full check (later changes go over it), else the loader's reading of it. */
  function show(next: ChatOptions) {
    options = check ? (next as ValidatedChatOptions) : atOnce(next);
    given = next;
    showOptions(options, open);
    mounted?.update(options);
  }

  const windowControls: WindowControls | undefined = isWindow
    ? {
        isOpen: () => open,
        subscribe(listener) {
          openListeners.add(listener);
          return () => openListeners.delete(listener);
        },
        close: ({ returnFocus } = {}) => setOpen(false, returnFocus),
      }
    : undefined;
  const [showOptions, opened, draw, mount, afterPaint, focusToggle, remove] = makeView([
    setOpen,
    start,
    () => quietly(fetchCode()),
    () => quietly(load()),
  ]);
  if (!isWindow) void start();

  const instance: ChatInstance = {
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(),
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
      if (phase > FAILED) return;
      phase = DESTROYED;
      remove(mounted);
    },
  };
  return [instance, () => phase];
}
