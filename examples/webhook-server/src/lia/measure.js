// The numbers a visitor gives with their unit ("minha conta tem 8 páginas", "uma foto de 15 MB"):
// the passage stating a number in the same unit states the limit it is held to ("até 5 páginas").

/**
 * A number the question gives with its unit ("tem 8 paginas", "uma foto de 15 mb"), folded: the
 * unit, its other forms read as the docs write them ("folhas" are "páginas").
 */
const MEASURE =
  /\b\d[\d.,]*\s*(paginas?|folhas?|mb|kb|gb|caracteres|pixels|px|dias?|horas?|minutos?|segundos?|telefones?|itens|contatos?|tentativas?|arquivos?)\b/g;
const UNIT_FORMS = /** @type {Record<string, string>} */ ({ folha: 'pagina', px: 'pixel' });

/** @param {string} text the question folded, punctuation spaced (question-kind.js, answerKind) */
export function measuredIn(text) {
  const units = [...text.matchAll(MEASURE)].map((match) => (match[1] ?? '').replace(/s$/, ''));
  return [...new Set(units.map((unit) => UNIT_FORMS[unit] ?? unit))];
}

/**
 * A number written with one of some units (measuredIn's, singular), in folded text: "5 paginas",
 * "10 mb".
 * @param {string[]} units
 */
export function measureText(units) {
  return new RegExp(`(?<![\\w-])\\d[\\d.,]*\\s*(?:${units.join('|')})(?:e?s)?\\b`);
}
