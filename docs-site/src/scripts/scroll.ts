/**
 * Astro's router scrolls to the top on every new page, or to the hash. When only the
 * query string changes, the visitor stays where they were (docs/decisions.md#the-docs-site).
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { isQueryOnlyChange } from '../utils/navigation';

let keep: { x: number; y: number } | null = null;

document.addEventListener('astro:before-preparation', (event) => {
  const { from, to, navigationType } = event as TransitionBeforePreparationEvent;
  keep = navigationType !== 'traverse' && isQueryOnlyChange(from, to) ? { x: scrollX, y: scrollY } : null;
});

document.addEventListener('astro:after-swap', () => {
  if (!keep) return;
  scrollTo({ left: keep.x, top: keep.y, behavior: 'instant' });
  keep = null;
});
