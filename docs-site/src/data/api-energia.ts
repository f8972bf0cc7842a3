/**
 * API de Energia: leitura e validação de contas de energia elétrica enviadas como imagem ou PDF.
 * Every page under `api-energia/` renders its facts from here.
 */
import { bearerAuth, columns, idempotencyKey, sandboxAndProduction } from './common';
import { httpStatus, statuses } from './http';
import { tokenAnswers, tokenEndpoint, tokenErrors } from './oauth';
import type { ApiDefinition, Endpoint, ReferenceTable } from './types';

export const energiaApi: ApiDefinition = {
  id: 'energia',
  name: 'API de Energia',
  environments: sandboxAndProduction(
    {
      baseUrl: 'https://sandbox.energia.atesta.example/v1',
      description:
        'Ambiente de testes: não cobra, não consome cota e devolve dados simulados. Aceita o cabeçalho X-Sandbox-Cenario para forçar um resultado.',
    },
    {
      baseUrl: 'https://energia.atesta.example/v1',
      description:
        'Ambiente real: processa contas de verdade, cobra por análise concluída e aplica os limites do seu contrato.',
    },
  ),
  auth: bearerAuth('api-energia/autenticacao'),
  httpStatuses: statuses({
    ok: 'Requisição atendida; o corpo traz o recurso pedido.',
    accepted: 'Conta recebida e colocada na fila de processamento; acompanhe pelo id devolvido.',
    badRequest:
      'Corpo ou parâmetros inválidos (campo ausente, base64 corrompido, CPF/CNPJ malformado). Veja `erro.codigo`.',
    unauthorized: 'Token ausente, inválido ou expirado, ou credenciais do cliente incorretas ao pedir o token.',
    forbidden: 'O token é válido, mas não tem o escopo necessário, ou a cota mensal do contrato acabou.',
    notFound: 'Não existe análise com esse id na sua conta, ou ela já passou do prazo de retenção.',
    conflict: 'A mesma `Idempotency-Key` foi reutilizada com um corpo diferente.',
    payloadTooLarge: 'O arquivo decodificado passa de 10 MB.',
    unsupportedMediaType: 'Formato de arquivo não aceito (aceitos: PDF, JPEG, PNG e WEBP).',
    unprocessable: 'Arquivo bem formado, mas impossível de processar: PDF com senha ou mais de 5 páginas.',
    tooManyRequests: 'Limite de requisições por minuto excedido; respeite o cabeçalho `Retry-After`.',
    internalError: 'Falha inesperada do nosso lado; tente de novo com a mesma `Idempotency-Key`.',
    unavailable: 'Serviço em manutenção ou sobrecarregado; tente de novo após o tempo indicado em `Retry-After`.',
  }),
};

/** The pages of this API import the shared names under this API's own name. */
export const energiaHttp = httpStatus;

const H = energiaHttp;

const contaId = 'cta_01HZX3K9V7Q2M8R4T6Y1B5N0DE';

const authErrors = { ...tokenErrors, internalError: 'Falha interna: repita a chamada.' };

const webhookPedido = {
  url: 'https://sua-empresa.example/webhooks/atesta-energia',
  segredo: 'whsec_9b1f4e7a2c8d0e6f3a5b7c9d1e2f4a6b',
  eventos: ['conta.concluida', 'conta.revisao_manual', 'conta.invalida', 'conta.erro'],
  ativo: true,
};

/** The webhook configuration as the API shows it back: never the secret, only that there is one. */
const webhookSalvo = {
  url: webhookPedido.url,
  eventos: webhookPedido.eventos,
  ativo: true,
  segredoDefinido: true,
  atualizadoEm: '2025-03-14T12:40:00Z',
};

const semWebhook = { notFound: 'Nenhum webhook configurado nesta conta.' };

export const energiaEndpoints: Endpoint[] = [
  tokenEndpoint({
    id: 'energia.token',
    api: 'energia',
    title: 'Obter token de acesso',
    summary: 'Troca o client_id e o client_secret da sua aplicação por um token Bearer válido por uma hora.',
    clientId: {
      description: 'Identificador da aplicação, criado no portal do cliente da Atesta (diferente por ambiente).',
      example: 'app_7f3c2a9e51',
    },
    clientSecret: {
      description: 'Segredo da aplicação. Mostrado uma única vez no portal; guarde-o em um cofre de segredos.',
      example: 'sk_sandbox_4b8e0d1f9a2c6e7b',
    },
    scope: {
      description:
        'Escopos separados por espaço. Sem este campo, o token recebe todos os escopos liberados para a aplicação.',
      example: 'contas:escrita contas:leitura webhook',
    },
    accessToken: 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImVuZXJnaWEtMjAyNSJ9.eyJzdWIiOiJhcHBfN2YzYzJhOWU1MSJ9.c2lnbmF0dXJh',
    answers: tokenAnswers('`grant_type` diferente de `client_credentials` ou escopo desconhecido.'),
  }),
  {
    id: 'energia.envio',
    api: 'energia',
    title: 'Enviar conta de energia',
    summary: 'Envia a imagem ou o PDF de uma conta de energia para extração dos dados e verificação de autenticidade.',
    method: 'POST',
    path: '/contas',
    params: [
      idempotencyKey(
        'Chave única por envio (um UUID, por exemplo). Repetir a chamada com a mesma chave devolve a mesma análise, sem cobrança dupla, por 24 horas.',
        '5d1c8f0e-2b7a-4f7e-9a51-0c3e6d2b9f14',
      ),
      {
        name: 'X-Sandbox-Cenario',
        in: 'header',
        type: 'string',
        required: false,
        description:
          'Só no sandbox: força o status final da análise simulada (`CONCLUIDO`, `EM_REVISAO_MANUAL`, `DOCUMENTO_INVALIDO` ou `ERRO`). Ignorado em produção.',
        valuesDocId: 'api-energia/tab_status',
        example: 'CONCLUIDO',
      },
      {
        name: 'arquivo',
        in: 'body',
        type: 'string (base64)',
        required: true,
        description:
          'Conteúdo do arquivo em base64, sem o prefixo `data:`. PDF, JPEG, PNG ou WEBP, até 10 MB decodificado e 5 páginas.',
        example: 'JVBERi0xLjcKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+Pg==',
      },
      {
        name: 'nomeArquivo',
        in: 'body',
        type: 'string',
        required: false,
        description: 'Nome original do arquivo, devolvido na consulta. Ajuda a rastrear o envio nos seus logs.',
        example: 'conta-fevereiro.pdf',
      },
      {
        name: 'referencia',
        in: 'body',
        type: 'string',
        required: false,
        description:
          'Seu identificador para esta análise (até 64 caracteres): número da proposta, do pedido ou do cliente. Volta na consulta e no webhook.',
        example: 'proposta-88412',
      },
      {
        name: 'validacao.cpfCnpjEsperado',
        in: 'body',
        type: 'string',
        required: false,
        description:
          'CPF ou CNPJ que deveria ser o titular da conta, com ou sem máscara. Se o titular impresso for outro, a análise recebe o alerta `ALT001`.',
        valuesDocId: 'api-energia/tab_alertas',
        example: '123.456.789-09',
      },
      {
        name: 'validacao.nomeEsperado',
        in: 'body',
        type: 'string',
        required: false,
        description:
          'Nome que deveria ser o titular. A comparação ignora acentos, caixa e abreviações comuns; abaixo de 85% de semelhança gera o alerta `ALT002`.',
        valuesDocId: 'api-energia/tab_alertas',
        example: 'Maria Aparecida dos Santos',
      },
      {
        name: 'validacao.validadeDias',
        in: 'body',
        type: 'integer',
        required: false,
        description:
          'Idade máxima aceita da conta, em dias contados do vencimento (padrão 90). Contas mais antigas recebem o alerta `ALT004`.',
        valuesDocId: 'api-energia/tab_alertas',
        example: 90,
      },
    ],
    requestExample: {
      arquivo: 'JVBERi0xLjcKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+Pg==',
      nomeArquivo: 'conta-fevereiro.pdf',
      referencia: 'proposta-88412',
      validacao: {
        cpfCnpjEsperado: '123.456.789-09',
        nomeEsperado: 'Maria Aparecida dos Santos',
        validadeDias: 90,
      },
    },
    response: {
      status: H.accepted,
      example: {
        id: contaId,
        referencia: 'proposta-88412',
        status: 'RECEBIDO',
        criadoEm: '2025-03-14T13:02:11Z',
      },
    },
    httpStatuses: statuses({
      accepted: 'Conta recebida; o processamento continua em segundo plano.',
      badRequest: 'Campo obrigatório ausente, base64 inválido ou CPF/CNPJ esperado malformado.',
      conflict: '`Idempotency-Key` já usada com outro corpo.',
      payloadTooLarge: 'Arquivo acima de 10 MB.',
      unsupportedMediaType: 'Formato de arquivo não suportado.',
      unprocessable: 'PDF protegido por senha ou com mais de 5 páginas.',
      ...authErrors,
    }),
    statusTables: ['api-energia/tab_status'],
  },
  {
    id: 'energia.consulta',
    api: 'energia',
    title: 'Consultar análise de conta',
    summary:
      'Devolve o status da análise e, quando concluída, os dados extraídos, a qualidade da imagem, a classificação e os alertas.',
    method: 'GET',
    path: '/contas/{id}',
    params: [
      {
        name: 'id',
        in: 'path',
        type: 'string',
        required: true,
        description: 'Id devolvido pelo envio (começa com `cta_`).',
        example: contaId,
      },
      {
        name: 'incluirConfianca',
        in: 'query',
        type: 'boolean',
        required: false,
        description:
          'Quando `true`, acrescenta `confiancaCampos`: a confiança (0 a 1) da leitura de cada campo extraído. Padrão `false`.',
        example: true,
      },
    ],
    response: {
      status: H.ok,
      example: {
        id: contaId,
        referencia: 'proposta-88412',
        nomeArquivo: 'conta-fevereiro.pdf',
        status: 'CONCLUIDO',
        criadoEm: '2025-03-14T13:02:11Z',
        concluidoEm: '2025-03-14T13:02:19Z',
        documento: { mastertype: 'CONTA_ENERGIA', subtype: 'FATURA_GRUPO_B', origemArquivo: 'PDF_NATIVO', paginas: 2 },
        qualidade: {
          nivel: 'ALTA',
          pontuacao: 0.94,
          verificacoes: [
            { codigo: 'Q01', nome: 'RESOLUCAO', resultado: 'APROVADA' },
            { codigo: 'Q02', nome: 'NITIDEZ', resultado: 'APROVADA' },
            { codigo: 'Q06', nome: 'LEGIBILIDADE', resultado: 'APROVADA' },
          ],
        },
        dados: {
          distribuidora: { nome: 'Distribuidora Paulista de Energia S.A.', cnpj: '12.345.678/0001-95', uf: 'SP' },
          numeroInstalacao: '3012345678',
          numeroCliente: '7001234567',
          titular: { nome: 'MARIA APARECIDA DOS SANTOS', cpfCnpj: '123.456.789-09', tipoPessoa: 'PF' },
          endereco: {
            logradouro: 'RUA DAS ACACIAS',
            numero: '120',
            complemento: 'APTO 32',
            bairro: 'JARDIM PAULISTA',
            municipio: 'SAO PAULO',
            uf: 'SP',
            cep: '01415-000',
          },
          classe: 'RESIDENCIAL',
          subgrupo: 'B1',
          mesReferencia: '2025-02',
          dataEmissao: '2025-02-20',
          vencimento: '2025-03-10',
          valorTotal: 287.45,
          consumoKwh: 312,
          bandeiraTarifaria: 'AMARELA',
          historicoConsumo: [
            { mes: '2025-01', kwh: 298 },
            { mes: '2024-12', kwh: 341 },
            { mes: '2024-11', kwh: 305 },
            { mes: '2024-10', kwh: 287 },
            { mes: '2024-09', kwh: 276 },
            { mes: '2024-08', kwh: 269 },
          ],
          linhaDigitavel: '83630000002-0 87450138202-0 50310301234-3 56780000001-8',
        },
        confiancaCampos: { 'titular.cpfCnpj': 0.99, 'titular.nome': 0.98, valorTotal: 0.99, vencimento: 0.97 },
        classificacao: 'VALIDA_COM_RESSALVAS',
        pontuacaoRisco: 22,
        alertas: [
          {
            codigo: 'ALT009',
            nome: 'CONSUMO_ATIPICO',
            severidade: 'BAIXA',
            mensagem: 'Consumo de 2025-02 fora da faixa esperada pelo histórico dos últimos 6 meses.',
          },
        ],
      },
    },
    httpStatuses: statuses({
      ok: 'Análise encontrada; leia status antes dos demais campos.',
      notFound: 'Id inexistente na sua conta ou análise fora do prazo de retenção (90 dias).',
      ...authErrors,
    }),
    statusTables: ['api-energia/tab_status', 'api-energia/tab_classificacoes'],
  },
  {
    id: 'energia.webhook',
    api: 'energia',
    title: 'Configurar webhook',
    summary: 'Cadastra ou altera a URL que recebe os eventos de conclusão das análises da sua conta.',
    method: 'PUT',
    path: '/webhook',
    params: [
      {
        name: 'url',
        in: 'body',
        type: 'string',
        required: true,
        description:
          'Endereço HTTPS público que receberá os eventos por POST. Endereços IP privados e http:// são recusados.',
        example: webhookPedido.url,
      },
      {
        name: 'segredo',
        in: 'body',
        type: 'string',
        required: true,
        description:
          'Segredo de 32 a 128 caracteres usado para assinar cada entrega (HMAC-SHA256). Nunca é devolvido pela API.',
        example: webhookPedido.segredo,
      },
      {
        name: 'eventos',
        in: 'body',
        type: 'array<string>',
        required: false,
        description:
          'Eventos a receber: `conta.concluida`, `conta.revisao_manual`, `conta.invalida` e `conta.erro`. Padrão: todos.',
        example: webhookPedido.eventos[0],
      },
      {
        name: 'ativo',
        in: 'body',
        type: 'boolean',
        required: false,
        description: '`false` suspende as entregas sem apagar a configuração. Padrão `true`.',
        example: true,
      },
    ],
    requestExample: webhookPedido,
    response: { status: H.ok, example: webhookSalvo },
    httpStatuses: statuses({
      ok: 'Configuração salva e já em vigor para as próximas entregas.',
      badRequest: 'URL não HTTPS, endereço privado, segredo curto demais ou evento desconhecido.',
      ...authErrors,
    }),
  },
  {
    id: 'energia.webhook-consulta',
    api: 'energia',
    title: 'Consultar webhook',
    summary: 'Mostra a configuração atual do webhook e o resultado da última entrega.',
    method: 'GET',
    path: '/webhook',
    params: [],
    response: {
      status: H.ok,
      example: {
        ...webhookSalvo,
        ultimaEntrega: {
          eventoId: 'evt_01HZX3M2A8K5P7R9S1T3V5W7Y9',
          tipo: 'conta.concluida',
          entregueEm: '2025-03-14T13:02:20Z',
          statusHttp: 200,
          duracaoMs: 183,
          tentativas: 1,
        },
      },
    },
    httpStatuses: statuses({
      ok: 'Configuração devolvida.',
      ...semWebhook,
      ...authErrors,
    }),
  },
  {
    id: 'energia.webhook-teste',
    api: 'energia',
    title: 'Enviar evento de teste',
    summary: 'Dispara um evento conta.teste assinado para a URL configurada e informa como ela respondeu.',
    method: 'POST',
    path: '/webhook/teste',
    params: [],
    requestExample: {},
    response: {
      status: H.ok,
      example: {
        eventoId: 'evt_01HZX3T0TESTE0000000000000',
        tipo: 'conta.teste',
        entrega: { statusHttp: 200, duracaoMs: 211, sucesso: true },
      },
    },
    httpStatuses: statuses({
      ok: 'Teste feito; veja `entrega.sucesso` e `entrega.statusHttp` para saber como seu servidor respondeu.',
      ...semWebhook,
      ...authErrors,
    }),
  },
];

export const energiaTables: ReferenceTable[] = [
  {
    id: 'api-energia/tab_status',
    title: 'Status da análise de conta',
    description: 'Valores do campo status na consulta e no webhook, do recebimento até o resultado final.',
    columns: columns({
      status: 'Status',
      final: 'Final?',
      descricao: 'O que significa',
      acao: 'O que fazer',
    }),
    rows: [
      {
        status: 'RECEBIDO',
        final: 'Não',
        descricao: 'Arquivo aceito e aguardando processamento.',
        acao: 'Aguarde o webhook ou consulte de novo em alguns segundos.',
      },
      {
        status: 'EM_PROCESSAMENTO',
        final: 'Não',
        descricao: 'Leitura dos campos, verificações de qualidade e de autenticidade em andamento.',
        acao: 'Aguarde; a maioria das contas conclui em menos de 15 segundos.',
      },
      {
        status: 'EM_REVISAO_MANUAL',
        final: 'Não',
        descricao:
          'Há alerta de severidade alta ou campos lidos com baixa confiança; um analista da Atesta confere a conta (até 4 horas úteis).',
        acao: 'Aguarde o evento `conta.concluida`; não reenvie o arquivo.',
      },
      {
        status: 'CONCLUIDO',
        final: 'Sim',
        descricao: 'Análise terminada: dados, qualidade, classificacao e alertas estão preenchidos.',
        acao: 'Decida pela classificacao e pelos alertas.',
      },
      {
        status: 'DOCUMENTO_INVALIDO',
        final: 'Sim',
        descricao: 'O arquivo não é uma conta de energia suportada ou a qualidade é insuficiente para lê-lo.',
        acao: 'Peça ao cliente outra foto ou o PDF da distribuidora e envie de novo.',
      },
      {
        status: 'ERRO',
        final: 'Sim',
        descricao: 'Falha interna ao processar a conta. Não é cobrado.',
        acao: 'Reenvie o mesmo arquivo com uma nova `Idempotency-Key`.',
      },
    ],
  },
  {
    id: 'api-energia/tab_classificacoes',
    title: 'Classificações da conta',
    description:
      'Valores do campo classificacao: o parecer final da Atesta sobre a conta, derivado da pontuacaoRisco (0 a 100) e dos alertas.',
    columns: columns({
      classificacao: 'Classificação',
      faixa: 'pontuacaoRisco',
      descricao: 'Critério',
      recomendacao: 'Recomendação',
    }),
    rows: [
      {
        classificacao: 'VALIDA',
        faixa: '0 a 19',
        descricao: 'Nenhum alerta, ou apenas alertas de severidade `BAIXA` que não afetam a autenticidade.',
        recomendacao: 'Aceite a conta como comprovante.',
      },
      {
        classificacao: 'VALIDA_COM_RESSALVAS',
        faixa: '20 a 49',
        descricao:
          'Conta autêntica, mas com alertas de severidade `BAIXA` ou `MEDIA` (conta antiga, consumo atípico, nome divergente).',
        recomendacao: 'Aceite conforme a sua política para cada alerta presente.',
      },
      {
        classificacao: 'SUSPEITA',
        faixa: '50 a 100',
        descricao:
          'Ao menos um alerta de severidade `ALTA`: sinais de edição, titular diferente do esperado, linha digitável ou valor inconsistentes.',
        recomendacao: 'Não aceite automaticamente; encaminhe para análise humana ou peça outro documento.',
      },
      {
        classificacao: 'INCONCLUSIVA',
        faixa: '—',
        descricao:
          'A qualidade da imagem (nível `BAIXA`) não permitiu verificar a autenticidade, embora parte dos dados tenha sido lida.',
        recomendacao: 'Peça um arquivo melhor, de preferência o PDF original da distribuidora.',
      },
    ],
  },
  {
    id: 'api-energia/tab_alertas',
    title: 'Alertas',
    description:
      'Códigos da lista alertas: cada um aponta um problema encontrado na conta, com a severidade que pesa na classificação.',
    columns: columns({
      codigo: 'Código',
      nome: 'Nome',
      severidade: 'Severidade',
      descricao: 'Quando aparece',
    }),
    rows: [
      {
        codigo: 'ALT001',
        nome: 'TITULAR_DIVERGENTE',
        severidade: 'ALTA',
        descricao: 'O CPF/CNPJ impresso é diferente de `validacao.cpfCnpjEsperado`.',
      },
      {
        codigo: 'ALT002',
        nome: 'NOME_DIVERGENTE',
        severidade: 'MEDIA',
        descricao: 'O nome do titular tem menos de 85% de semelhança com `validacao.nomeEsperado`.',
      },
      {
        codigo: 'ALT003',
        nome: 'DOCUMENTO_TITULAR_INVALIDO',
        severidade: 'ALTA',
        descricao: 'O CPF ou CNPJ impresso tem dígitos verificadores inválidos.',
      },
      {
        codigo: 'ALT004',
        nome: 'CONTA_ANTIGA',
        severidade: 'MEDIA',
        descricao: 'O vencimento é anterior ao limite de `validacao.validadeDias` (padrão 90 dias).',
      },
      {
        codigo: 'ALT005',
        nome: 'LINHA_DIGITAVEL_INVALIDA',
        severidade: 'ALTA',
        descricao: 'Os dígitos verificadores da linha digitável ou do código de barras não conferem.',
      },
      {
        codigo: 'ALT006',
        nome: 'VALOR_INCONSISTENTE',
        severidade: 'ALTA',
        descricao: 'O valor total impresso difere do valor codificado no código de barras.',
      },
      {
        codigo: 'ALT007',
        nome: 'DISTRIBUIDORA_FORA_DA_AREA',
        severidade: 'MEDIA',
        descricao: 'A distribuidora identificada não atende o município do endereço da conta.',
      },
      {
        codigo: 'ALT008',
        nome: 'CEP_INCONSISTENTE',
        severidade: 'BAIXA',
        descricao: 'O CEP não pertence ao município e à UF impressos.',
      },
      {
        codigo: 'ALT009',
        nome: 'CONSUMO_ATIPICO',
        severidade: 'BAIXA',
        descricao:
          'O consumo do mês foge muito do histórico, ou há três meses ou mais com consumo zero (imóvel possivelmente desocupado).',
      },
      {
        codigo: 'ALT010',
        nome: 'INDICIO_EDICAO',
        severidade: 'ALTA',
        descricao: 'Metadados, camadas de texto sobrepostas ou fontes divergentes indicam que o arquivo foi editado.',
      },
      {
        codigo: 'ALT011',
        nome: 'CAPTURA_DE_TELA',
        severidade: 'BAIXA',
        descricao: 'O arquivo é uma captura de tela de aplicativo ou navegador, não a fatura original.',
      },
      {
        codigo: 'ALT012',
        nome: 'CONTA_REUTILIZADA',
        severidade: 'MEDIA',
        descricao:
          'A mesma instalação e mês de referência já foram enviados na sua conta nos últimos 180 dias com outro CPF/CNPJ esperado.',
      },
      {
        codigo: 'ALT013',
        nome: 'HISTORICO_AUSENTE',
        severidade: 'BAIXA',
        descricao: 'A conta não traz histórico de consumo (comum em segundas vias simplificadas).',
      },
      {
        codigo: 'ALT014',
        nome: 'QUALIDADE_BAIXA',
        severidade: 'MEDIA',
        descricao: 'A qualidade ficou no nível `BAIXA`; alguns campos podem ter sido lidos com pouca confiança.',
      },
    ],
  },
  {
    id: 'api-energia/tab_codigos',
    title: 'Códigos de erro',
    description:
      'Valores de `erro.codigo` no corpo das respostas de erro, com o status HTTP que os acompanha e como resolver.',
    columns: columns({
      codigo: 'Código',
      http: 'HTTP',
      nome: 'Nome',
      solucao: 'Causa e solução',
    }),
    rows: [
      {
        codigo: 'EN-1001',
        http: H.badRequest,
        nome: 'ARQUIVO_AUSENTE',
        solucao: 'O campo arquivo não foi enviado ou está vazio.',
      },
      {
        codigo: 'EN-1002',
        http: H.badRequest,
        nome: 'BASE64_INVALIDO',
        solucao: 'O conteúdo não é base64 válido. Remova o prefixo `data:...;base64,` e quebras de linha.',
      },
      {
        codigo: 'EN-1003',
        http: H.unsupportedMediaType,
        nome: 'FORMATO_NAO_SUPORTADO',
        solucao: 'Envie PDF, JPEG, PNG ou WEBP. HEIC e TIFF devem ser convertidos antes.',
      },
      {
        codigo: 'EN-1004',
        http: H.payloadTooLarge,
        nome: 'ARQUIVO_MUITO_GRANDE',
        solucao: 'O arquivo decodificado passa de 10 MB. Reduza a resolução da foto (1.600 px no lado maior bastam).',
      },
      {
        codigo: 'EN-1005',
        http: H.unprocessable,
        nome: 'PDF_PROTEGIDO',
        solucao: 'O PDF pede senha. Peça ao cliente o arquivo sem proteção.',
      },
      {
        codigo: 'EN-1006',
        http: H.unprocessable,
        nome: 'PAGINAS_EXCEDIDAS',
        solucao: 'O PDF tem mais de 5 páginas. Envie apenas a fatura.',
      },
      {
        codigo: 'EN-1007',
        http: H.badRequest,
        nome: 'CPF_CNPJ_ESPERADO_INVALIDO',
        solucao: '`validacao.cpfCnpjEsperado` não tem 11 ou 14 dígitos ou tem dígitos verificadores errados.',
      },
      {
        codigo: 'EN-1008',
        http: H.conflict,
        nome: 'IDEMPOTENCIA_CONFLITANTE',
        solucao: 'A `Idempotency-Key` já foi usada com outro corpo. Gere uma chave nova para cada arquivo.',
      },
      {
        codigo: 'EN-1009',
        http: H.badRequest,
        nome: 'WEBHOOK_URL_INVALIDA',
        solucao: 'A URL do webhook precisa ser HTTPS e pública.',
      },
      {
        codigo: 'EN-2001',
        http: H.unauthorized,
        nome: 'TOKEN_AUSENTE',
        solucao: 'Falta o cabeçalho Authorization com o token Bearer.',
      },
      {
        codigo: 'EN-2002',
        http: H.unauthorized,
        nome: 'TOKEN_EXPIRADO',
        solucao: 'O token passou de uma hora. Peça outro em /oauth/token.',
      },
      {
        codigo: 'EN-2003',
        http: H.unauthorized,
        nome: 'CREDENCIAIS_INVALIDAS',
        solucao: '`client_id` ou `client_secret` incorretos, ou de outro ambiente (sandbox × produção).',
      },
      {
        codigo: 'EN-2004',
        http: H.forbidden,
        nome: 'ESCOPO_INSUFICIENTE',
        solucao: 'O token não tem o escopo do endpoint. Peça o token com o escopo certo.',
      },
      {
        codigo: 'EN-2005',
        http: H.forbidden,
        nome: 'COTA_ESGOTADA',
        solucao: 'A cota mensal do contrato acabou. Fale com o seu gerente de conta.',
      },
      {
        codigo: 'EN-3001',
        http: H.notFound,
        nome: 'ANALISE_NAO_ENCONTRADA',
        solucao: 'O id não existe nesta conta e neste ambiente, ou passou do prazo de retenção de 90 dias.',
      },
      {
        codigo: 'EN-3002',
        http: H.notFound,
        nome: 'WEBHOOK_NAO_CONFIGURADO',
        solucao: 'Não há webhook cadastrado. Configure-o antes de consultar ou testar.',
      },
      {
        codigo: 'EN-4001',
        http: H.tooManyRequests,
        nome: 'LIMITE_REQUISICOES',
        solucao: 'Mais requisições por minuto do que o contrato permite. Espere `Retry-After` segundos.',
      },
      {
        codigo: 'EN-5001',
        http: H.internalError,
        nome: 'ERRO_INTERNO',
        solucao:
          'Falha nossa. Repita com a mesma `Idempotency-Key` e, se persistir, informe o `erro.rastreio` ao suporte.',
      },
      {
        codigo: 'EN-5002',
        http: H.unavailable,
        nome: 'SERVICO_INDISPONIVEL',
        solucao: 'Manutenção ou sobrecarga. Repita após `Retry-After` segundos.',
      },
    ],
  },
  {
    id: 'api-energia/tab_mastertypes',
    title: 'Mastertypes (tipos de documento)',
    description: 'Valores de `documento.mastertype`: a família de documento que a Atesta reconheceu no arquivo.',
    columns: columns({
      mastertype: 'Mastertype',
      nome: 'Documento',
      descricao: 'Descrição',
      extracao: 'Extração',
    }),
    rows: [
      {
        mastertype: 'CONTA_ENERGIA',
        nome: 'Conta de energia',
        descricao: 'Fatura mensal emitida pela distribuidora, impressa ou digital (PDF enviado por e-mail).',
        extracao: 'Todos os campos de dados.',
      },
      {
        mastertype: 'SEGUNDA_VIA_ENERGIA',
        nome: 'Segunda via',
        descricao: 'Fatura reemitida pelo portal, aplicativo ou atendimento da distribuidora.',
        extracao: 'Todos os campos; o histórico de consumo pode faltar.',
      },
      {
        mastertype: 'DECLARACAO_QUITACAO_ANUAL',
        nome: 'Declaração de quitação anual',
        descricao: 'Declaração anual de quitação de débitos enviada pela distribuidora.',
        extracao: 'Distribuidora, instalação, titular, endereço e ano de referência; sem valores nem consumo.',
      },
      {
        mastertype: 'DOCUMENTO_NAO_SUPORTADO',
        nome: 'Outro documento',
        descricao: 'Não é conta de energia (água, gás, telefone, boleto genérico ou documento desconhecido).',
        extracao: 'Nenhuma; a análise termina em `DOCUMENTO_INVALIDO`.',
      },
    ],
  },
  {
    id: 'api-energia/tab_subtypes',
    title: 'Subtypes (variações de documento)',
    description: 'Valores de `documento.subtype`: o modelo específico dentro de cada mastertype.',
    columns: columns({
      subtype: 'Subtype',
      mastertype: 'Mastertype',
      descricao: 'Descrição',
    }),
    rows: [
      {
        subtype: 'FATURA_GRUPO_B',
        mastertype: 'CONTA_ENERGIA',
        descricao: 'Baixa tensão (residencial, rural, pequeno comércio): cobra apenas consumo em kWh.',
      },
      {
        subtype: 'FATURA_GRUPO_A',
        mastertype: 'CONTA_ENERGIA',
        descricao: 'Média e alta tensão: traz demanda contratada e medida, além do consumo por posto tarifário.',
      },
      {
        subtype: 'FATURA_GERACAO_DISTRIBUIDA',
        mastertype: 'CONTA_ENERGIA',
        descricao: 'Unidade com micro ou minigeração: mostra energia injetada e créditos compensados.',
      },
      {
        subtype: 'FATURA_BAIXA_RENDA',
        mastertype: 'CONTA_ENERGIA',
        descricao: 'Unidade com desconto da Tarifa Social de Energia Elétrica.',
      },
      {
        subtype: 'FATURA_AGRUPADA',
        mastertype: 'CONTA_ENERGIA',
        descricao: 'Uma fatura para várias unidades consumidoras do mesmo titular; os dados vêm da primeira unidade.',
      },
      {
        subtype: 'SEGUNDA_VIA_PDF_PORTAL',
        mastertype: 'SEGUNDA_VIA_ENERGIA',
        descricao: 'PDF gerado no portal da distribuidora, com texto pesquisável.',
      },
      {
        subtype: 'SEGUNDA_VIA_SIMPLIFICADA',
        mastertype: 'SEGUNDA_VIA_ENERGIA',
        descricao: 'Via resumida para pagamento, só com valor, vencimento e código de barras.',
      },
      {
        subtype: 'SEGUNDA_VIA_APLICATIVO',
        mastertype: 'SEGUNDA_VIA_ENERGIA',
        descricao: 'Tela ou comprovante exportado do aplicativo da distribuidora.',
      },
      {
        subtype: 'QUITACAO_ANUAL',
        mastertype: 'DECLARACAO_QUITACAO_ANUAL',
        descricao: 'Declaração de quitação do ano anterior.',
      },
      {
        subtype: 'CONTA_OUTRO_SERVICO',
        mastertype: 'DOCUMENTO_NAO_SUPORTADO',
        descricao: 'Conta de água, gás, telefone ou internet.',
      },
      {
        subtype: 'DESCONHECIDO',
        mastertype: 'DOCUMENTO_NAO_SUPORTADO',
        descricao: 'Documento que não corresponde a nenhum modelo conhecido.',
      },
    ],
  },
  {
    id: 'api-energia/tab_qualidade',
    title: 'Verificações de qualidade',
    description: 'Códigos de `qualidade.verificacoes`: cada verificação feita na imagem antes da leitura dos campos.',
    columns: columns({
      codigo: 'Código',
      nome: 'Verificação',
      descricao: 'O que mede',
      reprovacao: 'Reprova quando',
    }),
    rows: [
      {
        codigo: 'Q01',
        nome: 'RESOLUCAO',
        descricao: 'Tamanho da imagem em pixels ou a resolução do PDF digitalizado.',
        reprovacao: 'Menos de 1.000 px no lado menor ou menos de 150 dpi.',
      },
      {
        codigo: 'Q02',
        nome: 'NITIDEZ',
        descricao: 'Foco e tremor da câmera.',
        reprovacao: 'Texto borrado a ponto de confundir dígitos.',
      },
      {
        codigo: 'Q03',
        nome: 'ILUMINACAO',
        descricao: 'Reflexos, sombras, áreas estouradas ou escuras demais.',
        reprovacao: 'Algum campo obrigatório coberto por reflexo ou sombra.',
      },
      {
        codigo: 'Q04',
        nome: 'ENQUADRAMENTO',
        descricao: 'Se a fatura aparece inteira, sem cortes nas bordas.',
        reprovacao: 'Cabeçalho, quadro do titular ou código de barras cortados.',
      },
      {
        codigo: 'Q05',
        nome: 'ORIENTACAO',
        descricao: 'Rotação e perspectiva; a Atesta corrige até 45° de inclinação.',
        reprovacao: 'Perspectiva tão forte que o texto fica distorcido.',
      },
      {
        codigo: 'Q06',
        nome: 'LEGIBILIDADE',
        descricao: 'Percentual de campos obrigatórios lidos com confiança de 0,8 ou mais.',
        reprovacao: 'Menos de 70% dos campos obrigatórios legíveis.',
      },
      {
        codigo: 'Q07',
        nome: 'PAGINAS',
        descricao: 'Presença da página com os dados da fatura e do consumo.',
        reprovacao: 'Só páginas de avisos ou propaganda foram enviadas.',
      },
      {
        codigo: 'Q08',
        nome: 'ORIGEM_ARQUIVO',
        descricao:
          'Origem do arquivo: `PDF_NATIVO`, `DIGITALIZADO`, `FOTO` ou `CAPTURA_DE_TELA` (vai em `documento.origemArquivo`).',
        reprovacao: 'Nunca reprova; é informativa.',
      },
    ],
  },
];
