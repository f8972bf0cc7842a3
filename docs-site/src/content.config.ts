import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { authorIds, tagIds } from './config/blog';

/** A doc's id is its path under src/content/docs without `.mdx`, case preserved (CONTENT.md). */
const docs = defineCollection({
  loader: glob({
    pattern: '**/*.mdx',
    base: './src/content/docs',
    generateId: ({ entry }) => entry.replace(/\.mdx$/, ''),
  }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().optional(),
    draft: z.boolean().default(false),
  }),
});

const blog = defineCollection({
  loader: glob({
    pattern: '**/*.mdx',
    base: './src/content/blog',
    generateId: ({ entry }) => entry.replace(/\.mdx$/, ''),
  }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    date: z.coerce.date(),
    tags: z.array(z.enum(tagIds)).min(1),
    authors: z.array(z.enum(authorIds)).min(1),
  }),
});

export const collections = { docs, blog };
