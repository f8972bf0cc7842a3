/**
 * The little CSS the page gets before the visitor shows intent: host, toggle, loading/error
 * panel, and the window drawn on a click before the chat's code (src/embed/drawn-window.ts).
 */
import { primaryButton } from '../ui/button-css';
import { launcherDarkStyles } from '../ui/dark-styles';
import { windowFrameStyles } from '../ui/frame.styles';
import { css, token } from '../ui/tokens';

/**
 * The page's own rules reach the host element (a `* { color: red }` matches it) and beat a
 * normal `:host` rule, which would let them flow into the widget by inheritance. An
 * important `:host` declaration beats the page's, important or not. `all` leaves custom
 * properties alone, so the page's `--chat--*` theme still comes through.
 */
export const launcherStyles = css`
  :host {
    all: initial !important;
    display: contents !important;
    font-family: ${token('font-family')} !important;
    font-size: 16px !important;
    line-height: 1.5 !important;
    color: ${token('color-dark')} !important;
  }
  :host([data-mode='fullscreen']) {
    display: block !important;
    width: 100% !important;
    height: 100% !important;
  }
  /* One rule for what the toggle and the panel above it share: fewer bytes before intent. */
  .papo-toggle,
  .papo-status {
    position: fixed;
    z-index: ${token('window--z-index')};
    inset-inline-end: ${token('window--right')};
  }
  .papo-toggle {
    bottom: ${token('window--bottom')};
    display: grid;
    place-items: center;
    width: ${token('toggle--size')};
    height: ${token('toggle--size')};
    padding: 0;
    border: 0;
    border-radius: ${token('toggle--border-radius')};
    background: ${token('toggle--background')};
    color: ${token('toggle--color')};
    box-shadow: 0 4px 12px rgba(16, 19, 48, 0.3);
    cursor: pointer;
    transition: transform ${token('transition-duration')} ease-out;
  }
  .papo-toggle svg {
    width: 32px;
    height: 32px;
    fill: currentColor;
  }
  .papo-toggle:hover {
    background: ${token('toggle--hover--background')};
    transform: scale(1.05);
  }
  .papo-toggle:active {
    background: ${token('toggle--active--background')};
    transform: scale(0.95);
  }
  .papo-toggle:focus-visible {
    outline: 3px solid ${token('toggle--background')};
    outline-offset: 3px;
  }
  .papo-status {
    bottom: calc(${token('window--bottom')} + ${token('toggle--size')} + 0.75rem);
    max-width: min(${token('window--width')}, calc(100vw - 2rem));
    padding: ${token('spacing')};
    border-radius: ${token('border-radius')};
    background: ${token('color-white')};
    color: ${token('color-dark')};
    box-shadow: 0 12px 32px rgba(16, 19, 48, 0.25);
  }
  :host([data-mode='fullscreen']) .papo-status {
    position: static;
    max-width: none;
    box-shadow: none;
  }
  .papo-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  ${primaryButton('.papo-status button', '0.5em 1em', '\n    margin-top: 0.5em;\n    font: inherit;')}
  .papo-spinner {
    display: block;
    width: 1.5em;
    height: 1.5em;
    margin: auto;
    border: 3px solid ${token('color-light-shade-50')};
    border-top-color: ${token('color-primary')};
    border-radius: 50%;
    animation: papo-spin 0.8s linear infinite;
  }
  /* Where the messages will be: one grey bubble while the chat's code is on its way. */
  .papo-skeleton {
    width: 70%;
    height: 4em;
    margin: ${token('spacing')};
    border-radius: ${token('border-radius')};
    background: ${token('color-light-shade-50')};
  }
  @keyframes papo-spin {
    to {
      transform: rotate(360deg);
    }
  }
  /*
   * Phones: the open window covers the screen (see the chat's styles), where the toggle
   * would sit on the send button. The header's close button closes it instead; without
   * one, the toggle moves to the top corner, over the header.
   */
  @media (max-width: 639.98px) {
    :host([data-close-button]) .papo-toggle[aria-expanded='true'] {
      display: none;
    }
    .papo-toggle[aria-expanded='true'] {
      top: 0.5rem;
      inset-inline-end: 0.5rem;
      bottom: auto;
      width: 44px;
      height: 44px;
      box-shadow: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .papo-toggle,
    .papo-spinner {
      animation: none;
      transition: none;
    }
  }
  ${windowFrameStyles}
  ${launcherDarkStyles}
`;
