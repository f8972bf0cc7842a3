/** Site-wide strings and links (docs/decisions.md#names-and-defaults: names, `.example` domains, site strings). */
import type { AnnouncementBar } from '../utils/announcement';

export const site = {
  title: 'Atesta Docs',
  /** Same as `site` in astro.config.mjs. */
  url: 'https://docs.atesta.example',
  /** The only locale: Brazilian Portuguese. */
  lang: 'pt-BR',
  ogLocale: 'pt_BR',
  tagline: 'A inteligência artificial torna a análise de documentos muito mais rápida.',
  description:
    'Documentação pública das APIs da Atesta: documentoscopia, facematch, validação de dados, energia, Skia e MCP.',
  copyright: '© 2025 Atesta',
  mainSite: 'https://www.atesta.example',
} as const;

/** The single docs version (docs/decisions.md#the-docs-site): its name is `current`, shown as "Next". */
export const docsVersion = { name: 'current', label: 'Next', mainDocId: 'Chat' } as const;

/** Top bar links, besides the logo. */
export const navLinks = [
  { label: 'Documentação', href: '/docs/intro', match: '/docs' },
  { label: 'Blog', href: '/blog', match: '/blog' },
] as const;

export interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Docs',
    links: [
      { label: 'Introdução', href: '/docs/intro' },
      { label: 'API Atesta', href: '/docs/api/intro' },
      { label: 'Chat', href: '/docs/Chat' },
    ],
  },
  {
    title: 'Redes sociais',
    links: [
      { label: 'Instagram', href: 'https://www.instagram.example/atesta' },
      { label: 'Facebook', href: 'https://www.facebook.example/atesta' },
      { label: 'LinkedIn', href: 'https://www.linkedin.example/company/atesta' },
    ],
  },
  {
    title: 'Mais',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Site principal', href: site.mainSite },
      { label: 'Contato', href: `${site.mainSite}/contato` },
    ],
  },
];

/** The announcement bar shown above the top bar; none is configured (docs/decisions.md#the-docs-site). */
export const announcementBar: AnnouncementBar | null = null;

/** Where the chat posts: PUBLIC_CHAT_WEBHOOK_URL at build time, else the same-origin path. */
export const chatWebhookUrl: string = import.meta.env.PUBLIC_CHAT_WEBHOOK_URL || '/webhook/chat';
