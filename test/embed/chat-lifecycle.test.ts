// @vitest-environment node
/**
 * The launcher's lifecycle on its own (src/embed/chat-lifecycle.ts), with no page: a fake
 * view records what it is told, the chat's code arrives (or fails) when a test says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PapoError } from '../../src/core/errors';
import { createEmitter } from '../../src/core/store/events';
import { checkOptions as checkEveryOption } from '../../src/core/options/options-check';
import { validateOptions, type ChatOptions, type ValidatedChatOptions } from '../../src/core/options/options-schema';
import type { ChatStore } from '../../src/core/store/store';
import type { MountAppInput, MountedApp } from '../../src/embed/app';
import {
  chatLifecycle,
  DESTROYED,
  FAILED,
  FETCHING,
  IDLE,
  MOUNTED,
  type AppModule,
  type LauncherActs,
  type LauncherView,
} from '../../src/embed/chat-lifecycle';
import { optionsAtOnce as loaderCheck } from '../../src/embed/options-at-once-loader';
import { windowControls } from '../../src/embed/window-controls';

afterEach(() => vi.restoreAllMocks());

/**
 * The chat's check (arrival-check.ts, which also reads a `<papo-chat>` target, so a page):
 * each mistake reported when the code arrives, the first one thrown on a later change.
 */
function checkOptions(given: unknown, _emitter?: unknown, report?: (error: PapoError) => void) {
  const { options, errors } = checkEveryOption(given);
  if (!report && errors[0]) throw errors[0];
  for (const error of errors) report?.(error);
  return options;
}

/** The chat's code: a store that starts, and a mount that records what it was given. */
function fakeModule() {
  const store = {
    initialize: vi.fn(async () => {}),
    sendMessage: vi.fn(async () => true),
    startNewSession: vi.fn(),
  };
  const inputs: MountAppInput[] = [];
  const apps: { update: ReturnType<typeof vi.fn>; unmount: ReturnType<typeof vi.fn> }[] = [];
  const module = {
    checkOptions,
    // Every language here is built in: nothing to fetch (test/browser/language-packs.test.ts fetches).
    loadLanguage: vi.fn(async () => {}),
    mountApp(input: MountAppInput): MountedApp {
      inputs.push(input);
      const app = { store: store as unknown as ChatStore, update: vi.fn(), unmount: vi.fn() };
      apps.push(app);
      return app;
    },
  } as unknown as AppModule;
  return { module, store, inputs, apps };
}

/** A loadApp whose every request waits for `arrive()` or `fail()`. */
function codeOnItsWay() {
  const code = fakeModule();
  const requests: { resolve: (module: AppModule) => void; reject: (error: Error) => void }[] = [];
  const loadApp = vi.fn(() => new Promise<AppModule>((resolve, reject) => requests.push({ resolve, reject })));
  return {
    ...code,
    loadApp,
    arrive: () => requests.at(-1)!.resolve(code.module),
    fail: () => requests.at(-1)!.reject(new Error('offline')),
  };
}

/**
 * What the view is told, in order. As the page's view does, an open starts the chat: here
 * always after a "paint" the test runs (`paints`), and a close from inside gives the focus back.
 */
function fakeView() {
  const told: string[] = [];
  const paints: (() => void)[] = [];
  let start: () => Promise<unknown> = async () => null;
  const view: LauncherView = [
    (options, open) => void told.push(`show ${options.colorScheme} ${open}`),
    function opened(open, mounted, returnFocus) {
      told.push(`opened ${open} ${mounted}`);
      if (open) paints.push(() => void start());
      if (!open && returnFocus) told.push('focus toggle');
    },
    (failed) => void told.push(failed ? 'draw failed' : 'draw'),
    function mount(module, options, emitter, isOpen) {
      told.push('mount');
      const setOpen = () => {};
      return module.mountApp({ shadowRoot: null!, container: null!, options, emitter, isOpen, setOpen });
    },
    function remove(mounted) {
      told.push(`remove ${mounted ? 'mounted' : 'nothing'}`);
      mounted?.unmount();
    },
  ];
  return { view, told, paints, startWith: (acts: LauncherActs) => (start = acts[1]) };
}

function setUp(given: ChatOptions = {}, atOnce: (given: ChatOptions) => ValidatedChatOptions = validateOptions) {
  const code = codeOnItsWay();
  const { view, told, paints, startWith } = fakeView();
  const onError = vi.fn<(error: PapoError) => void>();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const options = { ...given, onError };
  let acts: LauncherActs | undefined;
  const instance = chatLifecycle(options, atOnce(options), atOnce, code.loadApp, (given) => {
    acts = given;
    startWith(given);
    return view;
  });
  const [setOpen, start, idle, intent, phase] = acts!;
  const errors: PapoError[] = [];
  instance.on('error', (error) => errors.push(error));
  return { instance, phase, setOpen, start, idle, intent, code, told, paints, onError, errors, warn };
}

describe('the launcher lifecycle, window mode', () => {
  it('is idle and closed, and asks the page for nothing, until the browser is idle or the visitor shows intent', () => {
    const { phase, instance, code, told } = setUp();
    expect(phase()).toBe(IDLE);
    expect(instance.isOpen()).toBe(false);
    expect(code.loadApp).not.toHaveBeenCalled();
    expect(told).toEqual([]);
  });

  it('fetches the code once when idle, checks every option on arrival, and renders nothing yet', async () => {
    const { idle, phase, code, told, onError } = setUp({ colorScheme: 'dark', metadata: 'bad' as never }, loaderCheck);
    idle();
    idle();
    expect(code.loadApp).toHaveBeenCalledTimes(1);
    expect(phase()).toBe(FETCHING);
    code.arrive();
    await vi.waitFor(() => expect(told).toEqual(['show dark false']));
    // The loader took the metadata unchecked; the full check reports it.
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('metadata') }));
    expect(phase()).toBe(FETCHING);
    expect(code.inputs).toEqual([]);
  });

  it('renders on intent, telling the chat whether the window is open, and starts the session only when it opens', async () => {
    const { intent, phase, instance, code, told, paints } = setUp();
    intent();
    code.arrive();
    await vi.waitFor(() => expect(phase()).toBe(MOUNTED));
    expect(told).toEqual(['show light false', 'mount']);
    const { isOpen, emitter } = code.inputs[0]!;
    expect(isOpen()).toBe(false);
    expect(code.store.initialize).not.toHaveBeenCalled();

    // The chat's window controls hear of each change through the chat's open and close events.
    const controls = windowControls(emitter, isOpen, vi.fn());
    const heard: string[] = [];
    const stop = controls.subscribe(() => heard.push(`listener ${controls.isOpen()}`));
    instance.on('open', () => heard.push('open'));
    instance.on('close', () => heard.push('close'));
    instance.open();
    expect(told.at(-1)).toBe('opened true true');
    expect(heard).toEqual(['listener true', 'open']);
    paints[0]!();
    await expect(instance.ready()).resolves.toBe(code.store);
    instance.toggle();
    expect(code.store.initialize).toHaveBeenCalledTimes(1);
    expect(heard).toEqual(['listener true', 'open', 'listener false', 'close']);
    expect(told.at(-1)).toBe('opened false true');
    stop();
    instance.open();
    expect(heard.at(-1)).toBe('open');
  });

  it("the chat's window controls close the window as the lifecycle's setOpen, the focus given back on request", () => {
    const emitter = createEmitter(() => {});
    const setOpen = vi.fn();
    const controls = windowControls(emitter, () => true, setOpen);
    controls.close();
    controls.close({ returnFocus: true });
    expect(setOpen.mock.calls).toEqual([
      [false, undefined],
      [false, true],
    ]);
  });

  it('gives the focus back to the toggle only when the window closes from inside it', () => {
    const { setOpen, instance, told } = setUp();
    instance.open();
    instance.close();
    expect(told).not.toContain('focus toggle');
    instance.open();
    setOpen(false, true);
    expect(told.at(-1)).toBe('focus toggle');
    setOpen(false, true);
    expect(told.filter((line) => line === 'focus toggle')).toHaveLength(1);
  });

  it('opened before the code is there: the window is drawn, the code fetched after the frame, the draft left to the chat', async () => {
    const { phase, instance, code, told, paints } = setUp();
    instance.open();
    expect(told).toEqual(['opened true false']);
    // The click's task only draws: nothing is fetched until the frame is painted.
    expect(code.loadApp).not.toHaveBeenCalled();
    expect(paints).toHaveLength(1);
    paints[0]!();
    expect(told.at(-1)).toBe('draw');
    expect(phase()).toBe(FETCHING);
    // Closed while the code is on its way: the drawn window (and what was typed) is hidden, not taken away.
    instance.close();
    code.arrive();
    await vi.waitFor(() => expect(phase()).toBe(MOUNTED));
    expect(told).toEqual(['opened true false', 'draw', 'opened false false', 'show light false', 'mount']);
    // Opened again, the drawn window is still up until the chat takes its draft: the start waits for a frame.
    instance.open();
    expect(told.at(-1)).toBe('opened true true');
    expect(paints).toHaveLength(2);
  });

  it('reports a failure to load, shows Retry in the drawn window, and a retry starts again', async () => {
    const { start, phase, instance, code, told, onError, errors } = setUp();
    instance.open();
    const ready = instance.ready();
    code.fail();
    await expect(ready).rejects.toThrow('The chat could not start.');
    expect(phase()).toBe(FAILED);
    expect(told).toEqual(['opened true false', 'draw', 'draw failed']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      code: 'start',
      message: 'The chat could not load its code (offline).',
    });
    expect(errors).toEqual([onError.mock.calls[0]![0]]);

    // Retry (the drawn window's button): the placeholder again, a new request, the chat.
    const started = start();
    expect(told.at(-1)).toBe('draw');
    expect(phase()).toBe(FETCHING);
    expect(code.loadApp).toHaveBeenCalledTimes(2);
    code.arrive();
    await expect(started).resolves.toBe(code.store);
    expect(phase()).toBe(MOUNTED);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a failed idle fetch is silent, and intent asks again', async () => {
    const { intent, idle, phase, code, onError, told } = setUp();
    idle();
    code.fail();
    await vi.waitFor(() => expect(phase()).toBe(FAILED));
    expect(onError).not.toHaveBeenCalled();
    expect(told).toEqual([]);
    intent();
    expect(code.loadApp).toHaveBeenCalledTimes(2);
    code.arrive();
    await vi.waitFor(() => expect(phase()).toBe(MOUNTED));
  });

  it('unmounted while the code loads: nothing is checked or mounted after, no one hears of it, ready() rejects', async () => {
    const { phase, instance, code, told, onError, errors, warn } = setUp({ metadata: 'bad' as never }, loaderCheck);
    instance.open();
    const ready = instance.ready();
    instance.unmount();
    expect(phase()).toBe(DESTROYED);
    expect(told.at(-1)).toBe('remove nothing');
    code.arrive();
    await expect(ready).rejects.toThrow(new PapoError('start', 'The chat could not start.'));
    expect(code.inputs).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(phase()).toBe(DESTROYED);
    // Nothing changes any more.
    instance.open();
    instance.unmount();
    await expect(instance.ready()).rejects.toThrow('The chat could not start.');
    await expect(instance.sendMessage('hi')).resolves.toBe(false);
    expect(told).toEqual(['opened true false', 'draw', 'remove nothing']);
  });

  it('unmounted once rendered: the chat is taken out, and it no longer answers', async () => {
    const { phase, instance, code, told } = setUp();
    const ready = instance.ready();
    code.arrive();
    await ready;
    instance.unmount();
    expect(told.at(-1)).toBe('remove mounted');
    expect(code.apps[0]!.unmount).toHaveBeenCalledTimes(1);
    expect(phase()).toBe(DESTROYED);
    await expect(instance.ready()).rejects.toThrow('The chat could not start.');
    await instance.startNewSession();
    expect(code.store.startNewSession).not.toHaveBeenCalled();
  });
});

describe('the options of the launcher lifecycle', () => {
  it('before the chat code: the loader checks what it reads, nothing throws, the rest is checked on arrival', async () => {
    const { intent, phase, instance, code, told, onError } = setUp({}, loaderCheck);
    instance.setColorScheme('dark');
    instance.setColorScheme('purple' as never);
    expect(told).toEqual(['show dark false', 'show light false']);
    instance.setMetadata('not an object' as never);
    intent();
    code.arrive();
    await vi.waitFor(() => expect(phase()).toBe(MOUNTED));
    const reported = onError.mock.calls.map(([error]) => error.message).join('\n');
    expect(reported).toMatch(/colorScheme/);
    expect(reported).toMatch(/metadata/);
    // What was wrong fell back to its default, and the chat was rendered with that.
    expect(code.inputs[0]!.options.colorScheme).toBe('light');
    expect(code.inputs[0]!.options.metadata).toBeUndefined();
  });

  it('in the npm build, a mistake before the chat code is thrown at once and changes nothing', () => {
    const { instance, told } = setUp();
    expect(() => instance.setColorScheme('purple' as never)).toThrow(/colorScheme/);
    expect(told).toEqual([]);
    instance.setLanguage('pt');
    expect(told).toEqual(['show light false']);
  });

  it('after the full check: a mistake is thrown and changes nothing; a good change reaches the chat', async () => {
    const { intent, phase, instance, code, told } = setUp({}, loaderCheck);
    intent();
    code.arrive();
    await vi.waitFor(() => expect(phase()).toBe(MOUNTED));
    const app = code.apps[0]!;
    const shown = told.length;
    expect(() => instance.setColorScheme('purple' as never)).toThrow(/colorScheme/);
    expect(() => instance.setMetadata('nope' as never)).toThrow(/metadata/);
    expect(told).toHaveLength(shown);
    expect(app.update).not.toHaveBeenCalled();
    instance.setMetadata({ page: 'pricing' });
    instance.setColorScheme('dark');
    expect(told.at(-1)).toBe('show dark false');
    expect(app.update).toHaveBeenLastCalledWith(
      expect.objectContaining({ colorScheme: 'dark', metadata: { page: 'pricing' } }),
    );
  });
});

describe('the launcher lifecycle, fullscreen mode', () => {
  it('is open, draws the chat and loads it at once, and has no window to open or close', async () => {
    const { phase, instance, code, told } = setUp({ mode: 'fullscreen' });
    expect(instance.isOpen()).toBe(true);
    expect(told).toEqual(['draw']);
    expect(phase()).toBe(FETCHING);
    code.arrive();
    await expect(instance.ready()).resolves.toBe(code.store);
    expect(code.inputs[0]!.isOpen()).toBe(true);
    instance.close();
    instance.toggle();
    expect(instance.isOpen()).toBe(true);
    expect(code.store.initialize).toHaveBeenCalledTimes(1);
  });
});
