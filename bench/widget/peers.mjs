/**
 * The peers Papo is compared with, for the report: their names and installed versions,
 * and why a row has no number for one of them (the table shows `—` and the footnote).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const version = (name) => require(`../node_modules/${name}/package.json`).version;

export const PEER_NAMES = {
  n8n: `n8n ${version('@n8n/chat').replace(/\.0$/, '')}`,
  n8n137: `n8n ${version('n8n-chat-137').replace(/\.0$/, '')}`,
  deepchat: `deep-chat ${version('deep-chat')}`,
};

/** Full package names and versions, for the section's heading and the method notes. */
export const PEER_PACKAGES = {
  n8n: `@n8n/chat ${version('@n8n/chat')}`,
  n8n137: `@n8n/chat ${version('n8n-chat-137')}`,
  deepchat: `deep-chat ${version('deep-chat')}`,
};

/** Footnote marks for rows a peer cannot do; each maps a row (by its measurement) to a reason. */
export const CANNOT = {
  deepchat: {
    mark: 'ᵃ',
    measurements: ['openCold', 'openWarm', 'openRemote'],
    reason:
      'deep-chat has no launcher: it is an element that shows its chat, open, wherever the page puts it ' +
      '(here in the 400 × 600 chat area from the start), so there is no click to time. Its cost of being open ' +
      'at once is in rows 1 and 2.',
  },
};
