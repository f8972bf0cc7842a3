/** Blog authors and tags. Posts name them by id; the content schema rejects unknown ids. */

export interface Author {
  name: string;
  title: string;
  /** Where the author's profile lives (under the reserved .example domain). */
  url: string;
}

export const authors = {
  marina: {
    name: 'Marina Couto',
    title: 'Engenheira de documentação na Atesta',
    url: 'https://www.atesta.example/equipe/marina-couto',
  },
  rafael: {
    name: 'Rafael Nogueira',
    title: 'Desenvolvedor front-end na Atesta',
    url: 'https://www.atesta.example/equipe/rafael-nogueira',
  },
} as const satisfies Record<string, Author>;

export type AuthorId = keyof typeof authors;
export const authorIds = Object.keys(authors) as [AuthorId, ...AuthorId[]];

/** The four sample tags of the blog; the slug is the URL segment under /blog/tags/. */
export const tags = {
  docusaurus: { label: 'Docusaurus', description: 'Posts sobre a origem deste site e as ferramentas de documentação.' },
  facebook: {
    label: 'Facebook',
    description: 'Posts que citam o Facebook e o ecossistema de código aberto que ele mantém.',
  },
  hello: { label: 'Olá', description: 'Posts de boas-vindas e apresentação.' },
  hola: { label: 'Hola', description: 'Posts de exemplo, com textos de preenchimento.' },
} as const satisfies Record<string, { label: string; description: string }>;

export type TagId = keyof typeof tags;
export const tagIds = Object.keys(tags) as [TagId, ...TagId[]];
