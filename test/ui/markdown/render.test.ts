import { describe, expect, it, vi } from 'vitest';
import { markdown, renderMarkdown, validateLink, type Highlighter } from '../../../src/ui/markdown/render';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('markdown options', () => {
  it('escapes raw HTML instead of rendering it', () => {
    const root = dom(renderMarkdown('<img src=x onerror="alert(1)"> <b>bold</b>\n\n<script>alert(1)</script>'));
    expect(root.querySelector('img, b, script')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror="alert(1)"> <b>bold</b>');
    expect(root.textContent).toContain('<script>alert(1)</script>');
  });

  it('keeps HTML and the typographer off: a reply shows its tags, quotes and (c) as written', () => {
    expect(markdown.options.html).toBe(false);
    expect(markdown.options.typographer).toBe(false);
    expect(renderMarkdown('"quotes" (c) -- ...')).toBe('<p>&quot;quotes&quot; (c) -- ...</p>\n');
  });

  it('turns bare URLs into links', () => {
    const link = dom(renderMarkdown('see https://www.atesta.example/docs now')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.atesta.example/docs');
  });

  it('keeps single line breaks', () => {
    expect(renderMarkdown('one\ntwo')).toBe('<p>one<br>\ntwo</p>\n');
  });

  it('stops nesting at depth 100, showing what is deeper flat', () => {
    const html = renderMarkdown(`${'>'.repeat(150)} deep`);
    const depth = html.match(/<blockquote>/g)?.length ?? 0;
    expect(depth).toBeGreaterThanOrEqual(98);
    expect(depth).toBeLessThanOrEqual(100);
    expect(html).toContain('<p>deep</p>');
    expect(markdown.options.maxNesting).toBe(100);
  });

  it('opens links in a new tab without giving the page access to the opener', () => {
    for (const source of [
      '[docs](https://www.atesta.example)',
      'https://www.atesta.example',
      '<https://www.atesta.example>',
    ]) {
      const link = dom(renderMarkdown(source)).querySelector('a');
      expect(link?.getAttribute('target'), source).toBe('_blank');
      expect(link?.getAttribute('rel'), source).toBe('noopener noreferrer');
    }
  });
});

describe('validateLink', () => {
  it.each([
    ['blocks', 'javascript:alert(1)'],
    ['blocks', 'JavaScript:alert(1)'],
    ['blocks', '  javascript:alert(1)'],
    ['blocks', 'vbscript:msgbox(1)'],
    ['blocks', 'file:///etc/passwd'],
    ['blocks', 'data:text/html;base64,PHNjcmlwdD4='],
    ['blocks', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['blocks', 'java\tscript:alert(1)'],
    ['blocks', 'java\nscript:alert(1)'],
    ['blocks', '\u0001javascript:alert(1)'],
    ['blocks', 'java%09script:alert(1)'],
    ['allows', 'https://www.atesta.example'],
    ['allows', 'mailto:lia@atesta.example'],
    ['allows', '/docs/intro'],
    ['allows', '#top'],
    ['allows', 'data:image/png;base64,iVBORw0KGgo='],
    ['allows', 'DATA:IMAGE/GIF;base64,R0lGOD=='],
    ['allows', 'data:image/jpeg;base64,/9j/'],
    ['allows', 'data:image/webp;base64,UklGR'],
  ] as const)('%s %j', (verdict, url) => {
    expect(validateLink(url)).toBe(verdict === 'allows');
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JAVASCRIPT:alert(1))',
    '[click](java&#9;script:alert(1))',
    '[click](<java\tscript:alert(1)>)',
    '[click](vbscript:msgbox(1))',
    '[click](file:///etc/passwd)',
    '[click](data:text/html,<script>alert(1)</script>)',
    '<javascript:alert(1)>',
    '[click][x]\n\n[x]: javascript:alert(1)',
  ])('renders the blocked link %j as plain text', (source) => {
    const root = dom(renderMarkdown(source));
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain(source.startsWith('<') ? 'javascript:alert(1)' : 'click');
  });

  it('shows data images of the allowed types and drops others', () => {
    const root = dom(
      renderMarkdown('![ok](data:image/png;base64,iVBORw0KGgo=) ![bad](data:image/svg+xml;base64,PHN2Zz4=)'),
    );
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['ok']);
  });
});

describe('code', () => {
  const fake: Highlighter = { highlight: (code, language) => `<span class="hljs-${language}">${code.trim()}</span>` };

  it('shows fenced code as escaped text in <pre><code> without a highlighter', () => {
    const root = dom(renderMarkdown('```js\nconst a = "<b>";\n```'));
    const code = root.querySelector('pre > code');
    expect(code?.className).toBe('language-js');
    expect(code?.textContent).toBe('const a = "<b>";\n');
    expect(code?.querySelector('b, span')).toBeNull();
  });

  it('uses the highlighter for fenced code when given one', () => {
    const root = dom(renderMarkdown('```js\nx\n```', { highlighter: fake }));
    expect(root.querySelector('pre > code > span.hljs-js')?.textContent).toBe('x');
  });

  it('falls back to escaped text when the highlighter throws, declines or returns no string', () => {
    const throwing: Highlighter = {
      highlight: () => {
        throw new Error('grammar failed');
      },
    };
    const declining: Highlighter = { highlight: () => '' };
    const broken = { highlight: () => ({ html: '<i>' }) } as unknown as Highlighter;
    for (const highlighter of [throwing, declining, broken]) {
      const code = dom(renderMarkdown('```js\n<i>x</i>\n```', { highlighter })).querySelector('pre > code');
      expect(code?.textContent).toBe('<i>x</i>\n');
      expect(code?.querySelector('i')).toBeNull();
    }
  });

  it('makes code blocks and tables focusable so keyboard users can scroll them', () => {
    const root = dom(renderMarkdown('```\nx\n```\n\n    indented\n\n| a |\n| - |\n| 1 |'));
    expect([...root.querySelectorAll('pre')].map((pre) => pre.tabIndex)).toEqual([0, 0]);
    expect(root.querySelector('.papo-markdown__table > table')).not.toBeNull();
  });

  it('puts a copy button in a bar above each code block when given its name, escaped', () => {
    const root = dom(renderMarkdown('```js\nx\n```\n\n    indented', { copyCodeLabel: 'Copy <code>' }));
    const blocks = [...root.querySelectorAll('.papo-code')];
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      const [bar, pre] = [...block.children];
      expect(bar?.className).toBe('papo-code__bar');
      expect(bar?.querySelector('button[type="button"].papo-code__copy')?.textContent).toBe('Copy <code>');
      expect(pre?.tagName).toBe('PRE');
    }
    expect(dom(renderMarkdown('```js\nx\n```')).querySelector('.papo-code, button')).toBeNull();
  });

  it('does not change the options of the shared instance', () => {
    const spy = vi.fn(fake.highlight);
    renderMarkdown('```js\nx\n```', { highlighter: { highlight: spy } });
    renderMarkdown('```js\ny\n```');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(markdown.options.highlight).toBeFalsy();
  });
});

describe('references', () => {
  it('resolves definitions given from other blocks', () => {
    const references = { X: { href: 'https://www.atesta.example', title: '' } };
    expect(dom(renderMarkdown('[see][x]', { references })).querySelector('a')?.getAttribute('href')).toBe(
      'https://www.atesta.example',
    );
    expect(references).toEqual({ X: { href: 'https://www.atesta.example', title: '' } });
  });
});
