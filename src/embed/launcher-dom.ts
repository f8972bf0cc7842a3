/**
 * The plain-DOM toggle button, there before React loads (the chat drawn while its code is
 * on its way is drawn-window.ts).
 */
import type { LauncherStrings } from '../core/i18n/languages';
import { CHAT_ICON_PATH, CHEVRON_DOWN_ICON_PATH } from '../ui/icon-paths';

const SVG_NS = 'http://www.w3.org/2000/svg';

export function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  // Size and colour come from the launcher's CSS (.papo-toggle svg, .papo-header__close svg): fewer bytes than attributes.
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
    button.setAttribute('aria-label', (button.title = open ? strings.closeChat : strings.openChat));
    // Only when the icon changes (one not shown has no parent): options arriving with the
    // chat's code draw the toggle again, and an icon taken out and put back between a press
    // and its release can cost the click. Written as the lines above: the npm build has no byte to spare.
    if (!(open ? chevron : chat).parentNode) button.replaceChildren(open ? chevron : chat);
  };
  render(false);
  return { button, render };
}
