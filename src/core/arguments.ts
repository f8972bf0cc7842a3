/**
 * The one check every public method runs on its arguments before it changes anything
 * (docs/api.md, "Arguments"): a wrong argument throws a PapoArgumentError that names the method,
 * the argument, what it takes and what it got, instead of failing later inside React.
 */
import { describeValue, PapoArgumentError } from './errors';

/** Throws `call: "argument" must be <expected>, got <value>` unless `ok`. */
export function expectArgument(ok: boolean, call: string, argument: string, expected: string, value: unknown): void {
  if (!ok) throw new PapoArgumentError(call, argument, expected, describeValue(value));
}

export const isString = (value: unknown): value is string => typeof value === 'string';

/** The id of a message: a string (`message.id`). */
export function expectMessageId(call: string, messageId: unknown): void {
  expectArgument(isString(messageId), call, 'messageId', "a string (a message's id)", messageId);
}

/**
 * A plain object (not null, not an array), as option objects and message inputs are: valibot's
 * record would take an array and read its indexes as keys.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of strings, as request headers are. */
export const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every(isString);

/** `files` as a list: undefined, an array or a FileList of files (Blobs). */
export function fileList(call: string, files: unknown): File[] {
  const list = files === undefined ? [] : isRecord(files) || Array.isArray(files) ? Array.from(files as never) : null;
  const ok = list !== null && list.every((file) => typeof Blob !== 'undefined' && file instanceof Blob);
  expectArgument(ok, call, 'files', 'an array (or FileList) of files', files);
  return list as File[];
}
