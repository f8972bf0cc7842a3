/**
 * JSON Patch (RFC 6902), applied as AG-UI's `STATE_DELTA` events need it: the agent's state
 * kept by the client changes by these patches and is sent back with the next run. A stand-in
 * for `fast-json-patch` (what AG-UI's own client uses; 3.7 KB gzip against a few hundred
 * bytes here), held to the RFC by the JSON Patch test suite (test/core/agents/json-patch.test.ts).
 */

interface Operation {
  op?: unknown;
  path?: unknown;
  from?: unknown;
  value?: unknown;
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/**
 * Why a patch failed matters to no one: the caller drops a patch that does not apply, so
 * one short message keeps the chunk small.
 */
function fail(): never {
  throw new Error('The JSON Patch does not apply.');
}

/** The reference tokens of a JSON Pointer (RFC 6901), unescaped: "/a~1b" is ["a/b"]. */
function tokens(pointer: unknown): string[] {
  if (typeof pointer !== 'string' || (pointer !== '' && pointer[0] !== '/')) fail();
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** An array index as the RFC writes it (no sign, no leading zero), below `limit`. */
function index(token: string, limit: number): number {
  if (!/^(0|[1-9]\d*)$/.test(token) || +token >= limit) fail();
  return +token;
}

/** Equal as JSON: members in any order, items in order. */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && equal((a as never)[key], (b as never)[key]))
  );
}

/** `document` with `patch` applied, as a new value; throws, changing nothing, if an operation fails. */
export function applyPatch(document: unknown, patch: unknown): unknown {
  if (!Array.isArray(patch)) fail();
  // The whole document is the member "v" of a box, so "" is a path like any other.
  const root: Container = { v: structuredClone(document) };

  /** The container that holds `pointer`'s target, and the target's key in it. */
  function locate(pointer: unknown): [Container, string] {
    const keys = ['v', ...tokens(pointer)];
    const last = keys.pop()!;
    return [keys.reduce((parent: unknown, key) => get(parent, key), root) as Container, last];
  }
  function get(parent: unknown, key: string): unknown {
    if (Array.isArray(parent)) return parent[index(key, parent.length)];
    if (isContainer(parent) && Object.hasOwn(parent, key)) return (parent as Record<string, unknown>)[key];
    return fail();
  }
  const read = (pointer: unknown) => get(...locate(pointer));
  function remove(pointer: unknown): unknown {
    const [parent, key] = locate(pointer);
    const value = get(parent, key);
    if (Array.isArray(parent)) parent.splice(index(key, parent.length), 1);
    else delete parent[key];
    return value;
  }
  function add(pointer: unknown, value: unknown) {
    const [parent, key] = locate(pointer);
    if (Array.isArray(parent)) parent.splice(key === '-' ? parent.length : index(key, parent.length + 1), 0, value);
    // Defined, not assigned: a member named "__proto__" is a member, not the prototype.
    else if (isContainer(parent))
      Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
    else fail();
  }

  for (const operation of patch as Operation[]) {
    const { op, path, from, value } = operation ?? {};
    const needsValue = op === 'add' || op === 'replace' || op === 'test';
    if (needsValue && !Object.hasOwn(operation, 'value')) fail();
    if (op === 'add') add(path, value);
    else if (op === 'remove') remove(path);
    else if (op === 'replace') {
      remove(path);
      add(path, value);
    } else if (op === 'move') {
      // A value cannot move into itself.
      if (typeof path === 'string' && path.startsWith(`${String(from)}/`)) fail();
      add(path, remove(from));
    } else if (op === 'copy') add(path, structuredClone(read(from)));
    else if (op === 'test') {
      if (!equal(read(path), value)) fail();
    } else fail();
  }
  return root.v;
}
