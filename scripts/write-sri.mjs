// Writes dist/browser/sri.json: the sha384 integrity hash of every file of the standalone
// bundle, for <script integrity="…"> (and for pinning the lazily loaded files). Then puts
// the loaders' hashes into the example pages' <script> tags, so the examples always match
// the build (a stale hash would make the browser refuse the script).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = 'dist/browser';
const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
  .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
  .sort();

const integrity = Object.fromEntries(
  files.map((file) => [
    relative(dir, file),
    `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`,
  ]),
);
writeFileSync(join(dir, 'sri.json'), `${JSON.stringify(integrity, null, 2)}\n`);
console.log(`wrote ${dir}/sri.json (${files.length} files)`);

/** Each example page and the script whose hash its <script integrity="…"> carries. */
const examplePages = [
  ['examples/plain-html/index.html', 'papo-chat.js'],
  ['examples/plain-html/element.html', 'papo-chat.element.js'],
  ['examples/ai-sdk/index.html', 'papo-chat.js'],
  ['examples/openai/index.html', 'papo-chat.js'],
  ['examples/ag-ui/index.html', 'papo-chat.js'],
];
for (const [examplePage, script] of examplePages) {
  const scriptTag = new RegExp(`<script\\b[^>]*\\bsrc="[^"]*${script.replaceAll('.', '\\.')}"[^>]*>`);
  const html = readFileSync(examplePage, 'utf8');
  const tag = scriptTag.exec(html)?.[0];
  if (!tag || !/\bintegrity="[^"]*"/.test(tag)) {
    throw new Error(`${examplePage}: no <script src="…${script}" integrity="…"> tag to update.`);
  }
  const updated = html.replace(tag, tag.replace(/\bintegrity="[^"]*"/, `integrity="${integrity[script]}"`));
  if (updated !== html) {
    writeFileSync(examplePage, updated);
    console.log(`updated the integrity of ${script} in ${examplePage}`);
  }
}
