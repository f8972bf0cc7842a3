/**
 * The docs navigation as data. Every docs route of the site (docs/decisions.md#the-docs-site) is listed by doc id; the
 * build fails on an id that has no page (src/utils/sidebar.ts). Categories are always
 * expanded: the sidebar cannot be hidden and nothing collapses (docs/decisions.md#the-docs-site).
 */
import type { SidebarConfigItem } from '../utils/sidebar';

const doc = (id: string, label?: string): SidebarConfigItem => ({ type: 'doc', id, ...(label ? { label } : {}) });

/** Docs that share a folder, in the order given. */
const docsIn = (folder: string, names: string[]): SidebarConfigItem[] => names.map((name) => doc(`${folder}/${name}`));

const category = (
  label: string,
  items: SidebarConfigItem[],
  options: { link?: string; description?: string } = {},
): SidebarConfigItem => ({ type: 'category', label, items, ...options });

export const defaultSidebarId = 'docs';

export const sidebars: Record<string, SidebarConfigItem[]> = {
  docs: [
    category('Introdução', [doc('intro'), doc('Chat')], {
      description: 'Como esta documentação está organizada e o assistente Lia, que responde dúvidas no chat.',
    }),
    category('Plataforma', docsIn('plataforma', ['ambientes', 'sso']), {
      description: 'Ambientes de sandbox e produção e o login único (SSO) no painel da Atesta.',
    }),
    category(
      'API',
      [
        ...docsIn('api', ['intro', 'produto', 'ambientes', 'autenticacao', 'StatusCode']),
        category(
          'Tabelas',
          docsIn('api', [
            'tab_biometria',
            'tab_motivos',
            'tab_tipos',
            'tab_status_checar_dados',
            'tab_status_flash',
            'tab_status_ocr',
            'tab_status_pro',
            'tab_status_score',
          ]),
        ),
        category('Documentoscopia PRO', docsIn('api/PRO', ['envio', 'consulta', 'ObterLaudo'])),
        category('Documentoscopia SCORE', docsIn('api/SCORE', ['envioScore', 'consultaScore', 'ObterLaudo'])),
        category('Facematch', docsIn('api/Facematch', ['envio', 'consultarFacematch', 'obterPdfFacematch'])),
        category('Flash', docsIn('api/Flash', ['envioFlash', 'consultaFlash', 'extrairDados'])),
        category('Lite', docsIn('api/Lite', ['envioLite', 'consultaLite'])),
        category('OCR', docsIn('api/OCR', ['envioOCR', 'consultaOCR'])),
        category('Validação', docsIn('api/Validacao', ['Valida-PF', 'ChecarDados-PF'])),
        category('Webhook', docsIn('api/Webhook', ['webhook', 'PorqueUsar'])),
      ],
      {
        description:
          'A API principal: documentoscopia PRO e SCORE, Facematch, Flash, Lite, OCR, validação de dados e webhooks.',
      },
    ),
    category(
      'Via MCP',
      [
        category('PRO', docsIn('via-mcp/PRO', ['enviar-documento', 'consultar-analise', 'obter-laudo-analise'])),
        category('SCORE', docsIn('via-mcp/SCORE', ['enviar-documento-score', 'consultar-score', 'obter-laudo-score'])),
        category(
          'Facematch',
          docsIn('via-mcp/Facematch', ['enviar-documentos-facematch', 'consultar-facematch', 'obter-pdf-facematch']),
        ),
        category('Lite', docsIn('via-mcp/Lite', ['enviar-documento-lite', 'consultar-lite'])),
        category('OCR', docsIn('via-mcp/OCR', ['enviar-documento-ocr', 'consultar-ocr'])),
      ],
      { description: 'Os mesmos produtos usados por um agente de IA, através das ferramentas do servidor MCP.' },
    ),
    category(
      'API de Energia',
      [
        ...docsIn('api-energia', [
          'intro',
          'produto',
          'ambientes',
          'autenticacao',
          'envio',
          'consulta',
          'webhook',
          'StatusCode',
        ]),
        category(
          'Tabelas',
          docsIn('api-energia', [
            'tab_alertas',
            'tab_classificacoes',
            'tab_codigos',
            'tab_mastertypes',
            'tab_qualidade',
            'tab_status',
            'tab_subtypes',
          ]),
        ),
      ],
      { description: 'Leitura e análise automática de contas de energia elétrica.' },
    ),
    category(
      'API Skia',
      [
        ...docsIn('api-skia', ['produto', 'ambientes', 'autenticacao']),
        category('Acionamento', docsIn('api-skia/Acionamento', ['criar-acionamento'])),
        category('Agente', docsIn('api-skia/Agente', ['listar-agentes'])),
        category('Chamada', docsIn('api-skia/Chamada', ['criar-chamadas', 'detalhe-chamada'])),
        category('Filas', docsIn('api-skia/Filas', ['criar-fila', 'listar-filas', 'listar-variaveis'])),
        category('Roteiros', docsIn('api-skia/Roteiros', ['listar-roteiros'])),
        category('Tabelas', docsIn('api-skia', ['tab_motivos', 'tab_status', 'tab_status_operacao'])),
      ],
      { description: 'Central de atendimento e discagem: filas, roteiros, agentes, chamadas e acionamentos.' },
    ),
  ],
};
