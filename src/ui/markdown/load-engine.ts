/**
 * How markdown (engine.ts) is fetched: a dynamic import, the only reference to engine.ts, so
 * bundlers split it off. The standalone chat's code takes load-engine-standalone.ts instead
 * (tsup.config.ts), which can fetch it again after a failure.
 */
/** What markdown gives the chat (engine.ts's exports). */
export type MarkdownEngine = typeof import('./engine');

export const loadEngine = (): Promise<MarkdownEngine> => import('./engine');
