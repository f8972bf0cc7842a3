/**
 * The little CSS the page gets before the visitor shows intent: host, toggle, and the window
 * (loading, or failed with Retry) drawn on a click before the chat's code (src/embed/drawn-window.ts).
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
  .papo-toggle {
    position: fixed;
    z-index: ${token('window--z-index')};
    inset-inline-end: ${token('window--right')};
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
    /* A layer of its own from the start: when it grew on hover, Chromium drew the area
       around it again without the open window's shadow (cut off left of the toggle). */
    will-change: transform;
  }
  svg {
    fill: currentColor;
  }
  .papo-toggle svg {
    width: 32px;
    height: 32px;
  }
  /* The drawn header's close button: its icon as the chat's (Header.tsx). */
  .papo-header__close svg {
    width: 18px;
    height: 18px;
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
  /* Where the messages will be: one grey bubble while the chat's code is on its way. */
  .papo-skeleton {
    width: 70%;
    height: 4em;
    margin: ${token('spacing')};
    border-radius: ${token('border-radius')};
    background: ${token('color-light-shade-50')};
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
    .papo-toggle {
      transition: none;
    }
  }
  /* The chat's code could not load: what failed and Retry, where the messages would be. */
  .papo-failed {
    margin: auto;
    padding: ${token('spacing')};
    text-align: center;
  }
  ${primaryButton('.papo-failed button', '0.5em 1em', '\n    margin-top: 0.5em;')}
  /* Empty until the chat renders: the drawn fullscreen chat has the room until then. */
  .papo-root:empty {
    display: none;
  }
  /* The room of the chat's buttons in the drawn message box's row: 44px for Send and for each
     button inside it (attach, dictate), with no gap between them, as the chat's controls have. */
  .papo-input__row span {
    padding: 0 22px;
  }
  ${windowFrameStyles}
  ${launcherDarkStyles}
`;
