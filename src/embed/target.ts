/**
 * Where the widget mounts (docs/decisions.md#screens): an Element, or a selector. A selector that matches
 * nothing creates the element on <body>: `#name` gets that id, `.name` that class.
 */
import { PapoOptionsError } from '../core/errors';

const EXPECTED = 'a selector that matches an element, "#id" or ".class" (created when missing), or an Element';

export function resolveTarget(target: string | Element, doc: Document): { element: Element; created: boolean } {
  if (typeof target !== 'string') return { element: target, created: false };
  let found: Element | null;
  try {
    found = doc.querySelector(target);
  } catch {
    throw new PapoOptionsError('target', EXPECTED, JSON.stringify(target));
  }
  if (found) return { element: found, created: false };
  const simple = /^([#.])([A-Za-z_][\w-]*)$/.exec(target.trim());
  if (!simple) {
    throw new PapoOptionsError('target', EXPECTED, JSON.stringify(target));
  }
  const element = doc.createElement('div');
  if (simple[1] === '#') element.id = simple[2]!;
  else element.className = simple[2]!;
  doc.body.append(element);
  return { element, created: true };
}
