/** Markdown nested past the limit of 100 is shown flat, not dropped. */
import { expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/ui/markdown/render';

const depth = (html: string, tag: string) => html.split(`<${tag}`).length - 1;

it('keeps the text of 10 000 nested quotes, flat past the limit', () => {
  const html = renderMarkdown(`${'>'.repeat(10_000)} fundo`);
  expect(html).toContain('<p>fundo</p>');
  expect(depth(html, 'blockquote')).toBeLessThanOrEqual(100);
});

it('keeps the text of a list nested 10 000 levels, without the markers of the deeper levels', () => {
  const html = renderMarkdown(`${'- '.repeat(10_000)}fundo`);
  // A tight list shows its items' paragraphs without <p>.
  expect(html).toContain('<li>fundo</li>');
  expect(depth(html, 'li')).toBeLessThanOrEqual(50);
  expect(html).not.toContain('- -');
});

it('keeps every line of a block that passes the limit, with its inline markdown', () => {
  const deep = '> '.repeat(150);
  const html = renderMarkdown(`${deep}**um**\n${deep}dois\n\ntrês`);
  expect(html).toMatch(/<p><strong>um<\/strong>\s*(<br>)?\s*dois<\/p>/);
  expect(html).toContain('<p>três</p>');
});

it('leaves nesting under the limit as it was', () => {
  const html = renderMarkdown('> > > três níveis\n\n- a\n  - b\n    - c');
  expect(depth(html, 'blockquote')).toBe(3);
  expect(depth(html, 'ul')).toBe(3);
});
