/** The options table of the README and the docs site, read from the schema itself. */
import { builtInStrings } from '../i18n/i18n';
import { rootNode } from './options-schema';
import { unwrap, type SchemaNode } from './schema-node';

/** Renders a default as the JavaScript literal an integrator would write. */
function renderDefault(name: string, node: SchemaNode): string {
  // `i18n` defaults to `{}`, which means the built-in languages.
  if (name === 'i18n') return `{ ${Object.keys(builtInStrings).join(', ')} }`;
  if (node.default === undefined) return '—';
  if (typeof node.default === 'string') return `'${node.default.replace(/[\\']/g, '\\$&')}'`;
  return JSON.stringify(node.default);
}

/** Every option with its default, in schema order, for the README's options table. */
export function describeOptionDefaults(): { name: string; default: string }[] {
  return Object.entries(rootNode.entries!).flatMap(([name, node]) => {
    const nested = unwrap(node).type === 'strict_object' ? unwrap(node).entries! : undefined;
    if (!nested) return [{ name, default: renderDefault(name, node) }];
    return Object.entries(nested).map(([key, child]) => ({
      name: `${name}.${key}`,
      default: renderDefault(`${name}.${key}`, child),
    }));
  });
}
