// n8n calls home unless told not to; the tests reach 127.0.0.1 only. Each variable below turns
// one call off, found by running n8n with loopback-only.mjs preloaded (it refuses and writes
// down every other host; `npm run test:n8n` fails when any was tried). Endpoints are not
// pointed at a closed local port instead: a call that a new release no longer lets us turn
// off must show up in that log, not vanish into 127.0.0.1. See docs/n8n.md#no-network.

/** The variables for n8n `major` (1 or 2). */
export function offlineEnv(major) {
  return {
    // Telemetry to telemetry.n8n.io (RudderStack) and ph.n8n.io (PostHog), backend and editor.
    N8N_DIAGNOSTICS_ENABLED: 'false',
    // The "new version available" check (api.n8n.io/api/versions/)…
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    // …and the "What's new" panel's feed (api.n8n.io/api/whats-new).
    N8N_VERSION_NOTIFICATIONS_WHATS_NEW_ENABLED: 'false',
    // Workflow templates (api.n8n.io/api/templates) in the editor.
    N8N_TEMPLATES_ENABLED: 'false',
    // Banners the editor fetches (api.n8n.io/api/banners).
    N8N_DYNAMIC_BANNERS_ENABLED: 'false',
    // The owner's onboarding survey, posted to n8n.
    N8N_PERSONALIZATION_ENABLED: 'false',
    // Community nodes: the verified-nodes list (api.n8n.io/api/community-nodes), npm look-ups.
    N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
    // The AI assistant and workflow builder (n8n's AI service).
    N8N_AI_ENABLED: 'false',
    // The license SDK renews against license.n8n.io; the community edition needs no licence.
    N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
    // Scripts the editor page would load from other hosts.
    EXTERNAL_FRONTEND_HOOKS_URLS: '',
    // 2.x: the MCP registry module fetches its server list (api.n8n.io/api/mcp-servers) at start.
    ...(major >= 2 && { N8N_DISABLED_MODULES: 'mcp-registry' }),
  };
}
