/**
 * The chat's frame: the shadow host's reset and base text, then the header, body and footer
 * layout (Chat.tsx, Header.tsx, WelcomeScreen.tsx).
 */
import { primaryButton } from './button-css';
import { css, token } from './tokens';

const base = css`
  :host {
    all: initial;
    font-family: ${token('font-family')};
    font-size: 16px;
    line-height: 1.5;
    color: ${token('color-dark')};
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
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
  button,
  textarea,
  input {
    font: inherit;
    color: inherit;
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
  .papo-icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
    border-radius: ${token('border-radius')};
  }
`;

const layout = css`
  .papo-chat {
    display: flex;
    flex-direction: column;
    width: 100%;
    height: 100%;
    overflow: hidden;
    background: ${token('color-light')};
  }
  .papo-header {
    display: flex;
    align-items: flex-start;
    gap: 0.5em;
    min-height: ${token('header-height')};
    padding: ${token('header--padding')};
    background: ${token('header--background')};
    color: ${token('header--color')};
    border-top: ${token('header--border-top')};
    border-bottom: ${token('header--border-bottom')};
  }
  .papo-header__text {
    flex: 1;
    min-width: 0;
    /* As tall as an icon button (44px, less the 0.5rem it is pulled up): the header keeps its
       height when "New conversation" appears beside a one-line title. */
    min-height: calc(44px - 0.5rem);
  }
  .papo-header__title {
    margin: 0;
    font-size: ${token('heading--font-size')};
    line-height: 1.2;
  }
  .papo-header__subtitle {
    margin: 0.5em 0 0;
    font-size: ${token('subtitle--font-size')};
    line-height: ${token('subtitle--line-height')};
  }
  .papo-header__close,
  .papo-header__action {
    color: inherit;
    /* rem, not em: the title's min-height above counts on the same length. */
    margin: -0.5rem 0 0;
    margin-inline-end: -0.5rem;
  }
  .papo-body {
    flex: 1;
    min-height: 0;
    display: flex;
    flex-direction: column;
  }
  .papo-footer {
    border-top: 1px solid ${token('color-light-shade-50')};
    background: ${token('input--background')};
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
`;

export const chatFrameStyles = [base, layout].join('\n');
