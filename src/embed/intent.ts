/**
 * docs/decisions.md#lazy-loading: nothing heavy loads until the visitor shows intent (hover, focus,
 * touch or click on the toggle) or the browser is idle. The two are told apart: once
 * idle, the chat's code is only fetched (`onIdle`), because rendering it then would put
 * long tasks into a page that is still settling (Lighthouse counted up to 240 ms on a
 * phone); it renders on intent (`onIntent`), a moment before the click that opens it.
 */
const IDLE_FALLBACK_MS = 3000;

/** Calls `callback` the first time only. */
function once(callback: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    callback();
  };
}

/** Calls `onIdle` once the browser is idle, `onIntent` on the first sign of intent, `onClick` on each click. */
export function watchIntent(toggle: HTMLElement, onIdle: () => void, onIntent: () => void, onClick: () => void) {
  const intentEvents = ['pointerenter', 'focus', 'touchstart'] as const;
  const intent = once(onIntent);
  for (const name of intentEvents) toggle.addEventListener(name, intent, { passive: true });
  toggle.addEventListener('click', onClick);

  // The browser fires either callback once. Cancelled through closures: called as a method
  // of another object, the browser's cancelIdleCallback / clearTimeout throw "Illegal invocation".
  let cancelIdle: () => void;
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(onIdle, { timeout: 10_000 });
    cancelIdle = () => cancelIdleCallback(id);
  } else {
    const id = setTimeout(onIdle, IDLE_FALLBACK_MS);
    cancelIdle = () => clearTimeout(id);
  }

  return () => {
    for (const name of intentEvents) toggle.removeEventListener(name, intent);
    toggle.removeEventListener('click', onClick);
    cancelIdle();
  };
}
