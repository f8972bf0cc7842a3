/**
 * The widget's stylesheet, adopted by its shadow root: each component's styles live beside
 * it (`*.styles.ts`). Every colour and size goes through `token()` (the `--chat--*`
 * properties); nothing here can match the host page's elements.
 */
import { chatFrameStyles } from './Chat.styles';
import { chatInputStyles } from './ChatInput.styles';
import { chatWindowStyles } from './ChatWindow.styles';
import { chatDarkStyles } from './dark-styles';
import { markdownStyles } from './markdown/styles';
import { messageActionsStyles } from './MessageActions.styles';
import { messageListStyles } from './MessageList.styles';
import { suggestionStyles } from './Suggestions.styles';
import { css } from './tokens';

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

export const chatStyles = [
  chatFrameStyles,
  messageListStyles,
  messageActionsStyles,
  chatInputStyles,
  chatWindowStyles,
  markdownStyles,
  suggestionStyles,
  reducedMotion,
  chatDarkStyles,
].join('\n');
