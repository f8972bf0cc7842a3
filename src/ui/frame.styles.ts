/**
 * What the window looks like before the chat's code loads and after: its box, header (with
 * the close button), body, footer and message box. The loader's stylesheet and the chat's both carry these rules, so
 * the window the loader draws on a cold click (src/embed/drawn-window.ts) and the one the
 * chat renders over it have the same size and place (docs/architecture.md#the-cold-click).
 */
import { css, token } from './tokens';

export const windowFrameStyles = css`
  *,
  ::before,
  ::after {
    box-sizing: border-box;
  }
  button,
  textarea,
  input {
    font: inherit;
    color: inherit;
  }
  .papo-window {
    position: fixed;
    z-index: ${token('window--z-index')};
    inset-inline-end: ${token('window--right')};
    bottom: calc(${token('window--bottom')} + ${token('toggle--size')} + 0.75rem);
    width: min(${token('window--width')}, calc(100vw - 2rem));
    height: min(${token('window--height')}, calc(100vh - ${token('toggle--size')} - 3rem));
    border: ${token('window--border')};
    border-radius: ${token('window--border-radius')};
    overflow: hidden;
    box-shadow: 0 12px 32px rgba(16, 19, 48, 0.25);
  }
  .papo-fullscreen {
    width: 100%;
    height: 100%;
  }
  .papo-chat {
    display: flex;
    flex-direction: column;
    width: 100%;
    height: 100%;
    overflow: hidden;
    background: ${token('color-light')};
  }
  /* A grid: the title beside the buttons, the subtitle under both. The buttons' column keeps
     the room of "New conversation" before it appears (Header.tsx), and the subtitle does not
     share a line with them: nothing in the header moves or wraps anew when it appears. */
  .papo-header {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    gap: 0.5em;
    min-height: ${token('header-height')};
    padding: ${token('header--padding')};
    background: ${token('header--background')};
    color: ${token('header--color')};
    border-top: ${token('header--border-top')};
    border-bottom: ${token('header--border-bottom')};
  }
  .papo-header__actions {
    grid-area: 1 / 2;
    display: flex;
    /* rem, not em: the 44px buttons are pulled out by the room around their icons, so the
       icons line up with the title's line and the header's edge, and the row is as tall as
       the title (a 1.2 line of 1.5em): the subtitle starts where it would without them. */
    margin: -0.5rem 0;
    margin-inline-end: -0.5rem;
    /* The room of "New conversation" (a 44px button), kept before it appears: it then moves
       into this padding (Chat.styles.ts), so nothing else moves. No element stands for it,
       so the loader's drawn window (drawn-window.ts) matches the chat at no cost. */
    padding-inline-start: 44px;
    min-height: 44px;
  }
  .papo-header__title {
    margin: 0;
    font-size: ${token('heading--font-size')};
    line-height: 1.2;
  }
  .papo-header__subtitle {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${token('subtitle--font-size')};
    line-height: ${token('subtitle--line-height')};
  }
  .papo-icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
    border-radius: ${token('border-radius')};
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
  /* Phones: the open window is the whole (visual) viewport, so the keyboard never hides the input. */
  @media (max-width: 639.98px) {
    .papo-window {
      inset: var(--papo-viewport-top, 0) 0 auto;
      width: 100vw;
      height: var(--papo-viewport-height, 100dvh);
      border: 0;
      border-radius: 0;
    }
    .papo-header__title {
      font-size: 1.5em;
    }
  }
`;
