/**
 * A block too long to parse again on every chunk is closed in pieces; a piece cut inside a
 * fenced code block or a table still renders as code or as table rows.
 */
import { expect, it } from 'vitest';
import { createBlockSplitter, type BlockSplit } from '../../../src/ui/markdown/blocks';
import { renderMarkdown } from '../../../src/ui/markdown/render';

function stream(text: string, maxOpen: number, chunk = 20): BlockSplit {
  const splitter = createBlockSplitter(undefined, maxOpen);
  let split = splitter.update('');
  for (let end = chunk; end < text.length + chunk; end += chunk) split = splitter.update(text.slice(0, end));
  return split;
}

function renderAll(split: BlockSplit): string[] {
  return split.blocks.map((block) => renderMarkdown((block.reopen ?? '') + block.source));
}

it('keeps every piece of a long fenced code block as code, its lines in order', () => {
  const lines = Array.from({ length: 600 }, (_, i) => `const value${i} = ${i}; // <b>${i}</b>`);
  const text = `Antes:\n\n\`\`\`js\n${lines.join('\n')}\n\`\`\`\n\nDepois.`;
  const split = stream(text, 1_000);

  expect(split.blocks.map((block) => block.source).join('')).toBe(text);
  const pieces = split.blocks.filter((block) => block.source.includes('const value'));
  expect(pieces.length).toBeGreaterThan(5); // it was cut, or this test proves nothing
  const html = renderAll({ ...split, blocks: pieces });
  for (const piece of html) {
    expect(piece).toMatch(/^<pre[^>]*><code class="language-js">/);
    expect(piece).not.toContain('<p>');
  }
  const code = html.map((piece) => piece.replace(/<[^>]+>/g, '')).join('');
  expect(code.match(/const value\d+/g)).toEqual(lines.map((line) => line.split(' =')[0]));
  // The fence closed: what follows is a paragraph again, with nothing re-opened.
  const after = split.blocks[split.blocks.length - 1]!;
  expect(after.reopen).toBeUndefined();
  expect(renderMarkdown(after.source)).toBe('<p>Depois.</p>\n');
});

it('keeps every piece of a long table as rows of a table', () => {
  const rows = Array.from({ length: 400 }, (_, i) => `| ${i} | status ${i} |`);
  const text = `| código | significado |\n| --- | --- |\n${rows.join('\n')}\n`;
  const split = stream(text, 800);

  expect(split.blocks.length).toBeGreaterThan(5);
  const html = renderAll(split).join('');
  expect(html).not.toContain('<p>');
  expect(html.match(/<td>status \d+<\/td>/g)).toHaveLength(400);
});

it('hands nothing on when a cut falls after a code block has closed', () => {
  const text = `\`\`\`\nshort\n\`\`\`\n${'palavra '.repeat(400)}`;
  const split = stream(text, 500);
  expect(split.blocks.some((block) => block.reopen)).toBe(false);
  expect(renderAll(split).join('')).not.toMatch(/<pre>[^]*palavra/);
});

it('re-opens nothing for a piece cut inside the opening line of a fence', () => {
  const split = stream('`'.repeat(3_000), 500);
  expect(split.blocks.length).toBeGreaterThan(2);
  expect(split.blocks.some((block) => block.reopen)).toBe(false);
});
