/**
 * Where the widget mounts (docs/decisions.md#screens): an Element, or a selector. A selector that matches
 * nothing creates the element on <body>: `#name` gets that id, `.name` that class.
 */
import { PapoOptionsError } from '../core/errors';
import type { ChatInstance, PlaceChat } from './createChat';

const EXPECTED = 'a selector that matches, "#id" or ".class" (created when missing), or an Element';

export function resolveTarget(target: string | Element, doc: Document): { element: Element; created: boolean } {
  let found: Element | null = typeof target === 'string' ? null : target;
  try {
    found ??= doc.querySelector(target as string);
  } catch {
    // Not a selector at all: the pattern below does not match it either.
  }
  if (found) return { element: found, created: false };
  const simple = /^([#.])([A-Za-z_][\w-]*)$/.exec((target as string).trim());
  if (!simple) throw new PapoOptionsError('target', EXPECTED, JSON.stringify(target));
  const element = doc.createElement('div');
  if (simple[1] === '#') element.id = simple[2]!;
  else element.className = simple[2]!;
  doc.body.append(element);
  return { element, created: true };
}

/** One chat per target element: docs/decisions.md#conversation-rules. */
const instances = new WeakMap<Element, ChatInstance>();

/** Mounts a chat in the target, or returns the one already there; an element made for it goes with it. */
export const placeInTarget: PlaceChat = (target, mount) => {
  const { element, created } = resolveTarget(target, document);
  if (!instances.has(element)) {
    instances.set(
      element,
      mount(element, () => {
        if (created) element.remove();
        instances.delete(element);
      }),
    );
  }
  return instances.get(element)!;
};
