import { useState } from 'react';

/** Told whether a watched element is near the list's view (`true`) or far off, with its height. */
export type NearView = (near: boolean, height: number) => void;
export type WatchNearView = (element: Element, onChange: NearView) => () => void;

/**
 * One IntersectionObserver for a message list: each group of older messages is told when it
 * comes within a view's height of what is shown, or goes further off, with its height as laid
 * out (docs/architecture.md#long-conversations). One observer, no listener per group.
 */
export function useNearView(): WatchNearView {
  const [watch] = useState(() => {
    const watched = new Map<Element, NearView>();
    let observer: IntersectionObserver | undefined;
    const watchElement: WatchNearView = (element, onChange) => {
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries)
            watched.get(entry.target)?.(entry.isIntersecting, entry.boundingClientRect.height);
        },
        { root: element.closest('.papo-messages'), rootMargin: '100% 0px' },
      );
      watched.set(element, onChange);
      observer.observe(element);
      return () => {
        watched.delete(element);
        observer?.unobserve(element);
      };
    };
    return watchElement;
  });
  return watch;
}
