/**
 * What the server may hand out, by URL: Papo's standalone build (dist/browser, run
 * `npm run build:lib` first), @n8n/chat's UMD bundle and stylesheet (0.62.0 and 1.37.0),
 * deep-chat's web-component bundle and the page's glue for it, markdown-it's browser
 * build for the naive renderer, and the naive renderer itself.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const modules = join(here, '..', 'node_modules');
const n8n = join(modules, '@n8n', 'chat', 'dist');
// @n8n/chat 1.37.0 is installed under an alias so that both versions sit side by side.
const n8n137 = join(modules, 'n8n-chat-137', 'dist');
const deepChat = join(modules, 'deep-chat', 'dist', 'deepChat.bundle.js');

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
  for (const peer of [n8n, n8n137, deepChat]) {
    if (!existsSync(peer)) throw new Error(`${peer} is missing: run \`npm ci --prefix bench\`.`);
  }
  return {
    ...filesUnder(papo, '/papo'),
    '/n8n/chat.bundle.umd.js': join(n8n, 'chat.bundle.umd.js'),
    '/n8n/style.css': join(n8n, 'style.css'),
    '/n8n137/chat.bundle.umd.js': join(n8n137, 'chat.bundle.umd.js'),
    '/n8n137/style.css': join(n8n137, 'style.css'),
    '/deep-chat/deepChat.bundle.js': deepChat,
    '/bench/deep-chat.js': join(here, 'pages', 'deep-chat.js'),
    '/md/markdown-it.min.js': join(root, 'node_modules', 'markdown-it', 'dist', 'browser', 'markdown-it.umd.min.js'),
    '/bench/naive.js': join(here, 'pages', 'naive.js'),
  };
}
