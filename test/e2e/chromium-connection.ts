/**
 * The one way end-to-end test files get a browser: a connection to the Chromium that
 * chromium-server.ts started for the run. `close()` on it closes this file's contexts and
 * disconnects; the browser stays for the next file.
 */
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
