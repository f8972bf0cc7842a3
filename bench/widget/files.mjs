/**
 * What the server may hand out, by URL: Papo's standalone build (dist/browser, run
 * `npm run build:lib` first), @n8n/chat's UMD bundle and stylesheet, markdown-it's browser
 * build for the naive renderer, and the naive renderer itself.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const n8n = join(here, '..', 'node_modules', '@n8n', 'chat', 'dist');

function filesUnder(folder, prefix) {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return [`${prefix}/${relative(folder, file).split('\\').join('/')}`, file];
    }),
  );
}

export function staticFiles() {
  const papo = join(root, 'dist', 'browser');
  if (!existsSync(join(papo, 'papo-chat.js'))) throw new Error('dist/browser is missing: run `npm run build:lib`.');
  if (!existsSync(n8n)) throw new Error('@n8n/chat is missing: run `npm ci --prefix bench`.');
  return {
    ...filesUnder(papo, '/papo'),
    '/n8n/chat.bundle.umd.js': join(n8n, 'chat.bundle.umd.js'),
    '/n8n/style.css': join(n8n, 'style.css'),
    '/md/markdown-it.min.js': join(root, 'node_modules', 'markdown-it', 'dist', 'browser', 'markdown-it.umd.min.js'),
    '/bench/naive.js': join(here, 'pages', 'naive.js'),
  };
}
