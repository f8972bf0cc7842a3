/** The package version, replaced at build time (tsup `define`, vitest `define`). */
declare const __PAPO_VERSION__: string;
