/** The unread badge on the toggle (unread-badge.ts); loads with the chat, never before intent. */
import { css, token } from '../ui/tokens';

export const unreadBadgeStyles = css`
  .papo-badge {
    position: absolute;
    top: -2px;
    right: -2px;
    min-width: 1.375rem;
    height: 1.375rem;
    padding: 0 0.375rem;
    box-sizing: border-box;
    border: 2px solid ${token('color-white')};
    border-radius: 0.6875rem;
    background: ${token('color-error')};
    color: ${token('color-white')};
    font-size: 0.75rem;
    font-weight: 700;
    line-height: calc(1.375rem - 4px);
    text-align: center;
  }
`;
