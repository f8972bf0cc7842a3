import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, transform, type Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { themeTokenDefaults } from './src/ui/tokens';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const define = { __PAPO_VERSION__: JSON.stringify(version) };

/**
 * The style modules (`*styles.ts`) build their CSS from the `--chat--*` token defaults at
 * run time in tests and stories; in the build they are run once and replaced by their CSS,
 * whitespace removed, so the bundles carry neither the token table nor the indentation.
 */
const staticStyles: Plugin = {
  name: 'papo-static-styles',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[/\\]src[/\\].*styles\.ts$/ }, async ({ path }) => {
      const bundled = await build({
        entryPoints: [path],
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        write: false,
      });
      const source = bundled.outputFiles[0]!.text;
      const styles = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as Record<
        string,
        unknown
      >;
      const exports: string[] = [];
      for (const [name, value] of Object.entries(styles)) {
        if (typeof value !== 'string') throw new Error(`${path}: export "${name}" is not a CSS string.`);
        const { code } = await transform(value, { loader: 'css', minify: true });
        // esbuild keeps the space in `var(--name, fallback)`, which a fallback does not need,
        // nor does a custom property's value need the space after its colon; nor does it
        // shorten a colour inside a fallback (#ffffff), unquote an attribute selector's
        // identifier ([data-scheme="dark"]) or take the spaces out of `grid-area: 1 / 2`.
        const packed = code
          .trim()
          .replace(/var\((--[\w-]+), /g, 'var($1,')
          .replace(/([;{]--[\w-]+): /g, '$1:')
          .replace(/#([\da-f])\1([\da-f])\2([\da-f])\3(?![\da-f])/g, '#$1$2$3')
          .replace(/\[([\w-]+)="([a-z][\w-]*)"\]/g, '[$1=$2]')
          .replace(/(grid-(?:area|column|row):[^;}]*)/g, (grid) => grid.replaceAll(' / ', '/'));
        exports.push(`export const ${name} = ${JSON.stringify(packed)};`);
      }
      return { contents: exports.join('\n'), loader: 'js' };
    });
  },
};

/**
 * A plugin that leaves an import (`filter`) out of the file being built: that file imports
 * `./<file>` by URL instead, a file of its own built beside it.
 */
function besideApp(filter: RegExp, file: string): Plugin {
  return {
    name: `papo-${file}-beside-app`,
    setup(esbuild) {
      esbuild.onResolve({ filter }, () => ({ path: `./${file}`, external: true }));
    },
  };
}

/**
 * In the standalone bundle the highlighter is a file of its own, next to the app, that the
 * app imports by URL. Built as a chunk of the app it would share esbuild's CommonJS helpers
 * with it through a third file, which the browser can only request once the app has
 * arrived and been parsed: one more round trip between a click and the chat.
 */
const highlighterBesideApp = besideApp(/^\.\/markdown\/highlight$/, 'papo-chat.highlight.js');

/**
 * Likewise n8n's wait-for-reply code (src/core/execution/, imported by
 * src/core/store/store-execution.ts): its own file beside the app, `papo-chat.wait.js`, fetched the first time a workflow answers over a socket. It imports
 * only types from the rest of the chat's code, so it carries no second copy of anything
 * (an error class copied there would fail integrators' `instanceof`).
 */
const socketWaitBesideApp = besideApp(/^\.\.\/execution\/wait$/, 'papo-chat.wait.js');

/**
 * Likewise the agent backends' code (src/core/agents/, imported by
 * src/core/store/store-agents.ts): `papo-chat.agent.js`, fetched by a chat whose
 * `transport` is not n8n on its first message. Types only from the rest, as for the wait.
 */
const agentBesideApp = besideApp(/^\.\.\/agents\/agent$/, 'papo-chat.agent.js');

/**
 * Likewise markdown (markdown-it and the chat's rules for it: src/ui/markdown/engine.ts):
 * `papo-chat.markdown.js`, fetched when a reply is coming (typing, a send) or a message with
 * markdown syntax is shown, not when the chat opens (docs/performance.md#when-each-file-is-fetched).
 * It imports no React. Its loader, `./load-engine`, becomes `load-engine-standalone.ts`,
 * which fetches it by URL and again under a new URL after a failure.
 */
const markdownBesideApp: Plugin = {
  name: 'papo-markdown-beside-app',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\/load-engine$/ }, ({ resolveDir }) => ({
      path: join(resolveDir, 'load-engine-standalone.ts'),
    }));
  },
};

/**
 * Likewise KaTeX (src/ui/markdown/math.ts, imported by math-rule.ts in the markdown file):
 * `papo-chat.math.js` beside it, fetched the first time a reply holds math with
 * `markdown: { math: true }`.
 */
const mathBesideMarkdown = besideApp(/^\.\/math$/, 'papo-chat.math.js');

/**
 * Likewise the chat's side of a diagram (src/ui/markdown/diagram-host.ts, imported by
 * diagram-rule.ts in the markdown file): `papo-chat.diagram-host.js` beside it, fetched the
 * first time a reply holds a ```` ```mermaid ```` block with `markdown: { diagrams: true }`.
 */
const diagramHostBesideMarkdown = besideApp(/^\.\/diagram-host$/, 'papo-chat.diagram-host.js');

/**
 * markdown-it's `uc.micro` import gets src/ui/markdown/uc-micro.ts, which takes the lists
 * linkify-it needs from uc.micro itself and the symbol class from the browser.
 */
const ucMicroFromTheBrowser: Plugin = {
  name: 'papo-uc-micro-from-the-browser',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^uc\.micro$/ }, ({ importer }) =>
      /uc-micro\.ts$/.test(importer) ? undefined : { path: join(process.cwd(), 'src/ui/markdown/uc-micro.ts') },
    );
  },
};

/**
 * Likewise each language's pack (src/core/i18n/packs/, imported by src/core/i18n/pack-import.ts):
 * `papo-chat.lang-de.js` beside the app, fetched the first time a chat is in that language.
 */
const packsBesideApp: Plugin = {
  name: 'papo-packs-beside-app',
  setup(esbuild) {
    // Only pack-import.ts's lazy imports: i18n.ts imports Portuguese's, built in.
    esbuild.onResolve({ filter: /^\.\/packs\/[\w-]+$/ }, ({ path, importer }) =>
      importer.endsWith('pack-import.ts')
        ? { path: `./papo-chat.lang-${path.slice(8)}.js`, external: true }
        : undefined,
    );
  },
};

/** The languages that have a pack: one file each, papo-chat.lang-<language>.js. */
const packEntries = Object.fromEntries(
  readdirSync('src/core/i18n/packs').map((file) => {
    const language = file.replace(/\.ts$/, '');
    return [`papo-chat.lang-${language}`, `src/core/i18n/packs/${file}`];
  }),
);

/**
 * The loaders fetch a language's pack from beside their script (a classic script's
 * `import()` would resolve against the page): src/embed/pack-import-beside.ts. They carry
 * English's launcher strings only: Portuguese's come from its pack as well.
 */
const packsBesideScript: Plugin = {
  name: 'papo-packs-beside-script',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\/pack-import$/ }, () => ({
      path: join(process.cwd(), 'src/embed/pack-import-beside.ts'),
    }));
    // Portuguese's launcher strings too come from its pack (src/core/i18n/launcher-pt.ts).
    esbuild.onResolve({ filter: /^\.\/launcher-pt$/ }, () => ({
      path: join(process.cwd(), 'src/embed/launcher-pt-loader.ts'),
    }));
  },
};

/**
 * The two loaders check at once only the options they read before the chat's code is
 * there (src/embed/options-at-once-loader.ts); the chat's code checks every option when it
 * arrives (src/core/options/options-check.ts). The schema, its error texts and the hints of an
 * unknown option are then no part of what a page loads before intent; the npm build
 * checks everything at once and throws.
 */
const optionsAtOnceInLoader: Plugin = {
  name: 'papo-options-at-once-in-loader',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\/options-at-once$/ }, ({ resolveDir }) => ({
      path: join(resolveDir, 'options-at-once-loader.ts'),
    }));
  },
};

/**
 * The standalone chat's code checks each language of `i18n` with the schema only as an
 * object, then its keys by plain code (src/core/options/language-check.ts, which it carries
 * anyway), so it needs no schema with the names of the ~40 strings: an import of
 * `…/i18n/language-schema` (src/core/options/options-schema.ts's) gets its loose twin.
 */
const looseLanguageSchema: Plugin = {
  name: 'papo-loose-language-schema',
  setup(esbuild) {
    esbuild.onResolve({ filter: /(^|\/)i18n\/language-schema$/ }, ({ path, resolveDir }) => ({
      path: join(resolveDir, `${path}-loose.ts`),
    }));
  },
};

/**
 * esbuild wraps each CommonJS module it bundles (React, its scheduler…) as the one method of
 * an object, named by the module's path; `__commonJS` calls that method whatever its name, so
 * the paths are bytes the standalone app carries and never reads. A one-letter name instead
 * (measured: -150 B gzip in papo-chat.app.js). Runs before terser, on esbuild's output.
 */
const shortCommonJsNames: NonNullable<Options['plugins']>[number] = {
  name: 'papo-short-commonjs-names',
  renderChunk(code) {
    return { code: code.replace(/(__commonJS\(\{\s*)"[^"]+"\(/g, '$1m(') };
  },
};

/**
 * The standalone app bundles React's CommonJS build, and esbuild reaches a CommonJS module
 * through one namespace object per importing file: `(0, import_react.useState)(…)` at each of
 * some 240 call sites. The chat's own imports of `react` and `react/jsx-runtime` go to
 * scripts/standalone/, which hands the same functions out by name (measured: -600 B gzip in
 * papo-chat.app.js). React's own `require`s are left alone.
 */
const reactByName: Plugin = {
  name: 'papo-react-by-name',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, ({ path, importer, kind }) => {
      if (kind !== 'import-statement' || !/[/\\]src[/\\]/.test(importer)) return undefined;
      return { path: join(process.cwd(), 'scripts/standalone', path === 'react' ? 'react.mjs' : 'jsx-runtime.mjs') };
    });
  },
};

/** The standalone bundle carries its own React, in production mode. */
const browser: Options = {
  outDir: 'dist/browser',
  platform: 'browser',
  // The code already needs ES2022 at run time (Object.hasOwn, Array.prototype.at).
  target: 'es2022',
  // terser packs these bundles tighter than esbuild (measured: loader −0.3 KB, app −2 KB gzip).
  minify: 'terser',
  terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
  noExternal: [/.*/],
  define: { ...define, 'process.env.NODE_ENV': '"production"' },
  plugins: [shortCommonJsNames],
  esbuildPlugins: [staticStyles],
  esbuildOptions(options) {
    options.legalComments = 'none';
    options.alias = {
      // The browser decodes HTML character references itself (src/ui/markdown/decode-entity.ts).
      entities: './src/ui/markdown/decode-entity.ts',
      // The browser's URL parser writes a host in ASCII (src/ui/markdown/punycode.ts).
      'punycode.js': './src/ui/markdown/punycode.ts',
      // The chat's code checks the options with the part of valibot it needs (src/core/options/valibot-subset.ts).
      valibot: './src/core/options/valibot-subset.ts',
    };
  },
};

/**
 * The two loaders, what a page loads before intent, are packed harder still: hoisting
 * function declarations, inlining only simple functions, and arrows (measured: −66 B gzip
 * in papo-chat.js, −59 B in papo-chat.element.js), in five passes rather than three (−9 B each). Arrows are safe here: no function
 * expression in the launcher is called with `new` or has its prototype read.
 */
const launcher: Options = {
  ...browser,
  format: ['iife'],
  outExtension: () => ({ js: '.js' }),
  terserOptions: {
    ...browser.terserOptions,
    compress: { passes: 5, hoist_funs: true, inline: 1, unsafe_arrows: true },
    // Without esbuild's "use strict" (−9 B gzip): terser's output declares every name, has no
    // function inside a block and no `this` outside class bodies, which are strict anyway,
    // so the directive changes nothing the loaders do.
    module: true,
  },
  esbuildPlugins: [staticStyles, optionsAtOnceInLoader, packsBesideScript],
};

export default defineConfig([
  {
    // The npm package: React, markdown-it, highlight.js and valibot stay the integrator's.
    entry: {
      index: 'src/index.ts',
      react: 'src/react/index.ts',
      element: 'src/element/index.ts',
      migrate: 'src/migrate.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    target: 'es2022',
    define,
    external: ['react', 'react-dom'],
    esbuildPlugins: [staticStyles],
    // The `--chat--*` defaults as data (`papo-chat/theme-tokens.json`), for docs and tools.
    onSuccess: async () =>
      writeFileSync('dist/theme-tokens.json', `${JSON.stringify(themeTokenDefaults(), null, 2)}\n`),
  },
  {
    ...launcher,
    // The loader a <script> tag runs: toggle button only; fetches papo-chat.app.js on intent.
    entry: { 'papo-chat': 'src/embed/browser.ts' },
  },
  {
    ...launcher,
    // The launcher with <papo-chat> instead of window.PapoChat: a page runs one loader or the other.
    entry: { 'papo-chat.element': 'src/element/browser.ts' },
  },
  {
    ...browser,
    // No shared chunks: the app is one file, so everything it needs arrives in one request.
    entry: { 'papo-chat.app': 'src/embed/app.tsx' },
    format: ['esm'],
    splitting: false,
    esbuildPlugins: [
      staticStyles,
      highlighterBesideApp,
      socketWaitBesideApp,
      agentBesideApp,
      markdownBesideApp,
      packsBesideApp,
      looseLanguageSchema,
      reactByName,
    ],
    outExtension: () => ({ js: '.js' }),
  },
  {
    ...browser,
    entry: { 'papo-chat.highlight': 'src/ui/markdown/highlight.ts' },
    format: ['esm'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    ...browser,
    entry: { 'papo-chat.markdown': 'src/ui/markdown/engine.ts' },
    esbuildPlugins: [staticStyles, ucMicroFromTheBrowser, mathBesideMarkdown, diagramHostBesideMarkdown],
    format: ['esm'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    ...browser,
    entry: { 'papo-chat.math': 'src/ui/markdown/math.ts' },
    format: ['esm'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    ...browser,
    entry: { 'papo-chat.diagram-host': 'src/ui/markdown/diagram-host.ts' },
    format: ['esm'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    // The frame Mermaid draws in (src/diagram/), a folder of its own beside the bundle: its page,
    // its script and Mermaid's chunks, one per kind of diagram, fetched by the frame as it needs them.
    ...browser,
    outDir: 'dist/browser/diagram',
    entry: { 'papo-chat.diagram': 'src/diagram/frame.ts' },
    format: ['esm'],
    splitting: true,
    // esbuild's minifier: terser takes minutes over Mermaid for a few bytes in a file fetched by the frame alone.
    minify: true,
    outExtension: () => ({ js: '.js' }),
    onSuccess: async () =>
      copyFileSync('src/diagram/papo-chat.diagram.html', 'dist/browser/diagram/papo-chat.diagram.html'),
  },
  {
    ...browser,
    entry: { 'papo-chat.wait': 'src/core/execution/wait.ts' },
    format: ['esm'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    ...browser,
    entry: { 'papo-chat.agent': 'src/core/agents/agent.ts' },
    format: ['esm'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    ...browser,
    entry: packEntries,
    format: ['esm'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
]);
