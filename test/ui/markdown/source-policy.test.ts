/** Which sources of a reply become links (src/ui/markdown/source-policy.ts). */
import { describe, expect, it } from 'vitest';
import { linkedHrefs } from '../../../src/ui/markdown/engine';
import { fileUrl, sourceLinks } from '../../../src/ui/markdown/source-policy';

const page = new URL(document.baseURI);
const links = (sources: { title?: string; url: string }[], text = '') =>
  sourceLinks(
    sources.map(({ title = '', url }) => ({ title, url })),
    linkedHrefs(text),
  );

describe('sourceLinks', () => {
  it('drops the schemes a markdown link may not have, and every data: URL, however written', () => {
    const blocked = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,AAAA',
      'http://[not a url',
    ];
    expect(links(blocked.map((url) => ({ title: 'x', url })))).toEqual([]);
  });

  it('keeps http(s), relative and mailto URLs as given, named by title or host', () => {
    expect(
      links([
        { title: 'Docs', url: 'https://docs.example.com/a' },
        { url: '/docs/b' },
        { url: 'mailto:ajuda@example.com' },
      ]),
    ).toEqual([
      { href: 'https://docs.example.com/a', label: 'Docs' },
      { href: '/docs/b', label: page.hostname },
      { href: 'mailto:ajuda@example.com', label: 'mailto:ajuda@example.com' },
    ]);
  });

  it('leaves out pages the text links to, whatever the scheme, trailing slash, #section or host case', () => {
    const text = [
      'See [auth](https://docs.example.com/auth#token), <https://docs.example.com/limits/>,',
      'https://Docs.Example.com/errors and [ref][r].',
      '',
      '[r]: /docs/relative',
    ].join('\n');
    const kept = links(
      [
        { url: 'http://docs.example.com/auth/' },
        { url: 'https://docs.example.com/limits' },
        { url: 'https://docs.example.com/errors#codes' },
        { url: `${page.origin}/docs/relative` },
        { url: 'https://docs.example.com/auth?lang=pt' },
      ],
      text,
    );
    expect(kept.map((link) => link.href)).toEqual(['https://docs.example.com/auth?lang=pt']);
  });

  it('lists one page once, even when the sources repeat it in another form', () => {
    expect(
      links([{ url: 'https://docs.example.com/a' }, { url: 'http://docs.example.com/a/#x' }]).map((link) => link.href),
    ).toEqual(['https://docs.example.com/a']);
  });
});

describe('fileUrl', () => {
  it('takes http(s), relative and safe data-image URLs, resolved on the page', () => {
    expect(fileUrl('https://cdn.example/a.pdf')?.href).toBe('https://cdn.example/a.pdf');
    expect(fileUrl('/files/a.pdf')?.href).toBe(`${page.origin}/files/a.pdf`);
    expect(fileUrl('data:image/png;base64,AAAA')?.protocol).toBe('data:');
  });

  it('refuses every other scheme, however written, and what does not parse', () => {
    const refused = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://cdn.example/1',
      'mailto:a@example.com',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg/>',
      'http://[not a url',
    ];
    expect(refused.filter((url) => fileUrl(url) !== null)).toEqual([]);
  });
});
