/**
 * The widget's stylesheet, adopted by its shadow root. Every colour and size goes through
 * `token()` (the `--chat--*` properties); nothing here can match the host page's elements.
 */
import { markdownStyles } from './markdown/styles';
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
  .papo-button {
    cursor: pointer;
    border: 0;
    border-radius: ${token('border-radius')};
    padding: 0.6em 1.2em;
    background: ${token('color-primary')};
    color: ${token('color-white')};
    font-weight: 600;
  }
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
    margin: -0.5em -0.5em 0 0;
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

const messages = css`
  .papo-messages {
    flex: 1;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${token('messages-list--padding')};
    display: flex;
    flex-direction: column;
    gap: 0.75em;
  }
  .papo-message {
    position: relative;
    max-width: 85%;
    padding: ${token('message--padding')};
    border-radius: ${token('message--border-radius')};
    font-size: ${token('message--font-size')};
    line-height: ${token('message-line-height')};
    overflow-wrap: anywhere;
  }
  .papo-message--bot {
    align-self: flex-start;
    background: ${token('message--bot--background')};
    color: ${token('message--bot--color')};
    border: ${token('message--bot--border')};
  }
  .papo-message--user {
    align-self: flex-end;
    background: ${token('message--user--background')};
    color: ${token('message--user--color')};
    border: ${token('message--user--border')};
  }
  .papo-message--transparent {
    background: transparent;
    padding: 0;
  }
  .papo-message--failed {
    border-left: 3px solid ${token('color-error')};
  }
  .papo-message--error {
    border: 1px solid ${token('color-error')};
  }
  .papo-message__error-text {
    margin: 0 0 0.5em;
    color: ${token('color-error')};
  }
  .papo-message__plain {
    margin: 0;
    white-space: pre-wrap;
  }
  .papo-message__empty {
    margin: 0;
    font-style: italic;
  }
  .papo-message__files {
    list-style: none;
    margin: 0.5em 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
  }
  .papo-typing {
    display: flex;
    gap: 0.3em;
    align-items: center;
  }
  .papo-typing__dot {
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: ${token('color-typing')};
    animation: papo-bounce 1.2s infinite ease-in-out;
  }
  .papo-typing__dot:nth-child(3) {
    animation-delay: 0.15s;
  }
  .papo-typing__dot:nth-child(4) {
    animation-delay: 0.3s;
  }
  @keyframes papo-bounce {
    0%,
    60%,
    100% {
      transform: translateY(0);
    }
    30% {
      transform: translateY(-0.4em);
    }
  }
`;

const input = css`
  .papo-input {
    padding: 0.5em;
  }
  .papo-input__row {
    display: flex;
    align-items: flex-end;
    gap: 0.25em;
  }
  .papo-input__textarea {
    flex: 1;
    min-width: 0;
    /* 16px at least: iOS zooms into inputs with smaller text. */
    font-size: max(16px, 1rem);
    min-height: ${token('textarea--height')};
    max-height: 30vh;
    resize: none;
    padding: 0.75em;
    border: ${token('input--border')};
    border-radius: ${token('border-radius')};
    background: ${token('input--background')};
    color: ${token('input--text-color')};
    field-sizing: content;
  }
  .papo-input__textarea:disabled {
    color: ${token('color-disabled')};
  }
  .papo-input__controls {
    display: grid;
    grid-template-columns: repeat(var(--controls-count, 1), auto);
    color: ${token('color-primary')};
  }
  .papo-file-chips {
    list-style: none;
    margin: 0.25em 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
  }
  .papo-file-chip {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    max-width: 14em;
    padding: 0.25em 0.6em;
    border: 1px solid ${token('color-medium')};
    border-radius: 1em;
    background: ${token('color-white')};
    color: ${token('color-dark')};
    font-size: 0.875em;
    cursor: pointer;
  }
  .papo-file-chip--sent {
    cursor: default;
  }
  .papo-file-chip__name,
  .papo-file-chip span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const window = css`
  .papo-window {
    position: fixed;
    z-index: ${token('window--z-index')};
    right: ${token('window--right')};
    bottom: calc(${token('window--bottom')} + ${token('toggle--size')} + 0.75rem);
    width: min(${token('window--width')}, calc(100vw - 2rem));
    height: min(${token('window--height')}, calc(100vh - ${token('toggle--size')} - 3rem));
    border: ${token('window--border')};
    border-radius: ${token('window--border-radius')};
    overflow: hidden;
    box-shadow: 0 12px 32px rgba(16, 19, 48, 0.25);
    transform-origin: bottom right;
    transition:
      opacity ${token('transition-duration')} ease-out,
      transform ${token('transition-duration')} ease-out,
      visibility 0s linear ${token('transition-duration')};
  }
  .papo-window[data-open='false'] {
    opacity: 0;
    transform: translateY(1rem) scale(0.98);
    visibility: hidden;
  }
  .papo-window[data-open='true'] {
    opacity: 1;
    transform: none;
    visibility: visible;
    transition-delay: 0s;
  }
  /* Phones: the open window is the whole (visual) viewport, so the keyboard never hides the input. */
  @media (max-width: 639.98px) {
    .papo-window {
      inset: var(--papo-viewport-top, 0) 0 auto 0;
      width: 100vw;
      height: var(--papo-viewport-height, 100dvh);
      border: 0;
      border-radius: 0;
    }
    .papo-header__title {
      font-size: 1.5em;
    }
  }
  .papo-fullscreen {
    width: 100%;
    height: 100%;
  }
  /* The container createChat puts in the shadow root, which the fullscreen chat fills. */
  :host([data-mode='fullscreen']) .papo-root {
    height: 100%;
  }
`;

const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }
`;

export const chatStyles = [base, layout, messages, input, window, markdownStyles, reducedMotion].join('\n');
