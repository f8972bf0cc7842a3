/**
 * The browser skips a view transition whose viewport changes while it runs (a phone's
 * keyboard closing as a search result is tapped, the address bar sliding away), and rejects
 * its `ready` promise. Astro's router never reads `ready`, so the skip surfaced as an
 * uncaught "Transition was aborted because of invalid state". A skipped animation is
 * harmless: the navigation itself completes, so the rejection is handled here.
 */
import type { TransitionBeforeSwapEvent } from 'astro:transitions/client';

document.addEventListener('astro:before-swap', (event) => {
  (event as TransitionBeforeSwapEvent).viewTransition.ready.catch(() => undefined);
});
