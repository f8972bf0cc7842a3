/**
 * Every fact the docs render, from the per-API data files (types in ./types.ts), with
 * lookups by id that fail the build on an unknown id (naming it and the known ones).
 */
import { indexById, lookup } from '../utils/lookup';
import { energiaApi, energiaEndpoints, energiaTables } from './api-energia';
import { mainApi, mainEndpoints, mainTables } from './api-main';
import { skiaApi, skiaEndpoints, skiaTables } from './api-skia';
import { mcpTools } from './mcp';
import type { ApiDefinition, ApiId, Endpoint, McpTool, ReferenceTable } from './types';

export type * from './types';

export const apis: readonly ApiDefinition[] = [mainApi, energiaApi, skiaApi];
export const endpoints: readonly Endpoint[] = [...mainEndpoints, ...energiaEndpoints, ...skiaEndpoints];
export const tables: readonly ReferenceTable[] = [...mainTables, ...energiaTables, ...skiaTables];
export { mcpTools };

const apiById = indexById('API', apis);
const endpointById = indexById('endpoint', endpoints);
const tableById = indexById('reference table', tables);
const mcpToolById = indexById('MCP tool', mcpTools);

export function getApi(id: string): ApiDefinition {
  return lookup('API', apiById, id);
}

export function getEndpoint(id: string): Endpoint {
  return lookup('endpoint', endpointById, id);
}

export function getTable(id: string): ReferenceTable {
  return lookup('reference table', tableById, id);
}

export function getMcpTool(id: string): McpTool {
  return lookup('MCP tool', mcpToolById, id);
}

/** The page that lists an API's HTTP status codes (docs/decisions.md#the-docs-site: main and energy APIs have one). */
export const statusCodeDocIds: Partial<Record<ApiId, string>> = {
  main: 'api/StatusCode',
  energia: 'api-energia/StatusCode',
};
