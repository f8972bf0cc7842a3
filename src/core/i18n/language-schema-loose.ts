/**
 * language-schema.ts in the standalone chat's code (tsup.config.ts puts this file in its
 * place): to the schema, a language of `i18n` must be an object. Its keys and their values
 * are then checked by plain code (language-check.ts, from options-check.ts), which the
 * chat's code carries anyway, so it carries no list of every string's name as a schema too
 * (docs/decisions.md#options-checked-on-arrival).
 */
import * as v from 'valibot';
import type { languageSchema as exact } from './language-schema';

export const languageSchema = (() => v.record(v.string(), v.unknown())) as unknown as typeof exact;
