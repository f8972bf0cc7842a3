/**
 * The dark colour scheme (docs/decisions.md#theming). createChat puts the `colorScheme` option
 * on the host as `data-scheme`; with 'dark', or 'auto' on a system set to dark (a media query,
 * so it follows a change live), these rules give the `--chat--*` colours their dark values.
 * Declared on the host, they replace values inherited from the page's `:root`; the
 * integrator's `theme` is set on the host element itself, which beats any rule of the shadow
 * root, so it still wins in both schemes. Roles keep their n8n names: `color-white` is the
 * surface and the text on primary, `color-dark` the text. Every pair meets WCAG AA (the story
 * tests run axe in dark).
 *
 * The launcher's part holds only what the toggle, the loading panel and the window it draws use, as it is in the
 * loader's bytes; the rest arrives with the chat's code.
 */
import { css } from './tokens';

/** The rules of `declarations` in the dark scheme; gzip makes the repeated block nearly free. */
function inDarkScheme(declarations: string): string {
  return css`
    :host([data-scheme='dark']) {
      ${declarations}
    }
    @media (prefers-color-scheme: dark) {
      :host([data-scheme='auto']) {
        ${declarations}
      }
    }
  `;
}

export const launcherDarkStyles = inDarkScheme(css`
  --chat--color-primary: #8ab4ff;
  --chat--color-primary-shade-50: #a8c7ff;
  --chat--color-primary-shade-100: #c6d9ff;
  --chat--color-white: #14172a;
  --chat--color-dark: #e8eaf6;
  --chat--color-light-shade-50: #2c3150;
  --chat--color-light: #1c2035;
  --chat--header--background: #0d0f1c;
  --chat--header--color: #e8eaf6;
`);

export const chatDarkStyles = inDarkScheme(css`
  /* Dark scroll bars; important to beat the launcher's \`all: initial !important\`. */
  color-scheme: dark !important;
  --chat--color-secondary: #5fd3bf;
  --chat--color-secondary-shade-50: #86dfcf;
  --chat--color-light-shade-100: #454b6e;
  --chat--color-medium: #5a6088;
  --chat--color-disabled: #9ea3c0;
  --chat--color-typing: #c5c9e0;
  --chat--color-error: #ff8a80;
  --chat--message--bot--background: #262b45;
  --chat--message--pre--background: rgba(255, 255, 255, 0.08);
  --chat--code--comment: #a0a8b8;
  --chat--code--keyword: #ff9a92;
  --chat--code--string: #a5d6ff;
  --chat--code--literal: #79c0ff;
  --chat--code--title: #d2a8ff;
  --chat--code--tag: #7ee787;
`);
