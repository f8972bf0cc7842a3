import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // No calls home from CI or from a developer's machine.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    define: { ...viteConfig.define, __PAPO_VERSION__: JSON.stringify(version) },
    // Storybook's own preview bundle (React, axe, the test tools) is over Vite's 500 kB hint.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 },
  }),
};

export default config;
