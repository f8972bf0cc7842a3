/**
 * Short announcements from any part of the chat ("Copied", "Thanks…") through its one polite
 * live region: a DOM event that bubbles from the element that speaks up to the chat's root,
 * where LiveRegion listens. Plain DOM, so the HTML of a reply (its code blocks' buttons)
 * can announce as well as the components.
 */
import { useLayoutEffect, type RefObject } from 'react';

const ANNOUNCE = 'papo-announce';

export function announce(from: Element, text: string): void {
  from.dispatchEvent(new CustomEvent<string>(ANNOUNCE, { bubbles: true, detail: text }));
}

/** Hands what the chat around `region` announces to `show`. */
export function useAnnouncements(region: RefObject<HTMLElement | null>, show: (text: string) => void): void {
  // A layout effect: listening from the commit on, so what is said at once (a file pasted
  // as the chat opens is refused and announced) is not said before anyone listens.
  useLayoutEffect(() => {
    const chat = region.current?.parentElement;
    if (!chat) return;
    const listener = (event: Event) => show((event as CustomEvent<string>).detail);
    chat.addEventListener(ANNOUNCE, listener);
    return () => chat.removeEventListener(ANNOUNCE, listener);
  }, [region, show]);
}
