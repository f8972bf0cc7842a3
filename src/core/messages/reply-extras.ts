/**
 * What any backend's reply may carry beside its text (docs/protocol.md#suggestions-and-sources):
 * follow-up questions, the pages it came from and choices to press, with the limits that
 * keep server data from crowding the box. Each backend's reader turns its own format into these.
 */

/** A page a reply was drawn from (docs/protocol.md#suggestions-and-sources). `title` may be `''`. */
export interface Source {
  title: string;
  url: string;
}

/** What a reply may carry beside its text: follow-up questions and the pages it came from. */
export interface ReplyExtras {
  suggestions?: readonly string[];
  sources?: readonly Source[];
}

/** More chips than this crowd the box; a longer suggestion is a paragraph, not a chip. */
export const MAX_SUGGESTIONS = 4;
export const MAX_SUGGESTION_CHARS = 200;
export const MAX_SOURCES = 8;
const MAX_TITLE_CHARS = 200;
const MAX_URL_CHARS = 2048;

/** One line of text: a chip or a link never shows line breaks or runs of spaces. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The suggestions worth a chip: strings only, on one line, not empty, not too long, each
 * once, at most MAX_SUGGESTIONS. Anything else (a number, an object, not a list) is dropped.
 */
export function cleanSuggestions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const kept = new Set<string>();
  for (const item of value) {
    if (kept.size === MAX_SUGGESTIONS) break;
    const text = typeof item === 'string' ? oneLine(item) : '';
    if (text !== '' && text.length <= MAX_SUGGESTION_CHARS) kept.add(text);
  }
  return [...kept];
}

/** `{title, url}` entries with a non-empty string `url`, each URL once, at most MAX_SOURCES. */
export function cleanSources(value: unknown): Source[] {
  if (!Array.isArray(value)) return [];
  const sources: Source[] = [];
  for (const item of value) {
    if (sources.length === MAX_SOURCES) break;
    if (item === null || typeof item !== 'object') continue;
    const { title, url } = item as { title?: unknown; url?: unknown };
    const href = typeof url === 'string' ? url.trim() : '';
    if (href === '' || href.length > MAX_URL_CHARS || sources.some((source) => source.url === href)) continue;
    const name = typeof title === 'string' ? oneLine(title) : '';
    // A cut never splits an emoji's surrogate pair.
    const cut = name.slice(0, MAX_TITLE_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '');
    sources.push({ title: name.length > MAX_TITLE_CHARS ? `${cut}…` : name, url: href });
  }
  return sources;
}

/** A choice offered under a message; clicking it asks n8n's `link` to resume the workflow. */
export interface ChoiceButton {
  text: string;
  link: string;
  /** n8n's style hint: `primary` or `secondary`. */
  kind: 'primary' | 'secondary';
}
