/**
 * What any backend's reply may carry beside its text (docs/protocol.md#suggestions-and-sources):
 * follow-up questions, the pages it came from and choices to press, with the limits that
 * keep server data from crowding the box. Each backend's reader turns its own format into these.
 */
import { isRecord } from '../arguments';
import type { FilePart } from './message-parts';

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

export const MAX_REPLY_FILES = 10;
/** A data: URL holds its file: 14 M characters of base64 are the 10 MB a visitor may send (maxFileSize). */
const MAX_FILE_URL_CHARS = 14e6;

/**
 * The files of a reply (docs/protocol.md#files-in-a-reply): entries with a non-empty string
 * `url` (a data: URL of n8n's binary data, or a link), each URL once, at most MAX_REPLY_FILES;
 * the name from `name` or n8n's `fileName`, the type from `mimeType` or `type`, else the
 * data: URL's own.
 */
export function cleanFiles(value: unknown): FilePart[] {
  if (!Array.isArray(value)) return [];
  const files: FilePart[] = [];
  for (const item of value) {
    if (files.length === MAX_REPLY_FILES) break;
    if (!isRecord(item)) continue;
    const { url, name = item.fileName, mimeType = item.type } = item;
    const href = typeof url === 'string' ? url.trim() : '';
    if (href === '' || href.length > MAX_FILE_URL_CHARS || files.some((file) => file.url === href)) continue;
    const type = typeof mimeType === 'string' ? mimeType : (/^data:([^;,]+)/i.exec(href)?.[1] ?? '');
    const file: FilePart = { type: 'file', url: href, mimeType: type.trim() };
    if (typeof name === 'string' && oneLine(name)) file.name = oneLine(name);
    files.push(file);
  }
  return files;
}

/** A choice offered under a message; clicking it asks n8n's `link` to resume the workflow. */
export interface ChoiceButton {
  text: string;
  link: string;
  /** n8n's style hint: `primary` or `secondary`. */
  kind: 'primary' | 'secondary';
}
