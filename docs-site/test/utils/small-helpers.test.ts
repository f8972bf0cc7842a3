import { describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCEMENT_DISMISSED_KEY,
  ANNOUNCEMENT_ID_KEY,
  dismissAnnouncement,
  shouldShowAnnouncement,
} from '../../src/utils/announcement';
import { cleanHtmlPath, cleanUrl } from '../../src/utils/html-path';
import { indexById, lookup, UnknownIdError } from '../../src/utils/lookup';
import { isPrefetchableLink, isQueryOnlyChange, isSlowConnection } from '../../src/utils/navigation';
import { createNavigationProgress, PROGRESS_DELAY_MS } from '../../src/utils/progress';
import { otherTheme, parseTheme } from '../../src/utils/theme';
import { buildToc } from '../../src/utils/toc';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('announcement bar', () => {
  const bar = { id: 'lancamento-2025', text: 'Nova API de Energia' };

  it('shows nothing when none is configured', () => {
    expect(shouldShowAnnouncement(null, memoryStore())).toBe(false);
  });

  it('shows until dismissed, and remembers the dismissal with the id', () => {
    const store = memoryStore();
    expect(shouldShowAnnouncement(bar, store)).toBe(true);
    dismissAnnouncement(bar, store);
    expect(store.data.get(ANNOUNCEMENT_ID_KEY)).toBe('lancamento-2025');
    expect(shouldShowAnnouncement(bar, store)).toBe(false);
  });

  it('shows again when the id changes', () => {
    const store = memoryStore({ [ANNOUNCEMENT_ID_KEY]: 'antigo', [ANNOUNCEMENT_DISMISSED_KEY]: 'true' });
    expect(shouldShowAnnouncement(bar, store)).toBe(true);
    expect(store.data.get(ANNOUNCEMENT_DISMISSED_KEY)).toBe('false');
  });

  it('shows when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(shouldShowAnnouncement(bar, null)).toBe(true);
    expect(shouldShowAnnouncement(bar, throwing)).toBe(true);
    expect(() => dismissAnnouncement(bar, throwing)).not.toThrow();
  });
});

describe('cleanHtmlPath', () => {
  it.each([
    ['/index.html', '/'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/docs/intro.html', '/docs/intro'],
    ['/blog.HTML', '/blog'],
    ['/docs/api/PRO/envio/', null],
    ['/docs/intro', null],
  ])('%s → %s', (input, expected) => {
    expect(cleanHtmlPath(input)).toBe(expected);
  });
});

describe('cleanUrl', () => {
  it.each([
    ['/', '/'],
    ['/docs/intro/', '/docs/intro'],
    ['/docs/intro/#gerar-o-token', '/docs/intro#gerar-o-token'],
    ['/docs/intro/?q=1#a', '/docs/intro?q=1#a'],
    ['/docs/intro#a/', '/docs/intro#a/'],
    ['/docs/intro', '/docs/intro'],
  ])('%s → %s', (input, expected) => {
    expect(cleanUrl(input)).toBe(expected);
  });
});

describe('lookup', () => {
  const map = indexById('endpoint', [{ id: 'pro.envio' }, { id: 'pro.consulta' }]);

  it('finds by id or names the unknown id and the known ones', () => {
    expect(lookup('endpoint', map, 'pro.envio')).toEqual({ id: 'pro.envio' });
    expect(() => lookup('endpoint', map, 'pro.envios')).toThrow(UnknownIdError);
    expect(() => lookup('endpoint', map, 'pro.envios')).toThrow(
      'Unknown endpoint id "pro.envios". Known endpoint ids: pro.consulta, pro.envio.',
    );
  });

  it('refuses duplicate ids', () => {
    expect(() => indexById('table', [{ id: 'a' }, { id: 'a' }])).toThrow('Duplicate table id "a".');
  });
});

describe('navigation', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('recognises query-only changes', () => {
    expect(isQueryOnlyChange(at('/docs/intro'), at('/docs/intro', '?q=1'))).toBe(true);
    expect(isQueryOnlyChange(at('/docs/intro'), at('/docs/intro', '?q=1', '#x'))).toBe(false);
    expect(isQueryOnlyChange(at('/docs/intro'), at('/docs/Chat', '?q=1'))).toBe(false);
    expect(isQueryOnlyChange(at('/docs/intro', '?q=1'), at('/docs/intro', '?q=1'))).toBe(false);
  });

  it('treats 2g, slow-2g and Save-Data as slow', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
  });

  it('prefetches only other pages of this site', () => {
    const here = { origin: 'https://docs.atesta.example', pathname: '/docs/intro', search: '' };
    expect(isPrefetchableLink({ href: '/docs/Chat' }, here)).toBe(true);
    expect(isPrefetchableLink({ href: '/docs/intro#x' }, here)).toBe(false);
    expect(isPrefetchableLink({ href: 'https://www.atesta.example/' }, here)).toBe(false);
    expect(isPrefetchableLink({ href: '/rss.xml' }, here)).toBe(false);
    expect(isPrefetchableLink({ href: '/docs/Chat', target: '_blank' }, here)).toBe(false);
    expect(isPrefetchableLink({ href: '/docs/Chat', optOut: true }, here)).toBe(false);
    expect(isPrefetchableLink({ href: 'mailto:a@atesta.example' }, here)).toBe(false);
  });
});

describe('navigation progress', () => {
  function setup() {
    vi.useFakeTimers();
    const view = { start: vi.fn(), done: vi.fn() };
    const progress = createNavigationProgress(view, {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    return { view, progress };
  }

  it('does not show for a page that comes within the delay', () => {
    const { view, progress } = setup();
    progress.begin();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    progress.end();
    vi.advanceTimersByTime(1000);
    expect(view.start).not.toHaveBeenCalled();
    expect(view.done).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('starts after the delay and completes when the page shows', () => {
    const { view, progress } = setup();
    progress.begin();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(view.start).toHaveBeenCalledTimes(1);
    expect(progress.visible).toBe(true);
    progress.end();
    expect(view.done).toHaveBeenCalledTimes(1);
    expect(progress.visible).toBe(false);
    vi.useRealTimers();
  });

  it('restarts the delay when a navigation replaces another', () => {
    const { view, progress } = setup();
    progress.begin();
    vi.advanceTimersByTime(150);
    progress.begin();
    vi.advanceTimersByTime(150);
    expect(view.start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(view.start).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('theme', () => {
  it('is light unless dark was chosen', () => {
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme('system')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });
});

describe('buildToc', () => {
  it('keeps h2 and h3, nesting h3 under the h2 before it', () => {
    const toc = buildToc([
      { depth: 2, slug: 'requisicao', text: 'Requisição' },
      { depth: 3, slug: 'corpo', text: 'Corpo' },
      { depth: 4, slug: 'detalhe', text: 'Detalhe' },
      { depth: 2, slug: 'resposta', text: 'Resposta' },
      { depth: 1, slug: 'titulo', text: 'Título' },
    ]);
    expect(toc.map((item) => [item.slug, item.children.map((child) => child.slug)])).toEqual([
      ['requisicao', ['corpo']],
      ['resposta', []],
    ]);
  });
});

describe('inlineMarkdown', async () => {
  const { inlineMarkdown } = await import('../../src/utils/inline-markdown');

  it('renders code, bold and site links, escaping everything else', () => {
    expect(inlineMarkdown('Use `status` e **não** <b>isto</b> & [veja](/docs/api/tab_motivos).')).toBe(
      'Use <code>status</code> e <strong>não</strong> &#60;b&#62;isto&#60;/b&#62; &#38; <a href="/docs/api/tab_motivos">veja</a>.',
    );
  });

  it('does not turn javascript: URLs into links', () => {
    expect(inlineMarkdown('[x](javascript:alert(1))')).not.toContain('<a');
  });
});
