/**
 * The states of the launcher's lifecycle (chat-lifecycle.ts), as numbers: the loader carries
 * no names for them.
 */
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
