/**
 * src/core/i18n/pack-import.ts in the two standalone loaders (tsup.config.ts puts this file
 * in its place): a language's pack is the file `papo-chat.lang-<language>.js` beside the
 * script. The chat's code imports the same address, so the browser fetches it once.
 */
import type { ChatStrings } from '../core/i18n/strings';
import { besideScript } from './beside-script';

export const importPack = (language: string): Promise<{ default: ChatStrings }> =>
  import(/* @vite-ignore */ besideScript(`papo-chat.lang-${language}.js`));
