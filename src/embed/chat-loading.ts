/**
 * The chat's code in the launcher's lifecycle (chat-lifecycle.ts): fetched and rendered
 * once each, and the states that follow it. The states are numbers: the loader carries no
 * names.
 */
import { PapoError } from '../core/errors';
import type { MountedApp } from './app';
import type { LoadApp } from './chat-instance';

/** Nothing asked for yet. */
export const IDLE = 0;
/** The chat's code is asked for (or here, fetched while the browser was idle); the chat is not rendered. */
export const FETCHING = 1;
/** The chat is rendered. */
export const MOUNTED = 2;
/** The last attempt to fetch or render the chat failed: the next one tries again. */
export const FAILED = 3;
/** Unmounted: nothing is fetched, rendered, drawn or heard of any more. */
export const DESTROYED = 4;
export type Phase = typeof IDLE | typeof FETCHING | typeof MOUNTED | typeof FAILED | typeof DESTROYED;

export type AppModule = Awaited<ReturnType<LoadApp>>;

export const CANNOT_START = 'The chat could not start.';

/**
 * The chat's code, fetched (`fetch`) and rendered (`load`) once each: a failure lets the next
 * call try again. The state moves with them: FETCHING, then MOUNTED or FAILED; `destroy`
 * ends it, and nothing leaves DESTROYED. `arrived` runs when the code is first there,
 * `mount` renders it.
 */
export function loadOnce(
  loadApp: LoadApp,
  arrived: (module: AppModule) => void,
  mount: (module: AppModule) => MountedApp,
) {
  let phase: Phase = IDLE;
  let code: ReturnType<LoadApp> | null = null;
  let app: Promise<MountedApp> | null = null;
  const go = (next: Phase) => {
    if (phase !== DESTROYED) phase = next;
  };

  function fetch(): ReturnType<LoadApp> {
    if (!code) go(FETCHING);
    code ??= loadApp().then(
      (module) => {
        if (phase !== DESTROYED) arrived(module);
        return module;
      },
      (error: unknown) => {
        code = null;
        go(FAILED);
        throw error;
      },
    );
    return code;
  }

  function load(): Promise<MountedApp> {
    if (!app) go(FETCHING);
    app ??= fetch()
      .then((module) => {
        // Unmounted while the code loaded: no one hears of it (start() sees DESTROYED).
        if (phase === DESTROYED) throw new PapoError('start', CANNOT_START);
        const mounted = mount(module);
        phase = MOUNTED;
        return mounted;
      })
      .catch((error: unknown) => {
        app = null; // a later intent or Retry tries again
        go(FAILED);
        throw error;
      });
    return app;
  }

  return [() => phase, fetch, load, () => (phase = DESTROYED)] as const;
}
