/**
 * Loads markdown (engine.ts) once per page, and again after a failure: the chat opens without
 * it and starts loading it when a reply is coming (docs/performance.md#when-each-file-is-fetched).
 */
import { useEffect, useState } from 'react';
import { loadEngine, type MarkdownEngine } from './load-engine';

export type { MarkdownEngine } from './load-engine';
/** `attempt` counts the failed loads before this one (a loader may fetch another URL then). */
export type MarkdownEngineLoader = (attempt: number) => Promise<MarkdownEngine>;

export const loadDefaultEngine: MarkdownEngineLoader = loadEngine;

// Per loader, as for the highlighter (useHighlighter.ts): tests pass their own loaders.
const loading = new WeakMap<MarkdownEngineLoader, Promise<MarkdownEngine | null>>();
const loaded = new WeakMap<MarkdownEngineLoader, MarkdownEngine>();
const failures = new WeakMap<MarkdownEngineLoader, number>();
// The messages waiting for it, told when it arrives: also those shown while a load failed.
const waiting = new WeakMap<MarkdownEngineLoader, Set<(engine: MarkdownEngine) => void>>();

/** Markdown once it has loaded, else `undefined`: what a first render can use at once. */
export const loadedEngine = (load: MarkdownEngineLoader): MarkdownEngine | undefined => loaded.get(load);

/** The words of markdown `text` as a screen reader or a voice says them; without markdown (not loaded, or it could not load), the text as written. */
export const spokenWords = (engine: MarkdownEngine | null | undefined, text: string): string =>
  engine ? engine.plainText(text) : text.replace(/\s+/g, ' ').trim();

/**
 * Resolves to `null` when loading fails: text then stays plain, and the next call (the next
 * reply, the next keystroke) tries again, as a failure offline may pass.
 */
export function loadEngineOnce(load: MarkdownEngineLoader): Promise<MarkdownEngine | null> {
  let promise = loading.get(load);
  if (!promise) {
    const attempt = failures.get(load) ?? 0;
    promise = new Promise<MarkdownEngine>((resolve) => resolve(load(attempt))).then(
      (engine) => {
        loaded.set(load, engine);
        for (const show of waiting.get(load) ?? []) show(engine);
        return engine;
      },
      (error: unknown) => {
        loading.delete(load);
        failures.set(load, attempt + 1);
        console.warn('papo-chat: markdown could not be loaded; replies are shown as plain text.', error);
        return null;
      },
    );
    loading.set(load, promise);
  }
  return promise;
}

/** Markdown once loaded, `null` before (and after a failure); loading starts only when `wanted`. */
export function useMarkdownEngine(wanted: boolean, load: MarkdownEngineLoader): MarkdownEngine | null {
  // Messages shown after the first load are drawn in markdown at once, without a plain first frame.
  const [engine, setEngine] = useState<MarkdownEngine | null>(() => loaded.get(load) ?? null);
  useEffect(() => {
    if (!wanted || engine) return;
    const ready = loaded.get(load);
    if (ready) return setEngine(ready);
    let listeners = waiting.get(load);
    if (!listeners) waiting.set(load, (listeners = new Set()));
    listeners.add(setEngine);
    void loadEngineOnce(load);
    return () => void listeners.delete(setEngine);
  }, [wanted, load, engine]);
  return engine;
}
