// Makes sure Chromium can draw colour emoji (the greeting's 👋 in the README screenshots):
// Debian's fonts-noto-color-emoji, installed with apt-get when we are root, else a clear
// message saying what to install. Without it the emoji would come out as an empty box.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGE = 'fonts-noto-color-emoji';
const FONT_FILE = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

function log(message) {
  console.log(`[emoji font] ${message}`);
}

/** True when fontconfig (which Chromium asks) knows a colour emoji font. */
function hasEmojiFont() {
  try {
    const families = execFileSync('fc-list', [':charset=1f44b', 'family'], { encoding: 'utf8' });
    return /emoji/i.test(families);
  } catch {
    // No fontconfig tools: fall back to where Debian puts the font.
    return existsSync(FONT_FILE);
  }
}

export function ensureEmojiFont() {
  if (hasEmojiFont()) {
    log('a colour emoji font is installed');
    return;
  }
  const hasApt = existsSync('/usr/bin/apt-get');
  if (process.getuid?.() === 0 && hasApt) {
    log(`no colour emoji font; installing Debian's package: apt-get install -y ${PACKAGE}`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', PACKAGE], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (hasEmojiFont()) {
      log(`installed ${PACKAGE}`);
      return;
    }
  }
  const how = hasApt ? `sudo apt-get install ${PACKAGE}` : 'the Noto Color Emoji font with your package manager';
  throw new Error(
    `No colour emoji font: the screenshots would show an empty box instead of 👋. Install ${how}, then run this again.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureEmojiFont();
}
