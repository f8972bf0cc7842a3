/**
 * A text drawn before markdown has loaded (src/ui/markdown/plain.ts): what `needsMarkdown`
 * calls plain must be drawn exactly as markdown draws it, block by block, so that nothing
 * moves when markdown arrives. Checked on chosen texts and on many random ones.
 */
import { describe, expect, it } from 'vitest';
import { createBlockSplitter } from '../../../src/ui/markdown/blocks';
import { createPlainSplitter, needsMarkdown, plainHtml } from '../../../src/ui/markdown/plain';
import { renderMarkdown } from '../../../src/ui/markdown/render';

/** Each block's source and HTML, by markdown's splitter and renderer or by the plain ones. */
const drawn = (text: string) => ({
  markdown: createBlockSplitter()
    .update(text)
    .blocks.map(({ source }) => [source, renderMarkdown(source)]),
  plain: createPlainSplitter()
    .update(text)
    .blocks.map(({ source }) => [source, plainHtml(source)]),
});

const PLAIN_TEXTS = [
  'Hi there! 👋\nMy name is Nathan. How can I assist you today?',
  'Olá! Posso ajudar com pedidos, trocas e devoluções.',
  'One paragraph.\n\nAnother one, after a blank line.\n\n\n\nAnd a third, after three.',
  '\n\nLeading blank lines, trailing ones\n\n\n',
  'Trailing spaces  \nend a line, two of them too   \nand the last line  ',
  'Quotes "like this" and \'this\', 3.5 apples, 10 % off, (parentheses), question? yes!',
  'مرحبا! كيف يمكنني مساعدتك؟\nשלום',
  'A very long word: ' + 'x'.repeat(95) + ' and after it.',
  '中文的句子。日本語の文。',
  '',
];

describe('needsMarkdown and the plain drawing', () => {
  it.each(PLAIN_TEXTS)('draws %j as markdown does, block by block', (text) => {
    expect(needsMarkdown(text)).toBe(false);
    const { markdown, plain } = drawn(text);
    expect(plain).toEqual(markdown);
  });

  it.each([
    '**bold**',
    '_em_',
    '`code`',
    '# Heading',
    '- item',
    '+ item',
    '1. first',
    '2) second',
    '> quote',
    'Title\n===',
    'Title\n---',
    '    indented code',
    '\tindented',
    '[link](https://example.com)',
    'https://example.com',
    'mailto:a@example.com',
    'write to someone@example.com',
    '//example.com',
    'a &amp; b',
    'a <b> c',
    'a | b',
    'a ~~strike~~',
    'a\\*b',
    'a\u00a0b',
    'a\r\nb',
    'a\u0000b',
  ])('calls %j markdown', (text) => {
    expect(needsMarkdown(text)).toBe(true);
  });

  it('draws every random text it calls plain as markdown does', () => {
    // Every character markdown or linkify reads, and more often letters, spaces and line ends.
    const plainPart = [...'ab Z9.1)(:/!?"\'\n\n   ', 'é', '👋', 'ح', 'www.', 'x'.repeat(30)];
    const alphabet = [...plainPart, ...plainPart, ...plainPart, ...'@&<>#*_~`[]|\\-+=\t', 'http:'];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    let plainOnes = 0;
    for (let round = 0; round < 10_000; round++) {
      const length = 1 + Math.floor(random() * 40);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      if (needsMarkdown(text)) continue;
      plainOnes++;
      const { markdown, plain } = drawn(text);
      expect(plain, JSON.stringify(text)).toEqual(markdown);
    }
    // Enough plain ones to mean something.
    expect(plainOnes).toBeGreaterThan(500);
  });

  it('shows a text with markdown syntax as written, its spaces and lines kept, escaped', () => {
    expect(plainHtml('```js\n  const a = "<b>";\n```\n\n')).toBe(
      '<p class="papo-markdown__plain">```js\n  const a = &quot;&lt;b&gt;&quot;;\n```</p>\n',
    );
    expect(plainHtml('- item\n\n')).toBe('<p class="papo-markdown__plain">- item</p>\n');
  });

  it('splits as markdown does, and gives the same split for the same text', () => {
    const splitter = createPlainSplitter();
    const first = splitter.update('a\n\nb');
    expect(first.blocks.map((block) => block.source)).toEqual(['a\n\n', 'b']);
    expect(splitter.update('a\n\nb')).toBe(first);
    expect(splitter.length).toBe(4);
    expect(createPlainSplitter().update('').blocks).toEqual([]);
  });
});
