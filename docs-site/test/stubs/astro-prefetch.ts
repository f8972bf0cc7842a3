/** Stands in for Astro's `astro:prefetch` virtual module in unit tests. */
import { vi } from 'vitest';

export const prefetch = vi.fn();
