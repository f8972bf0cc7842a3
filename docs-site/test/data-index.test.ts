/** The lookups MDX pages go through fail the build with the unknown id and the known ones. */
import { describe, expect, it } from 'vitest';
import { endpoints, getApi, getEndpoint, getMcpTool, getTable, mcpTools, tables } from '../src/data';

describe('data lookups', () => {
  it('find what exists', () => {
    expect(getApi('main').id).toBe('main');
    expect(getEndpoint(endpoints[0]!.id)).toBe(endpoints[0]);
    expect(getTable(tables[0]!.id)).toBe(tables[0]);
    expect(getMcpTool(mcpTools[0]!.id)).toBe(mcpTools[0]);
  });

  it.each([
    ['API', () => getApi('nope')],
    ['endpoint', () => getEndpoint('nope')],
    ['reference table', () => getTable('nope')],
    ['MCP tool', () => getMcpTool('nope')],
  ])('name the unknown %s id and list the known ones', (kind, call) => {
    expect(call).toThrow(new RegExp(`^Unknown ${kind} id "nope"\\. Known ${kind} ids: .+\\.$`));
  });

  it('every endpoint names an API, and every status table and MCP endpoint exists', () => {
    for (const endpoint of endpoints) {
      expect(() => getApi(endpoint.api)).not.toThrow();
      for (const tableId of endpoint.statusTables ?? []) expect(() => getTable(tableId)).not.toThrow();
    }
    for (const tool of mcpTools) expect(() => getEndpoint(tool.endpointId)).not.toThrow();
  });
});
