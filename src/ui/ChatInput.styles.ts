/**
 * The message box, its buttons, dictation's state and problem, and the chosen files (ChatInput.tsx, FileChips.tsx).
 */
import { css, token } from './tokens';

const input = css`
  .papo-input__textarea:disabled {
    color: ${token('color-disabled')};
  }
  .papo-input__controls {
    display: grid;
    grid-template-columns: repeat(var(--controls-count, 1), auto);
    color: ${token('color-primary')};
  }
  /* The send arrow points the way the text runs. */
  .papo-input__send:dir(rtl) svg {
    transform: scaleX(-1);
  }
  /* Listening: filled, and a ring that breathes (still under reduced motion), not a colour alone. */
  .papo-input__mic[aria-pressed='true'] {
    background: ${token('color-primary')};
    color: ${token('color-white')};
    box-shadow: 0 0 0 3px ${token('color-primary-shade-100')};
    animation: papo-listening 1.5s ease-in-out infinite;
  }
  @keyframes papo-listening {
    50% {
      box-shadow: 0 0 0 6px transparent;
    }
  }
  .papo-input__problem {
    margin: 0.25em 0 0;
    color: ${token('color-error')};
    font-size: 0.875em;
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
  }
  /* 24px at least, a target WCAG 2.2 accepts, inside the chip's own padding. */
  .papo-file-chip__remove {
    display: grid;
    place-items: center;
    min-width: 24px;
    min-height: 24px;
    margin: -0.25em 0;
    margin-inline-end: -0.45em;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .papo-file-chip__remove:hover {
    background: ${token('color-light')};
  }
  .papo-input__rejected {
    margin: 0;
    white-space: pre-line;
    color: ${token('color-error')};
  }
  .papo-file-chip__name,
  .papo-file-chip span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .papo-file-chip__size {
    flex-shrink: 0;
    opacity: 0.75;
  }
  /* An image's thumbnail where its kind's 16px icon would be: the chip grows with it. */
  .papo-file-chip__thumbnail {
    width: 2em;
    height: 2em;
    margin-inline-start: -0.35em;
    border-radius: 0.5em;
    object-fit: cover;
  }
`;

export const chatInputStyles = [input].join('\n');
