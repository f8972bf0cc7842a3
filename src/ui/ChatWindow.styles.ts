/**
 * The floating window of window mode and the fullscreen container (ChatWindow.tsx).
 */
import { css, token } from './tokens';

const window = css`
  .papo-window:dir(rtl) {
    transform-origin: bottom left;
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
  .papo-fullscreen {
    width: 100%;
    height: 100%;
  }
  /* The container createChat puts in the shadow root, which the fullscreen chat fills. */
  :host([data-mode='fullscreen']) .papo-root {
    height: 100%;
  }
`;

export const chatWindowStyles = [window].join('\n');
