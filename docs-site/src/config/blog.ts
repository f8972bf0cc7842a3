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

/** The blog's tags; the slug is the URL segment under /blog/tags/. */
export const tags = {
  novidades: { label: 'Novidades', description: 'Lançamentos e mudanças nas APIs da Atesta e nesta documentação.' },
  guias: {
    label: 'Guias de integração',
    description: 'Passo a passo para integrar um produto da Atesta do início ao fim.',
  },
  webhooks: {
    label: 'Webhooks',
    description: 'Receber resultados sem consultar a API: eventos, assinatura e reenvios.',
  },
  mcp: {
    label: 'MCP e agentes de IA',
    description: 'Usar os produtos da Atesta a partir de um agente de IA pelo servidor MCP.',
  },
} as const satisfies Record<string, { label: string; description: string }>;

export type TagId = keyof typeof tags;
export const tagIds = Object.keys(tags) as [TagId, ...TagId[]];
