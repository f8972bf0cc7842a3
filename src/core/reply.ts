/**
 * The bot's text in a JSON reply (docs/protocol.md#sending-a-message). Workflows answer with whatever their
 * last node produced, so anything JSON can arrive here: this never throws.
 */

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** A string as it is; anything else (object, array, number) as indented JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return String(value);
  }
}

/** `output`, else `text`, else (other keys) the whole body as indented JSON, else `''`. */
export function replyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body === null || typeof body !== 'object') return '';
  const { output, text } = body as { output?: unknown; text?: unknown };
  if (isFilled(output)) return asText(output);
  if (isFilled(text)) return asText(text);
  const hasOtherKeys = Object.keys(body).some((key) => key !== 'output' && key !== 'text');
  return hasOtherKeys ? asText(body) : '';
}

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
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

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

/**
 * `suggestions` and `sources` of a reply body (or of a stream's `end` chunk), only those
 * that hold something. Server data: junk is dropped, never thrown on.
 */
export function replyExtras(body: unknown): ReplyExtras {
  if (body === null || typeof body !== 'object') return {};
  const { suggestions, sources } = body as { suggestions?: unknown; sources?: unknown };
  const extras: ReplyExtras = {};
  const cleanedSuggestions = cleanSuggestions(suggestions);
  const cleanedSources = cleanSources(sources);
  if (cleanedSuggestions.length > 0) extras.suggestions = cleanedSuggestions;
  if (cleanedSources.length > 0) extras.sources = cleanedSources;
  return extras;
}
