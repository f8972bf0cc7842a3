// What the CLI prints once it listens: where each thing is served and read from, and, loud,
// when Lia has no docs to answer from (she would answer every question that she has none).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_TEXT_FILE } from './lia/docs-index.js';

/**
 * @param {import('./server-options.js').ServerOptions} options
 * @param {string} url the base URL the server listens on
 * @returns {{ level: 'info' | 'warn', text: string }[]}
 */
export function startupLines(options, url) {
  const siteDir = options.siteDir ?? '';
  const docsText = options.docsText ?? join(siteDir, DOCS_TEXT_FILE);
  /** @param {string} text @returns {{ level: 'info' | 'warn', text: string }} */
  const info = (text) => ({ level: 'info', text });
  const lines = [
    info(`Papo webhook server listening on ${url}`),
    info(`  webhook: ${url}/webhook/chat`),
    info(`  site:    ${existsSync(siteDir) ? siteDir : `${siteDir} (not built yet: npm run build:site)`}`),
    ...(options.mounts ?? []).map((mount) => info(`  mounted: ${url}${mount.path} from ${mount.dirs.join(' + ')}`)),
  ];
  if (existsSync(docsText)) lines.push(info(`  docs:    ${docsText}`));
  else {
    lines.push({
      level: 'warn',
      text:
        `  docs:    NONE LOADED (no ${docsText}): Lia answers every question that she has no documentation. ` +
        'Run `npm run build:site` (or set DOCS_TEXT_FILE) and restart.',
    });
  }
  lines.push(
    info(`  sources: Lia links to ${options.publicUrl ?? 'the origin each request came to (PUBLIC_URL fixes one)'}`),
  );
  return lines;
}
