/**
 * The one check every public method runs on its arguments before it changes anything
 * (docs/api.md, "Arguments"): a wrong argument throws a PapoArgumentError that names the method,
 * the argument, what it takes and what it got, instead of failing later inside React.
 */
import { describeValue, PapoArgumentError } from './errors';
import type { ChatEventName } from './events';
import { closestName } from './option-hints';

/** Throws `call: "argument" must be <expected>, got <value>` unless `ok`. */
export function expectArgument(ok: boolean, call: string, argument: string, expected: string, value: unknown): void {
  if (!ok) throw new PapoArgumentError(call, argument, expected, describeValue(value));
}

export const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A plain object (not null, not an array), as option objects and message inputs are: valibot's
 * record would take an array and read its indexes as keys.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `files` as a list: undefined, an array or a FileList of files (Blobs). */
export function fileList(call: string, files: unknown): File[] {
  const list = files === undefined ? [] : isRecord(files) || Array.isArray(files) ? Array.from(files as never) : null;
  const ok = list !== null && list.every((file) => typeof Blob !== 'undefined' && file instanceof Blob);
  expectArgument(ok, call, 'files', 'an array (or FileList) of files', files);
  return list as File[];
}

/** Every event a chat emits, in docs/api.md's order; `satisfies` keeps it to ChatEvents' names. */
export const eventNames = [
  'open',
  'close',
  'scrollToBottom',
  'arrowKeyDown',
  'messageSent',
  'messageReceived',
  'stopped',
  'feedback',
  'error',
] as const satisfies readonly ChatEventName[];

/**
 * `on`/`off`: a known event and a function. An unknown name gets the closest known one
 * (`"mesageSent" is not an event. Did you mean "messageSent"?`) or the list of them.
 */
export function checkListener(method: 'on' | 'off', name: unknown, listener: unknown): void {
  const call = `${method}(event, listener)`;
  if (!(eventNames as readonly unknown[]).includes(name)) {
    const suggestion = isString(name) ? closestName(name, eventNames) : undefined;
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : ` Events: ${eventNames.join(', ')}.`;
    throw new PapoArgumentError(call, 'event', 'the name of an event', describeValue(name), `.${hint}`);
  }
  expectArgument(typeof listener === 'function', call, 'listener', 'a function', listener);
}
