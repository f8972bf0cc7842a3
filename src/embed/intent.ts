/**
 * docs/decisions.md#lazy-loading: nothing heavy loads until the visitor shows intent (hover, focus,
 * touch or click on the toggle) or the browser is idle. The two are told apart: once
 * idle, the chat's code is only fetched (`onIdle`), because running and rendering it then
 * would put long tasks into a page that is still settling (Lighthouse counted up to 240 ms
 * on a phone); it runs and renders on intent (`onIntent`), a moment before the click that
 * opens it.
 */
const IDLE_FALLBACK_MS = 3000;

/**
 * Calls `onIdle` once the browser is idle, `onIntent` on each sign of intent (it does its work
 * once: chat-lifecycle.ts's `attempt`), `onClick` on each click.
 */
export function watchIntent(toggle: HTMLElement, onIdle: () => void, onIntent: () => void, onClick: () => void) {
  const intentEvents = ['pointerenter', 'focus', 'touchstart'] as const;
  for (const name of intentEvents) toggle.addEventListener(name, onIntent, { passive: true });
  toggle.addEventListener('click', onClick);

  // The browser fires either callback once. Cancelled as a plain function: called as a method
  // of another object, the browser's cancelIdleCallback / clearTimeout throw "Illegal invocation".
  const [idle, cancelIdle] =
    typeof requestIdleCallback == 'function'
      ? [requestIdleCallback(onIdle, { timeout: 10_000 }), cancelIdleCallback]
      : [setTimeout(onIdle, IDLE_FALLBACK_MS), clearTimeout];

  return () => {
    for (const name of intentEvents) toggle.removeEventListener(name, onIntent);
    toggle.removeEventListener('click', onClick);
    // A number in a browser (lib.dom); the Node types the tests compile with say otherwise.
    cancelIdle(idle as never);
  };
}
