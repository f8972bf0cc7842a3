/**
 * How a language pack's module is fetched: here (the npm build) each is a chunk of its own
 * that the bundler splits out; the standalone chat's code gets each as a file beside it,
 * `papo-chat.lang-de.js`, and the loaders fetch that file from beside their script
 * (src/embed/pack-import-beside.ts; tsup.config.ts puts it in this file's place).
 */
import type { ChatStrings } from './strings';

const packs: Record<string, () => Promise<{ default: ChatStrings }>> = {
  es: () => import('./packs/es'),
  fr: () => import('./packs/fr'),
  de: () => import('./packs/de'),
  it: () => import('./packs/it'),
  ar: () => import('./packs/ar'),
  he: () => import('./packs/he'),
  ja: () => import('./packs/ja'),
  'zh-CN': () => import('./packs/zh-CN'),
};

export const importPack = (language: string) => packs[language]!();
