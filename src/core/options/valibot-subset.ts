/**
 * The part of valibot's API that options-schema.ts uses, for the standalone bundle only:
 * tsup aliases `valibot` to this file there (tsup.config.ts). The loaders carry no schema
 * (src/embed/options-at-once-loader.ts); the chat's code checks the options with it when it
 * arrives (options-check.ts), and valibot's own functions would cost it several KB more.
 * The schema stays the one in options-schema.ts; only the functions that build
 * and run it are smaller here, because they
 *  - stop at the first issue, which they throw to safeParse (validateOptions and
 *    checkOptions always parse with `abortEarly`, so valibot would stop there too);
 *  - fill in only what PapoOptionsError is made of (kind, type, expected, input, message,
 *    path keys), with no message registry, languages or Standard Schema properties: an
 *    issue is the node that raised it with the input and path added;
 *  - support only what the schema uses: every object entry is optional, no default is a
 *    function, and no schema but `custom` and `check` is given a message.
 * The schema objects have the shape options-schema.ts walks for its hints (type, entries,
 * wrapped, default, pipe, value). test/core/options/valibot-subset.test.ts parses every options
 * test input and thousands of generated ones with both and expects the same results.
 * The npm build uses valibot itself.
 */

interface PathItem {
  key: unknown;
}

interface IssueInfo {
  input?: unknown;
  message?: string;
  path?: PathItem[];
}

/**
 * The first issue, thrown from where it is found up to safeParse; each object on the way
 * adds its key. `declare`d fields and Object.assign: no constructor in the loader's bytes.
 */
class Issue {
  declare readonly kind: string;
  declare readonly type: string;
  declare readonly input: unknown;
  declare readonly expected?: string;
  declare readonly message?: string;
  declare path?: PathItem[];
}

interface Node {
  kind: string;
  type: string;
  /** What valibot's issue calls `expected`: the type a schema expects. */
  expected?: string;
  message?: string;
  default?: unknown;
  /** The value, checked and copied (objects, arrays) with the defaults in; or throws an Issue. */
  run(value: unknown): unknown;
}

type Input = Record<string | number, unknown>;

/** The node's kind, type, expected and message (and, unread, the rest of it), then the input and `info`. */
function fail(node: Node, input: unknown, info?: IssueInfo): never {
  throw Object.assign(new Issue(), node, { input }, info);
}

/** Runs `node` on a value found at `key`; an issue gets the key in front of its path. */
function runAt(key: unknown, node: Node, value: unknown): unknown {
  try {
    return node.run(value);
  } catch (error) {
    if (error instanceof Issue) (error.path ??= []).unshift({ key });
    throw error;
  }
}

function schema<T extends object>(
  type: string,
  props: T,
  run: (value: unknown, node: Node) => unknown,
  kind = 'schema',
): Node & T {
  const node: Node & T = { kind, type, ...props, run: (value) => run(value, node) };
  return node;
}

/** Lets through what passes `test`. */
function guard(type: string, test: (value: unknown) => boolean, props: Partial<Node>, kind?: string): Node {
  return schema(type, props, (value, node) => (test(value) ? value : fail(node, value)), kind);
}

function typeOf(type: string, test: (value: unknown) => boolean) {
  return () => guard(type, test, { expected: type });
}

export const string = typeOf('string', (value) => typeof value === 'string');
export const boolean = typeOf('boolean', (value) => typeof value === 'boolean');
export const number = typeOf('number', (value) => typeof value === 'number' && !Number.isNaN(value));
export const unknown = typeOf('unknown', () => true);

export function custom(check: (value: unknown) => boolean, message?: string) {
  return guard('custom', check, { message });
}

export function check(requirement: (value: unknown) => boolean, message?: string): Node {
  return guard('check', requirement, { message }, 'validation');
}

function objectLike(node: Node, value: unknown): Input {
  return value && typeof value === 'object' ? (value as Input) : fail(node, value);
}

export function optional(wrapped: Node, defaultValue?: unknown) {
  return schema('optional', { wrapped, default: defaultValue }, (value) => {
    if (value === undefined) value = defaultValue;
    return value === undefined ? value : wrapped.run(value);
  });
}

export function strictObject(entries: Record<string, Node>) {
  return schema('strict_object', { expected: 'Object', entries }, (value, node) => {
    const input = objectLike(node, value);
    const output: Input = {};
    for (const key in entries) {
      // Every option is optional: an absent one gets its default, or stays absent without one.
      const entry = entries[key]!;
      if (key in input || entry.default !== undefined) output[key] = runAt(key, entry, input[key]);
    }
    for (const key in input) {
      if (!Object.hasOwn(entries, key)) fail({ ...node, expected: 'never' }, key, { path: [{ key }] });
    }
    return output;
  });
}

export function record(key: Node, value: Node) {
  return schema('record', { expected: 'Object', value }, (given, node) => {
    const input = objectLike(node, given);
    const output: Input = {};
    for (const entryKey in input) {
      // valibot's _isValidObjectKey: own keys that cannot reach the prototype.
      if (!Object.hasOwn(input, entryKey) || ['__proto__', 'prototype', 'constructor'].includes(entryKey)) continue;
      const outputKey = runAt(entryKey, key, entryKey) as string;
      output[outputKey] = runAt(entryKey, value, input[entryKey]);
    }
    return output;
  });
}

export function array(item: Node) {
  return schema('array', { expected: 'Array' }, (value, node) =>
    Array.isArray(value) ? value.map((entry, index) => runAt(index, item, entry)) : fail(node, value),
  );
}

export function pipe(...items: Node[]) {
  return {
    ...items[0]!,
    pipe: items,
    run: (value: unknown) => items.reduce((current, item) => item.run(current), value),
  };
}

/** The action sees a dataset that passed the pipe so far (valibot's `typed`); it stops at its first issue. */
export function rawCheck(
  action: (context: { dataset: { value: unknown; typed: true }; addIssue(info?: IssueInfo): never }) => void,
): Node {
  return schema(
    'raw_check',
    {},
    (value, node) => {
      action({ dataset: { value, typed: true }, addIssue: (info) => fail(node, value, info) });
      return value;
    },
    'validation',
  );
}

/** Not used by options-check.ts; options.ts builds on the schema with it. */
export function transform(action: (value: unknown) => unknown): Node {
  return { kind: 'transformation', type: 'transform', run: action };
}

export function safeParse(schema: Node, input: unknown, _config?: unknown) {
  try {
    return { success: true, output: schema.run(input) };
  } catch (error) {
    if (!(error instanceof Issue)) throw error;
    return { success: false, issues: [error] as [Issue] };
  }
}

/** valibot's getDotPath; every key here is an object key or an array index, so none is skipped. */
export function getDotPath(issue: { path?: PathItem[] }): string | null {
  return issue.path ? issue.path.map((item) => item.key).join('.') : null;
}
