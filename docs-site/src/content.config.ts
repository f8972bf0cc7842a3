import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { authorIds, tagIds } from './config/blog';

/** The MDX files under `base`; an entry's id is its path without `.mdx`, case preserved (CONTENT.md). */
const mdxFiles = (base: string) =>
  glob({ pattern: '**/*.mdx', base, generateId: ({ entry }) => entry.replace(/\.mdx$/, '') });

/** What every page says of itself. */
const page = { title: z.string().min(1), description: z.string().min(1) };

const docs = defineCollection({
  loader: mdxFiles('./src/content/docs'),
  schema: z.object({
    ...page,
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().optional(),
    draft: z.boolean().default(false),
  }),
});

const blog = defineCollection({
  loader: mdxFiles('./src/content/blog'),
  schema: z.object({
    ...page,
    date: z.coerce.date(),
    tags: z.array(z.enum(tagIds)).min(1),
    authors: z.array(z.enum(authorIds)).min(1),
  }),
});

export const collections = { docs, blog };
