import { useState } from 'react';

/** Told whether a watched element is near the list's view (`true`) or far off, with its height. */
export type NearView = (near: boolean, height: number) => void;

/** What the groups of one message list share (docs/architecture.md#long-conversations). */
export type ListWindow = {
  /** Starts telling `onChange` when `element` comes near the view or goes far off; returns the stop. */
  watch: (element: Element, onChange: NearView) => () => void;
  /** Counts a laid-out group's height towards the estimate, the first time it is laid out. */
  measured: (group: Element, height: number, messages: number) => void;
  /**
   * The height a group of `messages` never laid out stands for: the average message's laid
   * out so far, or 5em before any. A CSS variable on the list, so every such box follows the
   * average as groups are laid out without drawing anything again.
   */
  estimate: (messages: number) => string;
  /**
   * Runs `change` (which must commit at once) and keeps the reader's place: when `group`
   * starts above the view, the distance to the bottom stays as it was, so a corrected
   * height above does not move what is read. Left to the browser's scroll anchoring where
   * it has one (Chromium, Firefox): it also keeps a smooth scroll (Home, End) going, which
   * setting the position here would stop short.
   */
  keepPlace: (group: Element, change: () => void) => void;
};

/** The browser keeps the view's content in place itself when content above it changes size. */
const anchors = typeof CSS !== 'undefined' && CSS.supports('overflow-anchor', 'auto');

/** Runs `change` keeping the list's distance to the bottom (at the bottom, it stays there). */
function keepFromBottom(list: Element, change: () => void) {
  const fromBottom = list.scrollHeight - list.scrollTop;
  change();
  list.scrollTop = list.scrollHeight - fromBottom;
}

/**
 * One IntersectionObserver for a message list: each group of messages is told when it comes
 * within a view's height of what is shown, or goes further off, with its height as laid out.
 * One observer, no listener per group.
 */
export function useNearView(): ListWindow {
  const [listWindow] = useState(() => {
    const watched = new Map<Element, NearView>();
    const sum = { height: 0, messages: 0 };
    const counted = new WeakSet<Element>();
    let observer: IntersectionObserver | undefined;
    const listWindow: ListWindow = {
      watch(element, onChange) {
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
      },
      measured(group, height, messages) {
        const list = group.closest<HTMLElement>('.papo-messages');
        if (!list || counted.has(group)) return;
        counted.add(group);
        sum.height += height;
        sum.messages += messages;
        // The boxes never laid out change height, most of them above the view: it stays where it is.
        const estimate = () => list.style.setProperty('--papo-message-estimate', `${sum.height / sum.messages}px`);
        if (anchors) estimate();
        else keepFromBottom(list, estimate);
      },
      estimate: (messages) => `calc(var(--papo-message-estimate, 5em) * ${messages})`,
      keepPlace(group, change) {
        const list = group.closest('.papo-messages');
        if (!list || anchors || group.getBoundingClientRect().top >= list.getBoundingClientRect().top) return change();
        keepFromBottom(list, change);
      },
    };
    return listWindow;
  });
  return listWindow;
}
