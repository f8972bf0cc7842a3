/**
 * The small schemas the options are built of (options-schema.ts), and the "a, b or c" of
 * their messages.
 */
import * as v from 'valibot';
import { isRecord } from '../arguments';

/** A string that is not blank; `what` is how the error message describes it. */
export function nonEmptyString(what: string) {
  return v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', what),
  );
}

/** A limit: a number of 0 or more, where 0 is none. One schema for both, to keep the bytes down. */
export const limit = v.pipe(
  v.number(),
  v.check((value: number) => value >= 0, '0 or more (0 for no limit)'),
);

/**
 * A list of strings. Typed `readonly` so `en.initialMessages` (frozen) can be passed
 * back in; at run time valibot still checks every item and copies the list.
 */
export const stringList = v.array(v.string()) as unknown as v.GenericSchema<readonly string[]>;

/** A record that rejects arrays, which are always a mistake where a map belongs. */
export function objectRecord<TRecord extends v.GenericSchema>(record: TRecord) {
  return v.pipe(v.custom<v.InferInput<TRecord>>(isRecord, 'an object'), record);
}

/** An object of anything, with no default: `metadata` and `webhookConfig.body` are sent only when set. */
export const anyObject = v.optional(objectRecord(v.record(v.string(), v.unknown())));

/** One of a few strings; the message lists them. */
export function oneOf<const T extends string>(options: readonly T[]) {
  return v.custom<T>((value) => options.includes(value as T), orList(options.map((option) => JSON.stringify(option))));
}

/** '"a", "b" or "c"'; only used for lists of two or more (oneOf, en + pt + …). */
export function orList(items: string[]): string {
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
