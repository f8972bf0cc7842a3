// @ts-check
/**
 * After the build: publishes the sitemap index also as /sitemap.xml (the address crawlers
 * try first) and removes the server manifest Astro sometimes leaves in a static dist/
 * (withastro/astro#9450). Runs after @astrojs/sitemap, which is listed before it.
 */
import { copyFile, readdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** @returns {import('astro').AstroIntegration} */
export function tidyBuild() {
  return {
    name: 'atesta:tidy-build',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        await copyFile(join(out, 'sitemap-index.xml'), join(out, 'sitemap.xml'));
        for (const name of await readdir(out)) {
          if (/^manifest_.*\.mjs$/.test(name)) await rm(join(out, name));
        }
        logger.info('sitemap.xml written; stray server manifest removed');
      },
    },
  };
}
