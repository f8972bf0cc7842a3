// `npm run api:check` (in `npm test`) and `npm run api:update`: the public surface of the
// package's three entry points, written as declarations without bodies or comments, and
// compared with the checked-in api/papo-chat.api.d.ts. A change to what an integrator can
// import, or to the shape of a type they can reach, fails the check until the report is
// updated with it, so the change is seen in review (the role of API Extractor's report,
// without its second TypeScript).
//
// How: TypeScript emits the declarations of src/ in memory; for each name an entry exports,
// its declaration is printed; then every type those declarations name that is not exported
// itself (`ChatState`'s `WaitingExecution`…) is printed too, under "reached".
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const REPORT = 'api/papo-chat.api.d.ts';
/** Where the declarations would go: they only ever exist in memory. */
const OURS = resolve('.api-out');
const ENTRIES = [
  ['papo-chat', 'src/index.ts'],
  ['papo-chat/react', 'src/react/index.ts'],
  ['papo-chat/element', 'src/element/index.ts'],
  ['papo-chat/migrate', 'src/migrate.ts'],
];

/** Every .d.ts that TypeScript writes for the entries and what they import, by path. */
function emitDeclarations(entries, rootDir, overrides) {
  const { config } = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  const options = { ...ts.parseJsonConfigFileContent(config, ts.sys, process.cwd()).options, ...overrides };
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    { ...options, noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir, outDir: OURS },
  );
  const files = new Map();
  const { diagnostics } = program.emit(undefined, (path, text) => files.set(resolve(path), text));
  if (diagnostics.length > 0) throw new Error(ts.formatDiagnostics(diagnostics, ts.createCompilerHost(options)));
  return files;
}

/** A program over the emitted declarations alone, so every type in them is written out. */
function declarationProgram(files, entries, rootDir, overrides) {
  const options = {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    types: [],
    ...overrides,
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, directoryExists } = host;
  const folders = new Set(
    [...files.keys()].flatMap((path) =>
      path
        .split('/')
        .slice(1, -1)
        .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`),
    ),
  );
  host.fileExists = (path) => files.has(resolve(path)) || fileExists(path);
  host.directoryExists = (path) => folders.has(resolve(path)) || (directoryExists?.(path) ?? false);
  host.readFile = (path) => files.get(resolve(path)) ?? readFile(path);
  const roots = entries.map(([, file]) => join(OURS, relative(rootDir, file).replace(/\.tsx?$/, '.d.ts')));
  return { program: ts.createProgram(roots, options, host), roots };
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** The statement that declares `declaration` (a variable's is its `declare const …;`). */
function statementOf(declaration) {
  let node = declaration;
  while (node.parent && !ts.isSourceFile(node.parent)) node = node.parent;
  return node;
}

/**
 * The members of each union, sorted: TypeScript writes them in the order it first met their
 * types, which moves when unrelated code does, and the report must change only with the API.
 */
function sortUnions(statement) {
  const text = (node) => printer.printNode(ts.EmitHint.Unspecified, node, statement.getSourceFile());
  const visit = (node) => {
    const visited = ts.visitEachChild(node, visit, undefined);
    if (!ts.isUnionTypeNode(visited)) return visited;
    const types = [...visited.types].sort((a, b) => text(a).localeCompare(text(b)));
    return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(types));
  };
  return visit(statement);
}

function printStatement(statement) {
  const text = printer.printNode(ts.EmitHint.Unspecified, sortUnions(statement), statement.getSourceFile());
  return text.replace(/^export (default )?/, '').replace(/^declare /, '');
}

/** Our own (non-library) declarations of the names a statement uses as types. */
function typesNamedIn(statement, checker) {
  const found = [];
  const visit = (node) => {
    const name = ts.isTypeReferenceNode(node)
      ? node.typeName
      : ts.isExpressionWithTypeArguments(node)
        ? node.expression
        : ts.isTypeQueryNode(node)
          ? node.exprName
          : null;
    if (name) {
      let symbol = checker.getSymbolAtLocation(name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? []) {
        if (resolve(declaration.getSourceFile().fileName).startsWith(OURS)) found.push(declaration);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return found;
}

/**
 * `entries`: [import name, source file]; `rootDir`: the folder holding every source file;
 * `overrides`: compiler options over tsconfig.json's (a test's fixture needs no DOM library).
 */
export function apiReport(entries = ENTRIES, rootDir = 'src', overrides = {}) {
  const files = emitDeclarations(entries, resolve(rootDir), overrides);
  const { program, roots } = declarationProgram(files, entries, resolve(rootDir), overrides);
  const checker = program.getTypeChecker();
  const printed = new Set();
  const reached = [];
  const sections = [];
  for (const [index, [name]] of entries.entries()) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(roots[index]));
    const lines = [];
    for (const exported of checker.getExportsOfModule(module).sort((a, b) => a.name.localeCompare(b.name))) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const statements = [...new Set((target.declarations ?? []).map(statementOf))];
      const renamed = target.name === exported.name ? '' : ` (as ${exported.name})`;
      for (const statement of statements) {
        printed.add(statement);
        lines.push(`// ${exported.name}${renamed}`, printStatement(statement));
        reached.push(...typesNamedIn(statement, checker));
      }
    }
    sections.push(`// ━━ ${name} ━━\n\n${lines.join('\n')}`);
  }
  // What the public declarations name without it being exported: its shape is public too.
  const internal = [];
  for (let next = reached.shift(); next; next = reached.shift()) {
    const statement = statementOf(next);
    if (printed.has(statement)) continue;
    printed.add(statement);
    internal.push(printStatement(statement));
    reached.push(...typesNamedIn(statement, checker));
  }
  internal.sort();
  sections.push(`// ━━ reached from the above, not exported ━━\n\n${internal.join('\n')}`);
  return `// The public API of papo-chat: npm run api:update rewrites this file.\n\n${sections.join('\n\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = apiReport();
  if (process.argv.includes('--update')) {
    writeFileSync(REPORT, report);
    console.log(`wrote ${REPORT}`);
  } else {
    let checkedIn = '';
    try {
      checkedIn = readFileSync(REPORT, 'utf8');
    } catch {
      // Reported below as a change.
    }
    if (checkedIn !== report) {
      console.error(
        `✖ The public API differs from ${REPORT}. If the change is meant, run \`npm run api:update\` and commit the report.`,
      );
      const fresh = join(tmpdir(), 'papo-chat.api.d.ts');
      writeFileSync(fresh, report);
      console.error(`  The surface now: ${fresh} (diff it with the report to see the change).`);
      process.exit(1);
    }
    console.log(`✔ The public API matches ${REPORT}.`);
  }
}
