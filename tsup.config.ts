import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const define = { __PAPO_VERSION__: JSON.stringify(version) };

/** The standalone bundle carries its own React, in production mode. */
const browser: Options = {
  outDir: 'dist/browser',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  noExternal: [/.*/],
  define: { ...define, 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options) {
    options.legalComments = 'none';
    options.chunkNames = 'chunks/[name]-[hash]';
  },
};

export default defineConfig([
  {
    // The npm package: React, markdown-it, highlight.js and valibot stay the integrator's.
    entry: { index: 'src/index.ts', react: 'src/embed/react.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    target: 'es2022',
    define,
    external: ['react', 'react-dom'],
  },
  {
    ...browser,
    // The loader a <script> tag runs: toggle button only; fetches papo-chat.app.js on intent.
    entry: { 'papo-chat': 'src/embed/browser.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
  },
  {
    ...browser,
    entry: { 'papo-chat.app': 'src/embed/app.tsx' },
    format: ['esm'],
    splitting: true,
    outExtension: () => ({ js: '.js' }),
  },
]);
