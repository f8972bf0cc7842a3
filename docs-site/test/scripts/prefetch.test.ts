// @vitest-environment happy-dom
/**
 * docs/decisions.md#the-docs-site: prefetch is skipped on 2g or Save-Data connections. Astro's own prefetchAll
 * still prefetches on tap there (node_modules/astro/dist/prefetch/index.js: the "tap"
 * strategy with ignoreSlowConnection), so the site turns it off and uses its own script.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from '../stubs/astro-prefetch';

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function hover(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'link';
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  return link;
}

beforeAll(async () => {
  await import('../../src/scripts/prefetch');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(prefetch).mockClear();
  document.body.innerHTML = '';
});

describe('link prefetch', () => {
  it('prefetches another page of the site after a short hover', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    hover('/docs/api/intro');
    vi.advanceTimersByTime(100);
    expect(prefetch).toHaveBeenCalledWith(`${location.origin}/docs/api/intro`);
  });

  it.each([
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['Save-Data', { effectiveType: '4g', saveData: true }],
  ])('prefetches nothing on %s', (_, connection) => {
    setConnection(connection);
    hover('/docs/api/intro');
    vi.advanceTimersByTime(1000);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('skips other sites and links that opt out', () => {
    setConnection(undefined);
    hover('https://www.atesta.example/');
    const optedOut = document.createElement('a');
    optedOut.href = '/docs/Chat';
    optedOut.dataset.astroPrefetch = 'false';
    document.body.append(optedOut);
    optedOut.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("keeps Astro's own prefetch-all off, since it would prefetch on tap on slow connections", () => {
    const config = readFileSync(join(import.meta.dirname, '../../astro.config.mjs'), 'utf8');
    expect(config).toMatch(/prefetch:\s*\{\s*prefetchAll:\s*false/);
    const astroDir = dirname(createRequire(import.meta.filename).resolve('astro/package.json'));
    const astroPrefetch = readFileSync(join(astroDir, 'dist/prefetch/index.js'), 'utf8');
    expect(astroPrefetch).toMatch(/conn\.saveData \|\| \/2g\/\.test\(conn\.effectiveType\)/);
    // …but with prefetchAll its "tap" strategy prefetches anyway on those connections:
    expect(astroPrefetch).toContain('prefetch(e.target.href, { ignoreSlowConnection: true })');
  });
});
