/** The table of contents of a doc: its h2 and h3 headings (docs/decisions.md#the-docs-site), h3s nested under their h2. */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export interface TocItem extends Heading {
  children: TocItem[];
}

export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 3;

export function buildToc(headings: readonly Heading[]): TocItem[] {
  const items: TocItem[] = [];
  for (const heading of headings) {
    if (heading.depth < TOC_MIN_DEPTH || heading.depth > TOC_MAX_DEPTH) continue;
    const item = { ...heading, children: [] };
    const parent = items.at(-1);
    if (heading.depth > TOC_MIN_DEPTH && parent) parent.children.push(item);
    else items.push(item);
  }
  return items;
}
