/** The suggestion chips (SuggestionChips.tsx) and the source links under a reply (SourceLinks.tsx). */
import { css, token } from './tokens';

const chips = css`
  .papo-suggestions__list,
  .papo-sources__list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  .papo-suggestions {
    align-self: stretch;
  }
  .papo-welcome .papo-suggestions {
    margin-top: 1em;
  }
  .papo-welcome .papo-suggestions__list {
    justify-content: center;
  }
  .papo-suggestions__chip {
    cursor: pointer;
    font: inherit;
    font-size: 0.9em;
    text-align: start;
    padding: 0.4em 0.9em;
    border-radius: 1em;
    border: 1px solid ${token('color-primary')};
    background: ${token('color-white')};
    color: ${token('color-primary')};
    overflow-wrap: anywhere;
  }
  .papo-suggestions__chip:hover {
    background: ${token('color-light')};
  }
  .papo-suggestions__chip:focus-visible,
  .papo-sources__link:focus-visible {
    outline: ${token('focus--outline')};
    outline-offset: 2px;
  }
`;

const sources = css`
  .papo-sources {
    margin-top: 0.75em;
    padding-top: 0.5em;
    border-top: 1px solid ${token('color-light-shade-50')};
    font-size: 0.875em;
  }
  .papo-sources__label {
    margin: 0 0 0.35em;
    font-weight: 600;
  }
  .papo-sources__list {
    gap: 0.35em;
  }
  .papo-sources__link {
    display: inline-block;
    max-width: 100%;
    padding: 0.15em 0.6em;
    border-radius: 1em;
    background: ${token('color-light')};
    color: ${token('color-primary')};
    overflow-wrap: anywhere;
  }
`;

export const suggestionStyles = [chips, sources].join('\n');
