/** Blog posts, newest first, with their authors and tags resolved. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { authors, tags, type TagId } from '../config/blog';

export type PostEntry = CollectionEntry<'blog'>;

export async function getPosts(): Promise<PostEntry[]> {
  const posts = await getCollection('blog');
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

export const postHref = (post: PostEntry) => `/blog/${post.id}`;
export const tagHref = (tag: TagId) => `/blog/tags/${tag}`;
export const postAuthors = (post: PostEntry) => post.data.authors.map((id) => ({ id, ...authors[id] }));
export const tagLabel = (tag: TagId) => tags[tag].label;

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });
export const formatDate = (date: Date) => dateFormat.format(date);

/** "3 min de leitura", from the post's word count at 200 words a minute. */
export function readingTime(post: PostEntry): string {
  const words = (post.body ?? '').split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 200))} min de leitura`;
}
