/** HTTP status codes by name, so prose and data share one number (`{mainHttp.unauthorized}`). */
export const httpStatus = {
  ok: 200,
  created: 201,
  accepted: 202,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  tooManyRequests: 429,
  internalError: 500,
  unavailable: 503,
} as const;

export type HttpStatusName = keyof typeof httpStatus;

/** What each status means on one route or API, by the status's name, in the order written. */
export type StatusMeanings = Partial<Record<HttpStatusName, string>>;

/**
 * Status rows from their meanings: `statuses({ ok: 'Token emitido.', ...accessErrors })`.
 * Spreading a shared set and then naming one of its statuses again keeps the status where
 * the set put it, with the new meaning.
 */
export function statuses(meanings: StatusMeanings): { code: number; meaning: string }[] {
  return Object.entries(meanings).map(([name, meaning]) => ({
    code: httpStatus[name as HttpStatusName],
    meaning: meaning ?? '',
  }));
}
