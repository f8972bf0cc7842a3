/**
 * The shape of the facts the docs pages render (one source of truth: a base URL or a status code is
 * never typed twice). Each API has one data file; pages reference endpoints and tables by
 * id, and the components render method, path, parameters, code samples and statuses.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the API lives, per environment. */
export interface Environment {
  id: 'sandbox' | 'producao';
  label: string; // "Sandbox", "Produção"
  baseUrl: string; // e.g. "https://sandbox.api.atesta.example/v1"
  description: string;
}

export interface AuthScheme {
  /** How a request authenticates, e.g. a bearer token obtained from a token endpoint. */
  type: 'bearer' | 'apiKey';
  /** Header that carries it, e.g. "Authorization" or "X-Api-Key". */
  header: string;
  /** Text to put before the credential in that header, e.g. "Bearer ". */
  prefix?: string;
  /** Doc id of the page that explains how to get credentials, e.g. "api/autenticacao". */
  docId: string;
}

export interface Param {
  name: string; // dotted for nested body fields: "documento.tipo"
  in: 'path' | 'query' | 'header' | 'body';
  type: string; // "string", "integer", "boolean", "string (base64)", "object", "array<string>"…
  required: boolean;
  description: string; // pt-BR
  /** Doc id of a table page listing the allowed values, e.g. "api/tab_tipos". */
  valuesDocId?: string;
  example?: string | number | boolean;
}

/** A status code and what it means here, in pt-BR. */
export interface HttpStatusRow {
  code: number;
  meaning: string;
}

export interface Endpoint {
  id: string; // unique in the whole site, e.g. "pro.envio"
  api: ApiId;
  title: string; // pt-BR, e.g. "Enviar documento para análise PRO"
  summary: string; // one pt-BR sentence: what it does
  method: HttpMethod;
  path: string; // relative to the environment's baseUrl, e.g. "/documentoscopia/pro/analises"
  /** `true` for a route called without the API's credential (e.g. the token route itself). */
  noAuth?: boolean;
  params: Param[];
  /** JSON request body example (omit for GET). */
  requestExample?: unknown;
  /** Successful response: HTTP status and JSON body example. */
  response: { status: number; example: unknown };
  /** HTTP status codes this endpoint may answer, each with a pt-BR meaning. */
  httpStatuses: HttpStatusRow[];
  /** Doc ids of the business-status tables relevant here, e.g. ["api/tab_status_pro"]. */
  statusTables?: string[];
}

/** A reference table page (tab_*): columns and rows, rendered as a real <table>. */
export interface ReferenceTable {
  id: string; // the doc id of its page, e.g. "api/tab_status_pro"
  title: string;
  description: string;
  columns: { key: string; label: string }[];
  rows: Record<string, string | number>[];
}

export type ApiId = 'main' | 'energia' | 'skia';

export interface ApiDefinition {
  id: ApiId;
  name: string; // "API Atesta", "API de Energia", "API Skia"
  environments: Environment[];
  auth: AuthScheme;
  /** HTTP status codes common to the whole API (the StatusCode page renders these with their reason phrase). */
  httpStatuses: HttpStatusRow[];
}

/** An MCP tool of the "Via Mcp" pages. */
export interface McpTool {
  id: string; // e.g. "pro.enviar-documento"
  name: string; // tool name the agent calls, e.g. "atesta_pro_enviar_documento"
  description: string;
  arguments: { name: string; type: string; required: boolean; description: string }[];
  /** The REST endpoint it wraps. */
  endpointId: string;
  /** A short example conversation: user asks, the agent calls the tool, the tool answers. */
  conversation: { role: 'user' | 'assistant' | 'tool'; text: string }[];
}
