/**
 * The navigation progress bar (docs/decisions.md#the-docs-site): it appears only when the next page takes longer
 * than the delay, and completes when the page shows. Timers come in so tests use fakes.
 */
export const PROGRESS_DELAY_MS = 200;

export interface ProgressView {
  start(): void;
  done(): void;
}

export interface ProgressTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createNavigationProgress(view: ProgressView, timers: ProgressTimers, delay = PROGRESS_DELAY_MS) {
  let pending: unknown = null;
  let shown = false;
  return {
    /** A navigation began. */
    begin() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = timers.setTimeout(() => {
        pending = null;
        shown = true;
        view.start();
      }, delay);
    },
    /** The new page shows (or the navigation was given up). */
    end() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
      if (shown) view.done();
      shown = false;
    },
    get visible() {
      return shown;
    },
  };
}
