/**
 * The primary button's look, shared by the launcher's Retry (before the chat's code loads)
 * and the chat's buttons. Used only by the `*styles.ts` modules, which the build replaces
 * by their finished CSS, so this function never reaches a bundle.
 */
import { css, token } from './tokens';

export function primaryButton(selector: string, padding: string, extra = ''): string {
  return css`
    ${selector} {
      ${extra}
      cursor: pointer;
      border: 0;
      border-radius: ${token('border-radius')};
      padding: ${padding};
      background: ${token('color-primary')};
      color: ${token('color-white')};
    }
  `;
}
