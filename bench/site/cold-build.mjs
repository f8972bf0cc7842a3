// The site's cold build time: `npm run build -w docs-site` (astro build, the Pagefind index,
// the link check) after deleting everything a previous build leaves behind that could make
// the next one faster: the output, Astro's generated types and content data store, and
// Vite's dependency cache. The library (dist/ at the root) must already be built: the site
// imports `papo-chat` from it, and building it is not part of the site's build.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** Relative to the repository root. */
export const CACHES = [
  'docs-site/dist',
  'docs-site/.astro',
  'docs-site/node_modules/.astro',
  'docs-site/node_modules/.vite',
  'node_modules/.astro',
  'node_modules/.vite',
];

const ASTRO_PAGES = /(\d+) page\(s\) built in ([\d.]+)(m?s)/;

/** @param {string} root @returns {{ seconds: number, pages: number | null, astroBuildSeconds: number | null }} */
export function coldBuild(root) {
  for (const path of CACHES) rmSync(join(root, path), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build', '-w', 'docs-site'], { cwd: root, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    // The build's own output says what broke; it is kept quiet only when all goes well.
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    throw new Error(`npm run build -w docs-site failed (exit code ${result.status})`);
  }
  // Astro's closing line, "95 page(s) built in 8.87s", times all of `astro build`: the rest is npm,
  // Pagefind and the link check.
  const match = ASTRO_PAGES.exec(result.stdout);
  return {
    seconds,
    pages: match ? Number(match[1]) : null,
    astroBuildSeconds: match ? Number(match[2]) / (match[3] === 'ms' ? 1000 : 1) : null,
  };
}

/**
 * Builds up to `runs` times, but stops after a build slower than `slowSeconds`, so that a
 * slow machine keeps the whole bench within a few minutes (the report shows the count).
 * @param {string} root @param {number} runs @param {number} slowSeconds
 */
export function coldBuilds(root, runs, slowSeconds) {
  const builds = [];
  while (builds.length < runs) {
    const build = coldBuild(root);
    builds.push(build);
    console.log(`bench site: cold build ${builds.length}/${runs}: ${build.seconds.toFixed(1)} s`);
    if (build.seconds > slowSeconds) break;
  }
  return builds;
}
