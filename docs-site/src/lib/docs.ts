/**
 * The docs collection as the site uses it: drafts left out of production builds, and the
 * docs version (docs/decisions.md#the-docs-site) with its sidebar checked against the docs that exist.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { sidebars } from '../config/sidebar';
import { docsVersion } from '../config/site';
import { createDocsVersion, type DocsVersion } from '../utils/docs-version';
import { sidebarDocIds } from '../utils/sidebar';

export type DocEntry = CollectionEntry<'docs'>;

export interface LoadedDocs {
  entries: DocEntry[];
  version: DocsVersion;
}

let loaded: Promise<LoadedDocs> | null = null;

async function load(): Promise<LoadedDocs> {
  const all = await getCollection('docs');
  const publish = import.meta.env.PROD;
  const entries = publish ? all.filter((entry) => !entry.data.draft) : all;
  const draftIds = publish ? all.filter((entry) => entry.data.draft).map((entry) => entry.id) : [];
  const version = createDocsVersion({
    ...docsVersion,
    sidebars,
    docs: new Map(entries.map((entry) => [entry.id, entry.data])),
    draftIds,
  });
  const listed = new Set(Object.values(version.sidebars).flatMap((items) => [...sidebarDocIds(items)]));
  const unlisted = entries.filter((entry) => !listed.has(entry.id)).map((entry) => entry.id);
  if (unlisted.length) {
    console.warn(
      `[atesta-docs] Docs missing from src/config/sidebar.ts (no sidebar links them): ${unlisted.join(', ')}`,
    );
  }
  return { entries: entries.sort((a, b) => a.id.localeCompare(b.id)), version };
}

export function loadDocs(): Promise<LoadedDocs> {
  loaded ??= load();
  return loaded;
}
