/**
 * What each widget option does, in pt-BR, for /docs/Chat. Names and defaults come from the
 * library (`describeOptionDefaults()`); the page fails to build if an option has no text
 * here, so a new option cannot go undocumented.
 */
export const chatOptionDescriptions: Record<string, string> = {
  transport:
    "Quem responde: `'n8n'` (o Chat Trigger do n8n, padrão), `'ai-sdk'` (uma rota do Vercel AI SDK que termina em `toUIMessageStreamResponse()`) , `'openai'` (um endpoint de Chat Completions da OpenAI ou um proxy na frente dele), `'ag-ui'` (o endpoint de um agente AG-UI) ou um objeto `ChatTransport` seu.",
  model:
    "O nome do modelo para `transport: 'openai'` (`'gpt-4o-mini'`); vazio deixa `model` fora da requisição, para um proxy que escolhe o modelo.",
  webhookUrl: 'O webhook que recebe todas as chamadas (absoluto ou relativo à página).',
  'webhookConfig.method':
    "`'POST'` ou `'GET'` (dados como parâmetros de consulta; o n8n exige POST). Envios com arquivos são sempre POST.",
  'webhookConfig.headers':
    'Cabeçalhos extras das requisições, por exemplo uma chave que o seu proxy confere; ou uma função (assíncrona ou não) chamada antes de cada requisição que os devolve, para tokens por visitante que expiram.',
  'webhookConfig.credentials':
    "O `credentials` do fetch: `'include'` também envia cookies a um webhook de outra origem (que precisa permitir), `'omit'` não envia nenhum.",
  'webhookConfig.body':
    'Campos JSON extras das requisições dos outros backends (`ai-sdk` e `openai`: no nível de cima, como o `body` do `useChat`; `ag-ui`: em `forwardedProps`). As do n8n levam `metadata`.',
  target:
    'Onde o widget é montado: um seletor ou um elemento. Um `#id` ou `.classe` que não existe é criado no `<body>`.',
  mode: "`'window'` (botão e janela flutuante) ou `'fullscreen'` (ocupa o elemento de destino inteiro).",
  loadPreviousSession: 'Restaura o histórico da sessão guardada; o id só é mantido se o histórico não estiver vazio.',
  chatInputKey: 'Nome do campo da mensagem nos dados enviados.',
  chatSessionKey: 'Nome do campo da sessão nos dados enviados.',
  defaultLanguage:
    "Idioma dos textos: `'en'` e `'pt'` embutidos; `'es'`, `'fr'`, `'de'`, `'it'`, `'ar'`, `'he'`, `'ja'` e `'zh-CN'` baixados como um pacote pequeno só quando escolhidos; `'auto'` segue o `<html lang>` da página e depois os idiomas do navegador; ou qualquer idioma acrescentado em `i18n`.",
  showWelcomeScreen: 'Mostra a tela inicial (botão Nova conversa) quando não há sessão.',
  showWindowCloseButton: 'Mostra o botão de fechar no cabeçalho (modo janela).',
  initialMessages: 'Mensagens do assistente mostradas antes da primeira pergunta; sem valor, valem as do idioma.',
  metadata: 'Dados extras enviados em toda chamada, por exemplo a página ou o plano do visitante.',
  i18n: 'Textos por idioma, mesclados sobre os embutidos (`en` e `pt`), um nível de profundidade.',
  theme: 'Variáveis CSS `--chat--*` aplicadas só a este chat.',
  allowFileUploads: 'Mostra o botão de anexar arquivos.',
  allowedFilesMimeTypes: 'Tipos MIME ou extensões aceitos, separados por vírgula; vazio aceita qualquer arquivo.',
  disabled: 'Desativa a caixa de texto e os botões de enviar e anexar.',
  maxFileSize:
    'O maior arquivo aceito, em bytes (padrão 10 MB; 0 para sem limite). Um arquivo maior fica de fora, com uma linha dizendo por quê, antes de qualquer envio.',
  maxFiles:
    'O máximo de arquivos numa mensagem (padrão 10; 0 para sem limite). Os que passam do limite ficam de fora, com uma linha dizendo por quê.',
  enterKey:
    "O que o Enter faz na caixa de mensagem: `'send'` envia; `'newline'` quebra a linha, para mensagens longas, e Ctrl+Enter (⌘+Enter no Mac) envia. Shift+Enter sempre quebra a linha.",
  allowedImageOrigins:
    "Origens (`'https://cdn.example.com'`) cujas imagens das respostas são carregadas, além da própria página; as demais aparecem como link, para que uma resposta não envie a conversa a outro servidor numa URL de imagem.",
  messageComponents: 'Componentes React que mensagens do tipo `component` podem mostrar, por chave.',
  enableStreaming: 'Lê a resposta em partes (NDJSON do n8n) e mostra o texto à medida que chega.',
  requestTimeoutMs: 'Tempo máximo de espera por uma resposta, em milissegundos.',
  storageKey:
    'Chave do `localStorage` onde fica o id da sessão; use chaves diferentes para vários chats na mesma página.',
  suggestions:
    'Perguntas mostradas como botões enquanto a conversa está vazia (na tela inicial e abaixo da saudação); um clique envia a pergunta. Até 4 sugestões, sem repetidas.',
  colorScheme:
    "Esquema de cores: `'light'`, `'dark'` ou `'auto'` (segue a preferência do sistema do visitante, ao vivo); mude depois com `setColorScheme()`.",
  dir: "Direção do texto: `'ltr'`, `'rtl'` ou `'auto'` (da direita para a esquerda para árabe, hebraico, persa, urdu… conforme `defaultLanguage`).",
  feedback:
    '👍/👎 nas respostas do bot e o evento `feedback`; com `{ webhook: true }` cada avaliação também vai ao webhook (`sendFeedback`).',
  voiceInput:
    'Botão de microfone que dita na caixa de mensagem (Web Speech API), no idioma do chat; some onde o navegador não reconhece fala.',
  readAloud:
    'Botão "Ler em voz alta" nas respostas do bot (`speechSynthesis`), no idioma do chat; some onde o navegador não fala.',
  'messageActions.edit':
    'Um botão **Editar** na última mensagem do visitante: o texto editado vai no lugar dela e da resposta a ela (evento `messageEdited`). Com o n8n, a memória do fluxo continua com a pergunta antiga.',
  'messageActions.regenerate':
    "Um botão **Gerar outra resposta** na última resposta: a mesma pergunta vai de novo e a nova resposta fica no lugar da antiga (evento `replyRegenerated`); no n8n a requisição leva `metadata.regenerate: true`, no AI SDK `trigger: 'regenerate-message'`.",
  'markdown.math':
    'Fórmulas nas respostas: `$…$` e `\\(…\\)` no texto, `$$…$$` e `\\[…\\]` em destaque, desenhadas pelo KaTeX em MathML (baixado na primeira resposta com uma fórmula; até lá a fórmula aparece como escrita). `R$ 5 e R$ 10` continua texto.',
  'markdown.diagrams':
    'Blocos ```` ```mermaid ```` nas respostas desenhados pelo Mermaid num frame oculto próprio (baixado na primeira resposta com um diagrama; até lá, e se não puder ser desenhado, o código aparece, com uma linha dizendo que o diagrama não pôde ser desenhado). `true` usa o frame ao lado do pacote standalone; com o pacote npm, copie `dist/browser/diagram/` e passe `{ frameUrl }`.',
  onError: 'Função chamada com cada falha (de início ou de requisição), além do aviso no console.',
};
