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
import { loadLanguage } from '../core/i18n/languages';
import { createEmitter, type ChatEmitter } from '../core/store/events';
import type { ChatOptions, ValidatedChatOptions } from '../core/options/options-schema';
import { reportError } from '../core/store/report';
import type { ChatStore } from '../core/store/store';
import type { checkOptions, MountedApp } from './app';
import type { ChatInstance, LoadApp } from './chat-instance';
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
   * chat is not rendered (`mounted` false). Opened, the chat starts (`start`): after the next
   * frame when a window was drawn, so that the click's task does no more than draw and the
   * visitor can type in the first frame. Closed from inside (`returnFocus`), the focus goes
   * back to the toggle.
   */
  opened: (open: boolean, mounted: boolean, returnFocus?: boolean) => void,
  /** The window drawn while the chat's code is on its way: its placeholder or, `failed`, what failed and Retry. */
  draw: (failed?: boolean) => void,
  /** Renders the chat's code in the page; `isOpen` tells it whether the window is open. */
  mount: (module: AppModule, options: ValidatedChatOptions, emitter: ChatEmitter, isOpen: () => boolean) => MountedApp,
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
  /** Where the chat is: what the lifecycle's tests read. */
  phase: () => Phase,
];

/** The idle fetch and intent's, and a pack's (none for a language that needs none): a failure is told when the visitor opens the chat. */
const quietly = (promise?: Promise<unknown>) => void promise?.catch(() => undefined);

/** `task`, once: the lifecycle goes `to` FETCHING while it runs; if it fails, to FAILED, and the next call runs it again. */
function attempt<T>(task: () => Promise<T>, to: (phase: Phase) => void): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    if (!running) to(FETCHING);
    return (running ??= task().catch((error: unknown) => {
      running = null;
      to(FAILED);
      throw error;
    }));
  };
}

/** What a chat reports when its code could not be fetched or rendered. */
const cannotLoad = (error: unknown) =>
  new PapoError('start', `The chat could not load its code (${error instanceof Error ? error.message : error}).`, {
    cause: error,
  });

/**
 * A chat's lifecycle: returns the integrator's handle on it. `options` is `atOnce(given)`:
 * the npm build's full check or the loader's (options-at-once.ts). `makeView` draws the
 * launcher, given the transitions it may call (and a reading of the state, for tests).
 * Before the chat's code loads, warnings are all the launcher needs of the environment.
 * When the code arrives (`fetchCode`, idle or on intent), every option (the `on()` calls
 * so far, an element's attributes) is checked, each mistake reported as a failure is, and
 * what was wrong falls back to its default; later changes (`update`) are checked in full
 * and a mistake is thrown. Before that, they are read as createChat's were. Unmounted while
 * the code loads (DESTROYED: nothing leaves it), no one hears of it.
 */
export function chatLifecycle(
  given: ChatOptions,
  options: ValidatedChatOptions,
  atOnce: (given: ChatOptions) => ValidatedChatOptions,
  loadApp: LoadApp,
  makeView: (acts: LauncherActs) => LauncherView,
): ChatInstance {
  const env = { warn: warnInConsole };
  const emitter = createEmitter((error) => warnInConsole('A chat event listener threw.', error));
  const report = (error: PapoError) => reportError(error, { env, onError: options.onError, emitter });
  const isWindow = options.mode == 'window';
  let phase: Phase = IDLE;
  let open = !isWindow;
  let check: typeof checkOptions | null = null;
  let mounted: MountedApp | null = null;
  let started: Promise<void> | null = null;
  const to = (next: Phase) => void (phase < DESTROYED && (phase = next));
  const fetchCode = attempt(async () => {
    const module = await loadApp();
    if (phase < DESTROYED) show((check = module.checkOptions)(given, emitter, report));
    return module;
  }, to);
  const load = attempt(async () => {
    const module = await fetchCode();
    // A language with a pack: the chat's first render is in it, never English first.
    await module.loadLanguage(options.defaultLanguage);
    if (phase > FAILED) throw new PapoError('start', CANNOT_START);
    mounted = mount(module, options, emitter, () => open);
    to(MOUNTED);
    return mounted;
  }, to);
  async function start(): Promise<ChatStore | null> {
    if (phase > FAILED) return null;
    if (!mounted && open) draw();
    try {
      const { store } = await load();
      await (started ??= store.initialize());
      return store;
    } catch (error) {
      if (phase > FAILED) return null;
      report(cannotLoad(error));
      if (open && !mounted) draw(true);
      return null;
    }
  }
  function setOpen(next = !open, returnFocus?: boolean) {
    if (!isWindow || next === open || phase > FAILED) return;
    open = next;
    opened(open, !!mounted, returnFocus);
    emitter.emit(open ? 'open' : 'close');
  }
  /** What the chat shows: `next` once it passed the full check (later changes go over it), else the loader's reading of it. */
  function show(next: ChatOptions) {
    options = check ? (next as ValidatedChatOptions) : atOnce(next);
    given = next;
    showOptions(options, open);
    speak();
    mounted?.update(options);
  }
  /** The launcher's words in a language with a pack: once the pack is here, the toggle and drawn window say them. */
  function speak() {
    quietly(loadLanguage(options.defaultLanguage)?.then(() => showOptions(options, open)));
  }
  const [showOptions, opened, draw, mount, remove] = makeView([
    setOpen,
    start,
    () => quietly(fetchCode()),
    () => quietly(load()),
    () => phase,
  ]);
  speak();
  if (!isWindow) void start();
  // Once: a chat already unmounted, or one that cannot start, has nothing left to take out.
  const unmount = () => void (phase > FAILED || ((phase = DESTROYED), remove(mounted)));
  function update(patch: ChatOptions) {
    const next = { ...given, ...patch };
    show(check ? check(next) : next);
  }
  return chatInstance(setOpen, start, update, emitter, () => open, unmount);
}

/** The integrator's handle on a lifecycle: its transitions under the names of the API. */
function chatInstance(
  setOpen: (open?: boolean) => void,
  start: () => Promise<ChatStore | null>,
  update: (patch: ChatOptions) => void,
  emitter: ChatEmitter,
  isOpen: () => boolean,
  unmount: () => void,
): ChatInstance {
  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(),
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
