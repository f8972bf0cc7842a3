/**
 * The one way end-to-end tests start Chromium: the system browser (no download is possible
 * here; scripts/ensure-chromium.mjs exports CHROME_PATH), headless, without the background
 * traffic this machine's closed network would refuse.
 */
import { chromium, type Browser } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}
