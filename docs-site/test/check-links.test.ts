/** scripts/check-links.mjs on a small fake dist/: what it accepts and what fails the build. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../scripts/check-links.mjs');
let dist = '';

function site(files: Record<string, string>) {
  dist = mkdtempSync(join(tmpdir(), 'check-links-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });
}

const page = (body: string) => `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`;

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('check-links', () => {
  it('accepts links to pages, files and anchors that exist', () => {
    const result = site({
      'index.html': page(
        '<a href="/docs/intro">a</a> <a href="/docs/intro#requisicao">b</a> <a href="https://docs.atesta.example/rss.xml">c</a> <a href="#topo">d</a> <a href="https://www.atesta.example/">e</a> <a href="mailto:x@atesta.example">f</a><h2 id="topo">t</h2>',
      ),
      'docs/intro/index.html': page('<h2 id="requisicao">R</h2><pre><code>&lt;a href="/nope"&gt;</code></pre>'),
      'rss.xml': '<rss/>',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on a missing page, a missing anchor and a trailing slash, naming each', () => {
    const result = site({
      'index.html': page('<a href="/docs/nope">a</a> <a href="/docs/intro#nada">b</a> <a href="/docs/intro/">c</a>'),
      'docs/intro/index.html': page('<h2 id="requisicao">R</h2>'),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('3 broken internal link(s)');
    expect(result.stderr).toContain('"/docs/nope" points to /docs/nope');
    expect(result.stderr).toContain('/docs/intro has no element with id "nada"');
    expect(result.stderr).toContain(`"/docs/intro/" ends with "/"`);
  });
});
