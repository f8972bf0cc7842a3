/**
 * One webhook request's lifetime: the caller's signal and the timeout both abort it, and
 * the reason it ended becomes the typed error to throw (a timeout stays a timeout even
 * though fetch reports it as an AbortError).
 */
import type { ChatEnv } from '../env';
import { PapoError, WebhookAbortError, WebhookStreamError, WebhookTimeoutError } from '../errors';
import { readReplyStream, type StreamChunk } from './stream';

/** `now` dates a `Retry-After` given as an HTTP date; without it, the system clock does. */
export type TransportEnv = Pick<ChatEnv, 'fetch' | 'setTimeout' | 'clearTimeout'> & Partial<Pick<ChatEnv, 'now'>>;

/** Settles like `promise`, or rejects with the abort reason as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    promise.finally(() => signal.removeEventListener('abort', onAbort)).then(resolve, reject);
  });
}

/**
 * One request's cancellation: the caller's signal and the timeout both abort an internal
 * controller whose reason is the typed error to throw. `arm` (re)starts the timeout (for
 * streams it measures the wait for the next read); in `toError`, our own abort wins over
 * whatever error it caused (fetch's AbortError, a broken body). (No comments inside the
 * object: the npm build ships those.)
 */
export function createRequestControl(env: TransportEnv, url: string, timeoutMs: number, callerSignal?: AbortSignal) {
  const controller = new AbortController();
  let timer: unknown;
  let done = false;
  const abort = (reason: PapoError) => {
    controller.abort(reason);
    control.finish();
  };
  const onCallerAbort = () => abort(new WebhookAbortError());

  const control = {
    signal: controller.signal,
    arm() {
      control.disarm();
      if (done || controller.signal.aborted || !(timeoutMs > 0) || !Number.isFinite(timeoutMs)) return;
      timer = env.setTimeout(() => {
        timer = undefined;
        abort(new WebhookTimeoutError(timeoutMs, url));
      }, timeoutMs);
    },
    disarm() {
      if (timer === undefined) return;
      env.clearTimeout(timer);
      timer = undefined;
    },
    finish() {
      done = true;
      control.disarm();
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
    toError(error: unknown, fallback: (error: unknown) => PapoError): PapoError {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : undefined;
      if (reason instanceof WebhookTimeoutError || reason instanceof WebhookAbortError) return reason;
      return error instanceof PapoError ? error : fallback(error);
    },
  };
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return control;
}

export type RequestControl = ReturnType<typeof createRequestControl>;

/**
 * The body with the idle timeout restarted on every read. Time the consumer spends between
 * reads does not count: the timer only runs while we wait for the server.
 */
export function watchBody(body: ReadableStream<Uint8Array>, control: RequestControl): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(stream) {
        control.arm();
        try {
          const result = await untilAborted(reader.read(), control.signal);
          if (result.done) stream.close();
          else stream.enqueue(result.value);
        } catch (error) {
          // A fetch that ignores the signal would keep the connection open: cancel it ourselves.
          reader.cancel(error).catch(() => undefined);
          throw error;
        } finally {
          control.disarm();
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/**
 * The chunks of a streamed reply. Until it is first read, the request's timer keeps running,
 * so a stream nobody reads is still aborted and released after `requestTimeoutMs`.
 */
export async function* streamChunks(
  body: ReadableStream<Uint8Array>,
  control: RequestControl,
): AsyncGenerator<StreamChunk> {
  try {
    yield* readReplyStream(watchBody(body, control));
  } catch (error) {
    throw control.toError(error, (cause) => new WebhookStreamError('The streamed reply broke off.', cause));
  } finally {
    control.finish();
  }
}
