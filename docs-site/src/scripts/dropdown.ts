/** Closes an open dropdown (<details data-dropdown>) on Escape or a click outside it. */
document.addEventListener('click', (event) => {
  for (const dropdown of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
    if (!dropdown.contains(event.target as Node)) dropdown.open = false;
  }
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const dropdown of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
    dropdown.open = false;
    dropdown.querySelector('summary')?.focus();
  }
});
