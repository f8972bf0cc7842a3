/**
 * Every text the widget shows or announces, per language. The first six keys are the
 * ones n8n's chat documents, so an existing n8n `i18n` option carries over; the rest
 * are what an accessible widget that handles failures needs on top of them.
 */
import { launcherStrings, layerStrings, type BuiltInLanguage } from './languages';
import type { ChatStrings } from './strings';

export type { ChatStrings } from './strings';

/** Frozen, because every chat on the page shares these objects. */
function freezeStrings(strings: ChatStrings): ChatStrings {
  return Object.freeze({ ...strings, initialMessages: Object.freeze([...strings.initialMessages]) });
}

/** The six n8n keys keep n8n's English defaults exactly (docs/decisions.md#messages-and-options); title, subtitle, placeholder and close button are in languages.ts. */
export const en: ChatStrings = freezeStrings({
  footer: '',
  getStarted: 'New Conversation',
  initialMessages: ['Hi there! 👋', 'My name is Lia. How can I assist you today?'],
  ...launcherStrings.en,
  typing: 'The assistant is typing…',
  chatWindowLabel: 'Chat',
  sendMessage: 'Send message',
  attachFiles: 'Attach files',
  removeFile: 'Remove {name}',
  filesChosen: 'Files to send',
  emptyResponse: '(no text in the reply)',
  showAll: 'Show all',
  poweredBy: 'Powered by',
  errorNetwork: "We couldn't reach the chat service. Check your connection and try again.",
  errorTimeout: 'The reply is taking too long. Please try again.',
  errorHttp: 'Something went wrong on our side (error {status}). Please try again.',
  errorRateLimited: 'Too many messages at once. Please try again.',
  errorRateLimitedWait: 'Too many messages. Try again in {seconds} s.',
  errorBusyWait: 'The chat service is busy. Try again in {seconds} s.',
  errorParse: "We got a reply we couldn't read. Please try again.",
  errorStream: 'The reply was cut off. Please try again.',
  errorNoResponse: 'No reply came back. Please try again.',
  errorHistory: "We couldn't load your previous conversation, so we started a new one.",
  messageFromUser: 'You said',
  messageFromBot: 'The assistant said',
  newConversation: 'New conversation',
  messageList: 'Conversation',
  choose: 'Choose an option',
  chooseFailed: "Your choice couldn't be sent. Please try again.",
  stop: 'Stop the reply',
  stopped: 'Stopped',
  step: 'Step',
  thinking: 'Thinking…',
  thought: 'Thought',
  thoughtFor: 'Thought for {seconds} s',
  toolRunning: 'Using {name}…',
  toolCalled: 'Called {name}',
  toolDone: 'Used {name}',
  toolFailed: '{name} failed',
  toolApproval: 'Allow {name}?',
  toolDenied: '{name} denied',
  approve: 'Allow',
  deny: 'Deny',
  suggestions: 'Suggestions',
  sources: 'Sources',
  newMessage: '{count} new message',
  newMessages: '{count} new messages',
  copy: 'Copy',
  copyCode: 'Copy code',
  copied: 'Copied',
  goodReply: 'Good reply',
  badReply: 'Bad reply',
  feedbackComment: 'What went wrong? (optional)',
  feedbackSend: 'Send',
  feedbackSkip: 'Skip',
  feedbackThanks: 'Thanks for your feedback!',
  editMessage: 'Edit message',
  cancel: 'Cancel',
  messageEdited: 'Message edited',
  regenerate: 'Regenerate reply',
  chatCrashed: 'The chat hit a problem and stopped.',
  reloadChat: 'Reload the chat',
});

/** Brazilian Portuguese; title and placeholder are the docs site's (docs/decisions.md#names-and-defaults). */
export const pt: ChatStrings = freezeStrings({
  footer: '',
  getStarted: 'Nova conversa',
  initialMessages: ['Olá! 👋', 'Meu nome é Lia. Como posso ajudar você hoje?'],
  ...launcherStrings.pt,
  typing: 'A assistente está digitando…',
  chatWindowLabel: 'Chat',
  sendMessage: 'Enviar mensagem',
  attachFiles: 'Anexar arquivos',
  removeFile: 'Remover {name}',
  filesChosen: 'Arquivos para enviar',
  emptyResponse: '(a resposta veio sem texto)',
  showAll: 'Mostrar tudo',
  poweredBy: 'Desenvolvido com',
  errorNetwork: 'Não conseguimos falar com o serviço de chat. Verifique sua conexão e tente novamente.',
  errorTimeout: 'A resposta está demorando demais. Tente novamente.',
  errorHttp: 'Algo deu errado do nosso lado (erro {status}). Tente novamente.',
  errorRateLimited: 'Muitas mensagens de uma vez. Tente novamente.',
  errorRateLimitedWait: 'Muitas mensagens. Tente de novo em {seconds} s.',
  errorBusyWait: 'O serviço de chat está ocupado. Tente de novo em {seconds} s.',
  errorParse: 'Recebemos uma resposta que não conseguimos ler. Tente novamente.',
  errorStream: 'A resposta foi interrompida. Tente novamente.',
  errorNoResponse: 'Nenhuma resposta chegou. Tente novamente.',
  errorHistory: 'Não conseguimos carregar sua conversa anterior, então começamos uma nova.',
  messageFromUser: 'Você disse',
  messageFromBot: 'A assistente disse',
  newConversation: 'Nova conversa',
  messageList: 'Conversa',
  choose: 'Escolha uma opção',
  chooseFailed: 'Não foi possível enviar sua escolha. Tente novamente.',
  stop: 'Parar a resposta',
  stopped: 'Interrompida',
  step: 'Etapa',
  thinking: 'Pensando…',
  thought: 'Pensou',
  thoughtFor: 'Pensou por {seconds} s',
  toolRunning: 'Usando {name}…',
  toolCalled: 'Chamou {name}',
  toolDone: 'Usou {name}',
  toolFailed: '{name} falhou',
  toolApproval: 'Permitir {name}?',
  toolDenied: '{name} recusada',
  approve: 'Permitir',
  deny: 'Recusar',
  suggestions: 'Sugestões',
  sources: 'Fontes',
  newMessage: '{count} nova mensagem',
  newMessages: '{count} novas mensagens',
  copy: 'Copiar',
  copyCode: 'Copiar código',
  copied: 'Copiado',
  goodReply: 'Resposta boa',
  badReply: 'Resposta ruim',
  feedbackComment: 'O que deu errado? (opcional)',
  feedbackSend: 'Enviar',
  feedbackSkip: 'Pular',
  feedbackThanks: 'Obrigado pelo retorno!',
  editMessage: 'Editar mensagem',
  cancel: 'Cancelar',
  messageEdited: 'Mensagem editada',
  regenerate: 'Gerar outra resposta',
  chatCrashed: 'O chat encontrou um problema e parou.',
  reloadChat: 'Recarregar o chat',
});

export const builtInStrings: Readonly<Record<BuiltInLanguage, ChatStrings>> = Object.freeze({ en, pt });

/** Replaces `{name}` placeholders; an unknown one stays visible so the gap gets noticed. */
export function formatString(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}

/** The strings for `language`, complete, in the layers `layerStrings` describes. */
export function stringsFor(i18n: Record<string, Partial<ChatStrings>>, language: string): ChatStrings {
  return layerStrings(builtInStrings, i18n, language);
}
