// `npm run screenshots`: the README's images (test/e2e/screenshots/*.png), made on purpose
// rather than as a side effect of the tests, so `npm test` never rewrites tracked files.
// Installs what the pictures need (a colour emoji font, Chromium), builds the library and
// the docs site, serves them, plays each scene in Chromium and writes its PNG.
// `--no-build` reuses the current build (for a second run right after the first).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureEmojiFont } from './ensure-emoji-font.mjs';
import { startStaticServer } from '../test/helpers/static-server.mjs';
import { capture, DESKTOP, EXAMPLE_ANSWERS, PHONE, scenes } from './screenshots/scenes.mjs';

const root = process.cwd();
const OUT = join(root, 'test', 'e2e', 'screenshots');
const SIZES = { 'widget-desktop': DESKTOP, 'widget-mobile': PHONE, 'site-desktop': DESKTOP, 'site-mobile': PHONE };

ensureEmojiFont();
const executablePath = ensureChromium();

if (!process.argv.includes('--no-build')) {
  console.log('▶ building the library and the docs site: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The reference server as `npm start` runs it (site, webhook, Lia over the real docs), without history on disk.
const serverModule = pathToFileURL(join(root, 'examples', 'webhook-server', 'src', 'server.js')).href;
const { createServer } = await import(serverModule);
const site = createServer({
  port: 0,
  host: '127.0.0.1',
  siteDir: join(root, 'docs-site', 'dist'),
  logger: { info: () => {}, warn: console.warn, error: console.error },
});
const siteUrl = await site.listen();
const example = await startStaticServer({
  roots: [join(root, 'examples', 'plain-html'), join(root, 'dist', 'browser')],
  webhook: { reply: (text) => EXAMPLE_ANSWERS[text] ?? 'Ok!' },
});
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

let failed = false;
try {
  for (const [name, scene] of Object.entries(scenes)) {
    const context = await browser.newContext(SIZES[name]);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    try {
      await scene(page, { exampleUrl: example.url, siteUrl });
      const file = join(OUT, `${name}.png`);
      await capture(page, file);
      console.log(`✔ wrote ${file}`);
    } catch (error) {
      failed = true;
      console.error(`✖ ${name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await example.close();
  await site.close();
}
process.exit(failed ? 1 : 0);
