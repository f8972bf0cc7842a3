import { useEffect, useState } from 'react';
import type { Highlighter } from './render';

export type HighlighterLoader = () => Promise<Highlighter>;

// Per loader, so the highlighter chunk is fetched once per page however many messages and
// widgets show code; tests pass their own loaders and get their own entries.
const loading = new WeakMap<HighlighterLoader, Promise<Highlighter | null>>();
const loaded = new WeakMap<HighlighterLoader, Highlighter>();

/** Resolves to `null` when loading fails: code then stays plain, and React never sees the error. */
export function loadHighlighterOnce(load: HighlighterLoader): Promise<Highlighter | null> {
  let promise = loading.get(load);
  if (!promise) {
    promise = new Promise<Highlighter>((resolve) => resolve(load()))
      .then((highlighter) => {
        if (typeof highlighter?.highlight !== 'function') throw new TypeError('it has no highlight() function');
        loaded.set(load, highlighter);
        return highlighter;
      })
      .catch((error: unknown) => {
        // Not retried: a chunk that failed to load once (offline, blocked) would fail again.
        console.warn('papo-chat: syntax highlighting could not be loaded; code is shown as plain text.', error);
        return null;
      });
    loading.set(load, promise);
  }
  return promise;
}

/**
 * The highlighter once loaded, `null` before; loading starts only when `wanted`. `warm` runs
 * as it arrives, in a task of its own, not in the render that uses it: a grammar's first
 * run compiles its expressions (20–40 ms for JavaScript's), which otherwise fell in the frame
 * highlighting every code block so far (docs/performance.md#what-a-streamed-chunk-costs).
 */
export function useHighlighter(
  wanted: boolean,
  load: HighlighterLoader,
  warm: (highlighter: Highlighter) => void,
): Highlighter | null {
  // Messages shown after the first load highlight at once, without a plain first frame.
  const [highlighter, setHighlighter] = useState<Highlighter | null>(() => loaded.get(load) ?? null);
  useEffect(() => {
    if (!wanted || highlighter) return;
    let current = true;
    void loadHighlighterOnce(load).then((result) => {
      // In a task after the one that ran the highlighter's file: the two together were as long.
      setTimeout(() => {
        if (!current || !result) return;
        warm(result);
        setHighlighter(result);
      });
    });
    return () => {
      current = false;
    };
  }, [wanted, load, highlighter]);
  return highlighter;
}
