/**
 * The chat's frame: the shadow host's reset and base text, then the header, body and footer
 * layout (Chat.tsx, Header.tsx, WelcomeScreen.tsx); what the loader draws too is in frame.styles.ts.
 */
import { primaryButton } from './button-css';
import { windowFrameStyles } from './frame.styles';
import { css, token } from './tokens';

const base = css`
  :host {
    all: initial;
    font-family: ${token('font-family')};
    font-size: 16px;
    line-height: 1.5;
    color: ${token('color-dark')};
  }
  .papo-visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  :focus-visible {
    outline: ${token('focus--outline')};
    outline-offset: 2px;
  }
  ${primaryButton('.papo-button', '0.6em 1.2em', '\n    font-weight: 600;')}
  .papo-button:hover:not(:disabled) {
    background: ${token('color-primary-shade-50')};
  }
  .papo-button:disabled,
  .papo-icon-button:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

const layout = css`
  /* Into the room its header keeps for it (frame.styles.ts). */
  .papo-header__action {
    margin-inline-start: -44px;
  }
  .papo-footer__start {
    display: block;
    margin: ${token('spacing')} auto;
  }
  .papo-welcome {
    margin: auto;
    padding: ${token('spacing')};
    text-align: center;
  }
  .papo-welcome__footer,
  .papo-welcome__credit {
    margin: 1em 0 0;
    font-size: 0.875em;
  }
  .papo-welcome__credit a {
    color: ${token('color-primary')};
  }
  /* Files dragged over the chat (useDropZone.ts): what a drop does, over all of it. Not a
     target itself, so the drag's events still come from what is under it. */
  .papo-chat[data-drop] {
    position: relative;
  }
  .papo-chat[data-drop]::after {
    content: attr(data-drop);
    position: absolute;
    inset: 0.5em;
    display: grid;
    place-items: center;
    padding: 1em;
    border: 2px dashed ${token('color-primary')};
    border-radius: 0.75em;
    background: ${token('color-white')};
    color: ${token('color-primary')};
    font-weight: 600;
    text-align: center;
    pointer-events: none;
  }
`;

export const chatFrameStyles = [base, windowFrameStyles, layout].join('\n');
