/**
 * The components every MDX page can use without importing them (CONTENT.md), passed to
 * `<Content components={mdxComponents} />`.
 */
import ApiStatusCodes from './ApiStatusCodes.astro';
import Callout from './Callout.astro';
import Endpoint from './Endpoint.astro';
import Environments from './Environments.astro';
import HttpStatuses from './HttpStatuses.astro';
import MarkdownTable from './MarkdownTable.astro';
import McpTool from './McpTool.astro';
import ParamsTable from './ParamsTable.astro';
import ReferenceTable from './ReferenceTable.astro';
import RequestExample from './RequestExample.astro';
import ResponseExample from './ResponseExample.astro';
import StatusTables from './StatusTables.astro';

export const mdxComponents = {
  Endpoint,
  ParamsTable,
  RequestExample,
  ResponseExample,
  HttpStatuses,
  StatusTables,
  ReferenceTable,
  Environments,
  ApiStatusCodes,
  McpTool,
  Callout,
  table: MarkdownTable,
};
