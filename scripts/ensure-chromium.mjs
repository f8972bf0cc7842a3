// Finds a Chromium for the browser tests, installing one when the machine has none, and
// says what it did. Order: $CHROME_PATH, /usr/bin/chromium, then an install: Debian's
// package when we are root, else Playwright's own download.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

function log(message) {
  console.log(`[chromium] ${message}`);
}

function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright');
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function ensureChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
    log(`using CHROME_PATH=${fromEnv}`);
    return fromEnv;
  }
  if (existsSync(SYSTEM_CHROMIUM)) {
    log(`using the system Chromium at ${SYSTEM_CHROMIUM}`);
    return SYSTEM_CHROMIUM;
  }
  const downloaded = playwrightChromium();
  if (downloaded) {
    log(`using Playwright's Chromium at ${downloaded}`);
    return downloaded;
  }
  if (process.getuid?.() === 0) {
    log("no Chromium found; installing Debian's package: apt-get install -y chromium");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(SYSTEM_CHROMIUM)) {
      log(`installed ${SYSTEM_CHROMIUM}`);
      return SYSTEM_CHROMIUM;
    }
  } else {
    log('no Chromium found and not root; running: npx playwright install chromium');
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
    const installed = playwrightChromium();
    if (installed) {
      log(`installed ${installed}`);
      return installed;
    }
  }
  throw new Error('Could not find or install Chromium. Install it yourself and set CHROME_PATH to its executable.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
