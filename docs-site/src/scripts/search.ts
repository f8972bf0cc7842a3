/**
 * Search: the top bar button, `/` and Ctrl/⌘+K open a dialog with Pagefind's UI, loaded
 * on first use. Pagefind indexes the built site (`npm run build`), so in `astro dev` the
 * dialog explains that the index is missing.
 */
import { showResult, pagefindTranslations, ranking } from './pagefind-pt';

declare global {
  interface Window {
    PagefindUI?: new (options: Record<string, unknown>) => unknown;
  }
}

let uiScript: Promise<void> | null = null;

function loadAsset(tag: 'script' | 'link', url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const element = document.createElement(tag);
    if (element instanceof HTMLScriptElement) element.src = url;
    else Object.assign(element, { rel: 'stylesheet', href: url });
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => reject(new Error(`Não foi possível carregar ${url}`)));
    document.head.append(element);
  });
}

function loadPagefindUi(): Promise<void> {
  uiScript ??= Promise.all([
    loadAsset('link', '/pagefind/pagefind-ui.css'),
    loadAsset('script', '/pagefind/pagefind-ui.js'),
  ])
    .then(() => undefined)
    .catch((error: unknown) => {
      uiScript = null;
      throw error;
    });
  return uiScript;
}

function dialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('[data-search-dialog]');
}

async function openSearch(): Promise<void> {
  const element = dialog();
  if (!element || element.open) return;
  element.showModal();
  const container = element.querySelector<HTMLElement>('[data-search-container]');
  if (!container) return;
  try {
    await loadPagefindUi();
    if (!container.dataset.ready && window.PagefindUI) {
      container.dataset.ready = 'true';
      new window.PagefindUI({
        element: container,
        showImages: false,
        showSubResults: true,
        resetStyles: false,
        translations: pagefindTranslations,
        ranking,
        processResult: showResult,
      });
    }
  } catch (error) {
    element.querySelector<HTMLElement>('[data-search-fallback]')?.removeAttribute('hidden');
    console.warn('Atesta Docs: pesquisa indisponível.', error);
  }
  container.querySelector<HTMLInputElement>('input')?.focus();
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  if (target?.closest?.('[data-search-open]')) void openSearch();
  else if (target?.closest?.('[data-search-close]')) dialog()?.close();
  else if (target instanceof HTMLDialogElement && target.matches('[data-search-dialog]'))
    target.close(); // backdrop
  else if (target?.closest?.('[data-search-dialog] a[href]')) dialog()?.close();
});

document.addEventListener('keydown', (event) => {
  const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
  if (!shortcut && !slash) return;
  // Inside the chat (a shadow root) the target is its host; typing "/" there must still work.
  if (slash && (event.composedPath()[0] as HTMLElement | undefined)?.isContentEditable) return;
  if (slash && isTyping(event.composedPath()[0] ?? null)) return;
  event.preventDefault();
  void openSearch();
});
