/** Pagefind UI strings in Brazilian Portuguese (the site's only language). */
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
