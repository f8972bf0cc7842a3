/**
 * language-schema.ts in the loaders (tsup.config.ts puts this file in its place): a
 * language of `i18n` must be an object, and that is all the page checks before intent.
 * Its keys and their values are checked when the chat's code loads (language-check.ts),
 * so the list of every string's name stays out of the 6 KB (docs/decisions.md#lazy-loading).
 */
import * as v from 'valibot';
import type { languageSchema as exact } from './language-schema';

export const languageSchema = (() => v.record(v.string(), v.unknown())) as unknown as typeof exact;
