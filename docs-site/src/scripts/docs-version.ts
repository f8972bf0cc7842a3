/**
 * Remembers the docs version the visitor reads (docs/decisions.md#the-docs-site: the preferred docs version is a
 * browser-stored preference). There is one version, `current`; the key is Docusaurus's.
 */
import { onPageLoad, safeLocalStorage } from './page-load';

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

onPageLoad(() => {
  const version = document.querySelector<HTMLElement>('[data-docs-version]')?.dataset.docsVersion;
  if (!version) return;
  try {
    safeLocalStorage()?.setItem(PREFERRED_VERSION_KEY, version);
  } catch {
    // storage refused: nothing to remember
  }
});
