/**
 * The docs version model of docs/decisions.md#the-docs-site: one version, `current`, labelled "Next". A version
 * has a name, sidebars, docs and draft ids; a doc has an id, a path and a sidebar.
 */
import {
  getSidebar,
  lookupDoc,
  resolveSidebar,
  sidebarDocIds,
  docHref,
  type SidebarConfigItem,
  type SidebarDoc,
  type SidebarItem,
} from './sidebar';

export interface VersionDoc {
  id: string;
  path: string;
  /** The sidebar that lists it, when one does. */
  sidebar?: string;
}

export interface DocsVersion {
  name: string;
  label: string;
  mainDocId: string;
  sidebars: Record<string, SidebarItem[]>;
  docs: VersionDoc[];
  draftIds: string[];
}

export interface VersionInput {
  name: string;
  label: string;
  mainDocId: string;
  sidebars: Record<string, readonly SidebarConfigItem[]>;
  docs: ReadonlyMap<string, SidebarDoc>;
  draftIds: readonly string[];
}

export function createDocsVersion(input: VersionInput): DocsVersion {
  const draftIds = new Set(input.draftIds);
  lookupDoc(input.docs, draftIds, input.mainDocId, `main doc of version "${input.name}"`);
  const sidebars = Object.fromEntries(
    Object.entries(input.sidebars).map(([sidebarId, config]) => [
      sidebarId,
      resolveSidebar(config, { sidebarId, docs: input.docs, draftIds }),
    ]),
  );
  const sidebarOf = new Map<string, string>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    for (const docId of sidebarDocIds(items)) if (!sidebarOf.has(docId)) sidebarOf.set(docId, sidebarId);
  }
  const docs = [...input.docs.keys()].sort().map((id) => {
    const sidebar = sidebarOf.get(id);
    return { id, path: docHref(id), ...(sidebar ? { sidebar } : {}) };
  });
  return {
    name: input.name,
    label: input.label,
    mainDocId: input.mainDocId,
    sidebars,
    docs,
    draftIds: [...draftIds],
  };
}

/** A doc of the version, `undefined` for a draft, or an error listing the doc ids. */
export function getVersionDoc(version: DocsVersion, id: string): VersionDoc | undefined {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  return lookupDoc(docs, new Set(version.draftIds), id);
}

/** The sidebar a doc is shown with: its own, else the version's first. */
export function sidebarForDoc(version: DocsVersion, id: string): SidebarItem[] {
  const doc = getVersionDoc(version, id);
  const sidebarId = doc?.sidebar ?? Object.keys(version.sidebars)[0];
  if (sidebarId === undefined) return [];
  return getSidebar(version.sidebars, sidebarId);
}
