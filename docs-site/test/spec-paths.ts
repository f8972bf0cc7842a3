/**
 * Every docs route the site must have, written down here rather than read from
 * src/config/sidebar.ts, so the built-site tests catch a page the sidebar (and so the
 * build) lost. Each string lists one folder's pages, a line per product.
 */
const docs = (folder: string, names: string) =>
  names
    .trim()
    .split(/\s+/)
    .map((name) => `/docs/${folder}/${name}`);

export const docsPaths = [
  '/docs/intro',
  '/docs/Chat',
  ...docs('plataforma', 'ambientes sso'),
  ...docs(
    'api-energia',
    `intro produto ambientes autenticacao envio consulta webhook StatusCode
     tab_alertas tab_classificacoes tab_codigos tab_mastertypes tab_qualidade tab_status tab_subtypes`,
  ),
  ...docs(
    'api-skia',
    `produto ambientes autenticacao
     Acionamento/criar-acionamento Agente/listar-agentes Chamada/criar-chamadas Chamada/detalhe-chamada
     Filas/criar-fila Filas/listar-filas Filas/listar-variaveis Roteiros/listar-roteiros
     tab_motivos tab_status tab_status_operacao`,
  ),
  ...docs(
    'api',
    `intro produto ambientes autenticacao StatusCode
     tab_biometria tab_motivos tab_tipos tab_status_checar_dados tab_status_flash tab_status_ocr tab_status_pro tab_status_score
     PRO/envio PRO/consulta PRO/ObterLaudo
     SCORE/envioScore SCORE/consultaScore SCORE/ObterLaudo
     Facematch/envio Facematch/consultarFacematch Facematch/obterPdfFacematch
     Flash/envioFlash Flash/consultaFlash Flash/extrairDados
     Lite/envioLite Lite/consultaLite
     OCR/envioOCR OCR/consultaOCR
     Validacao/Valida-PF Validacao/ChecarDados-PF
     Webhook/webhook Webhook/PorqueUsar`,
  ),
  ...docs(
    'via-mcp',
    `PRO/enviar-documento PRO/consultar-analise PRO/obter-laudo-analise
     SCORE/enviar-documento-score SCORE/consultar-score SCORE/obter-laudo-score
     Facematch/enviar-documentos-facematch Facematch/consultar-facematch Facematch/obter-pdf-facematch
     Lite/enviar-documento-lite Lite/consultar-lite
     OCR/enviar-documento-ocr OCR/consultar-ocr`,
  ),
];

export const blogPaths = [
  '/blog',
  '/blog/archive',
  '/blog/tags',
  '/blog/tags/guias',
  '/blog/tags/mcp',
  '/blog/tags/novidades',
  '/blog/tags/webhooks',
  '/blog/welcome',
  '/blog/first-blog-post',
  '/blog/long-blog-post',
  '/blog/mdx-blog-post',
];

export const pagePaths = ['/', '/app-privacy-policy', '/markdown-page', '/docs', ...blogPaths, ...docsPaths];
