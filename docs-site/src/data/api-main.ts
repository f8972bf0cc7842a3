/**
 * API Atesta (the main API): environments, authentication, endpoints and the reference
 * tables (tab_*) of /docs/api/. Pages render these through components; prose that needs a
 * status number imports `mainHttp` instead of retyping it.
 */
import { bearerAuth, columns, idempotencyKey, sandboxAndProduction } from './common';
import { ID_FACEMATCH, ID_FLASH, ID_LITE, ID_OCR, ID_PRO, ID_SCORE } from './example-ids';
import { httpStatus, statuses, type StatusMeanings } from './http';
import { tokenEndpoint } from './oauth';
import type { ApiDefinition, Endpoint, HttpMethod, Param, ReferenceTable } from './types';

export const mainApi: ApiDefinition = {
  id: 'main',
  name: 'API Atesta',
  environments: sandboxAndProduction(
    {
      baseUrl: 'https://sandbox.api.atesta.example/v1',
      description:
        'Ambiente de testes: mesmas rotas e contratos da produção, resultados simulados a partir do CPF informado, sem cobrança e sem análise humana. Dados apagados após 7 dias.',
    },
    {
      baseUrl: 'https://api.atesta.example/v1',
      description:
        'Ambiente real: análises cobradas conforme contrato, documentos e laudos guardados por 90 dias. Credenciais liberadas após a homologação no sandbox.',
    },
  ),
  auth: bearerAuth('api/autenticacao'),
  httpStatuses: statuses({
    ok: 'Requisição atendida; o corpo traz o recurso consultado ou o resultado da validação.',
    created: 'Recurso criado (por exemplo, uma assinatura de webhook); o corpo traz o recurso com o seu `id`.',
    accepted:
      'Documento recebido e análise iniciada de forma assíncrona; guarde o `id` e acompanhe pela consulta ou pelo webhook.',
    badRequest: 'JSON malformado, campo obrigatório ausente ou tipo errado. O campo `erro.campo` indica qual.',
    unauthorized: 'Token ausente, inválido ou expirado. Gere um novo token e repita a requisição.',
    forbidden: 'O token é válido, mas o produto não está habilitado no contrato ou o escopo do token não cobre a rota.',
    notFound: 'O `id` não existe, pertence a outro cliente ou já passou do prazo de retenção.',
    conflict:
      'Conflito com o estado atual: laudo pedido antes da conclusão da análise, `Idempotency-Key` reutilizada com outro corpo ou webhook já cadastrado.',
    payloadTooLarge: 'Arquivo acima de 10 MB ou corpo da requisição acima de 25 MB.',
    unsupportedMediaType:
      '`Content-Type` diferente de `application/json` ou arquivo em formato não aceito (aceitos: JPEG, PNG e PDF).',
    unprocessable:
      'Requisição bem formada, mas inválida: CPF ou CNPJ com dígito verificador errado, imagem corrompida, URL inacessível ou tipo de documento não aceito pelo produto.',
    tooManyRequests:
      'Limite de requisições excedido. Aguarde o tempo do cabeçalho `Retry-After` e tente de novo com backoff.',
    internalError:
      'Erro inesperado na Atesta. Repita com backoff e, se persistir, informe o `erro.rastreio` ao suporte.',
    unavailable:
      'Serviço ou fonte de dados temporariamente indisponível (manutenção ou sobrecarga). Repita com backoff respeitando o `Retry-After`.',
  }),
};

/** The pages of this API import the shared names under this API's own name. */
export const mainHttp = httpStatus;

const H = mainHttp;

// ---------------------------------------------------------------------------------------
// Shared pieces of the endpoints

const ID_WEBHOOK = 'wh_7Hk2mQ9xR4tLp3Vs';

const CPF_APROVADO = '12345678909';
const CPF_RESSALVA = '11144477735';

const pathId = (exemplo: string, oQue = 'da análise'): Param => ({
  name: 'id',
  in: 'path',
  type: 'string (UUID)',
  required: true,
  description: `Identificador ${oQue}, devolvido no envio e nos eventos de webhook.`,
  example: exemplo,
});

const idempotencia = (example: string): Param =>
  idempotencyKey(
    'Chave única por envio (até 64 caracteres, por exemplo um UUID). Repetir a requisição com a mesma chave e o mesmo corpo devolve a análise já criada, sem cobrar de novo; com um corpo diferente, a API responde com conflito. Válida por 24 horas.',
    example,
  );

const referencia: Param = {
  name: 'referencia',
  in: 'body',
  type: 'string',
  required: false,
  description:
    'Seu identificador para a análise (até 64 caracteres), como o número da proposta ou do cadastro. É devolvido na consulta e nos webhooks; não é validado quanto a unicidade.',
  example: 'proposta-2025-004817',
};

const referenciaConsulta: Param = {
  ...referencia,
  description: 'Seu identificador para a consulta (até 64 caracteres), devolvido na resposta e útil para o suporte.',
};

const webhookUrl: Param = {
  name: 'webhookUrl',
  in: 'body',
  type: 'string (URL)',
  required: false,
  description:
    'URL HTTPS que recebe os eventos desta análise no lugar dos webhooks cadastrados. Deve estar no mesmo domínio de um webhook cadastrado, cujo segredo assina os eventos. Se omitida, valem os webhooks cadastrados na conta.',
  example: 'https://cliente.example/webhooks/atesta',
};

const tipoDocumento = (aceitos: string): Param => ({
  name: 'tipoDocumento',
  in: 'body',
  type: 'string',
  required: true,
  description: `Tipo do documento enviado. ${aceitos}`,
  valuesDocId: 'api/tab_tipos',
  example: 'RG',
});

const titularCpf = (required: boolean, nota: string): Param => ({
  name: 'titular.cpf',
  in: 'body',
  type: 'string',
  required,
  description: `CPF do titular, 11 dígitos sem pontuação. ${nota}`,
  example: CPF_RESSALVA,
});

const titularPf: Param[] = [
  {
    name: 'titular.nome',
    in: 'body',
    type: 'string',
    required: false,
    description: 'Nome completo declarado pelo titular, comparado com o nome impresso no documento.',
    example: 'Joana Pereira Lima',
  },
  {
    name: 'titular.dataNascimento',
    in: 'body',
    type: 'string (AAAA-MM-DD)',
    required: false,
    description: 'Data de nascimento declarada, comparada com a do documento.',
    example: '1979-09-23',
  },
];

const titularCnpj: Param = {
  name: 'titular.cnpj',
  in: 'body',
  type: 'string',
  required: false,
  description:
    'CNPJ do titular, 14 dígitos sem pontuação, quando o documento é de pessoa jurídica (CRLV ou comprovante de residência em nome de empresa, cartão CNPJ). Informe `titular.cpf` ou `titular.cnpj`.',
  example: '11222333000181',
};

/** A file field: an object holding either `base64` or `url`. */
const imagem = (campo: string, lado: string, required: boolean, extra = '', formatos = 'JPEG, PNG ou PDF'): Param[] => [
  {
    name: campo,
    in: 'body',
    type: 'object',
    required,
    description: `Arquivo ${lado}: informe \`${campo}.base64\` ou \`${campo}.url\`, nunca os dois. ${formatos}, até 10 MB.${extra}`,
  },
  {
    name: `${campo}.base64`,
    in: 'body',
    type: 'string (base64)',
    required: false,
    description: 'Conteúdo do arquivo codificado em base64, sem o prefixo `data:`.',
    example: '/9j/4AAQSkZJRgABAQAAAQABAAD...',
  },
  {
    name: `${campo}.url`,
    in: 'body',
    type: 'string (URL)',
    required: false,
    description:
      'URL HTTPS do arquivo, pública ou pré-assinada, válida por pelo menos 15 minutos. A Atesta baixa o arquivo uma única vez.',
    example: `https://arquivos.cliente.example/propostas/004817/${campo.replace('.', '-')}.jpg`,
  },
];

const documentoFrenteVerso = (): Param[] => [
  ...imagem('documento.frente', 'da frente do documento', true),
  ...imagem(
    'documento.verso',
    'do verso do documento',
    false,
    ' Obrigatório para os tipos com verso (coluna “Lados” da tabela de tipos).',
  ),
];

const acceptPdf: Param = {
  name: 'Accept',
  in: 'header',
  type: 'string',
  required: false,
  description:
    '`application/json` (padrão) devolve o PDF em base64 dentro de um JSON; `application/pdf` devolve o arquivo binário diretamente.',
  example: 'application/json',
};

/** What any route answers about the token it was sent (first) and about load (last). */
const accessErrors: StatusMeanings = {
  unauthorized: 'Token ausente, inválido ou expirado.',
  forbidden: 'Produto não habilitado no contrato ou escopo do token insuficiente.',
};
const loadErrors: StatusMeanings = {
  tooManyRequests: 'Limite de requisições excedido; respeite o `Retry-After`.',
  internalError: 'Erro inesperado; repita com backoff.',
  unavailable: 'Serviço temporariamente indisponível; repita com backoff.',
};

const analiseNaoEncontrada = { notFound: 'Análise inexistente, de outro cliente ou fora do prazo de retenção.' };

const envioStatuses = (produto: string) =>
  statuses({
    accepted: `Documento recebido; a análise ${produto} começou com status \`EM_ANALISE\`.`,
    badRequest: 'JSON malformado ou campo obrigatório ausente.',
    ...accessErrors,
    conflict: '`Idempotency-Key` já usada com um corpo diferente.',
    payloadTooLarge: 'Arquivo acima de 10 MB ou corpo acima de 25 MB.',
    unsupportedMediaType: 'Corpo que não é JSON ou arquivo fora de JPEG, PNG e PDF.',
    unprocessable:
      'CPF/CNPJ inválido, arquivo corrompido, URL inacessível ou tipo de documento não aceito pelo produto.',
    ...loadErrors,
  });

const consultaStatuses = statuses({
  ok: 'Análise encontrada; veja `status` e `final`.',
  ...accessErrors,
  ...analiseNaoEncontrada,
  ...loadErrors,
});

const pdfStatuses = (oQue: string) =>
  statuses({
    ok: `${oQue} devolvido.`,
    ...accessErrors,
    ...analiseNaoEncontrada,
    conflict: `A análise ainda não tem status final ou o ${oQue.toLowerCase()} ainda está sendo gerado; aguarde o evento \`laudo.disponivel\`.`,
    ...loadErrors,
  });

const envioDocumento = (tipo: string, cpf: string, verso = true) => ({
  referencia: 'proposta-2025-004817',
  tipoDocumento: tipo,
  titular: { cpf, nome: 'Joana Pereira Lima', dataNascimento: '1979-09-23' },
  documento: {
    frente: { base64: '/9j/4AAQSkZJRgABAQAAAQABAAD...' },
    ...(verso ? { verso: { url: 'https://arquivos.cliente.example/propostas/004817/rg-verso.jpg' } } : {}),
  },
});

const laudoExample = (id: string, produto: string, nome: string) => ({
  id,
  produto,
  nomeArquivo: `${nome}-${id.slice(0, 8)}.pdf`,
  contentType: 'application/pdf',
  tamanhoBytes: 248312,
  sha256: '3f1e9a0c5b7d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0a1c3e5b7d9f1a3c5e7b9d0f',
  geradoEm: '2025-03-18T14:10:02-03:00',
  arquivoBase64: 'JVBERi0xLjcKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFIvRmlsdGVyIC9GbGF0ZURlY29kZT4+...',
});

const dadosRg = {
  nome: 'JOANA PEREIRA LIMA',
  cpf: CPF_RESSALVA,
  dataNascimento: '1979-09-23',
  nomeMae: 'ROSA PEREIRA LIMA',
  numeroDocumento: '28.417.905-3',
  orgaoEmissor: 'SSP',
  uf: 'SP',
  dataEmissao: '2009-06-15',
};

const dadosCnh = {
  nome: 'MARCOS ANTONIO ALVES',
  cpf: CPF_APROVADO,
  dataNascimento: '1990-02-07',
  filiacao: { mae: 'HELENA SOUZA ALVES', pai: 'ANTONIO CARLOS ALVES' },
  numeroRegistro: '04512378901',
  categoria: 'AB',
  primeiraHabilitacao: '2009-05-20',
  validade: '2031-02-06',
  orgaoEmissor: 'DETRAN',
  uf: 'MG',
};

/** The example analyses of one product: where its routes live and what its examples share. */
interface Produto {
  /** Where its analyses live, e.g. `/documentoscopia/pro/analises`. */
  path: string;
  /** The id of the example analysis. */
  analise: string;
  /** What that id identifies, for "Identificador …" (default "da análise"). */
  oQue?: string;
  /** `produto` in the responses, e.g. "LITE". */
  codigo: string;
  /** How the statuses name the analysis: "a análise Lite", "a análise de OCR". */
  nome: string;
  /** The `referencia` of the example analysis. */
  referencia: string;
  /** The business-status table of its analyses. */
  statusTable: string;
}

const ENVIADO_EM = '2025-03-18T14:02:11-03:00';

/** What a product route says of itself, with its method and path. */
const head = (
  { id, title, summary }: Pick<Endpoint, 'id' | 'title' | 'summary'>,
  method: HttpMethod,
  path: string,
) => ({
  id,
  api: 'main' as const,
  title,
  summary,
  method,
  path,
});

/** POST <path>: starts an analysis. Every product takes an idempotency key, `referencia` and `webhookUrl`. */
const envio = (
  produto: Produto,
  route: Pick<Endpoint, 'id' | 'title' | 'summary' | 'params' | 'requestExample'> & {
    chave: string;
    previsaoConclusao: string;
  },
): Endpoint => ({
  ...head(route, 'POST', produto.path),
  params: [idempotencia(route.chave), referencia, ...route.params, webhookUrl],
  requestExample: route.requestExample,
  response: {
    status: H.accepted,
    example: {
      id: produto.analise,
      referencia: produto.referencia,
      produto: produto.codigo,
      status: 'EM_ANALISE',
      criadoEm: ENVIADO_EM,
      previsaoConclusao: route.previsaoConclusao,
    },
  },
  httpStatuses: envioStatuses(produto.nome),
  statusTables: [produto.statusTable],
});

/** GET <path>/{id}: an analysis as it stands, answered with the same statuses by every product. */
const consulta = (
  produto: Produto,
  route: Pick<Endpoint, 'id' | 'title' | 'summary'> & {
    /** The example's fields after `produto` and before the timestamps. */
    resultado: Record<string, unknown>;
    concluidoEm: string;
    /** Tables besides the product's status table. */
    maisTabelas?: string[];
  },
): Endpoint => ({
  ...head(route, 'GET', `${produto.path}/{id}`),
  params: [pathId(produto.analise, produto.oQue)],
  response: {
    status: H.ok,
    example: {
      id: produto.analise,
      referencia: produto.referencia,
      produto: produto.codigo,
      ...route.resultado,
      criadoEm: ENVIADO_EM,
      concluidoEm: route.concluidoEm,
    },
  },
  httpStatuses: consultaStatuses,
  statusTables: [produto.statusTable, ...(route.maisTabelas ?? [])],
});

/** GET <path>/{id}/<rota>: the signed PDF of a finished analysis, as JSON (base64) or as the file. */
const pdf = (
  produto: Produto,
  route: Pick<Endpoint, 'id' | 'title' | 'summary'> & {
    rota: 'laudo' | 'pdf';
    /** "Laudo" or "PDF", as the statuses name it. */
    documento: string;
    /** The file name's start, e.g. "laudo-pro". */
    arquivo: string;
  },
): Endpoint => ({
  ...head(route, 'GET', `${produto.path}/{id}/${route.rota}`),
  params: [pathId(produto.analise, produto.oQue), acceptPdf],
  response: { status: H.ok, example: laudoExample(produto.analise, produto.codigo, route.arquivo) },
  httpStatuses: pdfStatuses(route.documento),
  statusTables: [produto.statusTable],
});

// ---------------------------------------------------------------------------------------
// Endpoints

const token = tokenEndpoint({
  id: 'token',
  api: 'main',
  title: 'Gerar token de acesso',
  summary: 'Troca o client_id e o client_secret da sua aplicação por um token de acesso válido por 1 hora.',
  clientId: {
    description: 'Identificador da aplicação, criado no portal do cliente (diferente por ambiente).',
    example: 'app_4f2b9c1e7a',
  },
  clientSecret: {
    description: 'Segredo da aplicação. Guarde-o só no servidor; nunca o envie a um navegador ou aplicativo.',
    example: 'sk_sandbox_9QeT3vLm2XyP8rWz',
  },
  scope: {
    description:
      'Escopos separados por espaço: `documentoscopia`, `facematch`, `validacao`, `webhook`. Se omitido, o token recebe todos os escopos contratados.',
    example: 'documentoscopia facematch',
  },
  accessToken: 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhcHBfNGYyYjljMWU3YSJ9.c2lnbmF0dXJh',
  answers: {
    ok: 'Token emitido.',
    badRequest: '`grant_type` ausente ou diferente de `client_credentials`.',
    unauthorized: '`client_id` ou `client_secret` incorretos, ou credencial de outro ambiente.',
    forbidden: 'Escopo pedido não contratado ou aplicação desativada.',
    tooManyRequests: 'Tokens pedidos em excesso; reutilize o token até perto de expirar.',
    internalError: 'Erro inesperado; repita com backoff.',
    unavailable: 'Serviço de autenticação indisponível; repita com backoff.',
  },
});

const pro: Produto = {
  path: '/documentoscopia/pro/analises',
  analise: ID_PRO,
  codigo: 'PRO',
  nome: 'PRO',
  referencia: 'proposta-2025-004817',
  statusTable: 'api/tab_status_pro',
};

const score: Produto = {
  path: '/documentoscopia/score/analises',
  analise: ID_SCORE,
  codigo: 'SCORE',
  nome: 'SCORE',
  referencia: 'proposta-2025-005102',
  statusTable: 'api/tab_status_score',
};

const lite: Produto = {
  path: '/documentoscopia/lite/analises',
  analise: ID_LITE,
  codigo: 'LITE',
  nome: 'Lite',
  referencia: 'cadastro-88231',
  statusTable: 'api/tab_status_pro',
};

const ocr: Produto = {
  path: '/ocr/analises',
  analise: ID_OCR,
  oQue: 'da extração',
  codigo: 'OCR',
  nome: 'de OCR',
  referencia: 'proposta-2025-004817-endereco',
  statusTable: 'api/tab_status_ocr',
};

const flash: Produto = {
  path: '/flash/analises',
  analise: ID_FLASH,
  codigo: 'FLASH',
  nome: 'Flash',
  referencia: 'onboarding-55012',
  statusTable: 'api/tab_status_flash',
};

const facematch: Produto = {
  path: '/facematch/analises',
  analise: ID_FACEMATCH,
  oQue: 'da comparação',
  codigo: 'FACEMATCH',
  nome: 'de Facematch',
  referencia: 'onboarding-55012',
  statusTable: 'api/tab_biometria',
};

const documentoPf = (aceitos: string, cpf: string): Param[] => [
  tipoDocumento(aceitos),
  titularCpf(false, cpf),
  titularCnpj,
  ...titularPf,
  ...documentoFrenteVerso(),
];

const proEnvio = envio(pro, {
  id: 'pro.envio',
  title: 'Enviar documento para análise PRO',
  summary:
    'Envia um documento para documentoscopia PRO (inteligência artificial e revisão por perito) e devolve o id da análise.',
  chave: 'proposta-2025-004817-rg',
  params: documentoPf(
    'O PRO aceita todos os tipos da tabela, inclusive `AUTO`.',
    'Obrigatório para documentos de pessoa física; para pessoa jurídica informe `titular.cnpj`.',
  ),
  requestExample: envioDocumento('RG', CPF_RESSALVA),
  previsaoConclusao: '2025-03-18T14:32:11-03:00',
});

const proConsulta = consulta(pro, {
  id: 'pro.consulta',
  title: 'Consultar análise PRO',
  summary: 'Devolve o status atual de uma análise PRO e, quando concluída, o parecer, os motivos e os dados extraídos.',
  resultado: {
    status: 'APROVADO_COM_RESSALVA',
    final: true,
    tipoDocumento: { informado: 'RG', detectado: 'RG' },
    motivos: [
      {
        codigo: 'M012',
        titulo: 'Emissão antiga',
        descricao: 'Documento emitido há mais de 10 anos; a foto pode não refletir a aparência atual do titular.',
      },
    ],
    conferencia: { cpf: 'CONFERE', nome: 'CONFERE', dataNascimento: 'CONFERE' },
    dadosExtraidos: dadosRg,
    laudoDisponivel: true,
  },
  concluidoEm: '2025-03-18T14:09:47-03:00',
  maisTabelas: ['api/tab_motivos', 'api/tab_status_checar_dados'],
});

const proLaudo = pdf(pro, {
  id: 'pro.laudo',
  title: 'Obter laudo PRO',
  summary: 'Baixa o laudo em PDF de uma análise PRO concluída, assinado digitalmente pela Atesta.',
  rota: 'laudo',
  documento: 'Laudo',
  arquivo: 'laudo-pro',
});

const scoreEnvio = envio(score, {
  id: 'score.envio',
  title: 'Enviar documento para análise SCORE',
  summary:
    'Envia um documento para documentoscopia automática com score de risco de 0 a 1000 e devolve o id da análise.',
  chave: 'proposta-2025-005102-cnh',
  params: documentoPf(
    'O SCORE aceita os tipos marcados com SCORE na tabela, inclusive `AUTO`.',
    'Obrigatório para documentos de pessoa física; para pessoa jurídica informe `titular.cnpj`.',
  ),
  requestExample: {
    ...envioDocumento('CNH', CPF_APROVADO, false),
    referencia: score.referencia,
    titular: { cpf: CPF_APROVADO, nome: 'Marcos Antonio Alves', dataNascimento: '1990-02-07' },
  },
  previsaoConclusao: '2025-03-18T14:03:41-03:00',
});

const scoreConsulta = consulta(score, {
  id: 'score.consulta',
  title: 'Consultar análise SCORE',
  summary:
    'Devolve o status de uma análise SCORE e, quando concluída, o score de 0 a 1000, a faixa de risco e os motivos.',
  resultado: {
    status: 'BAIXO_RISCO',
    final: true,
    score: 912,
    tipoDocumento: { informado: 'CNH', detectado: 'CNH' },
    motivos: [],
    conferencia: { cpf: 'CONFERE', nome: 'CONFERE', dataNascimento: 'CONFERE' },
    dadosExtraidos: dadosCnh,
    laudoDisponivel: true,
  },
  concluidoEm: '2025-03-18T14:02:58-03:00',
  maisTabelas: ['api/tab_motivos'],
});

const scoreLaudo = pdf(score, {
  id: 'score.laudo',
  title: 'Obter laudo SCORE',
  summary:
    'Baixa o laudo em PDF de uma análise SCORE concluída, com o score, a faixa de risco e as verificações feitas.',
  rota: 'laudo',
  documento: 'Laudo',
  arquivo: 'laudo-score',
});

const liteEnvio = envio(lite, {
  id: 'lite.envio',
  title: 'Enviar documento para análise Lite',
  summary:
    'Envia um documento de identificação para a verificação automática essencial do Lite e devolve o id da análise.',
  chave: 'cadastro-88231-cnh',
  params: [
    tipoDocumento('O Lite aceita `RG`, `CIN`, `CNH` e `CNH_DIGITAL`; `AUTO` não é aceito.'),
    titularCpf(true, 'Comparado com o CPF impresso no documento.'),
    ...documentoFrenteVerso(),
  ],
  requestExample: {
    referencia: lite.referencia,
    tipoDocumento: 'CNH_DIGITAL',
    titular: { cpf: CPF_APROVADO },
    documento: { frente: { url: 'https://arquivos.cliente.example/cadastros/88231/cnh-digital.pdf' } },
  },
  previsaoConclusao: '2025-03-18T14:02:31-03:00',
});

const liteConsulta = consulta(lite, {
  id: 'lite.consulta',
  title: 'Consultar análise Lite',
  summary: 'Devolve o status de uma análise Lite e, quando concluída, o resultado e os motivos.',
  resultado: {
    status: 'APROVADO',
    final: true,
    tipoDocumento: { informado: 'CNH_DIGITAL', detectado: 'CNH_DIGITAL' },
    motivos: [],
    conferencia: { cpf: 'CONFERE' },
  },
  concluidoEm: '2025-03-18T14:02:24-03:00',
  maisTabelas: ['api/tab_motivos'],
});

const ocrEnvio = envio(ocr, {
  id: 'ocr.envio',
  title: 'Enviar documento para OCR',
  summary: 'Envia um documento para extração de texto estruturado (OCR) e devolve o id da extração.',
  chave: 'proposta-2025-004817-endereco',
  params: [
    {
      ...tipoDocumento(
        'O OCR aceita todos os tipos da tabela; com `AUTO`, a Atesta classifica o documento antes de extrair.',
      ),
      example: 'AUTO',
    },
    ...imagem('documento.frente', 'da frente (ou da primeira página)', true),
    ...imagem(
      'documento.verso',
      'do verso',
      false,
      ' Envie quando o documento tiver dados no verso; sem ele, os campos do verso não são extraídos.',
    ),
  ],
  requestExample: {
    referencia: ocr.referencia,
    tipoDocumento: 'AUTO',
    documento: { frente: { url: 'https://arquivos.cliente.example/propostas/004817/conta-luz.pdf' } },
  },
  previsaoConclusao: '2025-03-18T14:02:26-03:00',
});

const campo = (nome: string, valor: string, confianca: number) => ({ campo: nome, valor, confianca });

const ocrConsulta = consulta(ocr, {
  id: 'ocr.consulta',
  title: 'Consultar extração OCR',
  summary: 'Devolve o status de uma extração OCR e, quando concluída, os campos lidos com a confiança de cada um.',
  resultado: {
    status: 'CONCLUIDO',
    final: true,
    tipoDocumento: { informado: 'AUTO', detectado: 'COMPROVANTE_RESIDENCIA' },
    campos: [
      campo('emissor', 'COMPANHIA DE ENERGIA EXEMPLO S.A.', 0.99),
      campo('nomeTitular', 'JOANA PEREIRA LIMA', 0.98),
      campo('cpfTitular', CPF_RESSALVA, 0.97),
      campo('logradouro', 'RUA DAS ACÁCIAS', 0.96),
      campo('numero', '245', 0.95),
      campo('complemento', 'APTO 32', 0.81),
      campo('bairro', 'JARDIM PRIMAVERA', 0.96),
      campo('cidade', 'CAMPINAS', 0.99),
      campo('uf', 'SP', 0.99),
      campo('cep', '13087-410', 0.98),
      campo('dataEmissao', '2025-02-27', 0.94),
      campo('dataVencimento', '2025-03-12', 0.93),
    ],
    camposNaoLidos: [],
  },
  concluidoEm: '2025-03-18T14:02:19-03:00',
});

const flashEnvio = envio(flash, {
  id: 'flash.envio',
  title: 'Enviar documento para análise Flash',
  summary: 'Envia um documento de identificação para a triagem expressa Flash, concluída em poucos segundos.',
  chave: 'onboarding-55012-cnh',
  params: [
    tipoDocumento('O Flash aceita `RG`, `CIN`, `CNH`, `CNH_DIGITAL`, `PASSAPORTE`, `CRNM` e `AUTO`.'),
    titularCpf(
      false,
      'Quando informado, é comparado com o CPF do documento; se diferir, o status é `DADOS_DIVERGENTES`.',
    ),
    ...titularPf,
    ...documentoFrenteVerso(),
  ],
  requestExample: {
    ...envioDocumento('CNH', CPF_APROVADO, false),
    referencia: flash.referencia,
    titular: { cpf: CPF_APROVADO, nome: 'Marcos Antonio Alves' },
  },
  previsaoConclusao: '2025-03-18T14:02:16-03:00',
});

const flashConsulta = consulta(flash, {
  id: 'flash.consulta',
  title: 'Consultar análise Flash',
  summary: 'Devolve o status de uma análise Flash e, quando concluída, o resultado da triagem e os motivos.',
  resultado: {
    status: 'APROVADO',
    final: true,
    tipoDocumento: { informado: 'CNH', detectado: 'CNH' },
    motivos: [],
    conferencia: { cpf: 'CONFERE', nome: 'CONFERE' },
    dadosDisponiveis: true,
    tempoProcessamentoMs: 3840,
  },
  concluidoEm: '2025-03-18T14:02:15-03:00',
  maisTabelas: ['api/tab_motivos'],
});

const flashExtrair: Endpoint = {
  id: 'flash.extrair',
  api: 'main',
  title: 'Extrair dados da análise Flash',
  summary: 'Devolve os dados do titular lidos do documento numa análise Flash concluída, já normalizados.',
  method: 'GET',
  path: `${flash.path}/{id}/dados`,
  params: [pathId(flash.analise)],
  response: {
    status: H.ok,
    example: {
      id: flash.analise,
      tipoDocumento: 'CNH',
      dados: dadosCnh,
      confiancaMedia: 0.97,
      camposNaoLidos: [],
    },
  },
  httpStatuses: statuses({
    ok: 'Dados extraídos devolvidos.',
    ...accessErrors,
    ...analiseNaoEncontrada,
    conflict:
      'A análise ainda está `EM_ANALISE` ou terminou sem dados (`ILEGIVEL`, `TIPO_NAO_SUPORTADO`, `ERRO_PROCESSAMENTO`).',
    ...loadErrors,
  }),
  statusTables: [flash.statusTable],
};

const facematchEnvio = envio(facematch, {
  id: 'facematch.envio',
  title: 'Enviar imagens para Facematch',
  summary:
    'Envia uma selfie e uma imagem de referência (foto do documento) para comparação facial com prova de vida opcional.',
  chave: 'onboarding-55012-selfie',
  params: [
    titularCpf(false, 'Usado para auditoria e impresso no PDF; não é comparado com as imagens.'),
    ...imagem('selfie', 'da selfie', true, ' Rosto de frente, sem óculos escuros, boné ou máscara.', 'JPEG ou PNG'),
    ...imagem(
      'documento',
      'de referência (frente do documento com foto)',
      false,
      ' Informe a imagem ou `analiseDocumentoId`.',
    ),
    {
      name: 'analiseDocumentoId',
      in: 'body',
      type: 'string (UUID)',
      required: false,
      description:
        'Id de uma análise PRO, SCORE, Lite ou Flash da mesma conta: a foto do documento daquela análise é usada como referência, sem reenviar a imagem.',
      example: ID_PRO,
    },
    {
      name: 'provaDeVida',
      in: 'body',
      type: 'boolean',
      required: false,
      description:
        'Executa a prova de vida passiva na selfie (detecção de foto de foto, tela ou máscara). Padrão: `true`.',
      example: true,
    },
  ],
  requestExample: {
    referencia: facematch.referencia,
    titular: { cpf: CPF_APROVADO },
    selfie: { base64: '/9j/4AAQSkZJRgABAQEASABIAAD...' },
    analiseDocumentoId: ID_FLASH,
    provaDeVida: true,
  },
  previsaoConclusao: '2025-03-18T14:02:21-03:00',
});

const facematchConsulta = consulta(facematch, {
  id: 'facematch.consulta',
  title: 'Consultar Facematch',
  summary:
    'Devolve o status de uma comparação facial e, quando concluída, o resultado, a similaridade e a prova de vida.',
  resultado: {
    status: 'CONCLUIDO',
    final: true,
    resultado: {
      codigo: 'BIO_APROVADA',
      descricao: 'A selfie e a foto de referência são da mesma pessoa.',
    },
    similaridade: 96.4,
    provaDeVida: { executada: true, aprovada: true, score: 0.98 },
    pdfDisponivel: true,
  },
  concluidoEm: '2025-03-18T14:02:18-03:00',
});

const facematchPdf = pdf(facematch, {
  id: 'facematch.pdf',
  title: 'Obter PDF do Facematch',
  summary:
    'Baixa o relatório em PDF de uma comparação facial concluída, com as duas imagens, a similaridade e a prova de vida.',
  rota: 'pdf',
  documento: 'PDF',
  arquivo: 'facematch',
});

const validaStatuses = (oQue: string, indisponivel: string) =>
  statuses({
    ok: `${oQue} concluída; o resultado está no corpo.`,
    badRequest: 'Campo obrigatório ausente ou data fora do formato AAAA-MM-DD.',
    ...accessErrors,
    unprocessable: 'CPF com dígito verificador inválido.',
    ...loadErrors,
    unavailable: indisponivel,
  });

const validaPf: Endpoint = {
  id: 'valida.pf',
  api: 'main',
  title: 'Validar pessoa física (Valida-PF)',
  summary:
    'Confirma se um CPF existe, se a data de nascimento confere e devolve a situação cadastral e o nome na Receita Federal.',
  method: 'POST',
  path: '/validacao/pf/valida',
  params: [
    {
      ...titularCpf(true, ''),
      name: 'cpf',
      description: 'CPF a validar, 11 dígitos sem pontuação.',
      example: CPF_APROVADO,
    },
    {
      name: 'dataNascimento',
      in: 'body',
      type: 'string (AAAA-MM-DD)',
      required: true,
      description:
        'Data de nascimento informada pelo titular; a fonte oficial só responde quando ela confere com o CPF.',
      example: '1990-02-07',
    },
    referenciaConsulta,
  ],
  requestExample: { cpf: CPF_APROVADO, dataNascimento: '1990-02-07', referencia: 'onboarding-55012' },
  response: {
    status: H.ok,
    example: {
      id: '2e6f0a4b-8c1d-4f3e-9a5b-7c0d2e4f6a8b',
      referencia: 'onboarding-55012',
      cpf: CPF_APROVADO,
      existe: true,
      dataNascimentoConfere: true,
      situacaoCadastral: 'REGULAR',
      nome: 'MARCOS ANTONIO ALVES',
      anoObito: null,
      dataInscricao: '2006-08-14',
      consultadoEm: '2025-03-18T14:02:12-03:00',
    },
  },
  httpStatuses: validaStatuses(
    'Validação',
    'Fonte oficial ou serviço fora do ar; a consulta não é cobrada. Repita com backoff.',
  ),
  statusTables: ['api/tab_status_checar_dados'],
};

const checarDadosPf: Endpoint = {
  id: 'checardados.pf',
  api: 'main',
  title: 'Checar dados de pessoa física (ChecarDados-PF)',
  summary:
    'Compara nome, data de nascimento e nome da mãe informados com as fontes oficiais do CPF, sem devolver os dados cadastrais.',
  method: 'POST',
  path: '/validacao/pf/checar-dados',
  params: [
    {
      ...titularCpf(true, ''),
      name: 'cpf',
      description: 'CPF cujos dados serão conferidos, 11 dígitos sem pontuação.',
    },
    {
      name: 'nome',
      in: 'body',
      type: 'string',
      required: true,
      description: 'Nome completo informado; acentos, caixa e espaços extras são ignorados na comparação.',
      example: 'Joana Pereira Lima',
    },
    {
      name: 'dataNascimento',
      in: 'body',
      type: 'string (AAAA-MM-DD)',
      required: false,
      description: 'Data de nascimento informada.',
      example: '1979-09-23',
    },
    {
      name: 'nomeMae',
      in: 'body',
      type: 'string',
      required: false,
      description: 'Nome completo da mãe informado.',
      example: 'Rosa Pereira Lima',
    },
    referenciaConsulta,
  ],
  requestExample: {
    cpf: CPF_RESSALVA,
    nome: 'Joana Pereira Lima',
    dataNascimento: '1979-09-23',
    nomeMae: 'Rosa Maria Pereira',
    referencia: 'proposta-2025-004817',
  },
  response: {
    status: H.ok,
    example: {
      id: '6b3d9f1a-2c4e-4a7b-8d0f-1e3a5c7b9d2f',
      referencia: 'proposta-2025-004817',
      cpf: CPF_RESSALVA,
      status: 'CONFERE_PARCIALMENTE',
      situacaoCadastral: 'REGULAR',
      campos: { nome: 'CONFERE', dataNascimento: 'CONFERE', nomeMae: 'NAO_CONFERE' },
      consultadoEm: '2025-03-18T14:02:12-03:00',
    },
  },
  httpStatuses: validaStatuses(
    'Checagem',
    'Serviço da Atesta fora do ar; repita com backoff. Se só a fonte oficial não responder, a resposta é de sucesso com status `FONTE_INDISPONIVEL`.',
  ),
  statusTables: ['api/tab_status_checar_dados'],
};

const eventosDescricao =
  'Eventos que o webhook recebe: `analise.status_alterado` (toda mudança de status), `analise.concluida` (status final) e `laudo.disponivel` (PDF pronto para download).';

/** The webhook routes need the token's `webhook` scope rather than a product. */
const webhookAccess: StatusMeanings = { ...accessErrors, forbidden: 'Token sem o escopo `webhook`.' };

const webhookCorpo = {
  url: 'https://cliente.example/webhooks/atesta',
  eventos: ['analise.concluida', 'laudo.disponivel'],
  produtos: ['PRO', 'SCORE', 'FACEMATCH'],
  descricao: 'Backoffice de propostas',
};

const webhookConfigurar: Endpoint = {
  id: 'webhook.configurar',
  api: 'main',
  title: 'Cadastrar webhook',
  summary: 'Cadastra uma URL da sua aplicação para receber eventos das análises assíncronas.',
  method: 'POST',
  path: '/webhooks',
  params: [
    {
      name: 'url',
      in: 'body',
      type: 'string (URL)',
      required: true,
      description: 'URL HTTPS pública que recebe um POST por evento. Certificado válido obrigatório em produção.',
      example: webhookCorpo.url,
    },
    {
      name: 'eventos',
      in: 'body',
      type: 'array<string>',
      required: true,
      description: eventosDescricao,
      example: 'analise.concluida',
    },
    {
      name: 'produtos',
      in: 'body',
      type: 'array<string>',
      required: false,
      description:
        'Filtra os eventos por produto: `PRO`, `SCORE`, `LITE`, `FLASH`, `OCR`, `FACEMATCH`. Se omitido, recebe de todos.',
      example: 'PRO',
    },
    {
      name: 'segredo',
      in: 'body',
      type: 'string',
      required: false,
      description:
        'Segredo (32 a 128 caracteres) usado na assinatura HMAC-SHA256 dos eventos. Se omitido, a Atesta gera um e o devolve apenas nesta resposta.',
      example: 'whsec_Zx81kPq0Lm3Ns7Tv2Ry6Wd9Fb4Hc5Jg',
    },
    {
      name: 'descricao',
      in: 'body',
      type: 'string',
      required: false,
      description: 'Texto livre para identificar o webhook na listagem.',
      example: webhookCorpo.descricao,
    },
  ],
  requestExample: webhookCorpo,
  response: {
    status: H.created,
    example: {
      id: ID_WEBHOOK,
      ...webhookCorpo,
      ativo: true,
      segredo: 'whsec_Zx81kPq0Lm3Ns7Tv2Ry6Wd9Fb4Hc5Jg',
      criadoEm: '2025-03-18T13:40:00-03:00',
    },
  },
  httpStatuses: statuses({
    created: 'Webhook cadastrado; guarde o `segredo`, que não é mostrado de novo.',
    badRequest: 'Campo obrigatório ausente, evento ou produto desconhecido.',
    ...webhookAccess,
    conflict: 'Já existe um webhook com a mesma URL; remova-o ou use outra URL.',
    unprocessable: 'URL sem HTTPS, com IP privado ou que não respondeu ao teste de alcance.',
    ...loadErrors,
  }),
};

const webhookListar: Endpoint = {
  id: 'webhook.listar',
  api: 'main',
  title: 'Listar webhooks',
  summary: 'Lista os webhooks cadastrados na conta, sem os segredos.',
  method: 'GET',
  path: '/webhooks',
  params: [],
  response: {
    status: H.ok,
    example: {
      itens: [
        {
          id: ID_WEBHOOK,
          ...webhookCorpo,
          ativo: true,
          ultimaEntrega: { em: '2025-03-18T14:09:48-03:00', statusHttp: H.ok },
          criadoEm: '2025-03-18T13:40:00-03:00',
        },
      ],
    },
  },
  httpStatuses: statuses({
    ok: 'Lista devolvida (vazia se não houver webhooks).',
    ...webhookAccess,
    ...loadErrors,
  }),
};

const webhookRemover: Endpoint = {
  id: 'webhook.remover',
  api: 'main',
  title: 'Remover webhook',
  summary: 'Remove um webhook; eventos ainda na fila de reenvio para ele são descartados.',
  method: 'DELETE',
  path: '/webhooks/{id}',
  params: [
    {
      ...pathId(ID_WEBHOOK, 'do webhook'),
      type: 'string',
      description: 'Identificador do webhook, devolvido no cadastro e na listagem.',
    },
  ],
  response: { status: H.ok, example: { id: ID_WEBHOOK, removido: true } },
  httpStatuses: statuses({
    ok: 'Webhook removido.',
    ...webhookAccess,
    notFound: 'Webhook inexistente ou já removido.',
    ...loadErrors,
  }),
};

const webhookTestar: Endpoint = {
  id: 'webhook.testar',
  api: 'main',
  title: 'Enviar evento de teste',
  summary: 'Envia um evento `webhook.teste` assinado para a URL do webhook, para validar a recepção e a assinatura.',
  method: 'POST',
  path: '/webhooks/{id}/teste',
  params: [{ ...pathId(ID_WEBHOOK, 'do webhook'), type: 'string', description: 'Identificador do webhook a testar.' }],
  requestExample: {},
  response: {
    status: H.accepted,
    example: {
      entregaId: 'ent_01HQ8Z3K7M2N4P6R8T0V',
      evento: 'webhook.teste',
      agendadoEm: '2025-03-18T13:41:05-03:00',
    },
  },
  httpStatuses: statuses({
    accepted: 'Evento de teste enfileirado; chega em poucos segundos.',
    ...webhookAccess,
    notFound: 'Webhook inexistente.',
    ...loadErrors,
  }),
};

export const mainEndpoints: Endpoint[] = [
  token,
  proEnvio,
  proConsulta,
  proLaudo,
  scoreEnvio,
  scoreConsulta,
  scoreLaudo,
  liteEnvio,
  liteConsulta,
  ocrEnvio,
  ocrConsulta,
  flashEnvio,
  flashConsulta,
  flashExtrair,
  facematchEnvio,
  facematchConsulta,
  facematchPdf,
  validaPf,
  checarDadosPf,
  webhookConfigurar,
  webhookListar,
  webhookRemover,
  webhookTestar,
];

// ---------------------------------------------------------------------------------------
// Reference tables (one per tab_* page)

const colsStatus = [
  { key: 'codigo', label: 'Status' },
  { key: 'descricao', label: 'Significado' },
  { key: 'final', label: 'Final?' },
  { key: 'acao', label: 'O que fazer' },
];

const tabStatusPro: ReferenceTable = {
  id: 'api/tab_status_pro',
  title: 'Status da documentoscopia PRO e Lite',
  description:
    'Valores do campo `status` das análises PRO e Lite. A coluna Lite indica se o status também ocorre no Lite.',
  columns: [...colsStatus.slice(0, 3), { key: 'lite', label: 'Lite' }, colsStatus[3]],
  rows: [
    {
      codigo: 'EM_ANALISE',
      descricao:
        'Documento recebido e em análise automática (classificação, extração e verificações de autenticidade).',
      final: 'Não',
      lite: 'Sim',
      acao: 'Aguarde o webhook ou consulte de novo mais tarde.',
    },
    {
      codigo: 'EM_ANALISE_ESPECIALISTA',
      descricao: 'A análise automática encontrou pontos que exigem revisão de um perito documentoscopista.',
      final: 'Não',
      lite: 'Não',
      acao: 'Aguarde; a revisão humana leva em média 20 minutos em horário comercial.',
    },
    {
      codigo: 'APROVADO',
      descricao: 'Documento autêntico, íntegro e com os dados conferindo com os informados.',
      final: 'Sim',
      lite: 'Sim',
      acao: 'Siga com o fluxo. No PRO, baixe o laudo para o dossiê.',
    },
    {
      codigo: 'APROVADO_COM_RESSALVA',
      descricao:
        'Documento autêntico, mas com pontos de atenção listados em `motivos` (por exemplo, emissão antiga ou nome divergente por casamento).',
      final: 'Sim',
      lite: 'Não',
      acao: 'Avalie os motivos segundo a sua política de risco; em geral, aprove com verificação adicional.',
    },
    {
      codigo: 'REPROVADO',
      descricao: 'Indícios de fraude ou adulteração, ou documento vencido; os motivos explicam o porquê.',
      final: 'Sim',
      lite: 'Sim',
      acao: 'Não aceite o documento. Não revele o motivo ao usuário final.',
    },
    {
      codigo: 'INCONCLUSIVO',
      descricao: 'Não foi possível concluir: imagem ilegível, cortada ou sem o verso necessário.',
      final: 'Sim',
      lite: 'Sim',
      acao: 'Peça novas imagens ao titular e faça um novo envio.',
    },
    {
      codigo: 'DOCUMENTO_INVALIDO',
      descricao: 'O arquivo não é um documento aceito ou é de um tipo diferente do informado em `tipoDocumento`.',
      final: 'Sim',
      lite: 'Sim',
      acao: 'Confira o tipo informado ou envie com `AUTO` (PRO); peça o documento correto.',
    },
    {
      codigo: 'ERRO_PROCESSAMENTO',
      descricao: 'Falha interna da Atesta ao processar o documento. A análise não é cobrada.',
      final: 'Sim',
      lite: 'Sim',
      acao: 'Reenvie com uma nova `Idempotency-Key`; se repetir, contate o suporte com o `id`.',
    },
  ],
};

const tabStatusScore: ReferenceTable = {
  id: 'api/tab_status_score',
  title: 'Status da documentoscopia SCORE',
  description: 'Valores do campo `status` das análises SCORE e a faixa do campo `score` (0 a 1000) que leva a cada um.',
  columns: [colsStatus[0], { key: 'faixa', label: 'Faixa de score' }, ...colsStatus.slice(1)],
  rows: [
    {
      codigo: 'EM_ANALISE',
      faixa: '—',
      descricao: 'Documento recebido e em análise automática.',
      final: 'Não',
      acao: 'Aguarde o webhook ou consulte de novo em alguns segundos.',
    },
    {
      codigo: 'BAIXO_RISCO',
      faixa: '700 a 1000',
      descricao: 'Nenhum indício relevante de fraude; dados conferem.',
      final: 'Sim',
      acao: 'Aprovação automática recomendada.',
    },
    {
      codigo: 'MEDIO_RISCO',
      faixa: '400 a 699',
      descricao: 'Pontos de atenção em `motivos`, sem indício conclusivo de fraude.',
      final: 'Sim',
      acao: 'Encaminhe para revisão manual ou reenvie o mesmo documento ao PRO.',
    },
    {
      codigo: 'ALTO_RISCO',
      faixa: '0 a 399',
      descricao: 'Fortes indícios de fraude, adulteração ou documento vencido.',
      final: 'Sim',
      acao: 'Recuse o documento ou exija verificação presencial.',
    },
    {
      codigo: 'INCONCLUSIVO',
      faixa: '—',
      descricao: 'Qualidade insuficiente para calcular o score (imagem ilegível, cortada ou sem verso).',
      final: 'Sim',
      acao: 'Peça novas imagens e faça um novo envio.',
    },
    {
      codigo: 'DOCUMENTO_INVALIDO',
      faixa: '—',
      descricao: 'O arquivo não é um documento aceito ou não corresponde ao `tipoDocumento` informado.',
      final: 'Sim',
      acao: 'Confira o tipo ou envie com `AUTO`.',
    },
    {
      codigo: 'ERRO_PROCESSAMENTO',
      faixa: '—',
      descricao: 'Falha interna ao processar; a análise não é cobrada.',
      final: 'Sim',
      acao: 'Reenvie; se repetir, contate o suporte com o `id`.',
    },
  ],
};

const tabStatusFlash: ReferenceTable = {
  id: 'api/tab_status_flash',
  title: 'Status da análise Flash',
  description: 'Valores do campo `status` das análises Flash (triagem expressa).',
  columns: colsStatus,
  rows: [
    {
      codigo: 'EM_ANALISE',
      descricao: 'Triagem em andamento; costuma terminar em 3 a 8 segundos.',
      final: 'Não',
      acao: 'Consulte de novo em 2 segundos ou aguarde o webhook.',
    },
    {
      codigo: 'APROVADO',
      descricao: 'Documento reconhecido, legível, dentro da validade e sem indício de fraude na triagem.',
      final: 'Sim',
      acao: 'Siga o fluxo; use a extração de dados para preencher o cadastro.',
    },
    {
      codigo: 'ATENCAO',
      descricao: 'Triagem encontrou pontos de atenção (ver `motivos`) que pedem uma análise mais profunda.',
      final: 'Sim',
      acao: 'Reenvie o documento ao SCORE ou ao PRO antes de decidir.',
    },
    {
      codigo: 'REPROVADO',
      descricao: 'Indício claro de fraude (foto de tela, cópia impressa, adulteração) ou documento vencido.',
      final: 'Sim',
      acao: 'Recuse o documento.',
    },
    {
      codigo: 'DADOS_DIVERGENTES',
      descricao: 'O CPF ou o nome informados em `titular` não conferem com os lidos no documento.',
      final: 'Sim',
      acao: 'Confirme os dados com o titular; pode ser erro de digitação ou documento de terceiro.',
    },
    {
      codigo: 'ILEGIVEL',
      descricao: 'Imagem desfocada, escura, com reflexo ou cortada; não foi possível ler o documento.',
      final: 'Sim',
      acao: 'Peça uma nova foto, com boa luz e o documento inteiro no quadro.',
    },
    {
      codigo: 'TIPO_NAO_SUPORTADO',
      descricao: 'O documento não é de um tipo aceito pelo Flash.',
      final: 'Sim',
      acao: 'Use o PRO ou o SCORE para esse tipo de documento.',
    },
    {
      codigo: 'ERRO_PROCESSAMENTO',
      descricao: 'Falha interna ao processar; a análise não é cobrada.',
      final: 'Sim',
      acao: 'Reenvie; se repetir, contate o suporte com o `id`.',
    },
  ],
};

const tabStatusOcr: ReferenceTable = {
  id: 'api/tab_status_ocr',
  title: 'Status da extração OCR',
  description: 'Valores do campo `status` das extrações OCR.',
  columns: colsStatus,
  rows: [
    {
      codigo: 'EM_ANALISE',
      descricao: 'Classificação e leitura em andamento; costuma terminar em 5 a 15 segundos.',
      final: 'Não',
      acao: 'Consulte de novo em alguns segundos ou aguarde o webhook.',
    },
    {
      codigo: 'CONCLUIDO',
      descricao: 'Todos os campos do tipo de documento foram lidos; cada um traz a sua `confianca`.',
      final: 'Sim',
      acao: 'Use os campos; revise manualmente os de confiança abaixo de 0,85.',
    },
    {
      codigo: 'CONCLUIDO_PARCIAL',
      descricao: 'Parte dos campos não pôde ser lida; eles aparecem em `camposNaoLidos`.',
      final: 'Sim',
      acao: 'Use os campos lidos e peça os demais ao usuário ou envie uma imagem melhor.',
    },
    {
      codigo: 'ILEGIVEL',
      descricao: 'Nenhum campo pôde ser lido com confiança mínima.',
      final: 'Sim',
      acao: 'Peça uma nova imagem, nítida e sem reflexo.',
    },
    {
      codigo: 'TIPO_NAO_SUPORTADO',
      descricao: 'O documento não corresponde a nenhum tipo da tabela de tipos.',
      final: 'Sim',
      acao: 'Confira se o arquivo é o documento esperado.',
    },
    {
      codigo: 'ARQUIVO_INVALIDO',
      descricao: 'PDF protegido por senha, com mais de 10 páginas ou sem conteúdo de imagem ou texto.',
      final: 'Sim',
      acao: 'Envie o PDF sem senha ou só as páginas relevantes.',
    },
    {
      codigo: 'ERRO_PROCESSAMENTO',
      descricao: 'Falha interna ao processar; a extração não é cobrada.',
      final: 'Sim',
      acao: 'Reenvie; se repetir, contate o suporte com o `id`.',
    },
  ],
};

/** Tables whose values appear in several fields say where each one does. */
const colsOndeAparece = columns({
  codigo: 'Valor',
  campo: 'Onde aparece',
  descricao: 'Significado',
  acao: 'O que fazer',
});

const tabStatusChecarDados: ReferenceTable = {
  id: 'api/tab_status_checar_dados',
  title: 'Status de ChecarDados e Valida',
  description:
    'Valores devolvidos pela validação de pessoa física: o resultado geral (`status`), o resultado de cada campo (`campos.*` e `conferencia.*` das análises de documento) e a situação cadastral do CPF (`situacaoCadastral`).',
  columns: colsOndeAparece,
  rows: [
    {
      codigo: 'CONFERE',
      campo: '`status`, `campos.*`, `conferencia.*`',
      descricao: 'O dado informado é igual ao da fonte oficial (no `status`: todos os campos informados conferem).',
      acao: 'Nenhuma ação.',
    },
    {
      codigo: 'SIMILAR',
      campo: '`campos.*`, `conferencia.*`',
      descricao: 'Grafia semelhante: abreviação, acento, partícula ou um erro de digitação.',
      acao: 'Em geral, aceite; confirme com o titular se a sua política exigir igualdade exata.',
    },
    {
      codigo: 'NAO_CONFERE',
      campo: '`status`, `campos.*`, `conferencia.*`',
      descricao: 'O dado informado é diferente do da fonte oficial (no `status`: nenhum campo confere).',
      acao: 'Peça ao titular que revise o dado; persistindo, trate como suspeita de fraude.',
    },
    {
      codigo: 'NAO_INFORMADO',
      campo: '`campos.*`, `conferencia.*`',
      descricao: 'O campo não foi enviado e, por isso, não foi comparado.',
      acao: 'Envie o campo se precisar da conferência.',
    },
    {
      codigo: 'CONFERE_PARCIALMENTE',
      campo: '`status`',
      descricao: 'Pelo menos um campo confere e pelo menos um não confere.',
      acao: 'Veja quais campos divergem em `campos`.',
    },
    {
      codigo: 'CPF_IRREGULAR',
      campo: '`status`',
      descricao: 'O CPF existe, mas a situação cadastral não é `REGULAR`.',
      acao: 'Veja `situacaoCadastral` e aplique a sua política (em geral, não aprovar).',
    },
    {
      codigo: 'CPF_INEXISTENTE',
      campo: '`status`',
      descricao: 'O CPF tem dígitos válidos, mas não existe na base da Receita Federal.',
      acao: 'Recuse; peça ao titular que confira o número.',
    },
    {
      codigo: 'FONTE_INDISPONIVEL',
      campo: '`status`',
      descricao: 'A fonte oficial não respondeu a tempo; a consulta não é cobrada.',
      acao: 'Repita em alguns minutos com backoff.',
    },
    {
      codigo: 'REGULAR',
      campo: '`situacaoCadastral`',
      descricao: 'CPF sem pendências na Receita Federal.',
      acao: 'Nenhuma ação.',
    },
    {
      codigo: 'PENDENTE_DE_REGULARIZACAO',
      campo: '`situacaoCadastral`',
      descricao: 'O titular deixou de entregar alguma declaração obrigatória.',
      acao: 'Oriente o titular a regularizar o CPF na Receita Federal.',
    },
    {
      codigo: 'SUSPENSA',
      campo: '`situacaoCadastral`',
      descricao: 'Cadastro com dados incorretos ou incompletos.',
      acao: 'Não aprove até a regularização.',
    },
    {
      codigo: 'CANCELADA',
      campo: '`situacaoCadastral`',
      descricao: 'CPF cancelado por multiplicidade ou decisão administrativa ou judicial.',
      acao: 'Recuse.',
    },
    {
      codigo: 'TITULAR_FALECIDO',
      campo: '`situacaoCadastral`',
      descricao: 'Óbito registrado para o titular; `anoObito` traz o ano.',
      acao: 'Recuse e trate como suspeita de fraude.',
    },
    {
      codigo: 'NULA',
      campo: '`situacaoCadastral`',
      descricao: 'Inscrição anulada por fraude constatada.',
      acao: 'Recuse e trate como fraude.',
    },
  ],
};

const tabBiometria: ReferenceTable = {
  id: 'api/tab_biometria',
  title: 'Status e resultados de biometria (Facematch)',
  description:
    'Valores do `status` de uma comparação Facematch e do `resultado.codigo` quando ela termina com `CONCLUIDO`. A similaridade vai de 0 a 100.',
  columns: colsOndeAparece,
  rows: [
    {
      codigo: 'EM_ANALISE',
      campo: '`status`',
      descricao: 'Comparação em andamento; costuma terminar em 5 a 10 segundos.',
      acao: 'Aguarde o webhook ou consulte de novo em 2 segundos.',
    },
    {
      codigo: 'CONCLUIDO',
      campo: '`status`',
      descricao: 'Comparação terminada; o veredito está em `resultado.codigo`.',
      acao: 'Leia `resultado`, `similaridade` e `provaDeVida`.',
    },
    {
      codigo: 'ERRO_PROCESSAMENTO',
      campo: '`status`',
      descricao: 'Falha interna ao processar; a comparação não é cobrada.',
      acao: 'Reenvie; se repetir, contate o suporte com o `id`.',
    },
    {
      codigo: 'BIO_APROVADA',
      campo: '`resultado.codigo`',
      descricao: 'Mesma pessoa: similaridade de 90 ou mais e prova de vida aprovada (quando pedida).',
      acao: 'Siga o fluxo.',
    },
    {
      codigo: 'BIO_INCONCLUSIVA',
      campo: '`resultado.codigo`',
      descricao: 'Similaridade entre 70 e 89,9: pode ser a mesma pessoa com foto de documento antiga.',
      acao: 'Peça nova selfie ou encaminhe para revisão manual.',
    },
    {
      codigo: 'BIO_REPROVADA',
      campo: '`resultado.codigo`',
      descricao: 'Pessoas diferentes: similaridade abaixo de 70.',
      acao: 'Recuse e trate como suspeita de fraude.',
    },
    {
      codigo: 'BIO_PROVA_VIDA_REPROVADA',
      campo: '`resultado.codigo`',
      descricao: 'A selfie parece ser foto de foto, imagem de tela ou máscara.',
      acao: 'Recuse; peça uma selfie ao vivo, tirada pela câmera do aparelho.',
    },
    {
      codigo: 'BIO_SEM_FACE_SELFIE',
      campo: '`resultado.codigo`',
      descricao: 'Nenhum rosto encontrado na selfie.',
      acao: 'Peça nova selfie com o rosto inteiro, de frente.',
    },
    {
      codigo: 'BIO_SEM_FACE_DOCUMENTO',
      campo: '`resultado.codigo`',
      descricao:
        'Nenhum rosto encontrado na imagem de referência (por exemplo, o verso foi enviado no lugar da frente).',
      acao: 'Envie a frente do documento com a foto.',
    },
    {
      codigo: 'BIO_MULTIPLAS_FACES',
      campo: '`resultado.codigo`',
      descricao: 'Mais de um rosto na selfie.',
      acao: 'Peça uma selfie com apenas o titular no quadro.',
    },
    {
      codigo: 'BIO_FACE_OCLUIDA',
      campo: '`resultado.codigo`',
      descricao: 'Rosto parcialmente coberto por óculos escuros, boné, máscara ou mão.',
      acao: 'Peça nova selfie sem acessórios.',
    },
    {
      codigo: 'BIO_BAIXA_QUALIDADE',
      campo: '`resultado.codigo`',
      descricao: 'Imagem escura, desfocada ou com resolução menor que 480 × 640 pixels.',
      acao: 'Peça nova imagem com boa iluminação.',
    },
  ],
};

const tabMotivos: ReferenceTable = {
  id: 'api/tab_motivos',
  title: 'Motivos das análises de documento',
  description:
    'Códigos do array `motivos` das análises PRO, SCORE, Lite e Flash. O efeito indica o status a que o motivo costuma levar.',
  columns: columns({
    codigo: 'Código',
    titulo: 'Título',
    descricao: 'Descrição',
    efeito: 'Efeito',
    acao: 'O que fazer',
  }),
  rows: [
    {
      codigo: 'M001',
      titulo: 'Foto substituída',
      descricao: 'Indícios de troca ou sobreposição da foto do titular.',
      efeito: 'Reprova',
      acao: 'Recuse o documento.',
    },
    {
      codigo: 'M002',
      titulo: 'Dados adulterados',
      descricao: 'Fonte, alinhamento ou textura inconsistentes nos campos de dados.',
      efeito: 'Reprova',
      acao: 'Recuse o documento.',
    },
    {
      codigo: 'M003',
      titulo: 'Documento vencido',
      descricao: 'Data de validade expirada há mais de 30 dias.',
      efeito: 'Reprova',
      acao: 'Peça um documento dentro da validade.',
    },
    {
      codigo: 'M004',
      titulo: 'CPF divergente',
      descricao: 'O CPF impresso difere do informado em `titular.cpf`.',
      efeito: 'Reprova',
      acao: 'Confirme o CPF com o titular; pode ser documento de terceiro.',
    },
    {
      codigo: 'M005',
      titulo: 'Nome divergente',
      descricao: 'O nome impresso difere do informado (por exemplo, mudança por casamento).',
      efeito: 'Ressalva',
      acao: 'Confirme o nome atual com o titular.',
    },
    {
      codigo: 'M006',
      titulo: 'Foto de tela',
      descricao: 'A imagem foi capturada de uma tela (padrão moiré, pixels visíveis).',
      efeito: 'Reprova',
      acao: 'Peça uma foto do documento físico original.',
    },
    {
      codigo: 'M007',
      titulo: 'Cópia impressa',
      descricao: 'A imagem é de uma fotocópia ou impressão, não do original.',
      efeito: 'Reprova',
      acao: 'Peça uma foto do documento original.',
    },
    {
      codigo: 'M008',
      titulo: 'Imagem ilegível',
      descricao: 'Desfoque, reflexo ou pouca luz impedem a análise.',
      efeito: 'Inconclusivo',
      acao: 'Peça uma nova foto nítida.',
    },
    {
      codigo: 'M009',
      titulo: 'Documento cortado',
      descricao: 'Bordas ou campos do documento ficaram fora da imagem.',
      efeito: 'Inconclusivo',
      acao: 'Peça uma foto com o documento inteiro no quadro.',
    },
    {
      codigo: 'M010',
      titulo: 'Verso ausente',
      descricao: 'O tipo exige o verso, que não foi enviado.',
      efeito: 'Inconclusivo',
      acao: 'Reenvie com `documento.verso`.',
    },
    {
      codigo: 'M011',
      titulo: 'Modelo não reconhecido',
      descricao: 'O espelho do documento não corresponde a nenhum modelo oficial do órgão emissor e ano.',
      efeito: 'Reprova',
      acao: 'Recuse o documento.',
    },
    {
      codigo: 'M012',
      titulo: 'Emissão antiga',
      descricao: 'Documento emitido há mais de 10 anos; a foto pode não refletir a aparência atual.',
      efeito: 'Ressalva',
      acao: 'Combine com o Facematch ou peça um documento mais recente.',
    },
    {
      codigo: 'M013',
      titulo: 'QR code inválido',
      descricao: 'A assinatura do QR code da CNH digital ou do CRLV-e não confere com o emissor.',
      efeito: 'Reprova',
      acao: 'Recuse; peça o PDF exportado do aplicativo oficial.',
    },
    {
      codigo: 'M014',
      titulo: 'MRZ inconsistente',
      descricao: 'A zona de leitura mecânica do passaporte não confere com os dados impressos.',
      efeito: 'Reprova',
      acao: 'Recuse o documento.',
    },
    {
      codigo: 'M015',
      titulo: 'CPF irregular',
      descricao: 'A situação cadastral do CPF na Receita Federal não é regular.',
      efeito: 'Ressalva',
      acao: 'Consulte a situação com o Valida-PF e aplique a sua política.',
    },
    {
      codigo: 'M016',
      titulo: 'Tipo divergente',
      descricao: 'O documento enviado é de tipo diferente do informado em `tipoDocumento`.',
      efeito: 'Documento inválido',
      acao: 'Informe o tipo correto ou use `AUTO`.',
    },
    {
      codigo: 'M017',
      titulo: 'Comprovante desatualizado',
      descricao: 'Comprovante de residência emitido há mais de 90 dias.',
      efeito: 'Ressalva',
      acao: 'Peça um comprovante recente.',
    },
    {
      codigo: 'M018',
      titulo: 'Documento em base de fraude',
      descricao: 'O mesmo documento já apareceu em fraude confirmada por outro cliente da Atesta.',
      efeito: 'Reprova',
      acao: 'Recuse e registre a tentativa.',
    },
  ],
};

const TODOS = 'PRO, SCORE, Lite, Flash, OCR';

const tabTipos: ReferenceTable = {
  id: 'api/tab_tipos',
  title: 'Tipos de documento',
  description: 'Valores aceitos em `tipoDocumento`, os lados a enviar e os produtos que aceitam cada tipo.',
  columns: columns({
    codigo: 'Código',
    nome: 'Documento',
    lados: 'Lados',
    produtos: 'Produtos',
    observacoes: 'Observações',
  }),
  rows: [
    {
      codigo: 'AUTO',
      nome: 'Classificação automática',
      lados: 'Conforme o tipo detectado',
      produtos: 'PRO, SCORE, Flash, OCR',
      observacoes: 'O tipo detectado volta em `tipoDocumento.detectado`.',
    },
    {
      codigo: 'RG',
      nome: 'Carteira de Identidade (modelo anterior à CIN)',
      lados: 'Frente e verso',
      produtos: TODOS,
      observacoes: 'Emissão com mais de 10 anos gera o motivo M012.',
    },
    {
      codigo: 'CIN',
      nome: 'Carteira de Identidade Nacional',
      lados: 'Frente e verso',
      produtos: TODOS,
      observacoes: 'O QR code do verso é verificado.',
    },
    {
      codigo: 'CNH',
      nome: 'Carteira Nacional de Habilitação (física)',
      lados: 'Frente e verso, ou aberta em uma única imagem na frente',
      produtos: TODOS,
      observacoes: 'Vencida há mais de 30 dias gera o motivo M003.',
    },
    {
      codigo: 'CNH_DIGITAL',
      nome: 'CNH digital',
      lados: 'Frente (PDF exportado do aplicativo oficial)',
      produtos: TODOS,
      observacoes: 'Capturas de tela não são aceitas; o QR code é validado.',
    },
    {
      codigo: 'PASSAPORTE',
      nome: 'Passaporte brasileiro ou estrangeiro',
      lados: 'Frente (página de dados)',
      produtos: 'PRO, SCORE, Flash, OCR',
      observacoes: 'A MRZ é conferida com os dados impressos.',
    },
    {
      codigo: 'CRNM',
      nome: 'Carteira de Registro Nacional Migratório',
      lados: 'Frente e verso',
      produtos: 'PRO, SCORE, Flash, OCR',
      observacoes: 'Substitui o antigo RNE, também aceito com este código.',
    },
    {
      codigo: 'CTPS',
      nome: 'Carteira de Trabalho física',
      lados: 'Frente (página da foto) e verso (qualificação civil)',
      produtos: 'PRO, SCORE, OCR',
      observacoes: 'A CTPS digital não é um documento de identificação.',
    },
    {
      codigo: 'CARTEIRA_PROFISSIONAL',
      nome: 'Carteira de conselho de classe (OAB, CRM, CREA etc.)',
      lados: 'Frente e verso',
      produtos: 'PRO, SCORE, OCR',
      observacoes: 'O conselho emissor volta em `dadosExtraidos.orgaoEmissor`.',
    },
    {
      codigo: 'CRLV',
      nome: 'Certificado de Registro e Licenciamento de Veículo (CRLV-e)',
      lados: 'Frente',
      produtos: 'PRO, SCORE, OCR',
      observacoes: 'Para veículo de empresa, informe `titular.cnpj`.',
    },
    {
      codigo: 'COMPROVANTE_RESIDENCIA',
      nome: 'Conta de luz, água, gás, telefone ou internet',
      lados: 'Frente (primeira página)',
      produtos: 'PRO, SCORE, OCR',
      observacoes: 'Emitido há mais de 90 dias gera o motivo M017.',
    },
    {
      codigo: 'CARTAO_CNPJ',
      nome: 'Comprovante de Inscrição e de Situação Cadastral (CNPJ)',
      lados: 'Frente',
      produtos: 'PRO, OCR',
      observacoes: 'Exige `titular.cnpj`.',
    },
    {
      codigo: 'CERTIDAO_NASCIMENTO',
      nome: 'Certidão de nascimento',
      lados: 'Frente',
      produtos: 'PRO, OCR',
      observacoes: 'Modelo com matrícula de 32 dígitos.',
    },
    {
      codigo: 'CERTIDAO_CASAMENTO',
      nome: 'Certidão de casamento',
      lados: 'Frente',
      produtos: 'PRO, OCR',
      observacoes: 'Útil para justificar o motivo M005 (nome divergente).',
    },
  ],
};

export const mainTables: ReferenceTable[] = [
  tabBiometria,
  tabMotivos,
  tabTipos,
  tabStatusChecarDados,
  tabStatusFlash,
  tabStatusOcr,
  tabStatusPro,
  tabStatusScore,
];
