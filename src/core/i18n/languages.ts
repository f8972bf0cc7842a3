/**
 * The part of the languages the launcher needs before the chat's code loads
 * (docs/decisions.md#lazy-loading): which languages are built in, the few
 * strings of the toggle and of the window it draws before the chat's code is there, and how a language's strings are layered.
 * Every other text is in i18n.ts, which loads with the chat.
 */
import { launcherPt } from './launcher-pt';
import { importPack } from './pack-import';
import type { ChatStrings } from './strings';

export type BuiltInLanguage = 'en' | 'pt';

/**
 * The languages that come as packs (docs/api.md#languages): their strings are a file of
 * their own, fetched the first time a chat is in that language, so a page pays nothing for
 * the languages it does not show. The loaders carry this list, not the strings: the
 * toggle's words come from the pack too, fetched as the chat is created.
 */
/** The packs beside the standalone loaders: Portuguese's too, for its launcher strings (launcher-pt.ts). */
const packFiles = 'pt es fr de it ar he ja zh-CN'.split(' ');
export const packLanguages = packFiles.slice(1);

/** What the toggle button and the window drawn before the chat's code (header, box, loading or failed) show. */
export type LauncherStrings = Pick<
  ChatStrings,
  'title' | 'subtitle' | 'inputPlaceholder' | 'closeButtonTooltip' | 'openChat' | 'closeChat' | 'retry' | 'loadError'
>;

/**
 * Portuguese's is none in the standalone loaders, which read it from its pack (launcher-pt.ts):
 * no key at all there, a few bytes fewer than `pt: undefined`.
 * Read-only (typed so), not frozen: i18n.ts builds the frozen, public en and pt on copies of
 * them, and no other code has these objects, so freezing would cost the loaders bytes for nothing.
 */
export const launcherStrings: Readonly<Record<BuiltInLanguage, Readonly<LauncherStrings>>> = {
  en: {
    title: 'Hi there! 👋',
    subtitle: "Start a chat. We're here to help you 24/7.",
    inputPlaceholder: 'Type your question..',
    closeButtonTooltip: 'Close chat',
    openChat: 'Open chat',
    closeChat: 'Close chat',
    retry: 'Retry',
    loadError: "Part of the chat couldn't load. Please try again.",
  },
  ...(launcherPt && { pt: launcherPt }),
} as Record<BuiltInLanguage, Readonly<LauncherStrings>>;

/** Every language a chat can be in: the built-in ones, those with a pack (language-packs.ts), then the user's, each once. */
export function languagesOf(i18n: object): string[] {
  return [...new Set([...Object.keys(launcherStrings), ...packLanguages, ...Object.keys(i18n)])];
}

/** An own property only, so a language named "constructor" is not found on Object.prototype. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The packs this copy of the code has fetched. Module-wide, as the built-in strings are:
 * they never change once here, and every chat of the page in that language reads them.
 */
const loaded: Record<string, ChatStrings> = {};

export const loadedPack = (language: string): ChatStrings | undefined => own(loaded, language);

/**
 * Whether `language`'s strings must be fetched: it has a pack (Portuguese has one for the
 * loaders), and this code has them neither built in nor fetched yet. An integrator's own
 * language has nothing to fetch.
 */
export const needsPack = (language: string) =>
  packFiles.includes(language) && !launcherStrings[language as BuiltInLanguage] && !loaded[language];

/**
 * Fetches `language`'s pack if it needs one, once (a second call finds the module in the
 * browser's cache); nothing (undefined) when it needs none, so a caller does more only when
 * words changed. Rejects when the file cannot be fetched: a chat's first render then fails,
 * with a Retry, as for its other files.
 */
export const loadLanguage = (language: string): Promise<void> | undefined =>
  needsPack(language)
    ? importPack(language).then((pack) => {
        loaded[language] = pack.default;
      })
    : undefined;

/**
 * Copies only the keys of `base` a layer gives a value of the same kind, so `{ title:
 * undefined }` does not erase a title, nor can a value the loader has not checked (a
 * number, an object) stand in for a string before the chat's code checks `i18n`.
 */
function overlay<T extends object>(base: T, layer: object | undefined): T {
  const result = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(layer ?? {})) {
    if (typeof value == typeof result[key]) result[key] = value;
  }
  return result as unknown as T;
}

/**
 * The strings for `language`, complete: built-in English, then the user's English, then
 * the language's built-ins (or its pack, once fetched), then the user's strings for it.
 * English underneath means a missing key shows English text, never a raw key; an unknown
 * language, or a pack not fetched yet, is English. `builtIns` is every built-in string
 * (i18n.ts) or only the launcher's; of a pack, only the keys `builtIns` has are taken.
 */
export function layerStrings<T extends object>(
  builtIns: Readonly<Record<BuiltInLanguage, T>>,
  i18n: Record<string, Partial<ChatStrings>>,
  language: string,
): T {
  const english = overlay(builtIns.en, own(i18n, 'en'));
  if (language == 'en') return english;
  const builtIn = own(builtIns as Readonly<Record<string, T>>, language) ?? loadedPack(language);
  return overlay(overlay(english, builtIn), own(i18n, language));
}
