// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { codeThemes } from './src/config/shiki.mjs';
import { tidyBuild } from './src/integrations/tidy-build.mjs';
import { papoDiagramFrame } from './src/integrations/papo-diagram-frame.mjs';

export default defineConfig({
  site: 'https://docs.atesta.example',
  trailingSlash: 'never',
  build: { format: 'directory' },
  // Astro's own "prefetch all" falls back to prefetch-on-tap on 2g/Save-Data connections;
  // src/scripts/prefetch.ts prefetches on hover/focus itself and skips slow connections entirely.
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  integrations: [mdx(), react(), sitemap(), tidyBuild(), papoDiagramFrame()],
  markdown: {
    shikiConfig: {
      themes: codeThemes,
      defaultColor: false,
    },
  },
  devToolbar: { enabled: false },
  // `npm run dev` at the root runs the reference webhook server beside `astro dev`; the
  // chat's same-origin /webhook/chat reaches it through this proxy.
  vite: process.env.PAPO_WEBHOOK_PROXY ? { server: { proxy: { '/webhook': process.env.PAPO_WEBHOOK_PROXY } } } : {},
});
