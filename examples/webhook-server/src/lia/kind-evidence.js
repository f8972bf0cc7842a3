// What a passage adds to its score for stating what the question's kind asks for
// (question-kind.js): a length of time for "quanto tempo", an amount with its unit for "qual o
// limite", a size for "qual tamanho", a URL, a reason, a default, the request line, the noun
// asked for by name. The words a passage holds are counted in passage.js; this is the rest.

import { countsIn } from './counts.js';
import { numberAbout } from './number-noun.js';
import {
  ADDRESS_TEXT,
  AMOUNT_TEXT,
  amountText,
  DURATION_TEXT,
  PRESET_TEXT,
  QUANTITY_TEXT,
  REASON_TEXT,
  SIZE_TEXT,
} from './question-kind.js';
import { measureText } from './measure.js';
import { fold, terms } from './text.js';

/**
 * What a passage whose number is about what a question of how long or how much asks about
 * ("corpo acima de 25 MB" for "tamanho máximo do corpo") adds to its score (number-noun.js).
 */
export const NUMBER_ABOUT = 2;
/**
 * What a passage stating a number in the unit of one the question gives adds to its score:
 * "minha conta em pdf tem 8 páginas, a api aceita?" is answered by "até 10 MB decodificado e 5
 * páginas", not by a row about the account's age.
 */
export const SAME_MEASURE = 2;
const ENDPOINT_LINE = /^(?:GET|POST|PUT|PATCH|DELETE) `?\//;

/**
 * @param {import('./question-kind.js').AnswerKind} kind
 * @param {{ wantsEndpoint: boolean, about: Set<string> }} asked `wantsEndpoint`: the question asks for
 *   a request line; `about`: what a question of how long or how much asks about (number-noun.js)
 * @returns {(plain: string, markdown: string, table?: boolean) => number} what a passage adds, from its
 *   plain text and its Markdown; `table`: it is a table row, after its header's line
 */
export function kindEvidence(kind, { wantsEndpoint, about }) {
  const measured = kind.measured.length > 0 ? measureText(kind.measured) : undefined;
  return (plain, markdown, table = false) => {
    let extra = 0;
    if (kind.duration && DURATION_TEXT.test(plain)) extra += 3;
    // A row's first cell names it ("403 Forbidden", "ALT004"): the number asked for is in its others.
    const line = table ? (plain.split('\n').at(-1) ?? '') : plain;
    const row = table ? line.split(' — ').slice(1).join(' — ') : plain;
    const stated = amountText(row, kind);
    if (kind.amount && AMOUNT_TEXT.test(stated)) extra += 2;
    // A number with its unit ("80 caracteres", "10 MB") states a limit; a bare one may be a code or a default.
    if (kind.amount && QUANTITY_TEXT.test(stated)) extra += 1;
    // "qual tamanho…", "qual resolução…" ask for a size: "10 MB", "480 × 640 pixels", not "85%" or "90 dias".
    if (kind.size && SIZE_TEXT.test(stated)) extra += 1;
    // "quantas tentativas…" is answered by the passage that counts them ("nona tentativa").
    if (kind.counted !== undefined && countsIn(line, table).includes(kind.counted)) extra += 2;
    // Of a page's numbers, the one written beside what the question asks about answers it.
    if (numberAbout(line, about, table)) extra += NUMBER_ABOUT;
    // A number in the unit of the one the visitor gives ("8 páginas") is the limit it is held to.
    if (measured?.test(fold(row))) extra += SAME_MEASURE;
    if (kind.address && ADDRESS_TEXT.test(plain)) extra += 2;
    if (kind.reason && REASON_TEXT.test(fold(plain))) extra += 2;
    // "…se eu não informar?" is answered by the passage stating the default, not by its topic's advice.
    if (kind.preset && PRESET_TEXT.test(plain)) extra += 2;
    if (wantsEndpoint && ENDPOINT_LINE.test(markdown)) extra += 2;
    // What "qual papel…" asks for is named in it (or in its table's header).
    if (kind.noun !== undefined && terms(plain).includes(kind.noun)) extra += 1.5;
    return extra;
  };
}
