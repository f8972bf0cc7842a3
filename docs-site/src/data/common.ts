/**
 * What the Atesta APIs share, written once: a sandbox and a production environment, a
 * bearer token in `Authorization`, the `Idempotency-Key` header of the calls that create
 * something, and reference-table columns named by key.
 */
import type { AuthScheme, Param, ReferenceTable } from './types';

/** The two environments every API (and the MCP server) has, with their ids and labels. */
export function sandboxAndProduction<T extends object>(sandbox: T, production: T) {
  return [
    { id: 'sandbox' as const, label: 'Sandbox', ...sandbox },
    { id: 'producao' as const, label: 'Produção', ...production },
  ];
}

/** A bearer token in `Authorization`, obtained as the page `docId` explains. */
export function bearerAuth(docId: string): AuthScheme {
  return { type: 'bearer', header: 'Authorization', prefix: 'Bearer ', docId };
}

/** The optional `Idempotency-Key` header; each API words what a repeated key does. */
export function idempotencyKey(description: string, example: string): Param {
  return { name: 'Idempotency-Key', in: 'header', type: 'string', required: false, description, example };
}

/** A table's columns, in order, from `{ key: 'Label' }`. */
export function columns(labels: Record<string, string>): ReferenceTable['columns'] {
  return Object.entries(labels).map(([key, label]) => ({ key, label }));
}
