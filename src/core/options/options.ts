/**
 * The widget's options. The schema lives in options-schema.ts (types, defaults, merge and
 * error text); here it is joined with the step that completes every language's strings,
 * which is what the rest of the widget reads. Nothing else in the codebase lists
 * defaults; it imports them from here.
 */
import * as v from 'valibot';
import { optionsSchema, validateOptions, type ChatOptions } from './options-schema';
import { completeOptions, type ResolvedChatOptions } from './resolved-options';

export { describeOptionDefaults } from './options-docs';
export type { ChatOptions } from './options-schema';
export { initialMessagesFor, languageStringsFor, type ResolvedChatOptions } from './resolved-options';

/**
 * Validates, fills in the defaults and completes `i18n` per language. Marked pure: no bundle
 * reads it (resolveOptions does the same without it), so the npm build leaves it and the
 * language check's step of `optionsSchema` out (valibot, external there, cannot say it is pure).
 */
export const chatOptionsSchema = /* @__PURE__ */ v.pipe(optionsSchema, /* @__PURE__ */ v.transform(completeOptions));

/** Validates and completes user options; throws a PapoOptionsError naming the first bad one. */
export function resolveOptions(user: ChatOptions = {}): ResolvedChatOptions {
  return completeOptions(validateOptions(user));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Frozen, so no chat can change another's defaults by mutating them. */
export const defaultOptions: ResolvedChatOptions = deepFreeze(resolveOptions({}));
