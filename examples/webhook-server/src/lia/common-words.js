// Everyday Portuguese verbs a visitor frames a question with ("como pegar o token?"), which
// the docs may never use. The speller (spelling.js) takes a word the docs lack for a typo of
// the closest docs word, and one letter turns many of these into another verb the docs do use:
// "pegar" → "pagar" (which the glossary then reads as "cobrança"), "botar" → "notar". No word
// list of Portuguese is among the dependencies, so this is a short hand list of frequent
// verbs, compared by stem so that every form of them is known ("pego", "pegando").
//
// A verb one letter from a docs word it is often a typo of stays out ("compra" for "compara").
// Verbs only: a noun the docs lack ("carro", "viagem") says a question is about something
// else (question.js `foreign`), and must still be looked up as one.

import { stem } from './text.js';

/** Frequent verbs (infinitive), from the everyday words of pt-BR questions. */
export const COMMON_VERBS = [
  'achar',
  'andar',
  'apertar',
  'arrumar',
  'beber',
  'botar',
  'brincar',
  'buscar',
  'cair',
  'chamar',
  'chegar',
  'conhecer',
  'contar',
  'correr',
  'cuidar',
  'dormir',
  'entender',
  'esquecer',
  'esperar',
  'estudar',
  'falar',
  'fechar',
  'ganhar',
  'gostar',
  'jogar',
  'juntar',
  'lembrar',
  'levar',
  'mexer',
  'morar',
  'olhar',
  'ouvir',
  'pegar',
  'perder',
  'puxar',
  'sentir',
  'subir',
  'tirar',
  'tocar',
  'trabalhar',
  'trazer',
  'vender',
  'viajar',
  'voltar',
];

const COMMON_STEMS = new Set(COMMON_VERBS.map((verb) => stem(verb)));

/**
 * Whether a folded word is a form of a frequent everyday verb (COMMON_VERBS).
 * @param {string} word folded
 */
export function isCommonVerb(word) {
  return COMMON_STEMS.has(stem(word));
}
