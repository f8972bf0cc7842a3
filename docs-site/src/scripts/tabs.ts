/**
 * Accessible tabs (WAI-ARIA tabs pattern) for the request examples: arrow keys, Home and
 * End move between tabs; the chosen language is remembered and applied to every example.
 */
import { onPageLoad, safeLocalStorage } from './page-load';

const STORAGE_KEY = 'atesta.exemplo.linguagem';

function select(tab: HTMLElement, { focus = false } = {}): void {
  const list = tab.closest('[role="tablist"]');
  const group = tab.closest('[data-tabs]');
  if (!list || !group) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    panel?.toggleAttribute('hidden', !selected);
  }
  if (focus) tab.focus();
}

function selectEverywhere(key: string): void {
  for (const tab of document.querySelectorAll<HTMLElement>(
    `[data-tabs] [role="tab"][data-tab-key="${CSS.escape(key)}"]`,
  )) {
    select(tab);
  }
}

document.addEventListener('click', (event) => {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[data-tabs] [role="tab"]');
  if (!tab) return;
  const key = tab.dataset.tabKey;
  if (key) {
    selectEverywhere(key);
    safeLocalStorage()?.setItem(STORAGE_KEY, key);
  }
  select(tab);
});

document.addEventListener('keydown', (event) => {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[data-tabs] [role="tab"]');
  const list = tab?.closest('[role="tablist"]');
  if (!tab || !list) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(tab);
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: tabs.length - 1,
  };
  const target = moves[event.key];
  if (target === undefined) return;
  event.preventDefault();
  const next = tabs[(target + tabs.length) % tabs.length];
  if (next) {
    select(next, { focus: true });
    if (next.dataset.tabKey) safeLocalStorage()?.setItem(STORAGE_KEY, next.dataset.tabKey);
  }
});

onPageLoad(() => {
  let saved: string | null = null;
  try {
    saved = safeLocalStorage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    saved = null;
  }
  if (saved) selectEverywhere(saved);
});
