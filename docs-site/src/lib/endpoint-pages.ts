/**
 * Which doc documents which endpoint: the page whose body renders `<Endpoint id="…" />`.
 * Lets the MCP pages link the REST route a tool wraps without a second list of ids.
 */
import { loadDocs } from './docs';

let pages: Promise<Map<string, string>> | null = null;

export function endpointPages(): Promise<Map<string, string>> {
  pages ??= loadDocs().then(({ entries }) => {
    const map = new Map<string, string>();
    for (const entry of entries) {
      for (const match of (entry.body ?? '').matchAll(/<Endpoint\s+id=["']([^"']+)["']/g)) {
        if (!map.has(match[1]!)) map.set(match[1]!, entry.id);
      }
    }
    return map;
  });
  return pages;
}
