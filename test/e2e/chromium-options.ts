/**
 * How end-to-end tests start Chromium: the system browser (no download is possible here;
 * scripts/ensure-chromium.mjs exports CHROME_PATH), headless, without the background
 * traffic this machine's closed network would refuse.
 */
import type { LaunchOptions } from 'playwright-core';

export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};
