/**
 * The light/dark switch. The theme is saved under localStorage `theme` and follows
 * changes made in other tabs (the storage event). ThemeScript.astro applies it before
 * paint and on each navigation.
 */
import { otherTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from '../utils/theme';
import { onPageLoad, safeLocalStorage } from './page-load';

function currentTheme(): Theme {
  return parseTheme(document.documentElement.dataset.theme);
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    toggle.setAttribute('aria-checked', String(theme === 'dark'));
  }
}

document.addEventListener('click', (event) => {
  const toggle = (event.target as Element | null)?.closest?.('[data-theme-toggle]');
  if (!toggle) return;
  const next = otherTheme(currentTheme());
  applyTheme(next);
  try {
    safeLocalStorage()?.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // storage full or refused: the choice lasts for this page only
  }
});

window.addEventListener('storage', (event) => {
  if (event.key === THEME_STORAGE_KEY || event.key === null) applyTheme(parseTheme(event.newValue));
});

onPageLoad(() => applyTheme(currentTheme()));
