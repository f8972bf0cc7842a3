/**
 * The shape of src/ (docs/architecture.md#the-layers) and of the reference server's src/
 * (examples/webhook-server/README.md#layout): small files, no import circles, and every import
 * pointing down the layers (core ← ui ← react/embed; lia, history, http ← chat ← the program).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 250;

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

describe('src/ is laid out in layers of small files', () => {
  it('has no import circle', () => {
    expect(cycles()).toEqual([]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    expect(longFiles()).toEqual([]);
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
