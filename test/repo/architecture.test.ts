/**
 * The shape of src/ (docs/architecture.md#the-layers) and of the reference server's src/
 * (examples/webhook-server/README.md#layout): small files, no import circles, and every import
 * pointing down the layers (core ← ui ← react/embed; inside core, its rooms from the store down
 * to the ground floor; lia, history, http ← chat ← the program).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 250;
const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string, isSource: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, isSource);
    return isSource.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module a file names: static imports, re-exports, and dynamic import() of a literal (JSDoc types too). */
function specifiersOf(source: string): string[] {
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^import\s+['"]([^'"]+)['"]/gm,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every function (declaration, expression, arrow, method) longer than `max` lines, counted
 * from its declaration (its doc comment left out) to its closing brace, as "file name".
 */
export function longFunctions(paths: readonly string[], max: number): string[] {
  return paths.flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
    const found: string[] = [];
    // An unnamed function is named by the function around it, so its label does not move with its line.
    const visit = (node: ts.Node, outer: string) => {
      let inner = outer;
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const lines = lineOf(node.end) - lineOf(node.getStart(source)) + 1;
        const parent = node.parent;
        const named =
          node.name ?? (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) ? parent.name : null);
        inner = named ? named.getText(source) : `${outer} › (unnamed)`;
        if (lines > max) found.push(`${relative(resolve('src'), file).replaceAll('\\', '/')} ${inner}`);
      }
      ts.forEachChild(node, (child) => visit(child, inner));
    };
    visit(source, '(top level)');
    return found;
  });
}

/** The files under `root` and their imports, with the questions both trees are asked. */
function importGraph(root: string, isSource: RegExp) {
  const files = sourceFiles(root, isSource);
  const name = (path: string) => relative(root, path).replaceAll('\\', '/');
  const graph = new Map(
    files.map((file) => {
      const specifiers = specifiersOf(readFileSync(file, 'utf8'));
      return [
        file,
        { specifiers, local: specifiers.map((s) => resolveLocal(file, s)).filter((s): s is string => !!s) },
      ];
    }),
  );

  function cycles(): string[][] {
    const found: string[][] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    function visit(file: string) {
      state.set(file, 'visiting');
      stack.push(file);
      for (const next of graph.get(file)?.local ?? []) {
        if (state.get(next) === 'visiting') found.push([...stack.slice(stack.indexOf(next)), next].map(name));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    }
    for (const file of files) if (!state.has(file)) visit(file);
    return found;
  }

  const longFiles = () =>
    files
      .map((file) => [name(file), readFileSync(file, 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines > MAX_LINES);

  return { files, name, graph, cycles, longFiles };
}

const { files, name, graph, cycles, longFiles } = importGraph(resolve('src'), /\.tsx?$/);
const layerOf = (path: string) => name(path).split('/')[0]!;

/** What each layer may not import (folders under src/, or packages). */
const FORBIDDEN: Record<string, { layers: string[]; packages: RegExp | null }> = {
  core: { layers: ['ui', 'react', 'element', 'embed'], packages: /^react(-dom)?(\/|$)/ },
  ui: { layers: ['react', 'element', 'embed'], packages: null },
};

/**
 * n8n's wait-for-reply code is loaded only when a wait starts (src/core/store/store-execution.ts):
 * in the standalone bundle it is a file of its own, built apart from the chat's code, so it
 * must not carry copies of the chat's modules (an error class copied there would fail
 * `instanceof`), and nothing may pull it into the chat's code.
 */
/** The lazy chunks of core/: the folder, the one import() that reaches it, and the packages it may bundle. */
const LAZY_CHUNKS = [
  { folder: 'core/execution/', loader: 'core/store/store-execution.ts → core/execution/wait.ts', packages: [] },
  {
    folder: 'core/agents/',
    loader: 'core/store/store-agents.ts → core/agents/agent.ts',
    packages: ['eventsource-parser'],
  },
];

/**
 * core/'s rooms, top to bottom (docs/architecture.md#the-rooms-of-core). A file imports from
 * its own room and from the levels below; never from a level above, nor from another room of
 * its level (the backends, n8n/ and those that will join it, know nothing of each other).
 * The files directly in core/ are the ground floor and import no room. n8n's lazy chunk,
 * execution/, sits under the store, the only room that reaches it; what it imports keeps
 * its own rule (types only, below).
 */
const CORE_LEVELS: readonly (readonly string[])[] = [
  ['store'],
  ['execution', 'agents'],
  ['n8n'],
  ['options'],
  ['transport'],
  ['messages'],
  ['i18n'],
  ['(ground floor)'],
];

/** The room of a file under core/ (`(ground floor)` for core/'s own files), or null outside core/. */
function coreRoomOf(path: string): string | null {
  const parts = name(path).split('/');
  if (parts[0] !== 'core') return null;
  return parts.length > 2 ? parts[1]! : '(ground floor)';
}

/** "from → to" for every import of `edges` that points up core/'s levels or across one. */
export function roomViolations(
  edges: readonly { from: string; to: string }[],
  levels: readonly (readonly string[])[],
): string[] {
  const levelOf = (room: string) => levels.findIndex((level) => level.includes(room));
  return edges
    .filter(({ from, to }) => from !== to && levelOf(from) !== -1 && levelOf(to) <= levelOf(from))
    .map(({ from, to }) => `${from} → ${to}`);
}

/** The modules a file loads at run time: `import type` / `export type` statements load nothing. */
function runtimeImportsOf(file: string): { specifier: string; dynamic: boolean }[] {
  const source = readFileSync(file, 'utf8');
  const statements = [...source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)]
    .filter((match) => !match[1])
    .map((match) => ({ specifier: match[2]!, dynamic: false }));
  const bare = [...source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((m) => ({ specifier: m[1]!, dynamic: false }));
  const dynamic = [...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({
    specifier: m[1]!,
    dynamic: true,
  }));
  return [...statements, ...bare, ...dynamic];
}

describe('src/ is laid out in layers of small files', () => {
  it('has no import circle', () => {
    expect(cycles()).toEqual([]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    expect(longFiles()).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(longFunctions(files, MAX_FUNCTION_LINES)).toEqual([]);
  });

  it('counts a function from its declaration to its closing brace', () => {
    const body = Array.from({ length: 79 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'papo-long-'));
    const fits = join(dir, 'fits.ts');
    const over = join(dir, 'over.ts');
    writeFileSync(fits, `/** Doc. */\nexport function fits() {\n${body.split('\n').slice(1).join('\n')}\n}\n`);
    writeFileSync(over, `export const over = () => {\n${body}\n};\n`);
    try {
      expect(longFunctions([fits, over], MAX_FUNCTION_LINES).map((found) => found.split(' ')[1])).toEqual(['over']);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('imports only downwards: core knows no React and no UI, the UI knows no adapter', () => {
    const violations = files.flatMap((file) => {
      const rule = FORBIDDEN[layerOf(file)];
      if (!rule) return [];
      const { specifiers, local } = graph.get(file)!;
      return [
        ...local
          .filter((target) => rule.layers.includes(layerOf(target)))
          .map((target) => `${name(file)} → ${name(target)}`),
        ...specifiers.filter((s) => rule.packages?.test(s)).map((s) => `${name(file)} → ${s}`),
      ];
    });
    expect(violations).toEqual([]);
    expect(graph.size).toBeGreaterThan(50);
  });

  it("keeps core/'s rooms in order: store → n8n → options → transport → messages → i18n → the ground floor", () => {
    const edges = files.flatMap((file) => {
      const from = coreRoomOf(file);
      // The lazy chunks import only types, from every level (their own test, below).
      if (from === null || from === 'execution' || from === 'agents') return [];
      return graph.get(file)!.local.flatMap((target) => {
        const to = coreRoomOf(target);
        return to === null ? [] : [{ from, to, files: `${name(file)} → ${name(target)}` }];
      });
    });
    const upwards = edges.filter((edge) => roomViolations([edge], CORE_LEVELS).length > 0).map((edge) => edge.files);
    expect(upwards).toEqual([]);
    // Every folder of core/ is placed: a new backend goes on n8n's level, a new room on its own.
    expect(new Set(files.map(coreRoomOf).filter((room) => room !== null))).toEqual(new Set(CORE_LEVELS.flat()));
  });

  it("tells an import up or across core/'s levels from one down or within a room", () => {
    const levels = [['store'], ['n8n', 'ai-sdk'], ['messages'], ['(ground floor)']];
    const edges = [
      { from: 'store', to: 'n8n' },
      { from: 'n8n', to: 'n8n' },
      { from: 'n8n', to: '(ground floor)' },
      { from: 'messages', to: 'n8n' },
      { from: 'ai-sdk', to: 'n8n' },
      { from: '(ground floor)', to: 'messages' },
    ];
    expect(roomViolations(edges, levels)).toEqual(['messages → n8n', 'ai-sdk → n8n', '(ground floor) → messages']);
  });

  it.each(LAZY_CHUNKS)(
    'keeps $folder apart: it imports only types from outside, and is reached only by import()',
    ({ folder, loader, packages }) => {
      const inside = (path: string) => name(path).startsWith(folder);
      const edges = files.flatMap((file) =>
        runtimeImportsOf(file).map(({ specifier, dynamic }) => {
          const target = resolveLocal(file, specifier);
          return { from: file, to: target, specifier, dynamic };
        }),
      );
      const outward = edges
        .filter(
          ({ from, to, specifier }) =>
            inside(from) && (to === null ? !packages.includes(specifier as never) : !inside(to)),
        )
        .map(({ from, specifier }) => `${name(from)} → ${specifier}`);
      expect(outward).toEqual([]);
      const inward = edges
        .filter(({ from, to }) => !inside(from) && to !== null && inside(to))
        .map(({ from, to, dynamic }) => `${name(from)} → ${name(to!)}${dynamic ? '' : ' (static)'}`);
      expect(inward).toEqual([loader]);
    },
  );
});

/**
 * The reference server's rooms: the program (cli, config, server) at the top, chat/ (the n8n
 * Chat Trigger protocol: routes, request parsing, CORS) under it, and under chat/ the rooms it
 * uses, which know nothing of it nor of each other: http/ (bodies, connections, static files),
 * history/ (SQLite on its thread) and lia/ (retrieval).
 */
const SERVER_ROOMS: Record<string, string[]> = {
  chat: ['http', 'history', 'lia'],
  http: [],
  history: [],
  lia: [],
};

describe('the reference server is laid out in rooms of small files', () => {
  const server = importGraph(resolve('examples/webhook-server/src'), /\.js$/);
  const roomOf = (path: string) => {
    const parts = server.name(path).split('/');
    return parts.length > 1 ? parts[0]! : 'program';
  };

  it('has no import circle', () => {
    expect(server.cycles()).toEqual([]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    expect(server.longFiles()).toEqual([]);
  });

  it('imports only downwards: the program → chat/ → http/, history/, lia/, which import no other room', () => {
    const violations = server.files.flatMap((file) => {
      const room = roomOf(file);
      const allowed = SERVER_ROOMS[room];
      if (!allowed) return [];
      return server.graph
        .get(file)!
        .local.filter((target) => roomOf(target) !== room && !allowed.includes(roomOf(target)))
        .map((target) => `${server.name(file)} → ${server.name(target)}`);
    });
    expect(violations).toEqual([]);
    expect(new Set(server.files.map(roomOf))).toEqual(new Set(['program', ...Object.keys(SERVER_ROOMS)]));
    expect(server.graph.size).toBeGreaterThan(40);
  });
});
