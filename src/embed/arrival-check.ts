/**
 * The check createChat runs with the chat's code (docs/decisions.md#options-checked-on-arrival):
 * every option, each mistake an error and its default in its place. When the code arrives
 * (`emitter` given) also what the loader took unchecked before: the `on()` calls
 * (arguments.ts, watchListeners) and a `<papo-chat>` target's attributes.
 */
import { watchListeners } from '../core/arguments';
import type { PapoError } from '../core/errors';
import type { ChatEmitter } from '../core/events';
import { checkOptions as checkEveryOption } from '../core/options-check';
import type { ValidatedChatOptions } from '../core/options-schema';
import { unknownAttributeErrors } from '../element/unknown-attributes';

export function checkOptions(
  given: unknown,
  emitter?: ChatEmitter,
): { options: ValidatedChatOptions; errors: PapoError[] } {
  const { options, errors } = checkEveryOption(given);
  if (!emitter) return { options, errors };
  const target = (given as { target?: unknown } | undefined)?.target;
  return { options, errors: [...errors, ...watchListeners(emitter), ...unknownAttributeErrors(target)] };
}
