/**
 * The plain-DOM part of the widget that exists before React loads: the toggle button and
 * a status panel (a spinner while the chat loads, or an error with Retry if it cannot).
 */
import type { LauncherStrings } from '../core/languages';
import { CHAT_ICON_PATH, CHEVRON_DOWN_ICON_PATH } from '../ui/icon-paths';

const SVG_NS = 'http://www.w3.org/2000/svg';

function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  // Size and colour come from the launcher's CSS (.papo-toggle svg): fewer bytes than attributes.
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS(SVG_NS, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

export function createToggle(root: ShadowRoot, strings: LauncherStrings) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'papo-toggle';
  const chat = icon(CHAT_ICON_PATH);
  const chevron = icon(CHEVRON_DOWN_ICON_PATH);
  root.append(button);

  const render = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? strings.closeChat : strings.openChat);
    button.title = open ? strings.closeChat : strings.openChat;
    button.replaceChildren(open ? chevron : chat);
  };
  render(false);
  return { button, render };
}

export function createStatusPanel(root: ShadowRoot, strings: LauncherStrings, onRetry: () => void) {
  const panel = document.createElement('div');
  panel.className = 'papo-status';
  panel.setAttribute('role', 'status');
  panel.hidden = true;
  root.append(panel);

  return {
    showLoading() {
      const spinner = document.createElement('span');
      spinner.className = 'papo-spinner';
      const label = document.createElement('span');
      label.className = 'papo-visually-hidden';
      label.textContent = strings.typing;
      panel.replaceChildren(spinner, label);
      panel.hidden = false;
    },
    showError() {
      const text = document.createElement('div');
      text.textContent = strings.loadError;
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = strings.retry;
      retry.addEventListener('click', onRetry);
      panel.replaceChildren(text, retry);
      panel.hidden = false;
      retry.focus();
    },
    hide() {
      panel.hidden = true;
      panel.replaceChildren();
    },
  };
}
