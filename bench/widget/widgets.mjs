/**
 * What differs between the widgets, in one place: their names in the table, their options
 * for each scenario and the selectors Playwright uses to type into them.
 */
import { WEBHOOK_PATH } from '../../test/helpers/static-server.mjs';

/** Papo first, then the peers it is compared with, as the table's columns. */
export const WIDGETS = ['papo', 'n8n', 'n8n137', 'deepchat'];
export const PEERS = WIDGETS.slice(1);

export const INPUT = {
  papo: '.papo-input__textarea',
  n8n: 'textarea[data-test-id="chat-input"]',
  n8n137: 'textarea[data-test-id="chat-input"]',
  deepchat: '#text-input',
};

/** deep-chat has no toggle: it is always open where the page puts it. */
export const TOGGLE = {
  papo: '.papo-toggle',
  n8n: '.chat-window-toggle',
  n8n137: '.chat-window-toggle',
};

/** The floating window the widgets default to, talking to our webhook. */
export function windowOptions(server, extra = {}) {
  return { webhookUrl: `${server.url}${WEBHOOK_PATH}`, mode: 'window', loadPreviousSession: true, ...extra };
}

/** Filling the page's fixed 400 × 600 chat area, so every list has the same viewport. */
export function boxOptions(server, extra = {}) {
  return windowOptions(server, { mode: 'fullscreen', target: '#chat-box', ...extra });
}
