// Lia's small talk: greetings, thanks and files she does not read yet, answered in her words
// before (or instead of) a search of the docs.

import { escapeMarkdown, fold, formatBytes, joinList } from './text.js';

export const ASSISTANT_NAME = 'Lia';
export const PRODUCT_NAME = 'Atesta';

/**
 * A file that came with a message: Lia names it and its size (the chat request's files).
 * @typedef {{ name: string, size: number }} AttachedFile
 */

const GREETINGS = [
  ['bom dia', 'Bom dia!'],
  ['boa tarde', 'Boa tarde!'],
  ['boa noite', 'Boa noite!'],
  ['ola', 'Olá!'],
  ['oie', 'Oi!'],
  ['oi', 'Oi!'],
  ['e ai', 'Oi!'],
  ['hello', 'Olá!'],
  ['hi', 'Olá!'],
  ['hey', 'Olá!'],
  ['salve', 'Olá!'],
];
const THANKS = ['obrigado', 'obrigada', 'brigado', 'valeu', 'agradeco', 'thanks', 'muito obrigado', 'muito obrigada'];
/** Words that may follow a greeting without making it a question. */
const SMALL_TALK = new Set(['lia', 'tudo', 'bem', 'tudo bem', 'como vai', 'pessoal', 'a', 'e']);

/** @param {string} greeting */
export function introduce(greeting) {
  return (
    `${greeting} Eu sou a ${ASSISTANT_NAME} 👋, assistente da documentação da ${PRODUCT_NAME}. ` +
    'Pergunte sobre autenticação, ambientes, envio de documentos ou webhooks que eu indico a página certa.'
  );
}

/**
 * A leading greeting ("Oi, Lia!", "bom dia") and the rest of the message.
 * @param {string} text
 * @returns {{ greeting: string, rest: string }}
 */
export function splitGreeting(text) {
  const words = text.trim().split(/\s+/);
  for (const [phrase, reply] of GREETINGS) {
    const count = phrase.split(' ').length;
    const head = fold(words.slice(0, count).join(' ')).replace(/[^\p{L}\s]/gu, '');
    if (head !== phrase) continue;
    const rest = words.slice(count).join(' ');
    const small = fold(rest)
      .replace(/[^\p{L}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const onlySmallTalk = small === '' || small.split(' ').every((word) => SMALL_TALK.has(word));
    return { greeting: reply ?? '', rest: onlySmallTalk ? '' : rest.replace(/^[\s,!.;:-]+/, '') };
  }
  return { greeting: '', rest: text };
}

/** @param {string} text */
export function isThanks(text) {
  const words = fold(text)
    .replace(/[^\p{L}\s]/gu, ' ')
    .trim();
  return THANKS.some((word) => words === word || words.startsWith(`${word} `)) && words.split(/\s+/).length <= 4;
}

/**
 * @param {AttachedFile[]} files
 * @param {boolean} alone the message has no text
 */
export function acknowledgeFiles(files, alone) {
  const names = files.map((file) => `**${escapeMarkdown(file.name || 'sem nome')}** (${formatBytes(file.size)})`);
  const head =
    files.length === 1 ? `Recebi o arquivo ${names[0]}.` : `Recebi ${files.length} arquivos: ${joinList(names)}.`;
  return alone
    ? `${head} Ainda não leio o conteúdo de arquivos; se tiver uma pergunta sobre a documentação, é só escrever.`
    : `${head} Ainda não leio o conteúdo de arquivos, então respondo pela documentação.`;
}
