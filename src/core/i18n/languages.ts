/**
 * The part of the languages the launcher needs before the chat's code loads
 * (docs/decisions.md#lazy-loading): which languages are built in, the few
 * strings of the toggle and of the window it draws before the chat's code is there, and how a language's strings are layered.
 * Every other text is in i18n.ts, which loads with the chat.
 */
import type { ChatStrings } from './strings';

export type BuiltInLanguage = 'en' | 'pt';

/** What the toggle button and the window drawn before the chat's code (header, box, loading or failed) show. */
export type LauncherStrings = Pick<
  ChatStrings,
  'title' | 'subtitle' | 'inputPlaceholder' | 'closeButtonTooltip' | 'openChat' | 'closeChat' | 'retry' | 'loadError'
>;

/** Frozen, because every chat on the page shares these objects; i18n.ts builds en and pt on them. */
export const launcherStrings: Readonly<Record<BuiltInLanguage, LauncherStrings>> = Object.freeze({
  en: Object.freeze({
    title: 'Hi there! 👋',
    subtitle: "Start a chat. We're here to help you 24/7.",
    inputPlaceholder: 'Type your question..',
    closeButtonTooltip: 'Close chat',
    openChat: 'Open chat',
    closeChat: 'Close chat',
    retry: 'Retry',
    loadError: "Part of the chat couldn't load. Please try again.",
  }),
  pt: Object.freeze({
    title: 'Olá! Eu sou a Lia 👋',
    subtitle: 'Inicie uma conversa. Estamos aqui para ajudar você 24 horas por dia.',
    inputPlaceholder: 'Escreva sua pergunta…',
    closeButtonTooltip: 'Fechar chat',
    openChat: 'Abrir chat',
    closeChat: 'Fechar chat',
    retry: 'Tentar novamente',
    loadError: 'Parte do chat não carregou. Tente novamente.',
  }),
});

/** The built-in languages, then the user's, each once. */
export function languagesOf(i18n: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(launcherStrings), ...Object.keys(i18n)])];
}

/** An own property only, so a language named "constructor" is not found on Object.prototype. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

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
 * the language's built-ins, then the user's strings for it. English underneath means a
 * missing key shows English text, never a raw key; an unknown language is all English.
 * `builtIns` is every built-in string (i18n.ts) or only the launcher's.
 */
export function layerStrings<T extends object>(
  builtIns: Readonly<Record<BuiltInLanguage, T>>,
  i18n: Record<string, Partial<ChatStrings>>,
  language: string,
): T {
  const english = overlay(builtIns.en, own(i18n, 'en'));
  if (language == 'en') return english;
  return overlay(overlay(english, own(builtIns as Readonly<Record<string, T>>, language)), own(i18n, language));
}
