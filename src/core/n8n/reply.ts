/**
 * The bot's text in a JSON reply (docs/protocol.md#sending-a-message). Workflows answer with whatever their
 * last node produced, so anything JSON can arrive here: this never throws.
 */
import { isRecord } from '../arguments';
import type { FilePart } from '../messages/message-parts';
import { cleanSources, cleanSuggestions, oneLine, type ReplyExtras } from '../messages/reply-extras';

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

/**
 * `suggestions` and `sources` of a reply body (or of a stream's `end` chunk), only those
 * that hold something. Server data: junk is dropped, never thrown on.
 */
export function replyExtras(body: unknown): ReplyExtras {
  if (!isRecord(body)) return {};
  const { suggestions, sources } = body as { suggestions?: unknown; sources?: unknown };
  const extras: ReplyExtras = {};
  const cleanedSuggestions = cleanSuggestions(suggestions);
  const cleanedSources = cleanSources(sources);
  if (cleanedSuggestions.length > 0) extras.suggestions = cleanedSuggestions;
  if (cleanedSources.length > 0) extras.sources = cleanedSources;
  return extras;
}

/** The `files` of a reply body (or of a stream's `end` chunk), when it has any. */
export function replyFiles(body: unknown): { files?: FilePart[] } {
  const files = isRecord(body) ? cleanFiles(body.files) : [];
  return files[0] ? { files } : {};
}
