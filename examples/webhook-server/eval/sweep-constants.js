// The constants eval/sweep.js tries: where each is (a file of src/lia), its name (`BOOST.field`
// for a field's boost in index-fields.js) and, where one does, the value that switches its rule
// off (a multiplier's 1, a bonus's 0, a share no hit reaches; a field's boost 0.001, as MiniSearch
// reads a boost of 0 as 1: round 17b's "off" for the family and product fields changed nothing
// for that reason, and round 18d found each field earns a question at 1). `integer`: a count,
// tried rounded.
// `group`: ranking (the page and section chosen), passage (the passage quoted), decline (what
// answers at all); `node eval/sweep.js --group ranking` tries one group.

/** @typedef {{ file: string, name: string, off?: number, integer?: boolean, group: 'ranking' | 'passage' | 'decline' }} SweptConstant */

/** A field's boost that switches it off: MiniSearch reads 0 as 1 (`boost[field] || 1`). */
export const FIELD_OFF = 0.001;

/** @param {string} file @param {'ranking' | 'passage' | 'decline'} group @param {[string, number?][]} names */
const inFile = (file, group, names) =>
  names.map(([name, off]) => ({ file, name, group, ...(off === undefined ? {} : { off }) }));

/** @type {SweptConstant[]} */
export const CONSTANTS = [
  ...inFile('ranking.js', 'ranking', [
    ['NAMED_PRODUCT', 1],
    ['OTHER_PRODUCT', 1],
    ['MCP_UNASKED', 1],
    ['OTHER_FAMILY', 1],
    ['CURRENT_PAGE', 1],
    ['CURRENT_PRODUCT', 1],
    ['CURRENT_PAGE_ANSWERS', 1],
    ['DEFINES_CODE', 1],
    ['TITLE_SAYS_ALL', 1],
    ['NAMES_A_ROW', 1],
    ['ROW_SAYS_ALL', 1],
    ['PAGE_OPENING', 1],
    ['STATES_DURATION', 1],
    ['STATES_QUANTITY', 1],
    ['STATES_COUNT', 1],
    ['NAMES_ASKED', 1],
    ['SAYS_PHRASE', 1],
  ]),
  { file: 'ranking.js', name: 'ROW_WORDS', integer: true, group: 'ranking' },
  ...inFile('index-fields.js', 'ranking', [
    ['BOOST.pageTitle', 1],
    ['BOOST.heading', 1],
    ['BOOST.subheading', 1],
    ['BOOST.part', 1],
    ['BOOST.description', 1],
    ['BOOST.text'],
    ['BOOST.code', 1],
    ['BOOST.family', FIELD_OFF],
    ['BOOST.product', FIELD_OFF],
  ]),
  ...inFile('docs-index.js', 'ranking', [['FAMILY_NAME_TERM', 1], ['DEFAULT_MIN_SCORE'], ['RERANKED']]),
  ...inFile('near-tie.js', 'ranking', [['NEAR_TIE_SHARE', 1.01]]),
  { file: 'near-tie.js', name: 'NEAR_TIE_HITS', off: 1, integer: true, group: 'ranking' },
  ...inFile('sibling-terms.js', 'ranking', [
    ['SIBLING_WEIGHT', 0],
    ['SIBLING_TITLED', 1],
  ]),
  { file: 'sibling-terms.js', name: 'SIBLING_HITS', integer: true, group: 'ranking' },
  ...inFile('endpoint-weight.js', 'ranking', [
    ['ENDPOINT_SAYS', 0],
    ['ENDPOINT_NAMED', 1],
  ]),
  { file: 'endpoint-weight.js', name: 'ENDPOINT_SAYS_WORDS', integer: true, group: 'ranking' },
  ...inFile('named-row.js', 'ranking', [['NAMED_ROW', 1]]),
  { file: 'named-row.js', name: 'NAMED_ROW_SECTIONS', integer: true, group: 'ranking' },
  ...inFile('text.js', 'ranking', [['FRAMING_WEIGHT', 1]]),
  ...inFile('reply-extras.js', 'ranking', [['SOURCE_SCORE_RATIO', 0]]),
  ...inFile('passage.js', 'passage', [
    ['GLOSSARY_TERM', 1],
    ['PAGE_TITLE_TERM', 1],
    ['PHRASE_TERM', 1],
    ['RARE_TERM', 1],
  ]),
  ...inFile('page-passages.js', 'passage', [
    ['KIND_WEIGHT', 1],
    ['UNFOUND_SECTION', 1],
  ]),
  ...inFile('passage-second.js', 'passage', [['SECOND_RATIO']]),
  ...inFile('relevance.js', 'decline', [
    ['MIN_COVERAGE'],
    ['MIN_COVERAGE_LONG'],
    ['FOREIGN_WEIGHT', 1],
    ['UNNAMED_FAMILY_COVERAGE'],
  ]),
];

/** The multiples of a constant's value tried, besides switching its rule off. */
export const FACTORS = [0.5, 0.75, 1.33, 2];

/**
 * The values tried for a constant now at `value`: FACTORS of it (rounded for a count), its
 * off value, none equal to the value itself.
 * @param {SweptConstant} constant
 * @param {number} value
 */
export function valuesToTry(constant, value) {
  const multiples = FACTORS.map((factor) => value * factor).map((tried) =>
    constant.integer ? Math.max(1, Math.round(tried)) : Number(tried.toFixed(4)),
  );
  const all = [...multiples, ...(constant.off === undefined ? [] : [constant.off])];
  return [...new Set(all)].filter((tried) => tried !== value);
}
