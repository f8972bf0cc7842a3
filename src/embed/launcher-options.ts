/**
 * The options in the launcher's lifecycle (chat-lifecycle.ts): as the integrator gave them
 * and as the chat uses them, before and after the chat's code checks them in full.
 */
import type { ChatEmitter } from '../core/events';
import type { PapoError } from '../core/errors';
import type { ChatOptions, ValidatedChatOptions } from '../core/options-schema';
import type { checkOptions } from './app';

/**
 * The options as given (and changed) and as the chat uses them: what `atOnce` makes of them
 * until the chat's code arrives (`arrive`, with its full check), then what passed that
 * check. `change` applies a change: checked in full (a mistake thrown) once the code is
 * there, by `atOnce` before.
 */
export function keepOptions(
  given: ChatOptions,
  options: ValidatedChatOptions,
  atOnce: (given: ChatOptions) => ValidatedChatOptions,
) {
  let check: typeof checkOptions | null = null;
  function arrive(full: typeof checkOptions, emitter: ChatEmitter): PapoError[] {
    const checked = (check = full)(given, emitter);
    given = options = checked.options;
    return checked.errors;
  }
  function change(patch: ChatOptions) {
    let next: ChatOptions = { ...given, ...patch };
    if (check) {
      const checked = check(next);
      if (checked.errors[0]) throw checked.errors[0];
      next = checked.options;
    }
    // Checked in full, what passed is also what later changes go over.
    options = check ? (next as ValidatedChatOptions) : atOnce(next);
    given = next;
  }
  return [() => options, arrive, change] as const;
}
