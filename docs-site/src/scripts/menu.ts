/**
 * The mobile menu (≤ 996 px): the button opens the panel; Escape, the back button,
 * a navigation and the layout becoming desktop close it (docs/decisions.md#the-docs-site).
 */
import { onPageLoad } from './page-load';

const desktop = window.matchMedia('(min-width: 997px)');

function button(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>('[data-menu-button]');
}

function isOpen(): boolean {
  return document.body.hasAttribute('data-menu-open');
}

function setOpen(open: boolean, { returnFocus = false } = {}): void {
  const toggle = button();
  document.body.toggleAttribute('data-menu-open', open);
  if (toggle) {
    toggle.setAttribute('aria-expanded', String(open));
    const label = toggle.querySelector('[data-menu-label]');
    if (label) label.textContent = open ? 'Fechar menu' : 'Abrir menu';
  }
  if (open) revealCurrentPage();
  else if (returnFocus) toggle?.focus();
}

/** Scrolls the panel (not the page) so the current doc's link is in view. */
function revealCurrentPage(): void {
  const panel = document.querySelector<HTMLElement>('[data-menu-panel][data-has-sidebar="true"]');
  const current = panel?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!panel || !current) return;
  const top = current.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop;
  if (top > panel.clientHeight - 48) panel.scrollTop = Math.max(0, top - panel.clientHeight / 2);
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  if (target?.closest?.('[data-menu-button]')) setOpen(!isOpen());
});

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && isOpen()) setOpen(false, { returnFocus: true });
});

window.addEventListener('popstate', () => setOpen(false));
desktop.addEventListener('change', (event) => {
  if (event.matches) setOpen(false);
});
document.addEventListener('astro:before-swap', () => setOpen(false));

onPageLoad(() => {
  setOpen(false);
  // Desktop: keep the current page visible in a long sidebar.
  if (desktop.matches) revealCurrentPage();
});
