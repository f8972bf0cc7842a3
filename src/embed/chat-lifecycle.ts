/**
 * The launcher's lifecycle, with no DOM (docs/architecture.md#the-launchers-lifecycle): where
 * the chat is (IDLE → FETCHING → MOUNTED, or FAILED and tried again; DESTROYED for good),
 * whether its window is open, and its options, as given (the loader's check) until the
 * chat's code arrives and checks them in full. Its transitions are the methods of the
 * `Lifecycle` it returns; it changes the page only through a `LauncherView`, the DOM
 * adapters of launcher-view.ts. The states are numbers: the loader carries no names.
 */
import { warnInConsole } from '../core/env';
import { PapoError } from '../core/errors';
import { createEmitter, type ChatEmitter } from '../core/events';
import type { ChatOptions, ValidatedChatOptions } from '../core/options-schema';
import { reportError } from '../core/report';
import type { ChatStore } from '../core/store';
import type { WindowControls } from '../ui/ChatContext';
import type { MountedApp } from './app';
import type { LoadApp } from './chat-instance';
import { DESTROYED, loadOnce, type AppModule, type Phase } from './chat-loading';
import { keepOptions } from './launcher-options';

export { CANNOT_START, DESTROYED, FAILED, FETCHING, IDLE, MOUNTED, type AppModule, type Phase } from './chat-loading';

/** What the lifecycle asks of the page: createChat's DOM adapters (launcher-view.ts). */
export interface LauncherView {
  /** The options changed or were checked: the host's direction and scheme, the strings, the toggle. */
  show(options: ValidatedChatOptions, open: boolean): void;
  /**
   * The window opened or closed (window mode): the toggle, and the drawn window while the
   * chat is not rendered. True when a drawn window is up.
   */
  opened(open: boolean, mounted: boolean): boolean;
  /** The window drawn while the chat's code is on its way: its placeholder or, `failed`, what failed and Retry. */
  draw(failed?: boolean): void;
  /** Renders the chat's code in the page. */
  mount(
    module: AppModule,
    options: ValidatedChatOptions,
    emitter: ChatEmitter,
    windowControls?: WindowControls,
  ): MountedApp;
  /** Runs `task` in a task after the next frame: the task of a click that opens only draws. */
  afterPaint(task: () => void): void;
  /** The window was closed from inside it: the focus goes back to the toggle. */
  focusToggle(): void;
  /** Takes everything out of the page, the chat (`mounted`) too if it was rendered. */
  remove(mounted: MountedApp | null): void;
}

/** The transitions, and what the adapters and ChatInstance read. */
export interface Lifecycle {
  readonly emitter: ChatEmitter;
  phase(): Phase;
  isOpen(): boolean;
  setOpen(open: boolean, returnFocus?: boolean): void;
  /** The browser is idle: fetches the chat's code, without rendering it. */
  idle(): void;
  /** The visitor may open the chat: fetches and renders it. */
  intent(): void;
  /** Fetches and renders the chat if needed, and starts its session once; null when it cannot. */
  start(): Promise<ChatStore | null>;
  /** Options changed on the instance: checked in full (a mistake thrown) once the chat's code is there. */
  update(patch: ChatOptions): void;
  unmount(): void;
}

/** The idle fetch and intent's: a failure is told when the visitor opens the chat. */
const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

function loadFailure(error: unknown) {
  const detail = error instanceof Error ? error.message : String(error);
  return new PapoError('start', `The chat could not load its code (${detail}).`, { cause: error });
}

/**
 * `options` is `atOnce(given)`: the npm build's full check or the loader's (options-at-once.ts).
 * `makeView` draws the launcher, given the lifecycle it adapts.
 */
export function chatLifecycle(
  given: ChatOptions,
  options: ValidatedChatOptions,
  atOnce: (given: ChatOptions) => ValidatedChatOptions,
  loadApp: LoadApp,
  makeView: (chat: Lifecycle) => LauncherView,
): Lifecycle {
  const [current, arrive, change] = keepOptions(given, options, atOnce);
  // Before the chat's code loads, warnings are all the launcher needs of the environment.
  const env = { warn: warnInConsole };
  const emitter = createEmitter((error) => env.warn('A chat event listener threw.', error));
  const report = (error: PapoError) => reportError(error, { env, onError: current().onError, emitter });
  const isWindow = options.mode === 'window';
  let open = !isWindow;
  let mounted: MountedApp | null = null;
  let started: Promise<void> | null = null;
  const [phase, fetchCode, load, destroy] = loadOnce(
    loadApp,
    // Each mistake the full check finds is reported as a failure is (docs/decisions.md#options-checked-on-arrival).
    (module) => {
      for (const error of arrive(module.checkOptions, emitter)) report(error);
      refresh();
    },
    (module) => (mounted = mount(module, current(), emitter, windowControls)),
  );
  function refresh() {
    show(current(), open);
    mounted?.update(current());
  }
  async function start(): Promise<ChatStore | null> {
    if (phase() === DESTROYED) return null;
    if (!mounted && open) draw();
    try {
      const { store } = await load();
      started ??= store.initialize();
      await started;
      return store;
    } catch (error) {
      if (phase() === DESTROYED) return null;
      report(loadFailure(error));
      if (open && !mounted) draw(true);
      return null;
    }
  }
  const isOpen = () => open;
  const openListeners = new Set<() => void>();
  function setOpen(next: boolean, returnFocus?: boolean) {
    if (!isWindow || next === open || phase() === DESTROYED) return;
    open = next;
    const drawn = opened(open, !!mounted);
    for (const listener of [...openListeners]) listener();
    emitter.emit(open ? 'open' : 'close');
    // Drawn, the visitor can type in the first frame, and the click's task does no more than draw.
    if (open && drawn) afterPaint(start);
    else if (open) void start();
    if (!open && returnFocus) focusToggle();
  }
  const windowControls = isWindow ? windowControlsOf(isOpen, openListeners, setOpen) : undefined;
  const chat: Lifecycle = {
    emitter,
    phase,
    isOpen,
    setOpen,
    idle: () => quietly(fetchCode()),
    intent: () => quietly(load()),
    start,
    update(patch) {
      change(patch);
      refresh();
    },
    unmount() {
      if (phase() === DESTROYED) return;
      destroy();
      remove(mounted);
    },
  };
  const { show, opened, draw, mount, afterPaint, focusToggle, remove } = makeView(chat);
  if (!isWindow) void start();
  return chat;
}

/** What the chat's window reads and does of the lifecycle's open state (window mode). */
function windowControlsOf(
  isOpen: () => boolean,
  listeners: Set<() => void>,
  setOpen: (open: boolean, returnFocus?: boolean) => void,
): WindowControls {
  return {
    isOpen,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: ({ returnFocus } = {}) => setOpen(false, returnFocus),
  };
}
