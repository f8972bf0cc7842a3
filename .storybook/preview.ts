import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { loadChat, withChat } from '../stories/support/withChat';

// The play functions' findBy…/waitFor wait for a condition; the default 1 s is too short
// when the story tests run on a loaded machine.
configure({ asyncUtilTimeout: 20_000 });

const preview: Preview = {
  parameters: {
    // Any axe violation fails the story's test (TOOLCHAIN.md trap 5).
    a11y: { test: 'error' },
    layout: 'centered',
    viewport: {
      options: {
        narrowPhone: { name: 'Narrow phone (360 × 640)', styles: { width: '360px', height: '640px' }, type: 'mobile' },
      },
    },
  },
  // The toolbar's colour scheme and direction; unset, each story's options decide (withChat.tsx).
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: { title: 'Scheme', icon: 'contrast', items: ['light', 'dark', 'auto'], dynamicTitle: true },
    },
    dir: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
  },
  // Every story renders chat UI around a real store whose webhook is a fake: no network.
  loaders: [loadChat],
  decorators: [withChat],
};

export default preview;
