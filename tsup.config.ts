import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Integrators bring their own React; everything in dependencies stays external too.
  external: ['react', 'react-dom'],
  treeshake: true,
});
