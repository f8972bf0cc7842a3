/**
 * The Atesta MCP server and its tools ("Via Mcp" pages). Each tool wraps one REST endpoint of
 * the main API (api-main.ts) and authenticates with the same bearer token.
 */
import { mainApi } from './api-main';
import { sandboxAndProduction } from './common';
import { ID_FACEMATCH, ID_LITE, ID_OCR, ID_PRO, ID_SCORE } from './example-ids';
import type { McpTool } from './types';

/** The MCP server takes the main API's token, in the same header. */
const { header: authHeader, prefix: authPrefix = '', docId: authDocId } = mainApi.auth;

/** Where the MCP server lives and how it authenticates; pages import this instead of retyping it. */
export const mcpServer = {
  name: 'atesta',
  transport: 'Streamable HTTP',
  environments: sandboxAndProduction(
    {
      url: 'https://mcp.atesta.example/sandbox/mcp',
      description: 'Chama o sandbox da API Atesta: resultados simulados, sem cobrança. Use com credenciais de sandbox.',
    },
    {
      url: 'https://mcp.atesta.example/mcp',
      description: 'Chama a produção da API Atesta: análises reais e cobradas. Use com credenciais de produção.',
    },
  ),
  authHeader,
  authPrefix,
  /** Id of the REST endpoint that issues the token the MCP server accepts. */
  tokenEndpointId: 'token',
  authDocId,
};

const sandboxUrl = mcpServer.environments[0]!.url;

/** Client configuration snippets rendered by the Via Mcp pages. */
export const mcpClientConfigs = {
  /** VS Code (.vscode/mcp.json) and other clients that speak Streamable HTTP with headers. */
  vscode: JSON.stringify(
    {
      inputs: [
        {
          type: 'promptString',
          id: 'atesta-token',
          description: 'Token de acesso da Atesta (expira em 1 hora)',
          password: true,
        },
      ],
      servers: {
        [mcpServer.name]: {
          type: 'http',
          url: sandboxUrl,
          headers: { [mcpServer.authHeader]: `${mcpServer.authPrefix}\${input:atesta-token}` },
        },
      },
    },
    null,
    2,
  ),
  /** Claude Desktop (claude_desktop_config.json) through the mcp-remote bridge. */
  claudeDesktop: JSON.stringify(
    {
      mcpServers: {
        [mcpServer.name]: {
          command: 'npx',
          args: ['-y', 'mcp-remote', sandboxUrl, '--header', `${mcpServer.authHeader}:\${ATESTA_AUTH}`],
          env: { ATESTA_AUTH: `${mcpServer.authPrefix}<seu token>` },
        },
      },
    },
    null,
    2,
  ),
};

type Arg = McpTool['arguments'][number];

/**
 * Every example conversation goes the same way: the user asks, the agent says which tool
 * it calls, the tool answers (JSON) and the agent explains the answer.
 */
const conversa = (pergunta: string, chamada: string, resultado: string, resposta: string): McpTool['conversation'] => [
  { role: 'user', text: pergunta },
  { role: 'assistant', text: chamada },
  { role: 'tool', text: resultado },
  { role: 'assistant', text: resposta },
];

const arquivo = (name: string, lado: string, required: boolean, extra = ''): Arg => ({
  name,
  type: 'string',
  required,
  description: `Arquivo ${lado}: uma URL HTTPS (pública ou pré-assinada, válida por 15 minutos) ou o conteúdo em base64. JPEG, PNG ou PDF, até 10 MB.${extra}`,
});

const referencia: Arg = {
  name: 'referencia',
  type: 'string',
  required: false,
  description: 'Seu identificador da análise (proposta, cadastro), até 64 caracteres. Volta na consulta.',
};

const chaveIdempotencia: Arg = {
  name: 'chaveIdempotencia',
  type: 'string',
  required: false,
  description:
    'Repassada como cabeçalho `Idempotency-Key`. Sem ela, o servidor gera uma por chamada, e uma nova tentativa do agente cria outra análise (cobrada).',
};

const analiseId = (oQue: string): Arg => ({
  name: 'id',
  type: 'string (UUID)',
  required: true,
  description: `Id ${oQue} devolvido pela ferramenta de envio.`,
});

const aguardarSegundos: Arg = {
  name: 'aguardarSegundos',
  type: 'integer',
  required: false,
  description:
    'De 0 a 60. O servidor repete a consulta até o status ser final ou o tempo acabar. Padrão 0 (consulta uma vez).',
};

const incluirConteudo: Arg = {
  name: 'incluirConteudo',
  type: 'boolean',
  required: false,
  description:
    '`false` (padrão) devolve um link de download válido por 15 minutos; `true` embute o PDF em base64 no resultado, o que ocupa muito contexto do modelo.',
};

const titular = (cpfObrigatorio: boolean): Arg[] => [
  {
    name: 'cpf',
    type: 'string',
    required: cpfObrigatorio,
    description: cpfObrigatorio
      ? 'CPF do titular, 11 dígitos. Comparado com o CPF impresso.'
      : 'CPF do titular, 11 dígitos. Obrigatório para documentos de pessoa física.',
  },
  { name: 'nome', type: 'string', required: false, description: 'Nome completo declarado, comparado com o impresso.' },
  {
    name: 'dataNascimento',
    type: 'string (AAAA-MM-DD)',
    required: false,
    description: 'Data de nascimento declarada.',
  },
];

/** The tools that start an analysis take the caller's reference and an idempotency key last. */
const enviar = (...args: Arg[]): Arg[] => [...args, referencia, chaveIdempotencia];

/** Front and back of a document as the REST route takes them; `verso` says when the back is needed. */
const frenteVerso = (verso: string, frente = ''): Arg[] => [
  arquivo('frente', 'da frente do documento', true, frente),
  arquivo('verso', 'do verso do documento', false, verso),
];

/** The tools that look an analysis up can wait for its final status. */
const consultar = (oQue: string): Arg[] => [analiseId(oQue), aguardarSegundos];

/** The tools that fetch a PDF return a link, or the file itself when asked. */
const obterPdf = (oQue: string): Arg[] => [analiseId(oQue), incluirConteudo];

const tipoDocumento = (aceitos: string, required = true): Arg => ({
  name: 'tipoDocumento',
  type: 'string',
  required,
  description: `Tipo do documento (tabela de tipos da API). ${aceitos}`,
});

export const mcpTools: McpTool[] = [
  {
    id: 'pro.enviar-documento',
    name: 'atesta_pro_enviar_documento',
    description:
      'Envia um documento de identificação para documentoscopia PRO (inteligência artificial e revisão por perito) e devolve o id da análise.',
    arguments: enviar(
      tipoDocumento('Aceita todos os tipos, inclusive `AUTO`.'),
      ...titular(false),
      ...frenteVerso(' Obrigatório para tipos com verso, como `RG` e `CIN`.'),
    ),
    endpointId: 'pro.envio',
    conversation: conversa(
      'Analisa no PRO o RG da Joana Pereira Lima, CPF 111.444.777-35, nascida em 23/09/1979. Frente: https://arquivos.cliente.example/propostas/004817/rg-frente.jpg, verso: https://arquivos.cliente.example/propostas/004817/rg-verso.jpg. É a proposta 2025-004817.',
      'Vou enviar o RG para a análise PRO com atesta_pro_enviar_documento (tipoDocumento RG, cpf 11144477735, referencia proposta-2025-004817, chaveIdempotencia proposta-2025-004817-rg).',
      `{"id":"${ID_PRO}","referencia":"proposta-2025-004817","produto":"PRO","status":"EM_ANALISE","previsaoConclusao":"2025-03-18T14:32:11-03:00"}`,
      'Documento enviado. A análise PRO está EM_ANALISE, com id 0b7e4f2a-…-71d2c6f0a9b3 e previsão de conclusão às 14h32. Posso consultar o resultado quando quiser.',
    ),
  },
  {
    id: 'pro.consultar-analise',
    name: 'atesta_pro_consultar_analise',
    description:
      'Consulta uma análise PRO: status, parecer, motivos, conferência dos dados e dados extraídos do documento.',
    arguments: consultar('da análise PRO'),
    endpointId: 'pro.consulta',
    conversation: conversa(
      'E aí, o RG da proposta 2025-004817 passou?',
      `Vou consultar a análise ${ID_PRO} com atesta_pro_consultar_analise.`,
      `{"id":"${ID_PRO}","status":"APROVADO_COM_RESSALVA","final":true,"motivos":[{"codigo":"M012","titulo":"Emissão antiga"}],"conferencia":{"cpf":"CONFERE","nome":"CONFERE","dataNascimento":"CONFERE"},"laudoDisponivel":true}`,
      'Aprovado com ressalva: o RG é autêntico e CPF, nome e data de nascimento conferem, mas foi emitido há mais de 10 anos (motivo M012), então a foto pode não refletir a aparência atual. Se a sua política pedir, combine com um Facematch. O laudo já está disponível.',
    ),
  },
  {
    id: 'pro.obter-laudo-analise',
    name: 'atesta_pro_obter_laudo_analise',
    description: 'Obtém o laudo em PDF, assinado digitalmente, de uma análise PRO com status final.',
    arguments: obterPdf('da análise PRO'),
    endpointId: 'pro.laudo',
    conversation: conversa(
      'Me passa o laudo dessa análise para eu anexar no dossiê.',
      `Vou buscar o laudo da análise ${ID_PRO} com atesta_pro_obter_laudo_analise.`,
      '{"nomeArquivo":"laudo-pro-0b7e4f2a.pdf","tamanhoBytes":248312,"sha256":"3f1e9a0c…7b9d0f","link":"https://mcp.atesta.example/arquivos/laudo-pro-0b7e4f2a.pdf?expira=900","expiraEm":"2025-03-18T14:25:02-03:00"}',
      'Pronto: laudo-pro-0b7e4f2a.pdf (243 KB). O link de download vale por 15 minutos; guarde também o SHA-256 no dossiê para provar a integridade do arquivo.',
    ),
  },
  {
    id: 'score.enviar-documento-score',
    name: 'atesta_score_enviar_documento',
    description:
      'Envia um documento para documentoscopia automática SCORE, que devolve em segundos um score de risco de 0 a 1000.',
    arguments: enviar(
      tipoDocumento('Aceita os tipos marcados com SCORE na tabela, inclusive `AUTO`.'),
      ...titular(false),
      ...frenteVerso(' Obrigatório para tipos com verso.'),
    ),
    endpointId: 'score.envio',
    conversation: conversa(
      'Roda um SCORE na CNH do Marcos Antonio Alves, CPF 123.456.789-09, nascido em 07/02/1990. A CNH aberta está em https://arquivos.cliente.example/propostas/004817/cnh.jpg.',
      'Vou enviar com atesta_score_enviar_documento (tipoDocumento CNH, cpf 12345678909, frente com a imagem da CNH aberta).',
      `{"id":"${ID_SCORE}","produto":"SCORE","status":"EM_ANALISE","previsaoConclusao":"2025-03-18T14:03:41-03:00"}`,
      'Enviado. A análise SCORE costuma terminar em menos de um minuto; quer que eu aguarde e traga o score?',
    ),
  },
  {
    id: 'score.consultar-score',
    name: 'atesta_score_consultar_analise',
    description: 'Consulta uma análise SCORE: status (faixa de risco), score de 0 a 1000, motivos e dados extraídos.',
    arguments: consultar('da análise SCORE'),
    endpointId: 'score.consulta',
    conversation: conversa(
      'Sim, espera o resultado.',
      `Vou consultar com atesta_score_consultar_analise, id ${ID_SCORE}, aguardarSegundos 30.`,
      `{"id":"${ID_SCORE}","status":"BAIXO_RISCO","final":true,"score":912,"motivos":[],"conferencia":{"cpf":"CONFERE","nome":"CONFERE","dataNascimento":"CONFERE"},"laudoDisponivel":true}`,
      'Score 912, baixo risco: nenhum motivo de atenção e CPF, nome e data de nascimento conferem com a CNH. Pela tabela de status do SCORE, a aprovação automática é recomendada.',
    ),
  },
  {
    id: 'score.obter-laudo-score',
    name: 'atesta_score_obter_laudo',
    description:
      'Obtém o laudo em PDF de uma análise SCORE concluída, com o score, a faixa de risco e as verificações feitas.',
    arguments: obterPdf('da análise SCORE'),
    endpointId: 'score.laudo',
    conversation: conversa(
      'Gera o laudo do SCORE do Marcos.',
      `Vou obter o laudo com atesta_score_obter_laudo, id ${ID_SCORE}.`,
      '{"nomeArquivo":"laudo-score-5c2d8e91.pdf","tamanhoBytes":248312,"link":"https://mcp.atesta.example/arquivos/laudo-score-5c2d8e91.pdf?expira=900","expiraEm":"2025-03-18T14:18:40-03:00"}',
      'Laudo pronto: laudo-score-5c2d8e91.pdf. Baixe pelo link nos próximos 15 minutos; depois disso, é só me pedir de novo que eu gero outro link.',
    ),
  },
  {
    id: 'facematch.enviar-documentos-facematch',
    name: 'atesta_facematch_enviar_documentos',
    description:
      'Envia uma selfie e uma imagem de referência (ou o id de uma análise de documento) para comparação facial com prova de vida.',
    arguments: enviar(
      arquivo('selfie', 'da selfie', true, ' Rosto de frente, sem óculos escuros, boné ou máscara.'),
      arquivo(
        'documento',
        'de referência (frente do documento com foto)',
        false,
        ' Informe este argumento ou `analiseDocumentoId`.',
      ),
      {
        name: 'analiseDocumentoId',
        type: 'string (UUID)',
        required: false,
        description:
          'Id de uma análise PRO, SCORE, Lite ou Flash: a foto do documento daquela análise vira a referência.',
      },
      {
        name: 'provaDeVida',
        type: 'boolean',
        required: false,
        description: 'Executa a prova de vida passiva na selfie. Padrão `true`.',
      },
      {
        name: 'cpf',
        type: 'string',
        required: false,
        description: 'CPF do titular, para auditoria e para o PDF; não é comparado com as imagens.',
      },
    ),
    endpointId: 'facematch.envio',
    conversation: conversa(
      'Compara a selfie https://arquivos.cliente.example/onboarding/55012/selfie.jpg com a foto da CNH do Marcos que você analisou no SCORE.',
      `Vou usar atesta_facematch_enviar_documentos com a selfie e analiseDocumentoId ${ID_SCORE}, com prova de vida.`,
      `{"id":"${ID_FACEMATCH}","referencia":"onboarding-55012","produto":"FACEMATCH","status":"EM_ANALISE","previsaoConclusao":"2025-03-18T14:02:21-03:00"}`,
      'Comparação enviada, sem precisar reenviar a foto da CNH. Costuma concluir em 5 a 10 segundos.',
    ),
  },
  {
    id: 'facematch.consultar-facematch',
    name: 'atesta_facematch_consultar',
    description:
      'Consulta uma comparação facial: status, resultado (código BIO_*), similaridade de 0 a 100 e prova de vida.',
    arguments: consultar('da comparação'),
    endpointId: 'facematch.consulta',
    conversation: conversa(
      'É a mesma pessoa?',
      `Vou consultar com atesta_facematch_consultar, id ${ID_FACEMATCH}, aguardarSegundos 15.`,
      `{"id":"${ID_FACEMATCH}","status":"CONCLUIDO","final":true,"resultado":{"codigo":"BIO_APROVADA"},"similaridade":96.4,"provaDeVida":{"executada":true,"aprovada":true,"score":0.98},"pdfDisponivel":true}`,
      'Sim: BIO_APROVADA, com similaridade de 96,4 e prova de vida aprovada (0,98). A selfie é de uma pessoa real e corresponde à foto da CNH.',
    ),
  },
  {
    id: 'facematch.obter-pdf-facematch',
    name: 'atesta_facematch_obter_pdf',
    description:
      'Obtém o relatório em PDF de uma comparação facial concluída, com as duas imagens, a similaridade e a prova de vida.',
    arguments: obterPdf('da comparação'),
    endpointId: 'facematch.pdf',
    conversation: conversa(
      'Preciso do PDF do facematch para a auditoria.',
      `Vou obter o relatório com atesta_facematch_obter_pdf, id ${ID_FACEMATCH}.`,
      '{"nomeArquivo":"facematch-9d8c7b6a.pdf","tamanhoBytes":248312,"link":"https://mcp.atesta.example/arquivos/facematch-9d8c7b6a.pdf?expira=900","expiraEm":"2025-03-18T14:20:11-03:00"}',
      'Aqui está o facematch-9d8c7b6a.pdf; o link vale por 15 minutos. O relatório traz as duas imagens, a similaridade e o resultado da prova de vida.',
    ),
  },
  {
    id: 'lite.enviar-documento-lite',
    name: 'atesta_lite_enviar_documento',
    description:
      'Envia um documento de identificação para a verificação automática essencial do Lite, com conferência do CPF.',
    arguments: enviar(
      tipoDocumento('Aceita `RG`, `CIN`, `CNH` e `CNH_DIGITAL`; `AUTO` não é aceito.'),
      {
        name: 'cpf',
        type: 'string',
        required: true,
        description: 'CPF do titular, 11 dígitos. Comparado com o CPF impresso no documento.',
      },
      ...frenteVerso(' Obrigatório para `RG` e `CIN`.', ' Para `CNH_DIGITAL`, o PDF exportado do aplicativo oficial.'),
    ),
    endpointId: 'lite.envio',
    conversation: conversa(
      'Valida no Lite a CNH digital do cadastro 88231, CPF 123.456.789-09: https://arquivos.cliente.example/cadastros/88231/cnh-digital.pdf',
      'Vou enviar com atesta_lite_enviar_documento (tipoDocumento CNH_DIGITAL, cpf 12345678909, referencia cadastro-88231).',
      `{"id":"${ID_LITE}","referencia":"cadastro-88231","produto":"LITE","status":"EM_ANALISE","previsaoConclusao":"2025-03-18T14:02:31-03:00"}`,
      'Enviado para o Lite. O resultado sai em cerca de 20 segundos; posso consultar em seguida.',
    ),
  },
  {
    id: 'lite.consultar-lite',
    name: 'atesta_lite_consultar_analise',
    description: 'Consulta uma análise Lite: status, motivos e conferência do CPF.',
    arguments: consultar('da análise Lite'),
    endpointId: 'lite.consulta',
    conversation: conversa(
      'Consulta o Lite do cadastro 88231.',
      `Vou consultar com atesta_lite_consultar_analise, id ${ID_LITE}, aguardarSegundos 20.`,
      `{"id":"${ID_LITE}","referencia":"cadastro-88231","status":"APROVADO","final":true,"motivos":[],"conferencia":{"cpf":"CONFERE"}}`,
      'Aprovado: a CNH digital é válida e o CPF impresso confere com o informado. Nenhum motivo de atenção.',
    ),
  },
  {
    id: 'ocr.enviar-documento-ocr',
    name: 'atesta_ocr_enviar_documento',
    description:
      'Envia um documento para extração de texto estruturado (OCR): campos lidos, já normalizados, com a confiança de cada um.',
    arguments: enviar(
      tipoDocumento('Padrão `AUTO`: a Atesta classifica o documento antes de extrair.', false),
      arquivo('frente', 'da frente (ou da primeira página)', true),
      arquivo('verso', 'do verso', false, ' Sem ele, os campos do verso não são extraídos.'),
    ),
    endpointId: 'ocr.envio',
    conversation: conversa(
      'Extrai os dados do comprovante de endereço da proposta 004817: https://arquivos.cliente.example/propostas/004817/conta-luz.pdf',
      'Vou enviar com atesta_ocr_enviar_documento (tipoDocumento AUTO, referencia proposta-2025-004817-endereco).',
      `{"id":"${ID_OCR}","referencia":"proposta-2025-004817-endereco","produto":"OCR","status":"EM_ANALISE","previsaoConclusao":"2025-03-18T14:02:26-03:00"}`,
      'Extração iniciada; costuma levar de 5 a 15 segundos.',
    ),
  },
  {
    id: 'ocr.consultar-ocr',
    name: 'atesta_ocr_consultar_extracao',
    description: 'Consulta uma extração OCR: status, tipo detectado e campos lidos com a confiança de cada um.',
    arguments: consultar('da extração'),
    endpointId: 'ocr.consulta',
    conversation: conversa(
      'Quais dados saíram do comprovante?',
      `Vou consultar com atesta_ocr_consultar_extracao, id ${ID_OCR}, aguardarSegundos 15.`,
      `{"id":"${ID_OCR}","status":"CONCLUIDO","final":true,"tipoDocumento":{"informado":"AUTO","detectado":"COMPROVANTE_RESIDENCIA"},"campos":[{"campo":"nomeTitular","valor":"JOANA PEREIRA LIMA","confianca":0.98},{"campo":"logradouro","valor":"RUA DAS ACÁCIAS","confianca":0.96},{"campo":"numero","valor":"245","confianca":0.95},{"campo":"complemento","valor":"APTO 32","confianca":0.81},{"campo":"cidade","valor":"CAMPINAS","confianca":0.99},{"campo":"uf","valor":"SP","confianca":0.99},{"campo":"cep","valor":"13087-410","confianca":0.98},{"campo":"dataEmissao","valor":"2025-02-27","confianca":0.94}],"camposNaoLidos":[]}`,
      'É um comprovante de residência em nome de Joana Pereira Lima: Rua das Acácias, 245, apto 32, Campinas/SP, CEP 13087-410, emitido em 27/02/2025. Todos os campos vieram com confiança alta, exceto o complemento (0,81): vale confirmar "APTO 32" com a cliente.',
    ),
  },
];
