// What kind of answer a question wants, read from its framing words: a duration ("quanto tempo
// dura…", "qual a validade…"), a number ("quantas vezes…", "tamanho máximo"), the steps of a
// procedure ("como configuro…"), an endpoint or address, a list or a comparison. The words
// say where the page's answer is; the kind says which of its passages states it
// (passage.js scores passages by both).

import { measuredIn } from './measure.js';
import { countedNoun } from './counts.js';
import { numberOf } from './passage-rows.js';
import { fold, terms } from './text.js';

/**
 * @typedef {object} AnswerKind
 * @property {boolean} duration a length of time: "quanto tempo", "validade", "prazo", "demora",
 *   "com que frequência", "quanto esperar"
 * @property {boolean} amount a number or a limit: "quantos", "máximo", "limite", "tamanho"
 * @property {boolean} size how big: "tamanho", "resolução", "pesado": a length of time is no answer
 * @property {boolean} steps how to do something: "como faço", "como configuro", "passos"
 * @property {boolean} endpoint the request line: "endpoint", "rota", "qual o método"
 * @property {boolean} address a URL: "url", "endereço"
 * @property {boolean} listing the items of a table or list: "quais", "lista", "tipos de"
 * @property {boolean} comparison two things side by side: "diferença", "muda", "×", "versus"
 * @property {string | undefined} counted what "quantos/quantas…" asks the number of, stemmed (counts.js)
 * @property {string | undefined} noun the noun it asks for by name ("qual papel…": askedNoun), stemmed
 * @property {boolean} topic only a topic, no question word ("E sobre status HTTP?", "erros do
 *   webhook"): what the docs hold about it, a table or list of it too
 * @property {boolean} yesNo a yes-or-no question ("o OCR aceita HEIC?"): a detail, not the request line
 * @property {boolean} reason why: "por que…", "pra que serve…": the sentence that gives a reason ("porque…",
 *   "…impede que…"), not the request line
 * @property {boolean} trouble it tells of something going wrong ("a assinatura nunca confere, o que pode
 *   ser?"): a page's "Erros comuns" or "Solução de problemas" says what to do
 * @property {boolean} consequence what follows from something ("o que acontece se…", "mandei X, e aí?", "se eu
 *   mandar…"): a page's "Erros comuns" says what each slip leads to, as for `trouble`
 * @property {number[]} values the numbers the question gives ("pontuação 0,7", "score 650"), not a code's
 *   ("erro 422", "status 429"): the row whose range holds one says what it means
 * @property {string[]} measured the units of the numbers the question gives ("8 páginas", "15 MB": "pagina",
 *   "mb"), singular: a passage stating a number in one says the limit it is held to (kind-evidence.js)
 * @property {boolean} preset what holds when the visitor sets nothing ("qual fuso… se eu não informar?",
 *   "por padrão"): the passage stating the default ("Padrão `America/Sao_Paulo`")
 */

const DURATION =
  /\b(?:quanto tempo|validade|valido|valida por|dura|durar|durou|duracao|prazo|demora|demorar|demoram|demorou|leva|expira|expiracao|vence|em quanto|de quanto em quanto|frequencia|intervalo|quanto (?:esperar|espero|aguardar|aguardo)|quando (?:expira|vence))\b/;
const SIZE = /\b(?:tamanho|resolucao|dimensao|dimensoes|pesad[oa]s?)\b/;
const AMOUNT = /\b(?:quant[oa]s?|maxim[oa]|minim[oa]|limites?|tamanho|ate quanto|qual o teto)\b/;
/** "como" and a verb of doing ("como configuro", "como faço pra…"), or the words for a procedure. */
const STEPS =
  /\b(?:como (?:(?:eu|se|que|posso|devo|faco (?:para|pra)|faz (?:para|pra)|consigo) )?(?!funciona|e\b|sao\b)\p{L}+(?:o|ar|er|ir)\b|passo a passo|passos|etapas|procedimento)/u;
const ENDPOINT = /\b(?:endpoint|rota|metodo|path|requisicao)\b/;
const ADDRESS = /\b(?:url|urls|endereco|enderecos|link)\b/;
const LISTING = /\b(?:quais|lista|listar|tipos de|todos os|todas as)\b/;
/**
 * A yes-or-no question turns on a verb of being able, needing or accepting ("dá pra pausar…?",
 * "o OCR aceita HEIC?", "a conta precisa ser recente?"): it asks about a detail, not for the
 * topic's table, nor for the request line of the page it is on.
 */
const YES_NO =
  /\b(?:da (?:pra|para)|e possivel|tem como|precisa|precisam|aceita|aceitam|suporta|suportam|permite|permitem|consigo|consegue|quer dizer)\b/;
/**
 * A verb of being able or working asked of a subject, with no question word before it ("o login
 * OIDC pode começar pelo provedor?", "print da CNH digital funciona no Lite?"): yes or no too.
 * After a question word it is not ("como posso…", "onde pode…", "qual funciona…").
 */
const MAY = /\b(?:pode|podem|posso|funciona|funcionam|serve|servem)\b/;
const QUESTION_WORD = /\b(?:como|qual|quais|quant[oa]s?|quando|onde|porque|por que|pra que|para que|o que|oque|quem)\b/;
/**
 * The words that ask something; a question without them (or YES_NO's) names a topic only. "Em
 * que formato…", "que escopo…" ask which one; "se eu mandar…?" asks what follows.
 */
const ASKING =
  /\b(?:como|qual|quais|quant[oa]s?|quando|onde|porque|por que|pra que|para que|o que|oque|quem|existe|posso|pode|devo|preciso|tem|ha|significa|(?:em|de|com|por|para|pra) que)\b|^ (?:que|se)\b/;
/** Words telling of something going wrong: what a page's troubleshooting section answers. */
const TROUBLE =
  /\b(?:nunca|nao (?:funciona|chega|chegou|confere|bate|aparece|passa|recebo|consigo)|o que pode ser|deu (?:erro|problema)|da (?:erro|problema)|problemas?|(?:deu|da|dando|retorna|retornou|voltou|volta|recebi|tomei|tomo) (?:(?:um|o|erro|status) )*[45]\d\d)\b/;
const REASON = /^\s*(?:por que|porque|pq|pra que|para que|por qual motivo|qual o motivo|qual a razao)\b/;
/** What follows from something: "o que acontece (se)…", "e se…", "…, e aí?", a question opening with "se". */
const CONSEQUENCE = /\b(?:o que acontece|acontece se|e se|e ai)\b|^ se\b/;
/** A question about a code: its numbers name codes ("erro 422", "status 429", "código 1002"), no values. */
const CODE_ASKED = /\b(?:erro|erros|codigo|codigos|status|http)\b/;
/** A number written alone, with a decimal comma or point: "0,7", "650", "1.000". */
const VALUE = /(?<![\w.,])\d+(?:[.,]\d+)?(?![\w.,]*\w)/g;
/** Three digits from 100 to 599: an HTTP status, whether or not the question says so ("o 202 do lote…"). */
const HTTP_STATUS = /^[1-5]\d\d$/;

/**
 * The numbers a question gives as values, not codes.
 * @param {string} question as typed
 * @param {string} text the question folded, punctuation spaced (answerKind)
 */
function valuesIn(question, text) {
  if (CODE_ASKED.test(text)) return [];
  const written = fold(question).match(VALUE) ?? [];
  return written.filter((number) => !HTTP_STATUS.test(number)).map(numberOf);
}

/** What holds when nothing is set: "por padrão", "se eu não informar", "se omitir", "default". */
const PRESET =
  /\b(?:padrao|default|se (?:eu )?(?:nao (?:informar|mandar|enviar|passar|preencher|definir|disser)|omitir)|sem (?:informar|mandar|definir))\b/;
const COMPARISON = /\b(?:diferenca|diferencas|difere|compar\p{L}*|muda|mudam|versus|vs)\b|\s[x×]\s/u;

/**
 * @param {string} question as typed
 * @returns {AnswerKind}
 */
export function answerKind(question) {
  const text = ` ${fold(question)
    .replace(/[^\p{L}\p{N}×\s]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  const duration = DURATION.test(text);
  const yesNo = YES_NO.test(text) || (MAY.test(text) && !QUESTION_WORD.test(text));
  const topic = !ASKING.test(text) && !yesNo;
  return {
    duration,
    amount: !duration && AMOUNT.test(text),
    size: !duration && SIZE.test(text),
    steps: STEPS.test(text),
    endpoint: ENDPOINT.test(text),
    address: ADDRESS.test(text),
    listing: topic || LISTING.test(text),
    comparison: COMPARISON.test(text),
    counted: countedNoun(question),
    noun: askedNoun(question),
    topic,
    yesNo,
    trouble: TROUBLE.test(text),
    reason: REASON.test(text),
    preset: PRESET.test(text),
    values: valuesIn(question, text),
    measured: measuredIn(text),
    consequence: CONSEQUENCE.test(text),
  };
}

/**
 * A length of time written out: "uma hora", "30 a 60 segundos", "7 dias", "até 4 horas". Not the
 * ordinal "um segundo upload", "uma segunda chamada": a word other than a preposition or a
 * conjunction after "um segundo" makes it "another".
 */
export const DURATION_TEXT =
  /\b(?:\d[\d.,]*|um(?!\s+segundo\s+(?!(?:de|do|da|e|ou|a|ao|em|no|na|para|pra|apos|após|antes|depois)\b)\p{L})|uma|duas|dois|tres|meia)\s+(?:a\s+\d+\s+)?(?:segundos?|minutos?|min|horas?|h|dias?|semanas?|mes|meses|anos?)\b/iu;
/**
 * The text in which a question's amount is looked for: for a question of how big, without its
 * lengths of time ("espere 2 segundos" is no answer to "qual tamanho de foto…").
 * @param {string} text
 * @param {{ size: boolean }} kind
 */
export function amountText(text, kind) {
  return kind.size ? text.replace(new RegExp(DURATION_TEXT.source, 'gi'), ' ') : text;
}
/** A number other than a year or a code's digits alone. */
export const AMOUNT_TEXT = /(?<![\w-])\d[\d.,]*(?:\s*(?:MB|KB|GB|pixels|caracteres|%|vezes|tentativas))?(?![\w-])/;
/** A default stated: "Padrão 20", "se omitido, recebe de todos", "Sem o campo, disca assim que…". */
export const PRESET_TEXT = /\b(?:padr[aã]o|se omitid[oa]|sem (?:o|este) campo)\b/i;
/** A reason given: "porque", "por isso", "isso impede…", "…para evitar…". */
export const REASON_TEXT =
  /\b(?:porque|por isso|pois|ja que|impede|impedem|evita|evitam|garante|garantem|para (?:evitar|garantir|impedir|que))\b/i;
/** A URL. */
export const ADDRESS_TEXT = /https?:\/\//;
/**
 * A quantity with its unit: what "quantos", "tamanho máximo" and "limite" ask for ("10 MB",
 * "1.000 contatos", "5 páginas", "50" in a limits table's row says it only with the row's name).
 */
export const QUANTITY_TEXT =
  /(?<![\w-])\d[\d.,]*\s*(?:MB|KB|GB|pixels|caracteres|%|vezes|tentativas|p[áa]ginas|itens|contatos|telefones|requisi[çc][õo]es|tokens|acionamentos|liga[çc][õo]es|por (?:segundo|minuto))/i;

/** A size with its unit, what "qual tamanho…" or "qual resolução…" asks for: "10 MB", "480 × 640 pixels". */
export const SIZE_TEXT = /(?<![\w-])\d[\d.,]*\s*(?:MB|KB|GB|bytes|pixels|px)\b/i;

/**
 * What a question asks for by name, after "qual", "quais", "que" or "em qual" ("qual papel…",
 * "que escopo…", "em qual cabeçalho…"): the answer is the passage that names one, a row of
 * the table whose header says "Papel" or "Escopo". Only nouns that name a kind of thing the
 * docs list (stemmed): "qual a diferença" or "qual o prazo" ask something else.
 */
const ASKED_NOUNS = new Set(
  terms(
    'papel papéis escopo escopos cabeçalho cabeçalhos header headers evento eventos campo campos código códigos status rota rotas endpoint algoritmo formato formatos tipo tipos produto produtos',
  ),
);
const ASKED = /\b(?:qual|quais|que|em qual|em que)\s+(?:e\s+)?(?:o|a|os|as)?\s*(\p{L}+)/u;

/**
 * The noun a question asks for by name (see ASKED_NOUNS), stemmed, or undefined.
 * @param {string} question as typed
 */
export function askedNoun(question) {
  const match = ASKED.exec(fold(question));
  const term = match?.[1] ? terms(match[1])[0] : undefined;
  return term && ASKED_NOUNS.has(term) ? term : undefined;
}

/**
 * The words that ask how long something lasts, stemmed: a section that states a length of
 * time holds them ("Quanto tempo dura o token de acesso?" is answered by "expires_in diz por
 * quantos segundos ele vale (uma hora)", which says neither "tempo" nor "dura").
 */
export const DURATION_TERMS = new Set(
  terms('quanto tempo dura duração validade válido vale prazo demora demorar leva levar expira expiração vence'),
);

/**
 * The question's terms that a section stating a duration holds, for a duration question.
 * @param {string} question as typed
 * @returns {string[]}
 */
export function durationTermsOf(question) {
  if (!answerKind(question).duration) return [];
  return terms(question).filter((term) => DURATION_TERMS.has(term));
}

/**
 * A range of values written out ("de 1 a 100", "entre 5 e 30"): it states a least and a most,
 * which the docs' parameter tables seldom call "mínimo" or "máximo" ("Itens por página, de 1 a
 * 100" answers "quantos roteiros vêm por página no máximo?").
 */
export const RANGE_TEXT = /\b(?:de|entre)\s+\d[\d.,]*\s+(?:a|e)\s+\d[\d.,]*/i;

/** The words that ask for a bound, stemmed: a block stating a range holds them (relevance.js). */
export const LIMIT_TERMS = new Set(terms('máximo máxima mínimo mínima'));

/**
 * The question's terms that a section stating a range holds, for a question asking how much.
 * @param {string} question as typed
 * @returns {string[]}
 */
export function limitTermsOf(question) {
  if (!answerKind(question).amount) return [];
  return terms(question).filter((term) => LIMIT_TERMS.has(term));
}
