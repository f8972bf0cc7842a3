/**
 * The repo explains itself: comments point at the repo's own docs/, never at documents a
 * reader of the repo cannot open, and every docs/ page and heading they point at exists.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOTS = [
  'src',
  'test',
  'stories',
  'docs-site/src',
  'docs-site/test',
  'examples',
  'scripts',
  'bench',
  'docs',
  'README.md',
];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|astro|mdx|md|json|html|css|sh)$/;

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...SOURCE_ROOTS], {
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && !file.includes('node_modules/'))
    .filter((file) => file !== 'test/repo/self-contained.test.ts');
}

/** Citations of the product documents kept outside the repo. */
const OUTSIDE =
  /\b(?:SPEC|DECISIONS|PROTOCOL|STYLE|TOOLCHAIN)\.md\b|\b(?:SPEC|PROTOCOL) ?§|\bDECISIONS \d|\.\.\/shared\b|n8n-traces\//;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(docPath: string): Set<string> {
  const text = readFileSync(docPath, 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!)));
}

describe('the repo is self-contained', () => {
  const files = trackedFiles();

  it('cites no document from outside the repo', () => {
    const citations = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => [line, index + 1] as const)
        .filter(([line]) => OUTSIDE.test(line))
        .map(([line, number]) => `${file}:${number}: ${line.trim()}`),
    );
    expect(citations).toEqual([]);
  });

  it('points only at docs/ pages and headings that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    let references = 0;
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bdocs\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g)) {
        const [, page, anchor] = match;
        references += 1;
        const path = `docs/${page}`;
        if (!anchors.has(path)) {
          try {
            anchors.set(path, anchorsOf(path));
          } catch {
            broken.push(`${file}: ${match[0]} (no such page)`);
            continue;
          }
        }
        if (anchor && !anchors.get(path)!.has(anchor)) broken.push(`${file}: ${match[0]} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
    expect(references).toBeGreaterThan(50);
  });
});
