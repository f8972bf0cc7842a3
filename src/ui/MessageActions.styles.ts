/**
 * What goes with a message: the Copy, 👍/👎 and Regenerate buttons under a bot reply, Edit
 * under the visitor's last message, the form of the comment after 👎 and of the edit
 * (MessageActions.tsx, EditMessage.tsx, InlineForm.tsx), the copy bar above a code block (render.ts) and
 * the time shown on hover or focus (MessageTime.tsx).
 */
import { css, token } from './tokens';

const actions = css`
  .papo-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em;
    margin: 0.25em -0.5em -0.5em;
  }
  .papo-actions__button {
    min-width: 32px;
    min-height: 32px;
    gap: 0.25em;
    padding: 0 0.4em;
    border-radius: ${token('border-radius')};
    color: inherit;
    font-size: 0.85em;
  }
  .papo-actions__button:hover {
    background: ${token('message--pre--background')};
  }
  .papo-actions__down svg {
    transform: rotate(180deg);
  }
  .papo-actions__button[aria-pressed='true'] {
    color: ${token('color-primary')};
    background: ${token('message--pre--background')};
  }
  .papo-message--user .papo-actions {
    justify-content: flex-end;
  }
  .papo-form {
    flex-basis: 100%;
    display: flex;
    flex-direction: column;
    gap: 0.4em;
    margin: 0.25em 0.5em 0.5em;
  }
  /* Room to edit in, however short the message was. */
  .papo-message--user .papo-form {
    min-width: 15em;
    margin: 0;
  }
  .papo-form__label {
    font-size: 0.9em;
  }
  .papo-form__text {
    resize: vertical;
    padding: 0.4em 0.6em;
    border: 1px solid ${token('color-light-shade-100')};
    border-radius: ${token('border-radius')};
    background: ${token('input--background')};
    color: ${token('input--text-color')};
  }
  .papo-form__buttons {
    display: flex;
    gap: 0.5em;
  }
  .papo-form__send,
  .papo-form__cancel {
    padding: 0.3em 0.9em;
  }
  /* currentColor: readable on a reply and on the visitor's own bubble alike. */
  .papo-form__cancel {
    cursor: pointer;
    border: 1px solid;
    border-radius: ${token('border-radius')};
    background: transparent;
    color: inherit;
  }
  .papo-feedback__thanks {
    flex-basis: 100%;
    margin: 0 0.5em 0.5em;
    font-size: 0.85em;
  }
  .papo-code {
    margin: 0 0 0.5em;
  }
  .papo-code > pre {
    margin: 0;
    border-top-left-radius: 0;
    border-top-right-radius: 0;
  }
  .papo-code__bar {
    display: flex;
    justify-content: flex-end;
    border-radius: ${token('border-radius')} ${token('border-radius')} 0 0;
    background: ${token('message--pre--background')};
  }
  .papo-code__copy {
    cursor: pointer;
    min-height: 24px;
    padding: 0.1em 0.6em;
    border: 0;
    background: transparent;
    font-size: 0.8em;
  }
  .papo-code__copy[data-copied] {
    font-weight: 600;
  }
  .papo-message__time {
    position: absolute;
    top: 100%;
    inset-inline-start: 0;
    font-size: 0.7em;
    line-height: 1.2;
    white-space: nowrap;
    color: ${token('color-disabled')};
    opacity: 0;
  }
  .papo-message--user .papo-message__time {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  .papo-message:hover .papo-message__time,
  .papo-message:focus-within .papo-message__time,
  .papo-messages:focus-visible .papo-message__time {
    opacity: 1;
  }
`;

export const messageActionsStyles = actions;
