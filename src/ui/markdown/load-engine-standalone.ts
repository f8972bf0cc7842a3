/**
 * How the standalone chat's code (papo-chat.app.js) fetches markdown: `papo-chat.markdown.js`,
 * built apart beside it (tsup.config.ts). A browser keeps the failure of an `import()` for
 * its URL (Chromium: one fetch, then the same error at once), so a retry after a failure asks
 * for the same file under a URL of its own.
 */
import type { MarkdownEngine } from './load-engine';

export const loadEngine = (attempt = 0): Promise<MarkdownEngine> => {
  const url = new URL('./papo-chat.markdown.js', import.meta.url);
  if (attempt > 0) url.search = `retry=${attempt}`;
  return import(url.href) as Promise<MarkdownEngine>;
};
