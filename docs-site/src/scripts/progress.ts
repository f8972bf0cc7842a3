/**
 * Navigation feedback (docs/decisions.md#the-docs-site): the progress bar starts when the next page takes more
 * than 200 ms and completes when it shows. A page that cannot be loaded is logged and
 * loaded in full instead.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { createNavigationProgress } from '../utils/progress';

function bar(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-nav-progress]');
}

let resetTimer: ReturnType<typeof setTimeout> | undefined;

const progress = createNavigationProgress(
  {
    start() {
      clearTimeout(resetTimer);
      const element = bar();
      if (!element) return;
      element.dataset.state = '';
      void element.offsetWidth; // restart the transition from zero
      element.dataset.state = 'running';
    },
    done() {
      const element = bar();
      if (!element) return;
      element.dataset.state = 'done';
      resetTimer = setTimeout(() => delete element.dataset.state, 600);
    },
  },
  { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as number) },
);

document.addEventListener('astro:before-preparation', (event) => {
  const preparation = event as TransitionBeforePreparationEvent;
  progress.begin();
  const load = preparation.loader;
  preparation.loader = async () => {
    try {
      await load();
    } catch (error) {
      if (preparation.signal.aborted) return;
      console.warn(
        `Atesta Docs: não foi possível pré-carregar ${preparation.to.href}; carregando a página inteira.`,
        error,
      );
      progress.end();
      location.href = preparation.to.href;
      throw error;
    }
  };
});

document.addEventListener('astro:after-swap', () => progress.end());
