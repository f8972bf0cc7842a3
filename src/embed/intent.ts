/**
 * DECISIONS.md 7: nothing heavy loads until the visitor shows intent (hover, focus,
 * touch or click on the toggle) or the browser is idle.
 */
const IDLE_FALLBACK_MS = 3000;

export function watchIntent(toggle: HTMLElement, { onIntent, onClick }: { onIntent: () => void; onClick: () => void }) {
  const intentEvents = ['pointerenter', 'focus', 'touchstart'] as const;
  let fired = false;
  const intent = () => {
    if (fired) return;
    fired = true;
    onIntent();
  };
  for (const name of intentEvents) toggle.addEventListener(name, intent, { passive: true });
  toggle.addEventListener('click', onClick);

  // Cancelled through closures: called as a method of another object, the browser's
  // cancelIdleCallback / clearTimeout throw "Illegal invocation".
  let cancelIdle: () => void;
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(intent, { timeout: 10_000 });
    cancelIdle = () => globalThis.cancelIdleCallback(id);
  } else {
    const id = globalThis.setTimeout(intent, IDLE_FALLBACK_MS);
    cancelIdle = () => globalThis.clearTimeout(id);
  }

  return () => {
    for (const name of intentEvents) toggle.removeEventListener(name, intent);
    toggle.removeEventListener('click', onClick);
    cancelIdle();
  };
}
