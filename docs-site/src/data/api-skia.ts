/**
 * API Skia: discagem e central de atendimento (filas, roteiros, agentes, chamadas e acionamentos).
 * Every page under `api-skia/` renders its facts from here.
 */
import { bearerAuth, columns, idempotencyKey, sandboxAndProduction } from './common';
import { httpStatus, statuses } from './http';
import { tokenAnswers, tokenEndpoint, tokenErrors } from './oauth';
import type { ApiDefinition, Endpoint, Param, ReferenceTable } from './types';

export const skiaApi: ApiDefinition = {
  id: 'skia',
  name: 'API Skia',
  environments: sandboxAndProduction(
    {
      baseUrl: 'https://sandbox.skia.atesta.example/v1',
      description:
        'Ambiente de testes: nenhuma ligação real é feita; o resultado de cada chamada é simulado a partir do último dígito do telefone.',
    },
    {
      baseUrl: 'https://skia.atesta.example/v1',
      description:
        'Ambiente real: disca para os contatos, conecta agentes e grava as chamadas conforme a configuração de cada fila.',
    },
  ),
  auth: bearerAuth('api-skia/autenticacao'),
  httpStatuses: statuses({
    ok: 'Requisição atendida; o corpo traz o recurso ou a lista pedida.',
    created: 'Recurso criado (fila ou acionamento); o corpo traz o id gerado.',
    accepted: 'Lote de chamadas aceito para discagem; cada chamada segue o seu próprio ciclo de status.',
    badRequest:
      'JSON malformado, campo obrigatório ausente ou valor fora do formato (telefone fora do padrão E.164, horário inválido).',
    unauthorized: 'Token ausente, inválido ou expirado, ou credenciais incorretas ao pedir o token.',
    forbidden: 'O token não tem o escopo necessário ou o recurso pertence a outra operação.',
    notFound: 'Fila, roteiro, agente ou chamada inexistente nesta conta e neste ambiente.',
    conflict:
      'Conflito de estado: fila encerrada, nome de fila repetido ou `Idempotency-Key` reutilizada com outro corpo.',
    unprocessable:
      'Dados bem formados mas incoerentes: roteiro inativo, agente fora da fila, variável obrigatória do roteiro ausente.',
    tooManyRequests: 'Limite de requisições excedido; respeite o cabeçalho `Retry-After`.',
    internalError: 'Falha inesperada do nosso lado; repita com a mesma `Idempotency-Key`.',
    unavailable: 'Plataforma de telefonia em manutenção; tente de novo após `Retry-After`.',
  }),
};

/** The pages of this API import the shared names under this API's own name. */
export const skiaHttp = httpStatus;

const H = skiaHttp;

const idempotency = idempotencyKey(
  'Chave única por operação (um UUID). Repetir com a mesma chave, em até 24 horas, devolve o resultado original em vez de discar de novo.',
  '0b6f2c1e-8a4d-4e3f-b7c2-5d9e1f0a3b6c',
);

/** The queue of the examples. */
const FILA = 'fil_01J0A8Q4C2';

/** The queue a call is about: in the path or the body it is required, as a query filter optional. */
const filaId = (where: 'path' | 'body' | 'query', description: string): Param => ({
  name: 'filaId',
  in: where,
  type: 'string',
  required: where !== 'query',
  description,
  example: FILA,
});

/** A page of a list, as every list route answers it (the examples fit on one page). */
const pagina = (dados: unknown[]) => ({ dados, paginacao: { pagina: 1, porPagina: 20, total: dados.length } });

/** What every list route answers; `filtros` names the query filters a 400 may be about. */
const listStatuses = (filtros: string) =>
  statuses({
    ok: 'Lista devolvida (pode vir vazia).',
    badRequest: `${filtros} desconhecido ou porPagina acima de 100.`,
    ...tokenErrors,
  });

/** The queue the creation example sends, and the API echoes back. */
const filaCriada = {
  nome: 'Cobrança D+5 — Sudeste',
  roteiroId: 'rot_01HZY7C3V0',
  modoDiscagem: 'PROGRESSIVO',
  agentes: ['agt_7Hk2Lm9P', 'agt_3Qw8Er1T'],
  numeroOrigem: '+551130405060',
  horario: {
    inicio: '09:00',
    fim: '18:00',
    diasSemana: ['SEG', 'TER', 'QUA', 'QUI', 'SEX'],
    fusoHorario: 'America/Sao_Paulo',
  },
  tentativas: { maximo: 3, intervaloMinutos: 60 },
  gravarChamadas: true,
};

const paginacao: Param[] = [
  {
    name: 'pagina',
    in: 'query',
    type: 'integer',
    required: false,
    description: 'Página desejada, a partir de 1. Padrão 1.',
    example: 1,
  },
  {
    name: 'porPagina',
    in: 'query',
    type: 'integer',
    required: false,
    description: 'Itens por página, de 1 a 100. Padrão 20.',
    example: 20,
  },
];

export const skiaEndpoints: Endpoint[] = [
  tokenEndpoint({
    id: 'skia.token',
    api: 'skia',
    title: 'Obter token de acesso',
    summary: 'Troca o client_id e o client_secret da aplicação por um token Bearer válido por uma hora.',
    clientId: {
      description:
        'Identificador da aplicação criada no portal do cliente da Atesta, na área Skia (diferente por ambiente).',
      example: 'app_skia_2d7e9b41',
    },
    clientSecret: {
      description: 'Segredo da aplicação, exibido uma única vez na criação.',
      example: 'sk_sandbox_e1a9c4f7b2d6',
    },
    scope: {
      description:
        'Escopos separados por espaço: filas, chamadas, acionamentos, agentes:leitura, roteiros:leitura. Sem o campo, todos os liberados para a aplicação.',
      example: 'filas chamadas acionamentos agentes:leitura roteiros:leitura',
    },
    accessToken: 'eyJhbGciOiJSUzI1NiIsImtpZCI6InNraWEtMjAyNSJ9.eyJzdWIiOiJhcHBfc2tpYV8yZDdlOWI0MSJ9.YXNzaW5hdHVyYQ',
    answers: tokenAnswers('`grant_type` inválido ou escopo desconhecido.'),
  }),
  {
    id: 'skia.criar-acionamento',
    api: 'skia',
    title: 'Criar acionamento',
    summary:
      'Dispara a discagem para um único contato, na hora ou em horário agendado, com prioridade sobre o mailing da fila.',
    method: 'POST',
    path: '/acionamentos',
    params: [
      idempotency,
      filaId('body', 'Fila que fará a ligação; define roteiro, número de origem, horário e regras de tentativa.'),
      {
        name: 'contato.telefone',
        in: 'body',
        type: 'string',
        required: true,
        description: 'Telefone no formato E.164, com +55 e DDD.',
        example: '+5511987654321',
      },
      {
        name: 'contato.nome',
        in: 'body',
        type: 'string',
        required: false,
        description: 'Nome do contato, exibido ao agente e disponível no roteiro como `contato.nome`.',
        example: 'João Pereira',
      },
      {
        name: 'contato.documento',
        in: 'body',
        type: 'string',
        required: false,
        description: 'CPF ou CNPJ do contato, só dígitos. Usado para buscar a ficha no seu CRM.',
        example: '52998224725',
      },
      {
        name: 'variaveis',
        in: 'body',
        type: 'object',
        required: false,
        description:
          'Valores das variáveis do roteiro da fila (nome → valor). As obrigatórias aparecem em Listar variáveis.',
        example: '{"valor_divida": "1250.90"}',
      },
      {
        name: 'agenteId',
        in: 'body',
        type: 'string',
        required: false,
        description:
          'Direciona a ligação a um agente específico (só em filas com roteiro do tipo `AGENTE`). Se ele não estiver `DISPONIVEL`, a chamada espera até 5 minutos e depois vai para qualquer agente da fila.',
        valuesDocId: 'api-skia/tab_status_operacao',
        example: 'agt_7Hk2Lm9P',
      },
      {
        name: 'agendadoPara',
        in: 'body',
        type: 'string (date-time)',
        required: false,
        description:
          'Data e hora ISO 8601 com fuso para discar. Sem o campo, disca assim que houver agente ou canal livre, dentro do horário da fila.',
        example: '2025-03-17T14:30:00-03:00',
      },
      {
        name: 'referenciaExterna',
        in: 'body',
        type: 'string',
        required: false,
        description: 'Seu identificador (lead, contrato, ticket), devolvido no detalhe da chamada.',
        example: 'lead-20931',
      },
    ],
    requestExample: {
      filaId: FILA,
      contato: { telefone: '+5511987654321', nome: 'João Pereira', documento: '52998224725' },
      variaveis: { nome_cliente: 'João', valor_divida: '1250.90', data_vencimento: '2025-03-05' },
      referenciaExterna: 'lead-20931',
    },
    response: {
      status: H.created,
      example: {
        id: 'acn_01J0B2X7RZ',
        filaId: FILA,
        chamadaId: 'cha_01J0B2X7S4',
        status: 'NA_FILA',
        posicaoFila: 1,
        agendadoPara: null,
        criadoEm: '2025-03-17T14:21:08-03:00',
      },
    },
    httpStatuses: statuses({
      created: 'Acionamento criado; acompanhe a ligação pelo chamadaId.',
      badRequest: 'Telefone fora do E.164, agendadoPara sem fuso ou no passado.',
      notFound: 'Fila ou agente inexistente.',
      conflict: 'Fila `ENCERRADA` ou `Idempotency-Key` reutilizada com outro corpo.',
      unprocessable: 'Variável obrigatória ausente, telefone bloqueado ou `agenteId` em fila de `VOICEBOT`.',
      ...tokenErrors,
    }),
    statusTables: ['api-skia/tab_status', 'api-skia/tab_motivos'],
  },
  {
    id: 'skia.listar-agentes',
    api: 'skia',
    title: 'Listar agentes',
    summary: 'Lista os agentes da operação com o status operacional de cada um e as filas em que atendem.',
    method: 'GET',
    path: '/agentes',
    params: [
      {
        name: 'statusOperacao',
        in: 'query',
        type: 'string',
        required: false,
        description:
          'Filtra pelo status operacional do agente (`DISPONIVEL`, `EM_CHAMADA`, `POS_ATENDIMENTO`, `EM_PAUSA`, `DESCONECTADO`).',
        valuesDocId: 'api-skia/tab_status_operacao',
        example: 'DISPONIVEL',
      },
      filaId('query', 'Só agentes associados a esta fila.'),
      ...paginacao,
    ],
    response: {
      status: H.ok,
      example: pagina([
        {
          id: 'agt_7Hk2Lm9P',
          nome: 'Ana Souza',
          email: 'ana.souza@sua-empresa.example',
          ramal: '2041',
          statusOperacao: 'EM_CHAMADA',
          chamadaAtualId: 'cha_01J0B2X7S4',
          desdeEm: '2025-03-17T14:21:15-03:00',
          filas: [FILA, 'fil_01J09ZK3M1'],
        },
        {
          id: 'agt_3Qw8Er1T',
          nome: 'Bruno Lima',
          email: 'bruno.lima@sua-empresa.example',
          ramal: '2042',
          statusOperacao: 'EM_PAUSA',
          motivoPausa: 'ALMOCO',
          chamadaAtualId: null,
          desdeEm: '2025-03-17T13:02:40-03:00',
          filas: [FILA],
        },
      ]),
    },
    httpStatuses: listStatuses('statusOperacao'),
    statusTables: ['api-skia/tab_status_operacao'],
  },
  {
    id: 'skia.criar-chamadas',
    api: 'skia',
    title: 'Criar chamadas',
    summary: 'Inclui um lote de até 1.000 contatos no mailing de uma fila para discagem automática.',
    method: 'POST',
    path: '/chamadas',
    params: [
      idempotency,
      filaId('body', 'Fila que vai discar o lote.'),
      {
        name: 'chamadas',
        in: 'body',
        type: 'array<object>',
        required: true,
        description:
          'De 1 a 1.000 contatos. Cada item é validado separadamente; itens inválidos não impedem os demais.',
      },
      {
        name: 'chamadas[].telefone',
        in: 'body',
        type: 'string',
        required: true,
        description: 'Telefone principal em E.164.',
        example: '+5521998877665',
      },
      {
        name: 'chamadas[].telefonesAlternativos',
        in: 'body',
        type: 'array<string>',
        required: false,
        description: 'Até 3 telefones tentados, em ordem, quando o principal não atende.',
        example: '+552133445566',
      },
      {
        name: 'chamadas[].nome',
        in: 'body',
        type: 'string',
        required: false,
        description: 'Nome do contato.',
        example: 'Carla Mendes',
      },
      {
        name: 'chamadas[].documento',
        in: 'body',
        type: 'string',
        required: false,
        description: 'CPF ou CNPJ, só dígitos.',
        example: '11144477735',
      },
      {
        name: 'chamadas[].variaveis',
        in: 'body',
        type: 'object',
        required: false,
        description: 'Valores das variáveis do roteiro da fila para este contato.',
      },
      {
        name: 'chamadas[].prioridade',
        in: 'body',
        type: 'integer',
        required: false,
        description: 'De 1 (baixa) a 5 (alta). Padrão 3. Acionamentos sempre passam na frente.',
        example: 3,
      },
      {
        name: 'chamadas[].referenciaExterna',
        in: 'body',
        type: 'string',
        required: false,
        description: 'Seu identificador do contato, devolvido no detalhe da chamada.',
        example: 'contrato-55102',
      },
    ],
    requestExample: {
      filaId: FILA,
      chamadas: [
        {
          telefone: '+5521998877665',
          telefonesAlternativos: ['+552133445566'],
          nome: 'Carla Mendes',
          documento: '11144477735',
          variaveis: { nome_cliente: 'Carla', valor_divida: '389.00', data_vencimento: '2025-02-28' },
          referenciaExterna: 'contrato-55102',
        },
        {
          telefone: '+5531991234567',
          nome: 'Diego Rocha',
          variaveis: { nome_cliente: 'Diego', valor_divida: '1720.35', data_vencimento: '2025-03-01' },
          referenciaExterna: 'contrato-55107',
        },
        {
          telefone: '21998877',
          nome: 'Contato sem DDD',
          variaveis: { nome_cliente: 'Eva', valor_divida: '95.10', data_vencimento: '2025-03-02' },
          referenciaExterna: 'contrato-55110',
        },
      ],
    },
    response: {
      status: H.accepted,
      example: {
        loteId: 'lot_01J0B3F9HN',
        filaId: FILA,
        recebidas: 3,
        aceitas: 2,
        chamadas: [
          { indice: 0, id: 'cha_01J0B3F9J2', status: 'NA_FILA', referenciaExterna: 'contrato-55102' },
          { indice: 1, id: 'cha_01J0B3F9J7', status: 'NA_FILA', referenciaExterna: 'contrato-55107' },
        ],
        rejeitadas: [
          { indice: 2, motivo: { codigo: 300, nome: 'NUMERO_INVALIDO' }, referenciaExterna: 'contrato-55110' },
        ],
      },
    },
    httpStatuses: statuses({
      accepted: 'Lote aceito; confira rejeitadas, porque itens inválidos são descartados individualmente.',
      badRequest: 'Lista vazia, mais de 1.000 itens ou JSON malformado.',
      notFound: 'Fila inexistente.',
      conflict: 'Fila `ENCERRADA` ou `Idempotency-Key` reutilizada com outro corpo.',
      ...tokenErrors,
    }),
    statusTables: ['api-skia/tab_status', 'api-skia/tab_motivos'],
  },
  {
    id: 'skia.detalhe-chamada',
    api: 'skia',
    title: 'Detalhar chamada',
    summary:
      'Devolve o estado de uma chamada: status, motivo de finalização, tentativas, agente, tabulação e gravação.',
    method: 'GET',
    path: '/chamadas/{chamadaId}',
    params: [
      {
        name: 'chamadaId',
        in: 'path',
        type: 'string',
        required: true,
        description: 'Id da chamada (começa com `cha_`), devolvido por Criar chamadas ou Criar acionamento.',
        example: 'cha_01J0B3F9J2',
      },
      {
        name: 'incluirEventos',
        in: 'query',
        type: 'boolean',
        required: false,
        description: 'Quando `true`, acrescenta a linha do tempo completa (eventos) da chamada. Padrão false.',
        example: true,
      },
    ],
    response: {
      status: H.ok,
      example: {
        id: 'cha_01J0B3F9J2',
        filaId: FILA,
        loteId: 'lot_01J0B3F9HN',
        acionamentoId: null,
        referenciaExterna: 'contrato-55102',
        contato: { nome: 'Carla Mendes', telefone: '+5521998877665', documento: '11144477735' },
        status: 'FINALIZADA',
        motivo: { codigo: 100, nome: 'ATENDIDA_AGENTE' },
        tentativas: [
          {
            numero: 1,
            telefone: '+5521998877665',
            inicio: '2025-03-17T09:02:10-03:00',
            fim: '2025-03-17T09:02:41-03:00',
            motivo: { codigo: 200, nome: 'NAO_ATENDIDA' },
          },
          {
            numero: 2,
            telefone: '+552133445566',
            inicio: '2025-03-17T10:02:15-03:00',
            fim: '2025-03-17T10:06:52-03:00',
            motivo: { codigo: 100, nome: 'ATENDIDA_AGENTE' },
          },
        ],
        agente: { id: 'agt_7Hk2Lm9P', nome: 'Ana Souza' },
        tempoEsperaSegundos: 2,
        duracaoSegundos: 271,
        tabulacao: { codigo: 'PROMESSA_PAGAMENTO', observacao: 'Pagará dia 20 via Pix.' },
        gravacaoUrl: 'https://gravacoes.skia.atesta.example/cha_01J0B3F9J2.mp3?expira=1742220000&assinatura=3f9a',
        variaveis: { nome_cliente: 'Carla', valor_divida: '389.00', data_vencimento: '2025-02-28' },
        eventos: [
          { em: '2025-03-17T08:15:03-03:00', tipo: 'CRIADA' },
          { em: '2025-03-17T09:02:10-03:00', tipo: 'DISCANDO', tentativa: 1 },
          { em: '2025-03-17T09:02:41-03:00', tipo: 'AGUARDANDO_NOVA_TENTATIVA', motivo: 200 },
          { em: '2025-03-17T10:02:15-03:00', tipo: 'DISCANDO', tentativa: 2 },
          { em: '2025-03-17T10:02:20-03:00', tipo: 'EM_ATENDIMENTO', agenteId: 'agt_7Hk2Lm9P' },
          { em: '2025-03-17T10:06:52-03:00', tipo: 'FINALIZADA', motivo: 100 },
        ],
      },
    },
    httpStatuses: statuses({
      ok: 'Chamada encontrada.',
      notFound: 'Chamada inexistente nesta conta e neste ambiente.',
      ...tokenErrors,
    }),
    statusTables: ['api-skia/tab_status', 'api-skia/tab_motivos'],
  },
  {
    id: 'skia.criar-fila',
    api: 'skia',
    title: 'Criar fila',
    summary:
      'Cria uma fila de discagem com roteiro, modo de discagem, agentes, horário de funcionamento e regras de nova tentativa.',
    method: 'POST',
    path: '/filas',
    params: [
      idempotency,
      {
        name: 'nome',
        in: 'body',
        type: 'string',
        required: true,
        description: 'Nome único na operação, até 80 caracteres.',
        example: 'Cobrança D+5 — Sudeste',
      },
      {
        name: 'roteiroId',
        in: 'body',
        type: 'string',
        required: true,
        description: 'Roteiro ativo que a fila usa; define as variáveis exigidas em cada chamada.',
        example: 'rot_01HZY7C3V0',
      },
      {
        name: 'modoDiscagem',
        in: 'body',
        type: 'string',
        required: true,
        description:
          '`PREDITIVO` (disca mais contatos que agentes livres), `PROGRESSIVO` (um contato por agente livre), `PREVIEW` (o agente vê a ficha e decide discar) ou `VOICEBOT` (sem agentes; o roteiro é falado por voz sintética).',
        example: 'PROGRESSIVO',
      },
      {
        name: 'agentes',
        in: 'body',
        type: 'array<string>',
        required: false,
        description:
          'Ids dos agentes que atendem a fila. Obrigatório, com ao menos um agente, exceto no modo `VOICEBOT`.',
        example: 'agt_7Hk2Lm9P',
      },
      {
        name: 'numeroOrigem',
        in: 'body',
        type: 'string',
        required: true,
        description: 'Número exibido ao contato (E.164), já homologado para a sua conta no portal do cliente.',
        example: '+551130405060',
      },
      {
        name: 'horario.inicio',
        in: 'body',
        type: 'string',
        required: true,
        description: 'Início da janela de discagem, HH:MM.',
        example: '09:00',
      },
      {
        name: 'horario.fim',
        in: 'body',
        type: 'string',
        required: true,
        description: 'Fim da janela de discagem, HH:MM. Chamadas em andamento terminam normalmente.',
        example: '18:00',
      },
      {
        name: 'horario.diasSemana',
        in: 'body',
        type: 'array<string>',
        required: false,
        description: 'Dias de discagem: `SEG`, `TER`, `QUA`, `QUI`, `SEX`, `SAB`, `DOM`. Padrão: `SEG` a `SEX`.',
        example: 'SEG',
      },
      {
        name: 'horario.fusoHorario',
        in: 'body',
        type: 'string',
        required: false,
        description: 'Fuso IANA da janela. Padrão `America/Sao_Paulo`.',
        example: 'America/Sao_Paulo',
      },
      {
        name: 'tentativas.maximo',
        in: 'body',
        type: 'integer',
        required: false,
        description: 'Tentativas por contato, de 1 a 10, somando todos os telefones. Padrão 3.',
        example: 3,
      },
      {
        name: 'tentativas.intervaloMinutos',
        in: 'body',
        type: 'integer',
        required: false,
        description: 'Espera mínima entre tentativas ao mesmo contato, de 5 a 1.440 minutos. Padrão 60.',
        example: 60,
      },
      {
        name: 'taxaDiscagem',
        in: 'body',
        type: 'number',
        required: false,
        description: 'Só no modo `PREDITIVO`: contatos discados por agente livre, de 1.0 a 3.0. Padrão 1.5.',
        example: 1.5,
      },
      {
        name: 'gravarChamadas',
        in: 'body',
        type: 'boolean',
        required: false,
        description: 'Grava o áudio das chamadas atendidas. Padrão `true`.',
        example: true,
      },
      {
        name: 'iniciarPausada',
        in: 'body',
        type: 'boolean',
        required: false,
        description: 'Cria a fila em `PAUSADA`, para conferir antes de discar. Padrão `false` (nasce `ATIVA`).',
        valuesDocId: 'api-skia/tab_status_operacao',
        example: false,
      },
    ],
    requestExample: { ...filaCriada, iniciarPausada: true },
    response: {
      status: H.created,
      example: {
        id: FILA,
        ...filaCriada,
        statusOperacao: 'PAUSADA',
        criadoEm: '2025-03-14T16:45:00-03:00',
      },
    },
    httpStatuses: statuses({
      created: 'Fila criada.',
      badRequest: 'Campo obrigatório ausente, horário inválido ou `taxaDiscagem` fora do modo `PREDITIVO`.',
      notFound: 'Roteiro ou agente inexistente.',
      conflict: 'Já existe fila com esse nome.',
      unprocessable:
        'Roteiro inativo, tipo de roteiro incompatível com o modo de discagem ou numeroOrigem não homologado.',
      ...tokenErrors,
    }),
    statusTables: ['api-skia/tab_status_operacao'],
  },
  {
    id: 'skia.listar-filas',
    api: 'skia',
    title: 'Listar filas',
    summary: 'Lista as filas da operação com o status operacional e os contadores do dia.',
    method: 'GET',
    path: '/filas',
    params: [
      {
        name: 'statusOperacao',
        in: 'query',
        type: 'string',
        required: false,
        description: 'Filtra pelo status operacional da fila.',
        valuesDocId: 'api-skia/tab_status_operacao',
        example: 'ATIVA',
      },
      {
        name: 'busca',
        in: 'query',
        type: 'string',
        required: false,
        description: 'Trecho do nome da fila, sem diferenciar maiúsculas.',
        example: 'cobrança',
      },
      ...paginacao,
    ],
    response: {
      status: H.ok,
      example: pagina([
        {
          id: FILA,
          nome: 'Cobrança D+5 — Sudeste',
          roteiroId: 'rot_01HZY7C3V0',
          modoDiscagem: 'PROGRESSIVO',
          statusOperacao: 'ATIVA',
          contadores: { pendentes: 1842, emAndamento: 6, finalizadasHoje: 517, atendidasHoje: 188 },
          agentesDisponiveis: 4,
          agentesTotal: 12,
        },
        {
          id: 'fil_01J09ZK3M1',
          nome: 'Boas-vindas — novos clientes',
          roteiroId: 'rot_01HZY9D1K8',
          modoDiscagem: 'VOICEBOT',
          statusOperacao: 'FORA_DO_HORARIO',
          contadores: { pendentes: 230, emAndamento: 0, finalizadasHoje: 914, atendidasHoje: 602 },
          agentesDisponiveis: 0,
          agentesTotal: 0,
        },
      ]),
    },
    httpStatuses: listStatuses('statusOperacao'),
    statusTables: ['api-skia/tab_status_operacao'],
  },
  {
    id: 'skia.listar-variaveis',
    api: 'skia',
    title: 'Listar variáveis da fila',
    summary:
      'Lista as variáveis que o roteiro da fila usa, com tipo, obrigatoriedade e exemplo, para montar o payload das chamadas.',
    method: 'GET',
    path: '/filas/{filaId}/variaveis',
    params: [filaId('path', 'Id da fila (começa com `fil_`).')],
    response: {
      status: H.ok,
      example: {
        filaId: FILA,
        roteiroId: 'rot_01HZY7C3V0',
        roteiroVersao: 4,
        variaveis: [
          {
            nome: 'nome_cliente',
            tipo: 'TEXTO',
            obrigatoria: true,
            descricao: 'Primeiro nome usado na saudação.',
            exemplo: 'Carla',
          },
          {
            nome: 'valor_divida',
            tipo: 'MOEDA',
            obrigatoria: true,
            descricao: 'Valor em aberto, com ponto decimal.',
            exemplo: '389.00',
          },
          {
            nome: 'data_vencimento',
            tipo: 'DATA',
            obrigatoria: true,
            descricao: 'Vencimento original, AAAA-MM-DD.',
            exemplo: '2025-02-28',
          },
          {
            nome: 'link_pagamento',
            tipo: 'URL',
            obrigatoria: false,
            descricao: 'Link enviado por SMS ao final, se houver.',
            exemplo: 'https://pagar.sua-empresa.example/x7k2',
          },
        ],
        variaveisSistema: ['contato.nome', 'contato.telefone', 'agente.nome', 'data_hoje'],
      },
    },
    httpStatuses: statuses({
      ok: 'Variáveis devolvidas.',
      notFound: 'Fila inexistente.',
      ...tokenErrors,
    }),
  },
  {
    id: 'skia.listar-roteiros',
    api: 'skia',
    title: 'Listar roteiros',
    summary: 'Lista os roteiros (scripts) publicados no portal do cliente, com tipo, versão e variáveis usadas.',
    method: 'GET',
    path: '/roteiros',
    params: [
      {
        name: 'tipo',
        in: 'query',
        type: 'string',
        required: false,
        description:
          '`AGENTE` (texto de apoio exibido ao agente) ou `VOICEBOT` (fala automatizada com reconhecimento de resposta).',
        example: 'AGENTE',
      },
      {
        name: 'ativo',
        in: 'query',
        type: 'boolean',
        required: false,
        description:
          '`true` lista só roteiros utilizáveis em filas novas; `false`, só os arquivados. Sem o filtro, ambos.',
        example: true,
      },
      ...paginacao,
    ],
    response: {
      status: H.ok,
      example: pagina([
        {
          id: 'rot_01HZY7C3V0',
          nome: 'Cobrança amigável',
          tipo: 'AGENTE',
          versao: 4,
          ativo: true,
          variaveis: ['nome_cliente', 'valor_divida', 'data_vencimento', 'link_pagamento'],
          tabulacoes: ['PROMESSA_PAGAMENTO', 'JA_PAGOU', 'SEM_CONDICOES', 'NAO_RECONHECE_DIVIDA', 'RETORNAR_DEPOIS'],
          atualizadoEm: '2025-03-10T11:20:00-03:00',
        },
        {
          id: 'rot_01HZY9D1K8',
          nome: 'Boas-vindas com confirmação de dados',
          tipo: 'VOICEBOT',
          versao: 2,
          ativo: true,
          variaveis: ['nome_cliente', 'produto'],
          tabulacoes: ['DADOS_CONFIRMADOS', 'DADOS_DIVERGENTES', 'PEDIU_ATENDENTE'],
          atualizadoEm: '2025-02-27T09:05:00-03:00',
        },
      ]),
    },
    httpStatuses: listStatuses('tipo'),
  },
];

export const skiaTables: ReferenceTable[] = [
  {
    id: 'api-skia/tab_status',
    title: 'Status da chamada',
    description:
      'Valores do campo status de uma chamada ou acionamento, do momento em que entra na fila até a finalização.',
    columns: columns({
      status: 'Status',
      final: 'Final?',
      descricao: 'O que significa',
    }),
    rows: [
      {
        status: 'AGENDADA',
        final: 'Não',
        descricao: 'Acionamento com agendadoPara no futuro; entra na fila no horário marcado.',
      },
      { status: 'NA_FILA', final: 'Não', descricao: 'Aguardando canal, agente livre ou a janela de horário da fila.' },
      { status: 'DISCANDO', final: 'Não', descricao: 'Ligação em curso para o contato; ainda não foi atendida.' },
      {
        status: 'EM_ATENDIMENTO',
        final: 'Não',
        descricao: 'Contato atendeu e está falando com um agente ou com o voicebot.',
      },
      {
        status: 'AGUARDANDO_NOVA_TENTATIVA',
        final: 'Não',
        descricao:
          'A tentativa falhou (motivo com nova tentativa) e a próxima respeitará `tentativas.intervaloMinutos`.',
      },
      { status: 'FINALIZADA', final: 'Sim', descricao: 'Ciclo encerrado; o campo motivo diz como terminou.' },
      {
        status: 'CANCELADA',
        final: 'Sim',
        descricao:
          'A chamada saiu da fila sem completar o ciclo (fila encerrada ou contato bloqueado depois da inclusão); veja o motivo.',
      },
    ],
  },
  {
    id: 'api-skia/tab_motivos',
    title: 'Motivos de finalização',
    description:
      'Valores de motivo (código e nome) em cada tentativa, na chamada finalizada e nos itens rejeitados de um lote.',
    columns: columns({
      codigo: 'Código',
      nome: 'Motivo',
      etapa: 'Etapa',
      novaTentativa: 'Nova tentativa?',
      descricao: 'Descrição',
    }),
    rows: [
      {
        codigo: 100,
        nome: 'ATENDIDA_AGENTE',
        etapa: 'Atendimento',
        novaTentativa: 'Não',
        descricao: 'Contato atendeu e falou com um agente; a tabulação registra o resultado da conversa.',
      },
      {
        codigo: 101,
        nome: 'ATENDIDA_VOICEBOT',
        etapa: 'Atendimento',
        novaTentativa: 'Não',
        descricao: 'Contato atendeu e o roteiro de voicebot chegou ao fim.',
      },
      {
        codigo: 102,
        nome: 'ABANDONADA',
        etapa: 'Atendimento',
        novaTentativa: 'Sim',
        descricao: 'Contato atendeu, mas desligou antes de ser conectado a um agente (comum no modo `PREDITIVO`).',
      },
      {
        codigo: 103,
        nome: 'TRANSFERIDA',
        etapa: 'Atendimento',
        novaTentativa: 'Não',
        descricao: 'O voicebot ou o agente transferiu a ligação para outra fila ou ramal.',
      },
      {
        codigo: 200,
        nome: 'NAO_ATENDIDA',
        etapa: 'Discagem',
        novaTentativa: 'Sim',
        descricao: 'Tocou por 30 segundos sem resposta.',
      },
      { codigo: 201, nome: 'OCUPADO', etapa: 'Discagem', novaTentativa: 'Sim', descricao: 'Linha ocupada.' },
      {
        codigo: 202,
        nome: 'CAIXA_POSTAL',
        etapa: 'Discagem',
        novaTentativa: 'Sim',
        descricao: 'Secretária eletrônica ou caixa postal detectada; a ligação é encerrada sem deixar recado.',
      },
      {
        codigo: 203,
        nome: 'RECUSADA',
        etapa: 'Discagem',
        novaTentativa: 'Sim',
        descricao: 'O contato rejeitou a ligação.',
      },
      {
        codigo: 204,
        nome: 'FALHA_OPERADORA',
        etapa: 'Discagem',
        novaTentativa: 'Sim',
        descricao: 'A rede da operadora não completou a ligação.',
      },
      {
        codigo: 300,
        nome: 'NUMERO_INVALIDO',
        etapa: 'Validação',
        novaTentativa: 'Não',
        descricao: 'Telefone fora do E.164 ou inexistente segundo a operadora.',
      },
      {
        codigo: 301,
        nome: 'TELEFONE_BLOQUEADO',
        etapa: 'Validação',
        novaTentativa: 'Não',
        descricao: 'Número na lista de bloqueio da sua operação ou em lista de não perturbe aplicável.',
      },
      {
        codigo: 302,
        nome: 'DUPLICADA',
        etapa: 'Validação',
        novaTentativa: 'Não',
        descricao: 'O mesmo telefone já está pendente nesta fila.',
      },
      {
        codigo: 303,
        nome: 'VARIAVEL_OBRIGATORIA_AUSENTE',
        etapa: 'Validação',
        novaTentativa: 'Não',
        descricao: 'Falta uma variável obrigatória do roteiro da fila.',
      },
      {
        codigo: 400,
        nome: 'LIMITE_TENTATIVAS',
        etapa: 'Encerramento',
        novaTentativa: 'Não',
        descricao: 'Todas as tentativas de `tentativas.maximo` foram usadas sem atendimento.',
      },
      {
        codigo: 401,
        nome: 'FILA_ENCERRADA',
        etapa: 'Encerramento',
        novaTentativa: 'Não',
        descricao: 'A fila foi encerrada com a chamada ainda pendente.',
      },
    ],
  },
  {
    id: 'api-skia/tab_status_operacao',
    title: 'Status operacional de filas e agentes',
    description:
      'Valores de statusOperacao de uma fila e de um agente, que dizem se a operação está discando e quem pode atender.',
    columns: columns({
      status: 'Status',
      aplicaA: 'Aplica-se a',
      descricao: 'O que significa',
      efeito: 'Efeito na discagem',
    }),
    rows: [
      {
        status: 'ATIVA',
        aplicaA: 'Fila',
        descricao: 'Dentro do horário, com contatos pendentes e agentes (ou voicebot) disponíveis.',
        efeito: 'Disca normalmente.',
      },
      {
        status: 'PAUSADA',
        aplicaA: 'Fila',
        descricao: 'Pausada por um supervisor no portal do cliente, ou criada com `iniciarPausada`.',
        efeito: 'Não disca; aceita novas chamadas, que ficam `NA_FILA`.',
      },
      {
        status: 'FORA_DO_HORARIO',
        aplicaA: 'Fila',
        descricao: 'Fora da janela `horario.inicio`–`horario.fim` ou em dia não listado.',
        efeito: 'Não disca; retoma sozinha na próxima janela.',
      },
      {
        status: 'SEM_AGENTES',
        aplicaA: 'Fila',
        descricao: 'Dentro do horário, mas nenhum agente da fila está conectado.',
        efeito: 'Não disca até um agente ficar `DISPONIVEL`.',
      },
      {
        status: 'AGUARDANDO_CONTATOS',
        aplicaA: 'Fila',
        descricao: 'Ativa, mas sem chamadas pendentes no mailing.',
        efeito: 'Nada a discar; retoma assim que chegarem chamadas.',
      },
      {
        status: 'ENCERRADA',
        aplicaA: 'Fila',
        descricao: 'Encerrada definitivamente no portal do cliente.',
        efeito: 'Não disca e recusa novas chamadas; pendentes viram `CANCELADA`.',
      },
      {
        status: 'DISPONIVEL',
        aplicaA: 'Agente',
        descricao: 'Conectado e livre para receber ligação.',
        efeito: 'Conta como agente livre para o discador.',
      },
      {
        status: 'EM_CHAMADA',
        aplicaA: 'Agente',
        descricao: 'Falando com um contato.',
        efeito: 'Não recebe outra ligação.',
      },
      {
        status: 'POS_ATENDIMENTO',
        aplicaA: 'Agente',
        descricao: 'Ligação encerrada; o agente está registrando a tabulação.',
        efeito: 'Não recebe ligação até concluir a tabulação.',
      },
      {
        status: 'EM_PAUSA',
        aplicaA: 'Agente',
        descricao: 'Pausa registrada (`motivoPausa` informa qual, por exemplo `ALMOCO` ou `TREINAMENTO`).',
        efeito: 'Não recebe ligação.',
      },
      { status: 'DESCONECTADO', aplicaA: 'Agente', descricao: 'Fora da plataforma.', efeito: 'Não recebe ligação.' },
    ],
  },
];
