import type { KeyboardEvent } from 'react';

/** Text the visitor types in, where Home and End move the caret, not the conversation. */
const typedIn = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement);

/**
 * Home and End on the conversation (the list or a button in it focused) go to its first or
 * newest message at once. The browser's own smooth scroll aims at the height it measured when
 * the key was pressed; far-off groups laid out on the way, whose heights were estimated, move
 * the end, and End stopped short of the newest message. A second jump in the next frame
 * follows a group that came near and was laid out taller or shorter than it stood.
 */
export function goToEnds(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.shiftKey || typedIn(event.target)) return;
  const list = event.currentTarget;
  const place = event.key === 'End' ? () => list.scrollHeight : event.key === 'Home' ? () => 0 : null;
  if (!place) return;
  event.preventDefault();
  list.scrollTop = place();
  requestAnimationFrame(() => (list.scrollTop = place()));
}
