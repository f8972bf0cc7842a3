/**
 * Prefetches a page when the pointer rests on (or focus reaches) a link to it, through
 * Astro's `prefetch()`. Nothing at all is prefetched on 2g or Save-Data connections
 * (docs/decisions.md#the-docs-site): Astro's own prefetchAll would still prefetch on tap there, so it is off in
 * astro.config.mjs and this replaces it.
 */
import { prefetch } from 'astro:prefetch';
import { isPrefetchableLink, isSlowConnection, type ConnectionInfo } from '../utils/navigation';

const HOVER_DELAY_MS = 80;

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

let timer: ReturnType<typeof setTimeout> | undefined;

function linkFrom(event: Event): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  return target?.closest?.<HTMLAnchorElement>('a[href]') ?? null;
}

function schedule(event: Event): void {
  const link = linkFrom(event);
  if (!link || isSlowConnection(connection())) return;
  const candidate = {
    href: link.href,
    target: link.target,
    hasDownload: link.hasAttribute('download'),
    optOut: link.dataset.astroPrefetch === 'false' || link.hasAttribute('data-astro-reload'),
  };
  if (!isPrefetchableLink(candidate, location)) return;
  clearTimeout(timer);
  timer = setTimeout(() => prefetch(link.href), HOVER_DELAY_MS);
}

function cancel(): void {
  clearTimeout(timer);
}

document.addEventListener('mouseover', schedule, { passive: true });
document.addEventListener('focusin', schedule, { passive: true });
document.addEventListener('mouseout', cancel, { passive: true });
document.addEventListener('focusout', cancel, { passive: true });
