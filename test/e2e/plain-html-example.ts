/**
 * examples/plain-html and the built bundle served beside it, as a site owner copies them:
 * a page of the example, the integrity hashes of the current build, and the check that the
 * page carries them. Fails the test file first, with what to do, when the build is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { servedFrom } from '../helpers/static-server.mjs';

export const EXAMPLE = servedFrom('examples', 'plain-html');
export const BUNDLE = servedFrom('dist', 'browser');

/** `page` of the example, which loads `script` from the bundle. */
export function plainHtmlExample(page: string, script: string) {
  if (!existsSync(join(BUNDLE, script)) || !existsSync(join(BUNDLE, 'sri.json'))) {
    throw new Error('dist/browser is missing: run `npm run build` before the end-to-end tests.');
  }
  const sri = JSON.parse(readFileSync(join(BUNDLE, 'sri.json'), 'utf8')) as Record<string, string>;
  const html = readFileSync(join(EXAMPLE, page), 'utf8');
  return {
    html,
    /** The integrity hash the build wrote for `script`. */
    integrity: sri[script],
    /** The page's `<script src>` for `script` carries the current hash and asks for CORS. */
    expectCurrentIntegrity() {
      const tag = new RegExp(`<script\\b[^>]*\\bsrc="${script.replaceAll('.', '\\.')}"[^>]*>`).exec(html)?.[0];
      expect(tag).toContain(`integrity="${sri[script]}"`);
      expect(tag).toContain('crossorigin="anonymous"');
    },
  };
}
