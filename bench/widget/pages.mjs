/**
 * The host page: one ordinary article, the same for every widget, with the widget embedded
 * the way its README says (Papo: the standalone loader; n8n 0.62 and 1.37: its bundle and
 * stylesheet, served from this origin instead of jsDelivr; deep-chat: its web-component
 * bundle and pages/deep-chat.js). `widget=none` is the page alone.
 */
const ARTICLE = `
<header><h1>Atesta Docs</h1><nav><a href="#a">Início</a> · <a href="#b">API</a> · <a href="#c">Blog</a></nav></header>
<main>
  <h2 id="a">Assinaturas digitais sem complicação</h2>
  ${'<p>A inteligência artificial torna a análise de documentos muito mais rápida. Envie um contrato, receba os pontos de atenção e acompanhe cada assinatura em um só lugar, com trilha de auditoria completa.</p>'.repeat(6)}
  <h2 id="b">Autenticação</h2>
  <p>Peça um token em <code>POST /auth/token</code> e envie-o no cabeçalho <code>Authorization</code>.</p>
  <ul><li>Sandbox: dados de teste</li><li>Produção: dados reais</li><li>Limites por minuto</li></ul>
</main>`;

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #1b1f24; }
#chat-box { position: fixed; right: 16px; bottom: 16px; width: 400px; height: 600px; overflow: auto; }
.naive-message { padding: 8px 12px; background: #f2f4f7; border-radius: 8px; }
`;

function embed(widget, options) {
  const json = JSON.stringify(options);
  if (widget === 'papo') {
    return `<script src="/papo/papo-chat.js"></script>\n<script>window.__chat = PapoChat.createChat(${json});</script>`;
  }
  if (widget === 'n8n' || widget === 'n8n137') {
    return [
      `<link rel="stylesheet" href="/${widget}/style.css" />`,
      `<script src="/${widget}/chat.bundle.umd.js"></script>`,
      `<script>window.__chat = N8nChat.createChat(${json});</script>`,
    ].join('\n');
  }
  if (widget === 'deepchat') {
    // Its bundle is an ES module that defines <deep-chat>; the glue runs after it (both deferred).
    return [
      '<script type="module" src="/deep-chat/deepChat.bundle.js"></script>',
      `<script>window.__deepChatOptions = ${json};</script>`,
      '<script type="module" src="/bench/deep-chat.js"></script>',
    ].join('\n');
  }
  if (widget === 'naive')
    return '<script src="/md/markdown-it.min.js"></script>\n<script src="/bench/naive.js"></script>';
  return '';
}

/**
 * Cross-origin isolation (COOP + COEP), which `performance.measureUserAgentSpecificMemory()`
 * needs. Every widget's files, the glue and the webhook are on this same origin, so all of
 * them still load; what is not (deep-chat's font) is refused anyway.
 */
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/**
 * `?widget=papo|n8n|n8n137|deepchat|naive|none&options=<json>&box=1&isolated=1` (box: a fixed
 * chat area on the page; isolated: served cross-origin isolated, for row 4's page memory).
 */
export function hostPage(params) {
  const html = hostHtml(params);
  return params.get('isolated') ? { body: html, headers: ISOLATED } : html;
}

function hostHtml(params) {
  const widget = params.get('widget') ?? 'none';
  const options = JSON.parse(params.get('options') ?? '{}');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Host page</title>
<link rel="icon" href="data:," />
<style>${STYLE}</style>
</head>
<body>
${ARTICLE}
${params.get('box') ? '<div id="chat-box"></div>' : ''}
${embed(widget, options)}
</body>
</html>
`;
}
