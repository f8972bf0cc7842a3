import { formatString, type ChatStrings } from '../core/i18n/i18n';
import type { ResolvedChatOptions } from '../core/options/resolved-options';

/**
 * Whether a file matches an `accept` list like the file picker's ("image/*, .pdf,
 * application/json"), so dropped and pasted files obey `allowedFilesMimeTypes` too.
 */
export function acceptsFile(accept: string, file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  // A list of nothing but commas and spaces accepts any file, as an empty one does.
  return (
    !accept.replace(/[\s,]/g, '') ||
    accept
      .toLowerCase()
      .split(',')
      .some((rule) => {
        rule = rule.trim();
        return (
          rule &&
          (rule[0] == '.'
            ? name.endsWith(rule)
            : rule.endsWith('/*')
              ? type.startsWith(rule.slice(0, -1))
              : type == rule)
        );
      })
  );
}

/**
 * Why `file` cannot join the `chosen` files already waiting (its type, its size, or one file
 * too many; a limit of 0 is none), as the line the visitor reads; '' when it can.
 */
export function fileRejection(
  { allowedFilesMimeTypes, maxFileSize, maxFiles }: ResolvedChatOptions,
  strings: ChatStrings,
  file: File,
  chosen: number,
): string {
  const why = !acceptsFile(allowedFilesMimeTypes, file)
    ? strings.fileNotAccepted
    : maxFileSize && file.size > maxFileSize
      ? strings.fileTooLarge
      : maxFiles && chosen >= maxFiles
        ? strings.tooManyFiles
        : '';
  // Megabytes of 10^6 bytes, as browsers and macOS count them (unrounded: limits are round numbers).
  return why && formatString(why, { name: file.name, size: maxFileSize / 1e6, count: maxFiles });
}
