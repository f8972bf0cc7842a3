/**
 * Navigation as data: the sidebar config names docs by id; these pure helpers
 * turn it into links, check every id at build time and derive prev/next and breadcrumbs.
 */

/** What src/config/sidebar.ts writes. */
export type SidebarConfigItem =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items: SidebarConfigItem[]; link?: string; description?: string };

/** What the layout renders (docs/decisions.md#the-docs-site: items are links or categories). */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string }
  | { type: 'category'; label: string; items: SidebarItem[]; href?: string; docId?: string; description?: string };

export interface SidebarDoc {
  title: string;
  sidebar_label?: string;
}

export interface ResolveContext {
  sidebarId: string;
  /** Docs built in this run, by id. */
  docs: ReadonlyMap<string, SidebarDoc>;
  /** Drafts left out of this build: silently dropped from the sidebar. */
  draftIds: ReadonlySet<string>;
}

export function docHref(docId: string): string {
  return `/docs/${docId}`;
}

export class UnknownSidebarError extends Error {
  constructor(id: string, available: readonly string[]) {
    super(`No sidebar found with id "${id}". Available sidebar ids: ${formatIds(available)}.`);
    this.name = 'UnknownSidebarError';
  }
}

export class UnknownDocError extends Error {
  constructor(id: string, available: readonly string[], where?: string) {
    super(`No doc found with id "${id}"${where ? ` (${where})` : ''}. Available doc ids: ${formatIds(available)}.`);
    this.name = 'UnknownDocError';
  }
}

function formatIds(ids: readonly string[]): string {
  return ids.length ? [...ids].sort().join(', ') : '(none)';
}

export function getSidebar<T>(sidebars: Readonly<Record<string, T>>, id: string): T {
  if (!Object.hasOwn(sidebars, id)) throw new UnknownSidebarError(id, Object.keys(sidebars));
  return sidebars[id] as T;
}

/**
 * Checks a doc id against the build: the doc, `undefined` for a draft left out of this
 * build, or an UnknownDocError listing the ids that exist.
 */
export function lookupDoc<T>(
  docs: ReadonlyMap<string, T>,
  draftIds: ReadonlySet<string>,
  id: string,
  where?: string,
): T | undefined {
  const doc = docs.get(id);
  if (doc) return doc;
  if (draftIds.has(id)) return undefined;
  throw new UnknownDocError(id, [...docs.keys()], where);
}

export function resolveSidebar(config: readonly SidebarConfigItem[], context: ResolveContext): SidebarItem[] {
  const where = `in sidebar "${context.sidebarId}"`;
  const resolveItem = (item: SidebarConfigItem): SidebarItem | null => {
    if (item.type === 'link') return { type: 'link', label: item.label, href: item.href };
    if (item.type === 'doc') {
      const doc = lookupDoc(context.docs, context.draftIds, item.id, where);
      if (!doc) return null;
      return {
        type: 'link',
        label: item.label ?? doc.sidebar_label ?? doc.title,
        href: docHref(item.id),
        docId: item.id,
      };
    }
    const items = item.items.map(resolveItem).filter((child): child is SidebarItem => child !== null);
    const linked = item.link ? lookupDoc(context.docs, context.draftIds, item.link, where) : undefined;
    if (!items.length && !linked) return null;
    return {
      type: 'category',
      label: item.label,
      items,
      ...(linked && item.link ? { href: docHref(item.link), docId: item.link } : {}),
      ...(item.description ? { description: item.description } : {}),
    };
  };
  return config.map(resolveItem).filter((item): item is SidebarItem => item !== null);
}

export interface FlatLink {
  label: string;
  href: string;
  docId?: string;
}

/** Every link in reading order: a category's own page comes before its items. */
export function flattenSidebar(items: readonly SidebarItem[]): FlatLink[] {
  return items.flatMap((item): FlatLink[] => {
    if (item.type === 'link') return [{ label: item.label, href: item.href, docId: item.docId }];
    const own = item.href ? [{ label: item.label, href: item.href, docId: item.docId }] : [];
    return [...own, ...flattenSidebar(item.items)];
  });
}

/** Doc ids the sidebar links to, for finding docs it forgot. */
export function sidebarDocIds(items: readonly SidebarItem[]): Set<string> {
  return new Set(flattenSidebar(items).flatMap((link) => (link.docId ? [link.docId] : [])));
}

export function getPrevNext(items: readonly SidebarItem[], docId: string): { prev?: FlatLink; next?: FlatLink } {
  const links = flattenSidebar(items).filter((link) => link.docId);
  const index = links.findIndex((link) => link.docId === docId);
  if (index === -1) return {};
  return { prev: links[index - 1], next: links[index + 1] };
}

/** The categories that contain a doc, outermost first. */
export function getBreadcrumbs(items: readonly SidebarItem[], docId: string): { label: string; href?: string }[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.docId === docId) return [];
    const inner = containsDoc(item.items, docId) ? getBreadcrumbs(item.items, docId) : null;
    if (inner) return [{ label: item.label, href: item.href }, ...inner];
  }
  return [];
}

function containsDoc(items: readonly SidebarItem[], docId: string): boolean {
  return items.some((item) => item.docId === docId || (item.type === 'category' && containsDoc(item.items, docId)));
}

/** Whether a category holds the page being shown, for `aria-current` and open state. */
export function categoryContains(item: SidebarItem, href: string): boolean {
  if (item.href === href) return true;
  return item.type === 'category' && item.items.some((child) => categoryContains(child, href));
}
