import type { Preview } from '@storybook/react-vite';
import preview from '../preview.js';

export default { ...preview, initialGlobals: { scheme: 'dark', dir: 'rtl' } } satisfies Preview;
