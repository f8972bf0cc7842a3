/**
 * highlight.js must stay out of the widget's main bundle (docs/decisions.md#conversation-rules, docs/decisions.md#lazy-loading): only
 * `src/ui/markdown/highlight.ts` imports it, and that module is only reached through a
 * dynamic `import()`, which bundlers turn into a separate chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const srcDir = join(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

const files = sourceFiles(srcDir).map((file) => ({
  path: relative(srcDir, file).replaceAll('\\', '/'),
  code: readFileSync(file, 'utf8'),
}));

it('imports highlight.js only from the lazily loaded highlight module', () => {
  const importers = files.filter(({ code }) => /from\s+['"]highlight\.js/.test(code)).map(({ path }) => path);
  expect(importers).toEqual(['ui/markdown/highlight.ts']);
});

it('reaches the highlight module only through a dynamic import()', () => {
  const references = files.flatMap(({ path, code }) =>
    [...code.matchAll(/(import\(\s*|from\s+|export\s+\*\s+from\s+|require\(\s*)['"]([^'"]*\/highlight)['"]/g)].map(
      (match) => `${path}: ${match[1]?.trim().replace(/\s+/g, ' ')}`,
    ),
  );
  expect(references).toEqual(['ui/Markdown.tsx: import(']);
});

it('reaches markdown (engine.ts) only through the dynamic import() of its loader, and it imports no React', () => {
  const references = files.flatMap(({ path, code }) =>
    [
      ...code.matchAll(/((?<!typeof )import\(\s*|from\s+|require\(\s*)['"](\.\/engine|[^'"]*markdown\/engine)['"]/g),
    ].map((match) => `${path}: ${match[1]?.trim()}`),
  );
  expect(references).toEqual(['ui/markdown/load-engine.ts: import(']);
  // What engine.ts reaches, followed through relative imports: none is React or the chat's UI.
  const reached = new Set<string>();
  const visit = (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    const code = files.find((file) => file.path === path)!.code;
    for (const [, specifier] of code.matchAll(/^(?:import|export) (?!type)[^;'"]*?from\s*['"]([^'"]+)['"]/gm)) {
      expect(specifier, `${path} imports ${specifier}`).not.toMatch(/^react|\.tsx?$|\.\.\//);
      if (specifier!.startsWith('./')) visit(`ui/markdown/${specifier!.slice(2)}.ts`);
    }
  };
  visit('ui/markdown/engine.ts');
  expect([...reached].sort()).toContain('ui/markdown/blocks.ts');
  expect(reached.size).toBeGreaterThan(8);

  // markdown-it's code is reached from the chunk alone: one static import of a module that
  // imports it would bring it back into the chat's first bytes (as ReadAloudButton once did).
  const staticImports = (code: string) =>
    [...code.matchAll(/^import (?!type)[^;'"]*?from\s*['"]([^'"]+)['"]/gm)].map(([, specifier]) => specifier!);
  const resolved = (path: string, specifier: string) =>
    ['.ts', '.tsx'].map((ext) => join(path, '..', specifier).replaceAll('\\', '/') + ext);
  const bringsMarkdownIt = new Set(
    files.filter(({ code }) => staticImports(code).includes('markdown-it')).map(({ path }) => path),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const { path, code } of files) {
      if (bringsMarkdownIt.has(path)) continue;
      const relative = staticImports(code).filter((specifier) => specifier.startsWith('.'));
      if (relative.some((specifier) => resolved(path, specifier).some((file) => bringsMarkdownIt.has(file)))) {
        bringsMarkdownIt.add(path);
        grew = true;
      }
    }
  }
  expect(bringsMarkdownIt.size).toBeGreaterThan(0);
  expect([...bringsMarkdownIt].filter((path) => !reached.has(path))).toEqual([]);
});
