/**
 * Portuguese's launcher strings: built in with the chat's code (i18n.ts), but the two
 * standalone loaders are built with launcher-pt-loader.ts in this file's place
 * (tsup.config.ts), and read them from Portuguese's pack, `papo-chat.lang-pt.js`, like every
 * language but English: what a page loads before intent carries English's words only.
 */
export const launcherPt = {
  title: 'Olá! Eu sou a Lia 👋',
  subtitle: 'Inicie uma conversa. Estamos aqui para ajudar você 24 horas por dia.',
  inputPlaceholder: 'Escreva sua pergunta…',
  closeButtonTooltip: 'Fechar chat',
  openChat: 'Abrir chat',
  closeChat: 'Fechar chat',
  retry: 'Tentar novamente',
  loadError: 'Parte do chat não carregou. Tente novamente.',
};
