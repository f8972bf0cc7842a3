/**
 * MDX page bodies as plain Markdown, for /llms-full.txt: imports, exports and comments
 * go, and each component tag is replaced by what its renderer writes (its data as
 * Markdown). Fenced code is left untouched.
 */
export type ComponentProps = Record<string, string>;
export type MarkdownRenderer = (props: ComponentProps, children: string) => string;

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

export function parseProps(source: string): ComponentProps {
  const props: ComponentProps = {};
  const attribute =
    /([A-Za-z_][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|([^}]*?))\s*\}))?/g;
  for (const match of source.matchAll(attribute)) {
    const [, name, ...values] = match;
    const value = values.find((candidate) => candidate !== undefined);
    props[name!] = value ?? 'true';
  }
  return props;
}

/** Component tags: `<Name … />` or `<Name …>children</Name>` (not nested in themselves). */
const TAG = /<([A-Z][A-Za-z0-9]*)((?:\s+[^>]*?)?)\s*(?:\/>|>([\s\S]*?)<\/\1\s*>)/g;

/** Values the pages import from the data files, by name, for `{name.path[0].field}` expressions. */
export type ExpressionScope = Readonly<Record<string, unknown>>;

/** `{mainHttp.unauthorized}`, `{mcpServer.environments[0].url}`: a path into the scope, never evaluated code. */
const EXPRESSION = /\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*)\s*\}/g;

function resolvePath(scope: ExpressionScope, path: string): unknown {
  const keys = path.match(/[A-Za-z_$][\w$]*|\d+/g) ?? [];
  let value: unknown = scope;
  for (const key of keys) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function resolveExpressions(text: string, scope: ExpressionScope): string {
  return text.replace(EXPRESSION, (whole, path: string) => {
    // `{id}` inside inline code (a path like `/analises/{id}`) is text, not an expression.
    if (!Object.hasOwn(scope, path.split(/[.[]/)[0]!)) return whole;
    const value = resolvePath(scope, path);
    if (value === undefined || (typeof value === 'object' && value !== null)) {
      throw new Error(`llms-full: cannot resolve ${whole}; add its data export to the llms scope (src/lib/llms.ts).`);
    }
    return String(value);
  });
}

function transformProse(text: string, renderers: Readonly<Record<string, MarkdownRenderer>>): string {
  const withoutModules = text
    .split('\n')
    .filter((line) => !/^(import|export)\s/.test(line))
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  return withoutModules.replace(TAG, (_whole, name: string, attributes: string, children: string | undefined) => {
    const renderer = renderers[name];
    const inner = children === undefined ? '' : transformProse(children.trim(), renderers);
    if (!renderer) return inner;
    return renderer(parseProps(attributes), inner);
  });
}

export function mdxToMarkdown(
  body: string,
  renderers: Readonly<Record<string, MarkdownRenderer>>,
  scope: ExpressionScope = {},
): string {
  const parts: string[] = [];
  let last = 0;
  const prose = (text: string) => resolveExpressions(transformProse(text, renderers), scope);
  for (const match of body.matchAll(FENCE)) {
    parts.push(prose(body.slice(last, match.index)), match[0]);
    last = match.index + match[0].length;
  }
  parts.push(prose(body.slice(last)));
  return parts
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A Markdown table; cells are escaped so a `|` or a line break cannot break the row. */
export function markdownTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) =>
    String(value)
      .replace(/\|/g, '\\|')
      .replace(/\s*\n\s*/g, ' ');
  const line = (cells: readonly (string | number)[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Root-relative Markdown links made absolute, so the text stands on its own. */
export function absolutizeLinks(markdown: string, site: string): string {
  const base = site.replace(/\/+$/, '');
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${base}${path})`);
}
