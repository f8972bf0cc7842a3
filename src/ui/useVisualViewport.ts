import { useEffect, type RefObject } from 'react';

/**
 * On phones the open window covers the viewport (see styles); the on-screen keyboard
 * shrinks only the *visual* viewport, so the window follows it to keep the input in sight.
 */
export function useVisualViewport(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    const element = ref.current;
    if (!active || !viewport || !element) return;
    const update = () => {
      element.style.setProperty('--papo-viewport-height', `${viewport.height}px`);
      element.style.setProperty('--papo-viewport-top', `${viewport.offsetTop}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [ref, active]);
}
