/**
 * Colour mode (docs/decisions.md#the-docs-site): light unless the visitor chose dark; the system preference is
 * not followed. The inline script in <head> (src/components/ThemeScript.astro) repeats
 * this rule in a few characters so the first paint has the right colours.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export function parseTheme(value: string | null | undefined): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
