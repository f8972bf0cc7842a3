// Testing Library cleans up after each test only when vitest globals are on; we keep them off.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor wait for a condition; 1 s (the default) is too short on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// The files of a worker share one page (`isolate: false` in vitest.config.ts). This runs
// before each file, so each starts as in a page of its own: no stored session, an empty
// body, real timers, no spy left over from the file before. (A file may ask for the node
// environment instead, with no page.)
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
}
vi.useRealTimers();
vi.restoreAllMocks();
