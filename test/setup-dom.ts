// Testing Library cleans up after each test only when vitest globals are on; we keep them off.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadDefaultEngine, loadEngineOnce } from '../src/ui/markdown/useMarkdownEngine';

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

// The chat loads markdown when a reply is coming (src/ui/markdown/useMarkdownEngine.ts): here
// it is there from the start, as once it has arrived, so a reply is drawn in markdown at once.
// The plain drawing before it arrives is tested with loaders of its own
// (test/ui/markdown/lazy-markdown.test.tsx).
await loadEngineOnce(loadDefaultEngine);
