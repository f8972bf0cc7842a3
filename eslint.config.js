import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Only source: build output, and the copies of the built bundle that examples/plain-html's
    // README has you put beside its pages (ESLint does not read .gitignore files).
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'storybook-static/**',
      '**/.astro/**',
      'examples/plain-html/papo-chat*.js',
      'examples/plain-html/chunks/**',
      // Written by `npm run api:update`: the printed public API, not source.
      'api/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The core is framework-free (STYLE.md): an arrow goes only downwards.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '../ui/*', '../embed/*'] }],
    },
  },
);
