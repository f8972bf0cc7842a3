/**
 * Browser commands the tests call through `commands` from 'vitest/browser': they run in Node,
 * on the Playwright page that holds the tests' frame.
 */
import type { BrowserCommand } from 'vitest/node';

/** The visitor's system colour scheme (`prefers-color-scheme`); null goes back to the default. */
export const emulateColorScheme: BrowserCommand<['light' | 'dark' | null]> = async ({ page }, colorScheme) => {
  await page.emulateMedia({ colorScheme });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme: (colorScheme: 'light' | 'dark' | null) => Promise<void>;
  }
}
