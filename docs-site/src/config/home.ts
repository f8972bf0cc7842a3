/** The product-family cards of the home page; links are doc ids, checked by the build. */
export interface FamilyCard {
  title: string;
  text: string;
  docId: string;
}

export const familyCards: FamilyCard[] = [
  {
    title: 'Documentoscopia PRO e SCORE',
    text: 'Autenticidade de RG, CNH e outros documentos: análise com perito no PRO ou score automático em segundos no SCORE.',
    docId: 'api/PRO/envio',
  },
  {
    title: 'Lite, OCR e Flash',
    text: 'Análises mais leves e rápidas, extração de dados por OCR e leitura instantânea para fluxos de alto volume.',
    docId: 'api/Lite/envioLite',
  },
  {
    title: 'Facematch',
    text: 'Compara a selfie do titular com a foto do documento e devolve a similaridade e a prova de vida.',
    docId: 'api/Facematch/envio',
  },
  {
    title: 'Validação de dados',
    text: 'ChecarDados e Valida para pessoa física: confirme CPF, nome e data de nascimento em fontes oficiais.',
    docId: 'api/Validacao/Valida-PF',
  },
  {
    title: 'Webhooks',
    text: 'Receba o resultado de cada análise assim que ele sai, sem precisar consultar a API repetidas vezes.',
    docId: 'api/Webhook/webhook',
  },
  {
    title: 'API de Energia',
    text: 'Leitura e análise automática de contas de energia elétrica, com alertas e classificação do consumo.',
    docId: 'api-energia/intro',
  },
  {
    title: 'API Skia',
    text: 'Central de atendimento e discagem: filas, roteiros, agentes, chamadas e acionamentos.',
    docId: 'api-skia/produto',
  },
  {
    title: 'Plataforma',
    text: 'Ambientes de sandbox e produção e login único (SSO) no portal do cliente.',
    docId: 'plataforma/ambientes',
  },
  {
    title: 'Via MCP',
    text: 'Use os produtos da Atesta a partir de um agente de IA, pelas ferramentas do servidor MCP.',
    docId: 'via-mcp/PRO/enviar-documento',
  },
];
