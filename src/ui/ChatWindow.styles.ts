/**
 * How the floating window of window mode opens and closes (ChatWindow.tsx); its box is in
 * frame.styles.ts, with the fullscreen container's.
 */
import { css, token } from './tokens';

const window = css`
  .papo-window {
    transform-origin: bottom right;
    transition:
      opacity ${token('transition-duration')} ease-out,
      transform ${token('transition-duration')} ease-out,
      visibility 0s linear ${token('transition-duration')};
  }
  .papo-window:dir(rtl) {
    transform-origin: bottom left;
  }
  .papo-window[data-open='false'] {
    opacity: 0;
    transform: translateY(1rem) scale(0.98);
    visibility: hidden;
  }
  /* Opening slides the window in but does not fade it: the browser holds a transition's start
     value for its first frames, and at opacity 0 the box the visitor types into could not be
     seen in the frame after the click (docs/decisions.md#screens). The close still fades. */
  .papo-window[data-open='true'] {
    opacity: 1;
    transform: none;
    visibility: visible;
    transition-property: transform;
  }
  /* The container createChat puts in the shadow root, which the fullscreen chat fills. */
  :host([data-mode='fullscreen']) .papo-root {
    height: 100%;
  }
`;

export const chatWindowStyles = [window].join('\n');
