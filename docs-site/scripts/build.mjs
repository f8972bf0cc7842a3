// `npm run build` (docs site): builds the site, its search index and its link check into a
// fresh folder, and puts that folder in place of dist/ only when every step passed. A server
// serving dist/ meanwhile (`npm start` beside `npm test`) keeps serving the last good build,
// never a half-written or emptied one; a failed build leaves it as it was.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildInPlaceOf } from './build-in-place-of.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/** Each step gets the folder being built as `out`. */
const steps = [
  (out) => ['astro', ['build', '--outDir', out]],
  (out) => ['pagefind', ['--site', out, '--force-language', 'pt']],
  (out) => ['node', ['scripts/check-links.mjs', out]],
];

const result = buildInPlaceOf('dist', { cwd: siteDir, steps, run: runStep });
if (!result.ok) {
  console.error(`✖ the site's build failed at \`${result.failed}\`; dist/ is left as it was.`);
  process.exit(1);
}
console.log('✔ dist/ now holds the new build');

/** Runs a step in the site's folder; npm put the tools' bin folders on PATH. */
function runStep(command, args) {
  const { status, error } = spawnSync(command, args, { cwd: siteDir, stdio: 'inherit' });
  if (error) console.error(error.message);
  return status === 0;
}
