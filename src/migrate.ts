/**
 * `papo-chat/migrate`: turns messages kept in 0.2.0's shape into today's. Its own entry
 * because only an integrator who stored messages needs it once, and the main entry's bytes
 * are every page's (docs/api.md#messages).
 */
export { migrateMessage } from './core/messages/migrate-message';
