import { describe, expect, it } from 'vitest';
import { createDocsVersion, getVersionDoc, sidebarForDoc } from '../../src/utils/docs-version';
import {
  categoryContains,
  flattenSidebar,
  getBreadcrumbs,
  getPrevNext,
  getSidebar,
  resolveSidebar,
  UnknownDocError,
  UnknownSidebarError,
  type SidebarConfigItem,
} from '../../src/utils/sidebar';

const docs = new Map([
  ['intro', { title: 'Introdução' }],
  ['Chat', { title: 'Chat com a Lia', sidebar_label: 'Chat' }],
  ['api/PRO/envio', { title: 'Enviar documento (PRO)', sidebar_label: 'Envio' }],
  ['api/PRO/consulta', { title: 'Consultar análise (PRO)' }],
]);

const config: SidebarConfigItem[] = [
  {
    type: 'category',
    label: 'Introdução',
    items: [
      { type: 'doc', id: 'intro' },
      { type: 'doc', id: 'Chat' },
    ],
  },
  {
    type: 'category',
    label: 'API',
    items: [
      {
        type: 'category',
        label: 'PRO',
        items: [
          { type: 'doc', id: 'api/PRO/envio' },
          { type: 'doc', id: 'api/PRO/rascunho' },
          { type: 'doc', id: 'api/PRO/consulta', label: 'Consulta' },
        ],
      },
    ],
  },
  { type: 'link', label: 'Blog', href: '/blog' },
];

const context = { sidebarId: 'docs', docs, draftIds: new Set(['api/PRO/rascunho']) };

describe('resolveSidebar', () => {
  it('turns doc ids into links labelled by sidebar_label, else title, and skips drafts', () => {
    const items = resolveSidebar(config, context);
    expect(flattenSidebar(items).map((link) => [link.label, link.href])).toEqual([
      ['Introdução', '/docs/intro'],
      ['Chat', '/docs/Chat'],
      ['Envio', '/docs/api/PRO/envio'],
      ['Consulta', '/docs/api/PRO/consulta'],
      ['Blog', '/blog'],
    ]);
  });

  it('fails on an unknown doc id that is not a draft, listing the available doc ids', () => {
    const broken: SidebarConfigItem[] = [{ type: 'doc', id: 'api/PRO/envios' }];
    expect(() => resolveSidebar(broken, context)).toThrow(UnknownDocError);
    expect(() => resolveSidebar(broken, context)).toThrow(
      'No doc found with id "api/PRO/envios" (in sidebar "docs"). Available doc ids: Chat, api/PRO/consulta, api/PRO/envio, intro.',
    );
  });

  it('checks the doc a category links to', () => {
    const broken: SidebarConfigItem[] = [{ type: 'category', label: 'X', link: 'nope', items: [] }];
    expect(() => resolveSidebar(broken, context)).toThrow(/No doc found with id "nope"/);
  });

  it('drops a category left empty by drafts', () => {
    const onlyDrafts: SidebarConfigItem[] = [
      { type: 'category', label: 'X', items: [{ type: 'doc', id: 'api/PRO/rascunho' }] },
    ];
    expect(resolveSidebar(onlyDrafts, context)).toEqual([]);
  });
});

describe('getSidebar', () => {
  it('returns the sidebar or fails listing the available sidebar ids', () => {
    const sidebars = { docs: [1], api: [2] };
    expect(getSidebar(sidebars, 'api')).toEqual([2]);
    expect(() => getSidebar(sidebars, 'tutorial')).toThrow(UnknownSidebarError);
    expect(() => getSidebar(sidebars, 'tutorial')).toThrow(
      'No sidebar found with id "tutorial". Available sidebar ids: api, docs.',
    );
    expect(() => getSidebar(sidebars, 'toString')).toThrow(UnknownSidebarError);
  });
});

describe('prev/next and breadcrumbs', () => {
  const items = resolveSidebar(config, context);

  it('follows reading order across categories', () => {
    expect(getPrevNext(items, 'Chat')).toEqual({
      prev: { label: 'Introdução', href: '/docs/intro', docId: 'intro' },
      next: { label: 'Envio', href: '/docs/api/PRO/envio', docId: 'api/PRO/envio' },
    });
    expect(getPrevNext(items, 'intro').prev).toBeUndefined();
    expect(getPrevNext(items, 'api/PRO/consulta').next).toBeUndefined(); // the blog link is not a doc
    expect(getPrevNext(items, 'unlisted')).toEqual({});
  });

  it('lists the categories around a doc', () => {
    expect(getBreadcrumbs(items, 'api/PRO/envio').map((crumb) => crumb.label)).toEqual(['API', 'PRO']);
    expect(getBreadcrumbs(items, 'unlisted')).toEqual([]);
  });

  it('knows which category holds the current page', () => {
    const api = items[1]!;
    expect(categoryContains(api, '/docs/api/PRO/consulta')).toBe(true);
    expect(categoryContains(api, '/docs/intro')).toBe(false);
  });
});

describe('docs version', () => {
  const version = createDocsVersion({
    name: 'current',
    label: 'Next',
    mainDocId: 'Chat',
    sidebars: { docs: config },
    docs,
    draftIds: ['api/PRO/rascunho'],
  });

  it('has a name, label, sidebars, docs with id, path and sidebar, and draft ids', () => {
    expect(version.name).toBe('current');
    expect(version.label).toBe('Next');
    expect(version.draftIds).toEqual(['api/PRO/rascunho']);
    expect(version.docs).toContainEqual({ id: 'api/PRO/envio', path: '/docs/api/PRO/envio', sidebar: 'docs' });
    expect(Object.keys(version.sidebars)).toEqual(['docs']);
  });

  it('finds docs, returns nothing for a draft and fails on an unknown id', () => {
    expect(getVersionDoc(version, 'intro')?.path).toBe('/docs/intro');
    expect(getVersionDoc(version, 'api/PRO/rascunho')).toBeUndefined();
    expect(() => getVersionDoc(version, 'Intro')).toThrow(/Available doc ids: Chat, api\/PRO\/consulta/);
    expect(sidebarForDoc(version, 'intro')).toBe(version.sidebars.docs);
  });

  it('fails when the main doc does not exist', () => {
    expect(() =>
      createDocsVersion({ name: 'current', label: 'Next', mainDocId: 'Nope', sidebars: {}, docs, draftIds: [] }),
    ).toThrow(/No doc found with id "Nope" \(main doc of version "current"\)/);
  });
});
