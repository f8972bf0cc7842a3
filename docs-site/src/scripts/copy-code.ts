/**
 * Copy buttons on code blocks. Blocks rendered by components already carry one
 * (`.code-block` + `[data-copy]`); plain Markdown code blocks get one on page load.
 */
import { announce, copyText } from './clipboard';
import { onPageLoad } from './page-load';

const LABEL = 'Copiar';
const DONE = 'Copiado!';

function createButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy-button';
  button.dataset.copy = '';
  button.textContent = LABEL;
  button.setAttribute('aria-label', 'Copiar o código');
  return button;
}

function enhance(): void {
  for (const pre of document.querySelectorAll<HTMLPreElement>('.prose pre.astro-code')) {
    if (pre.parentElement?.classList.contains('code-block')) continue;
    const wrapper = document.createElement('div');
    wrapper.className = 'code-block';
    pre.replaceWith(wrapper);
    wrapper.append(createButton(), pre);
  }
}

document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-copy]');
  const code = button?.closest('.code-block')?.querySelector('pre');
  if (!button || !code) return;
  try {
    await copyText(code.innerText.replace(/\n$/, ''));
    button.textContent = DONE;
    announce('Código copiado para a área de transferência.');
  } catch {
    announce('Não foi possível copiar. Selecione o código e copie manualmente.');
  }
  setTimeout(() => (button.textContent = LABEL), 2000);
});

onPageLoad(enhance);
