/** Marks the table-of-contents entry of the section being read (aria-current="true"). */
import { onPageLoad } from './page-load';

/** A heading counts as reached once its top passes this far below the top bar. */
const READING_LINE_PX = 120;

let update: (() => void) | null = null;
let frame = 0;

function onScroll(): void {
  if (frame || !update) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    update?.();
  });
}

window.addEventListener('scroll', onScroll, { passive: true });

onPageLoad(() => {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  if (!headings.length) {
    update = null;
    return;
  }
  update = () => {
    const reached = headings.filter((heading) => heading.getBoundingClientRect().top <= READING_LINE_PX);
    // At the very bottom the last sections may never reach the line: the last one is current.
    const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    const current = (atBottom ? headings.at(-1) : reached.at(-1))?.id;
    for (const link of links) {
      if (current && decodeURIComponent(link.hash.slice(1)) === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  update();
});
