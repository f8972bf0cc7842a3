/**
 * "Copiar como Markdown" on docs pages (components/PageActions.astro): copies the page's
 * Markdown twin, fetched on the click, and says so on the button and to screen readers.
 */
import { announce, copyText } from './clipboard';

const LABEL = 'Copiar como Markdown';
const DONE = 'Copiado!';
const FAILED = 'Não foi possível copiar';

async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function show(button: HTMLButtonElement, text: string): void {
  const label = button.querySelector<HTMLElement>('[data-copy-markdown-label]') ?? button;
  label.textContent = text;
  clearTimeout(timers.get(button));
  timers.set(
    button,
    setTimeout(() => (label.textContent = LABEL), 2500),
  );
}

document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-copy-markdown]');
  const href = button?.dataset.copyMarkdown;
  if (!button || !href) return;
  try {
    await copyText(fetchMarkdown(href));
    show(button, DONE);
    announce('Página copiada como Markdown.');
  } catch {
    show(button, FAILED);
    announce('Não foi possível copiar a página. Abra "Ver como Markdown" e copie o texto de lá.');
  }
});
