/** Runs `setup` for every page shown: the first load and each view-transition navigation. */
export function onPageLoad(setup: () => void): void {
  document.addEventListener('astro:page-load', setup);
}

/** localStorage, or null where the browser refuses it (private mode, sandboxed frames). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
