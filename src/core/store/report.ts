/**
 * docs/decisions.md#failures: a failure reaches the console, `onError` and `error` listeners, and never throws.
 * Without an emitter (options so bad that no chat exists to listen on), the first two.
 */
import type { ChatEnv } from '../env';
import type { PapoError } from '../errors';
import type { ChatEmitter } from './events';

export function reportError(
  error: PapoError,
  {
    env,
    onError,
    emitter,
  }: { env: Pick<ChatEnv, 'warn'>; onError?: (error: PapoError) => void; emitter?: ChatEmitter },
): void {
  // `String(error)`: the class name (PapoOptionsError, WebhookHttpError…) once, then the message.
  env.warn(String(error), error.cause);
  try {
    onError?.(error);
  } catch (callbackError) {
    env.warn('The onError callback threw.', callbackError);
  }
  emitter?.emit('error', error);
}
