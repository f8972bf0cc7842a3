/** How the site configures Pagefind's UI: its strings in Brazilian Portuguese, ranking and links. */
import { cleanUrl } from '../utils/html-path';

export const pagefindTranslations = {
  placeholder: 'Pesquisar na documentação',
  clear_search: 'Limpar',
  load_more: 'Carregar mais resultados',
  search_label: 'Pesquisar neste site',
  filters_label: 'Filtros',
  zero_results: 'Nenhum resultado para [SEARCH_TERM]',
  many_results: '[COUNT] resultados para [SEARCH_TERM]',
  one_result: '[COUNT] resultado para [SEARCH_TERM]',
  alt_search: 'Nenhum resultado para [SEARCH_TERM]. Mostrando resultados para [DIFFERENT_TERM]',
  search_suggestion: 'Nenhum resultado para [SEARCH_TERM]. Tente uma destas pesquisas:',
  searching: 'Pesquisando [SEARCH_TERM]…',
};

/**
 * Each page's description is a Pagefind meta field (Head.astro), so a page is found by what
 * it says it is about: "token" finds Autenticação ("Como obter o token de acesso…") before a
 * long page that mentions tokens in passing. Twice the weight of a plain meta match puts all
 * three authentication pages first for "token".
 */
export const ranking = { metaWeights: { description: 2 } };

interface PagefindResult {
  url: string;
  meta?: Record<string, string>;
  sub_results?: { url: string }[];
}

/**
 * A result as the dialog shows it. Pagefind links the built files' folders (`/docs/intro/`);
 * the site's URLs have no trailing slash, and following the folder link would cost a redirect
 * on every result. The description only ranks: shown, it would be a box labelled in English.
 */
export function showResult<T extends PagefindResult>(result: T): T {
  result.url = cleanUrl(result.url);
  for (const sub of result.sub_results ?? []) sub.url = cleanUrl(sub.url);
  delete result.meta?.description;
  return result;
}
