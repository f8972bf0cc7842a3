// How a section reads beyond its `##` heading: the `###` headings inside it, and each table row
// with the header and the headings a visitor reads it under.

import { terms } from './text.js';

/**
 * @typedef {import('./docs-types.js').Block} Block
 * @typedef {import('./docs-types.js').TextSection} TextSection
 */

/**
 * A section's own headings (`###`: "CPFs de teste" under "Sandbox"), not its tables' headers
 * (a heading block a table follows): they say what the text under them is about as a heading
 * does, and "qual CPF de teste…" is answered by the table under "CPFs de teste".
 * @param {Block[]} blocks
 */
export function subheadings(blocks) {
  return blocks
    .filter((block, at) => block.kind === 'h' && blocks[at + 1]?.kind !== 'table')
    .map((block) => block.text)
    .join('\n');
}

/**
 * Each table row: its terms with its table's header's, and with those the headings it is read
 * under add (the heading above its table that is no table's header, the section's heading).
 * @param {TextSection} part
 * @returns {{ own: Set<string>, read: Set<string>, key: string[] }[]}
 */
export function rowsInContext(part) {
  /** @type {{ own: Set<string>, read: Set<string>, key: string[] }[]} */
  const rows = [];
  let header = '';
  let subheading = '';
  part.blocks.forEach((block, at) => {
    if (block.kind === 'h' && part.blocks[at + 1]?.kind === 'table') header = block.text;
    else if (block.kind === 'h') subheading = block.text;
    else if (block.kind === 'table') {
      const own = new Set(terms(`${header} ${block.text}`));
      const key = terms(block.text.split(' — ')[0] ?? '');
      rows.push({ own, read: new Set([...own, ...terms(`${part.heading} ${subheading}`)]), key });
    }
  });
  return rows;
}
