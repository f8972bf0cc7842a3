/**
 * What differs between the two widgets, in one place: their options for each scenario and
 * the selectors Playwright uses to type into them.
 */
import { WEBHOOK_PATH } from '../../test/helpers/static-server.mjs';

export const WIDGETS = ['papo', 'n8n'];

export const INPUT = {
  papo: '.papo-input__textarea',
  n8n: 'textarea[data-test-id="chat-input"]',
};

export const TOGGLE = {
  papo: '.papo-toggle',
  n8n: '.chat-window-toggle',
};

/** The floating window both widgets default to, talking to our webhook. */
export function windowOptions(server, extra = {}) {
  return { webhookUrl: `${server.url}${WEBHOOK_PATH}`, mode: 'window', loadPreviousSession: true, ...extra };
}

/** Filling the page's fixed 400 × 600 chat area, so both lists have the same viewport. */
export function boxOptions(server, extra = {}) {
  return windowOptions(server, { mode: 'fullscreen', target: '#chat-box', ...extra });
}
