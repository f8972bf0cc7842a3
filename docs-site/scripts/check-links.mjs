// Fails the build when a page links to a path or an anchor that the built site lacks.
// Reads every HTML file in dist/ (run after `astro build`): each internal href/src of
// <a>, <area>, <link>, <img>, <script> and <source> must resolve to a built file, and a
// #fragment must name an id (or <a name>) on the target page. Usage: node scripts/check-links.mjs [dist]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SITE = 'https://docs.atesta.example';
const distDir = process.argv[2] ?? 'dist';

if (!existsSync(distDir)) {
  console.error(`check-links: ${distDir}/ does not exist; run astro build first.`);
  process.exit(1);
}

const htmlFiles = readdirSync(distDir, { recursive: true })
  .map((name) => join(distDir, String(name)))
  .filter((file) => file.endsWith('.html') && statSync(file).isFile());

/** dist/docs/intro/index.html → /docs/intro; dist/404.html → /404 */
function pagePath(file) {
  const path = `/${relative(distDir, file).split(sep).join('/')}`;
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code) => {
    if (code[0] === '#') {
      const value = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(value);
    }
    return entities[code.toLowerCase()] ?? whole;
  });
}

/** The markup that is not code shown to the reader nor script/style text. */
function markupOnly(html) {
  return html.replace(/<(script|style|template|pre|code)\b[^>]*>[\s\S]*?<\/\1>/gi, (whole, tag) => {
    // Keep a <script src> tag itself; drop only inline bodies.
    return tag.toLowerCase() === 'script' ? whole.replace(/>[\s\S]*<\/script>$/i, '></script>') : '';
  });
}

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : null;
}

const pages = new Map(); // path → { ids, links: [{ url, tag }] }
for (const file of htmlFiles) {
  const html = readFileSync(file, 'utf8');
  const ids = new Set();
  for (const match of html.matchAll(/<[a-z][^>]*>/gi)) {
    const id = attribute(match[0], 'id');
    if (id) ids.add(id);
    if (/^<a\s/i.test(match[0])) {
      const name = attribute(match[0], 'name');
      if (name) ids.add(name);
    }
  }
  const links = [];
  for (const match of markupOnly(html).matchAll(/<(a|area|link|img|script|source)\b[^>]*>/gi)) {
    const tag = match[0];
    const name = match[1].toLowerCase();
    const value = attribute(tag, name === 'a' || name === 'area' || name === 'link' ? 'href' : 'src');
    if (value !== null) links.push({ value, tag: tag.slice(0, 120) });
  }
  pages.set(pagePath(file), { file, ids, links });
}

function resolveFile(pathname) {
  const base = join(distDir, ...pathname.split('/').filter(Boolean));
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const problems = [];
for (const [path, page] of pages) {
  for (const { value, tag } of page.links) {
    const report = (why) => problems.push(`${path}: ${why} — ${tag}`);
    if (value.trim() === '') {
      report('empty link');
      continue;
    }
    if (/^javascript:/i.test(value.trim())) {
      report('javascript: link');
      continue;
    }
    let url;
    try {
      url = new URL(value, `${SITE}${path}`);
    } catch {
      report(`unparsable URL "${value}"`);
      continue;
    }
    if (url.origin !== SITE) continue; // external, mailto:, tel:…
    const pathname = decodeURIComponent(url.pathname);
    if (pathname !== '/' && pathname.endsWith('/')) {
      report(`"${value}" ends with "/" (the site uses trailingSlash: 'never')`);
      continue;
    }
    const targetFile = resolveFile(pathname);
    if (!targetFile) {
      report(`"${value}" points to ${pathname}, which the build does not have`);
      continue;
    }
    if (!url.hash || url.hash === '#') {
      if (url.hash === '#' || value === '#') report('"#" link goes nowhere');
      continue;
    }
    const target = pages.get(pagePath(targetFile));
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!target) report(`"${value}" has an anchor but ${pathname} is not an HTML page`);
    else if (!target.ids.has(fragment)) report(`"${value}": ${pathname} has no element with id "${fragment}"`);
  }
}

if (problems.length) {
  console.error(`check-links: ${problems.length} broken internal link(s) in ${distDir}/:\n`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
const linkCount = [...pages.values()].reduce((sum, page) => sum + page.links.length, 0);
console.log(`check-links: ${linkCount} links in ${pages.size} pages, all internal ones resolve.`);
