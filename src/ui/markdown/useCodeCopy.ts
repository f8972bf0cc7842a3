/**
 * The copy buttons above a reply's code blocks. They are part of the reply's HTML (render.ts),
 * so their clicks are caught once on the reply, and their "Copied" state is set on the button.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { announce } from '../announce';
import { COPIED_MS, copyText } from '../clipboard';

export type CodeCopyLabels = { copy: string; copied: string };

export function useCodeCopy(reply: RefObject<HTMLElement | null>, labels: CodeCopyLabels | undefined): void {
  const copy = labels?.copy;
  const copied = labels?.copied;
  // Before paint, in the commit that draws the first code block (the reply listens only once
  // it has one): its copy button never shows without working.
  useLayoutEffect(() => {
    const element = reply.current;
    if (!element || copy === undefined || copied === undefined) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('.papo-code__copy');
      const code = button?.closest('.papo-code')?.querySelector('pre');
      if (!button || !code) return;
      // The code as written: markdown-it ends a fence's text with a line break.
      void copyText((code.textContent ?? '').replace(/\n$/, ''), button).then((done) => {
        if (!done) return;
        button.textContent = copied;
        button.dataset.copied = '';
        announce(button, copied);
        const timer = setTimeout(() => {
          timers.delete(timer);
          button.textContent = copy;
          delete button.dataset.copied;
        }, COPIED_MS);
        timers.add(timer);
      });
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [reply, copy, copied]);
}
