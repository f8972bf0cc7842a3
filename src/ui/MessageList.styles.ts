/**
 * The message list and its bubbles, the typing indicator and the error entries
 * (MessageList.tsx, Message.tsx, TypingIndicator.tsx).
 */
import { css, token } from './tokens';

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
  /* The messages, in order (MessageList.tsx), in groups of 20 (MessageGroup.tsx), each only a
     box of its height while far off screen. */
  .papo-messages__list,
  .papo-messages__group {
    display: flex;
    flex-direction: column;
    gap: inherit;
    /* A flex item may shrink below the height it stands for: it must not. */
    flex-shrink: 0;
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
  /* Sent while the previous session loads: it goes out once that is in. A dashed outline, not
     faded colours, so its text keeps its contrast. */
  .papo-message--pending {
    outline: 2px dashed ${token('color-light-shade-50')};
    outline-offset: 2px;
  }
  .papo-message--failed {
    border-inline-start: 3px solid ${token('color-error')};
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
  .papo-message__stopped {
    margin: 0.25em 0 0;
    font-size: 0.85em;
    font-style: italic;
  }
  /* A reply's steps (Message.tsx): a small line each above the answer, the text indented when opened. */
  .papo-step {
    margin-bottom: 0.5em;
    font-size: 0.85em;
  }
  .papo-step summary {
    cursor: pointer;
  }
  .papo-step__text {
    padding-inline-start: 0.75em;
    border-inline-start: 2px solid ${token('color-light-shade-50')};
  }
  /* A tool call's input and result (ToolCall.tsx): data, read left to right, wrapped rather
     than widening the reply. */
  .papo-step__text > pre {
    margin: 0.25em 0;
    padding: 0.5em;
    white-space: pre-wrap;
    direction: ltr;
    border-radius: ${token('border-radius')};
    background: ${token('message--pre--background')};
  }
  .papo-choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin-top: 0.75em;
  }
  .papo-choices__button {
    cursor: pointer;
    font: inherit;
    font-weight: 600;
    padding: 0.45em 1em;
    border-radius: ${token('border-radius')};
    border: 1px solid ${token('color-primary')};
    background: ${token('color-primary')};
    color: ${token('color-white')};
  }
  .papo-choices__button--secondary {
    background: transparent;
    color: ${token('color-primary')};
  }
  .papo-choices__button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.6;
  }
  .papo-choices__button[aria-current='true'] {
    opacity: 1;
    outline: 2px solid ${token('color-primary')};
    outline-offset: 2px;
  }
  .papo-choices__status {
    flex-basis: 100%;
    margin: 0;
    color: ${token('color-error')};
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

export const messageListStyles = [messages].join('\n');
