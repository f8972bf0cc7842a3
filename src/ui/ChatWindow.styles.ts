/**
 * The floating window of window mode and the fullscreen container (ChatWindow.tsx).
 */
import { css, token } from './tokens';

const window = css`
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
  .papo-window[data-open='true'] {
    opacity: 1;
    transform: none;
    visibility: visible;
    transition-delay: 0s;
  }
  /* Phones: the open window is the whole (visual) viewport, so the keyboard never hides the input. */
  @media (max-width: 639.98px) {
    .papo-window {
      inset: var(--papo-viewport-top, 0) 0 auto 0;
      width: 100vw;
      height: var(--papo-viewport-height, 100dvh);
      border: 0;
      border-radius: 0;
    }
    .papo-header__title {
      font-size: 1.5em;
    }
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
