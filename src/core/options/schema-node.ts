/** Just enough of valibot's schema objects to walk them for docs and error hints. */
export interface SchemaNode {
  type: string;
  default?: unknown;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  value?: SchemaNode;
  pipe?: SchemaNode[];
}

/** Past `optional` and the array guard of a record, to the schema that has the keys. */
export function unwrap(node: SchemaNode): SchemaNode {
  if (node.wrapped) return unwrap(node.wrapped);
  return node.pipe?.find((item) => item.type === 'record') ?? node;
}
