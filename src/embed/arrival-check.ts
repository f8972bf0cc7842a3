/**
 * The check createChat runs with the chat's code (docs/decisions.md#options-checked-on-arrival):
 * every option, each mistake an error and its default in its place. When the code arrives
 * (`emitter` given) also what the loader took unchecked before: the `on()` calls
 * (watchListeners, below) and a `<papo-chat>` target's `options` and attributes. Each
 * mistake is then `report`ed (as a failure is) and its default taken; without `report` (a
 * later change, setLanguage…), the first mistake is thrown. The check runs in the chat's
 * code, so the loader carries none of it.
 */
import type { PapoArgumentError, PapoError } from '../core/errors';
import { checkListener, type ChatEmitter } from '../core/store/events';
import { checkOptions as checkEveryOption } from '../core/options/options-check';
import type { ValidatedChatOptions } from '../core/options/options-schema';
import { elementErrors } from '../element/element-check';

export function checkOptions(
  given: unknown,
  emitter?: ChatEmitter,
  report?: (error: PapoError) => void,
): ValidatedChatOptions {
  const { options, errors } = checkEveryOption(given);
  const target = (given as { target?: unknown } | undefined)?.target;
  const mistakes: PapoError[] = emitter ? [...errors, ...watchListeners(emitter), ...elementErrors(target)] : errors;
  // A change made through the instance: the first mistake is thrown, and nothing changes.
  if (!report && mistakes[0]) throw mistakes[0];
  for (const mistake of mistakes) report?.(mistake);
  return options;
}

/**
 * Sets the emitter's check, and takes out the listeners added before it (by a loader,
 * before the chat's code arrived), returning an error for each.
 */
function watchListeners(emitter: ChatEmitter): PapoArgumentError[] {
  const errors: PapoArgumentError[] = [];
  for (const [name, listeners] of emitter.listeners) {
    for (const listener of listeners) {
      try {
        checkListener('on', name, listener);
      } catch (error) {
        errors.push(error as PapoArgumentError);
        listeners.delete(listener);
      }
    }
  }
  emitter.check = checkListener;
  return errors;
}
