// One environment variable's value each: read, checked, and refused with a message that
// names the variable and what it expects (ConfigError).

import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCAL_DEV_ORIGINS } from './chat/cors.js';

export class ConfigError extends Error {
  /** @param {string} variable @param {string} message */
  constructor(variable, message) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/**
 * `ALLOWED_ORIGINS=https://docs.atesta.example,http://localhost:*` or `*`; unset: the
 * localhost dev origins. The server's own origin is always allowed.
 * @param {string | undefined} value
 */
export function parseOrigins(value) {
  if (value === undefined) return LOCAL_DEV_ORIGINS;
  const origins = value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin === '*') continue;
    if (!asOrigin(origin.endsWith(':*') ? origin.slice(0, -2) : origin)) {
      throw new ConfigError(
        'ALLOWED_ORIGINS',
        `"${origin}" is not an origin: write scheme://host[:port] (no path), host:* for any port, or *`,
      );
    }
  }
  return origins;
}

/**
 * @param {string} variable
 * @param {string} name
 */
export function fieldName(variable, name) {
  if (!/^[\w.-]{1,64}$/.test(name) || name === 'action' || name === 'metadata' || name === 'files') {
    throw new ConfigError(
      variable,
      `"${name}" cannot be a field name: use letters, digits, _ . - (not action, metadata or files)`,
    );
  }
  return name;
}

/**
 * `PUBLIC_URL=https://docs.atesta.example`: the origin the docs are served on, for Lia's
 * source links (public-origin.js). Unset: each request's own origin.
 * @param {string | undefined} value
 */
export function publicUrl(value) {
  if (value === undefined) return undefined;
  const origin = asOrigin(value);
  if (!origin) {
    throw new ConfigError(
      'PUBLIC_URL',
      `"${value}" is not an origin: write scheme://host[:port] where the docs are served, e.g. https://docs.atesta.example (no path)`,
    );
  }
  return origin;
}

/**
 * `value` as an http(s) origin (a trailing slash allowed), or null when it is not one.
 * @param {string} value
 */
export function asOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return web && url.origin === value.replace(/\/$/, '') ? url.origin : null;
}

/**
 * `MOUNTS=/examples/plain-html/=dist/browser,examples/plain-html;/other/=folder`: folders
 * served under a path beside the site (mounts.js), the first folder holding a file winning.
 * @param {string | undefined} value
 * @param {string} cwd
 * @returns {import('./http/mounts.js').Mount[]}
 */
export function parseMounts(value, cwd) {
  if (value === undefined) return [];
  return value
    .split(';')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const [path = '', folders = ''] = entry.trim().split('=');
      const dirs = folders
        .split(',')
        .map((folder) => folder.trim())
        .filter(Boolean)
        .map((folder) => resolve(cwd, folder));
      if (!/^(\/[\w.~-]+)+\/$/.test(path) || /^\/(webhook|__test__)\//.test(path) || dirs.length === 0) {
        throw new ConfigError(
          'MOUNTS',
          `"${entry.trim()}" is not a mount: write /path/=folder[,folder…] (the path between slashes, not under /webhook/), mounts separated by ;`,
        );
      }
      const missing = dirs.find((dir) => !statSync(dir, { throwIfNoEntry: false })?.isDirectory());
      if (missing) throw new ConfigError('MOUNTS', `${missing} is not a folder (in "${entry.trim()}")`);
      return { path, dirs };
    });
}
