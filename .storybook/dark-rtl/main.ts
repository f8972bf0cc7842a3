/**
 * The same Storybook, for the `storybook-dark-rtl` test project: every story again in the dark
 * scheme, right to left (preview.ts here), so axe checks the dark palette's contrast and the
 * mirrored layout. Story paths are relative to this folder.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import config from '../main.js';

export default { ...config, stories: ['../../stories/**/*.stories.tsx'] } satisfies StorybookConfig;
