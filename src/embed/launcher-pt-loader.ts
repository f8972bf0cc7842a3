/**
 * src/core/i18n/launcher-pt.ts in the two standalone loaders (tsup.config.ts): none. The
 * loader reads Portuguese's launcher strings from its pack, as it does every language's but
 * English's (src/core/i18n/languages.ts, loadLanguage).
 */
import type { launcherPt as exact } from '../core/i18n/launcher-pt';

export const launcherPt = undefined as unknown as typeof exact;
