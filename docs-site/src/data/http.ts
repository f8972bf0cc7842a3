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
