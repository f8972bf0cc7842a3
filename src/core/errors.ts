/**
 * Errors are values with a stable `code` (for programs) and a message that says what
 * happened and what to do (for people). The store turns them into UI state; `onError`
 * receives them unchanged.
 *
 * Each class writes its `name` out: minifiers rename classes, so `new.target.name` would not
 * survive a build.
 */
export type PapoErrorCode =
  'options' | 'argument' | 'http' | 'timeout' | 'network' | 'parse' | 'stream' | 'aborted' | 'start' | 'render';

export class PapoError extends Error {
  override name = 'PapoError';
  // `declare`: set in the constructor, so the loader's bundle needs no field definition for it.
  declare readonly code: PapoErrorCode;

  constructor(code: PapoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** An option failed validation; `path` names it the way the integrator wrote it. */
export class PapoOptionsError extends PapoError {
  override name = 'PapoOptionsError';
  // `declare`: set in the constructor, so the loader's bundle needs no field definitions for them.
  declare readonly path: string;
  declare readonly expected: string;
  declare readonly received: string;

  constructor(path: string, expected: string, received: string) {
    // No class name in front: String(error), the console and onError's readers add `name` (issue 14).
    super('options', `"${path}" must be ${expected}, got ${received}`);
    this.path = path;
    this.expected = expected;
    this.received = received;
  }
}

/**
 * A public method was called with an argument it cannot take (`addBotMessage(42)`). Thrown
 * before the method changes anything; `call` names the method as the README lists it.
 */
export class PapoArgumentError extends PapoError {
  override name = 'PapoArgumentError';
  declare readonly call: string;
  declare readonly argument: string;

  constructor(call: string, argument: string, expected: string, received: string, hint = '') {
    super('argument', `${call}: "${argument}" must be ${expected}, got ${received}${hint}`);
    this.call = call;
    this.argument = argument;
  }
}

/** How a received value reads in a PapoOptionsError: strings quoted, objects by kind. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}

/**
 * The webhook answered with a non-2xx status (docs/protocol.md#status-codes). `retryAfterMs`:
 * how long the server asked to wait before trying again (429/503 with `Retry-After`), capped.
 * (Said here, not on the field: esbuild keeps a class member's comment in the npm build.)
 */
export class WebhookHttpError extends PapoError {
  override name = 'WebhookHttpError';
  readonly status: number;
  readonly retryAfterMs?: number;

  constructor(status: number, url: string, retryAfterMs?: number) {
    const wait = retryAfterMs === undefined ? '' : ` It asks to try again in ${Math.ceil(retryAfterMs / 1000)} s.`;
    super('http', `The chat webhook ${url} answered with HTTP ${status}.${wait}`);
    this.status = status;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

/** No answer (or, while streaming, no new chunk) within `requestTimeoutMs`. */
export class WebhookTimeoutError extends PapoError {
  override name = 'WebhookTimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, url: string) {
    super('timeout', `The chat webhook ${url} did not answer within ${timeoutMs} ms.`);
    this.timeoutMs = timeoutMs;
  }
}

/** fetch itself failed: offline, DNS, refused connection or a CORS rejection. */
export class WebhookNetworkError extends PapoError {
  override name = 'WebhookNetworkError';
  constructor(url: string, cause: unknown) {
    super(
      'network',
      `Could not reach the chat webhook ${url} (offline, or the server does not allow this origin through CORS).`,
      { cause },
    );
  }
}

/**
 * The socket of a waiting n8n workflow broke (docs/protocol.md#waiting-for-the-visitor):
 * dropped twice, never opened, or a message could not be sent on it.
 */
export class WebhookSocketError extends PapoError {
  override name = 'WebhookSocketError';
  constructor(url: string, detail: string) {
    super('network', `The connection to the waiting chat workflow (${url}) ${detail}.`);
  }
}

/** The webhook answered 2xx with a body that is not the JSON the protocol expects. */
export class WebhookParseError extends PapoError {
  override name = 'WebhookParseError';
  constructor(url: string, cause?: unknown) {
    super('parse', `The chat webhook ${url} answered with a body that is not JSON.`, { cause });
  }
}

/**
 * A streamed reply went wrong: it broke off mid-way (`broken`), the workflow sent an
 * `error` chunk (`workflow`), or it ended without any text (`empty`).
 */
export class WebhookStreamError extends PapoError {
  override name = 'WebhookStreamError';
  readonly reason: 'broken' | 'workflow' | 'empty';

  constructor(message: string, cause?: unknown, reason: 'broken' | 'workflow' | 'empty' = 'broken') {
    super('stream', message, { cause });
    this.reason = reason;
  }
}

/** The request was cancelled by `abort()` or by unmounting the chat. */
export class WebhookAbortError extends PapoError {
  override name = 'WebhookAbortError';
  constructor() {
    super('aborted', 'The chat request was cancelled.');
  }
}

export type WebhookError =
  | WebhookHttpError
  | WebhookTimeoutError
  | WebhookNetworkError
  | WebhookParseError
  | WebhookStreamError
  | WebhookAbortError;
