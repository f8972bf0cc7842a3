/**
 * Checks the built site in dist/ (run `npm run build` first): every route the site lists
 * (docs/decisions.md#the-docs-site) exists
 * with a title and one h1, docs pages have real content, and the files for programs exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeOptionDefaults } from 'papo-chat';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocsText } from '../src/lib/docs-text';
import { docsPaths, pagePaths } from './spec-paths';

const dist = join(import.meta.dirname, '..', 'dist');

function htmlOf(path: string): string {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, ...path.split('/').filter(Boolean), 'index.html');
  return readFileSync(file, 'utf8');
}

const text = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The doc's own text: the <article>, less breadcrumbs, table of contents and prev/next. */
function docText(html: string): { words: number; hasTable: boolean } {
  const article = /<article class="doc"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  const body = article.replace(/<(nav|details)\b[^>]*data-pagefind-ignore[\s\S]*?<\/\1>/g, ' ');
  return {
    words: text(body)
      .split(' ')
      .filter((word) => /\p{L}/u.test(word)).length,
    hasTable: /<table\b/.test(body),
  };
}

beforeAll(() => {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('dist/ has no built site: run `npm run build -w docs-site` before these tests.');
  }
});

describe.each(pagePaths)('%s', (path) => {
  it('has a title, one h1 and pt-BR', () => {
    const html = htmlOf(path);
    expect(html).toMatch(/<html lang="pt-BR"/);
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]?.trim()).toBeTruthy();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="https://docs.atesta.example${path === '/' ? '/' : path}"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('id="papo-chat"');
  });
});

describe.each(docsPaths)('%s content', (path) => {
  it('has substantive content (≥ 150 words of its own or a table)', () => {
    const { words, hasTable } = docText(htmlOf(path));
    expect(words >= 150 || hasTable, `${path}: ${words} words and no table`).toBe(true);
  });
});

describe('not-found page', () => {
  it('says the link looks broken and asks to contact the site owner', () => {
    const html = readFileSync(join(dist, '404.html'), 'utf8');
    expect(html).toContain('<title>Página não encontrada | Atesta Docs</title>');
    expect(text(html)).toMatch(/link .* quebrado/);
    expect(text(html)).toMatch(/entre em contato com o dono do site/);
  });
});

describe('files for programs', () => {
  it('lists every docs page in llms.txt and has the full text in llms-full.txt', () => {
    const index = readFileSync(join(dist, 'llms.txt'), 'utf8');
    const full = readFileSync(join(dist, 'llms-full.txt'), 'utf8');
    // Each page is linked by its Markdown twin.
    for (const path of docsPaths) expect(index).toContain(`(https://docs.atesta.example${path}.md):`);
    expect(full).not.toMatch(/<(Endpoint|ParamsTable|RequestExample|ReferenceTable|McpTool)\b/);
    expect(full.length).toBeGreaterThan(index.length * 5);
  });

  it('has every docs page in docs-text.json, each section anchored where the page has that id', () => {
    const { format, pages } = JSON.parse(readFileSync(join(dist, 'docs-text.json'), 'utf8')) as DocsText;
    expect(format).toBe(1);
    expect(pages.map((page) => page.url).sort()).toEqual([...docsPaths].sort());
    for (const page of pages) {
      const html = htmlOf(page.url);
      for (const { slug } of page.sections) if (slug) expect(html, `${page.url}#${slug}`).toContain(`id="${slug}"`);
    }
  });

  it('has in docs-text.json what the pages render from their data files', () => {
    const { pages } = JSON.parse(readFileSync(join(dist, 'docs-text.json'), 'utf8')) as DocsText;
    const textOf = (url: string) =>
      pages
        .find((page) => page.url === url)
        ?.sections.flatMap((section) => section.blocks.map((block) => block.text))
        .join('\n');
    expect(textOf('/docs/api-energia/tab_codigos')).toContain('EN-2005 — 403 — COTA_ESGOTADA');
    expect(textOf('/docs/api/PRO/envio')).toContain('POST /documentoscopia/pro/analises');
    expect(textOf('/docs/api/PRO/envio')).toContain('409 Conflict — Idempotency-Key já usada com um corpo diferente.');
  });

  it('has a Markdown twin of every docs page, linked from the page, with what its data files render', () => {
    const twin = (path: string) => readFileSync(join(dist, `${path}.md`), 'utf8');
    for (const path of docsPaths) {
      const markdown = twin(path);
      const title = /<h1\b[^>]*>([^<]+)<\/h1>/.exec(htmlOf(path))?.[1];
      expect(markdown.startsWith(`# ${title}\n\nURL: https://docs.atesta.example${path}\n`), path).toBe(true);
      expect(markdown, path).not.toMatch(/<(Endpoint|ParamsTable|RequestExample|ReferenceTable|McpTool|Callout)\b/);
      expect(htmlOf(path), path).toContain(`data-copy-markdown="${path}.md"`);
      expect(htmlOf(path), path).toContain(`href="${path}.md"`);
    }
    expect(twin('/docs/api-energia/tab_codigos')).toMatch(/^\| EN-2005 \| 403 \| COTA_ESGOTADA \| .+ \|$/m);
    expect(twin('/docs/api/PRO/envio')).toContain('**POST** `/documentoscopia/pro/analises`');
    expect(twin('/docs/api/PRO/envio')).toContain(
      '| 409 Conflict | `Idempotency-Key` já usada com um corpo diferente. |',
    );
  });

  it('has the sitemap, the RSS feed and the search index', () => {
    for (const file of ['sitemap.xml', 'sitemap-index.xml', 'rss.xml', 'robots.txt', 'pagefind/pagefind-ui.js']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    expect(readFileSync(join(dist, 'rss.xml'), 'utf8')).toContain('https://docs.atesta.example/blog/welcome');
  });
});

describe('/docs/Chat', () => {
  const html = () => htmlOf('/docs/Chat');

  it('shows the script tag with the integrity hash of the built library', async () => {
    const sri = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/browser/sri.json'), 'utf8'));
    expect(html()).toContain(sri['papo-chat.js']);
  });

  it('documents every option with the default the library declares', () => {
    const page = html();
    for (const option of describeOptionDefaults()) expect(page).toContain(`<code>${option.name}</code>`);
  });
});
