// The fields of the docs index (docs-index.js) and how much a match in each weighs.

/**
 * `part`: a heading many pages share ("Requisição", "Boas práticas"), kept out of `heading`:
 * there its word counted as rare as a topic's ("Quando repetir uma requisição") and its
 * length set the norm of topic headings, so every page's "Requisição" outweighed the one
 * section about the question.
 * `family` and `product`: the API family and the products of the section's page, in the
 * words a visitor names them with (page-facets.js, facetFields).
 * `subheading`: the section's own `###` headings (section-reading.js), which name what is under
 * them less than its `##` heading names the whole section: weighed as its text is, unboosted
 * (a boost of 2 moved no answer of the tuned set; eval/ROUNDS.md, round 18d).
 */
export const FIELDS = [
  'pageTitle',
  'heading',
  'subheading',
  'part',
  'description',
  'text',
  'code',
  'family',
  'product',
];
/** How much a match in each field weighs; a field not listed (`subheading`) weighs 1, MiniSearch's default. */
export const BOOST = {
  pageTitle: 3,
  heading: 3,
  part: 3,
  description: 1.5,
  text: 1,
  code: 0.3,
  family: 1,
  product: 1,
};
