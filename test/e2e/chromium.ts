/**
 * Chromium for scripts and the n8n tests, which run outside the end-to-end project: the
 * system browser, started here. End-to-end test files use chromium-connection.ts instead.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_OPTIONS } from './chromium-options';

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS);
}
