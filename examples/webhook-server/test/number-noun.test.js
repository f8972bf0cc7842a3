// Round 18c: of a page's numbers, the one written beside what a question of how long or how much
// asks about answers it (src/lia/number-noun.js): "tamanho máximo do corpo" is "corpo acima de
// 25 MB", not the "até 64 caracteres" of a key that the same page's request table states first.

import { describe, expect, it } from 'vitest';
import { askedAbout, numberAbout } from '../src/lia/number-noun.js';
import { candidatesOf } from '../src/lia/passage.js';
import { answerKind } from '../src/lia/question-kind.js';
import { terms } from '../src/lia/text.js';

const about = (/** @type {string} */ words) => new Set(terms(words));

describe('what a number is about', () => {
  it('is what its sentence names, not another sentence of the passage', () => {
    expect(numberAbout('Arquivo acima de 10 MB ou corpo acima de 25 MB.', about('corpo'))).toBe(true);
    const key = 'Chave única por envio (até 64 caracteres). Repetir com o mesmo corpo devolve a análise já criada.';
    expect(numberAbout(key, about('corpo'))).toBe(false);
    expect(numberAbout('Permita, por exemplo, três fotos por cadastro.', about('fotos'))).toBe(true);
    // "uma hora" is a number; an address's port is none.
    expect(
      numberAbout('O `access_token` é o token a enviar e `expires_in` diz que ele vale (uma hora).', about('token')),
    ).toBe(true);
    expect(numberAbout('O webhook que recebe as chamadas: http://localhost:5678/webhook/chat', about('webhook'))).toBe(
      false,
    );
  });
  it("is a table row's name when another of its cells holds the number", () => {
    expect(numberAbout('Tamanho do corpo da requisição — 25 MB — 25 MB', about('corpo'), true)).toBe(true);
    expect(numberAbout('Tamanho de cada arquivo — 10 MB — 10 MB', about('corpo'), true)).toBe(false);
  });
  it("leaves out the words asking how much and the page title's", () => {
    const question = 'qual o tamanho maximo do corpo inteiro no envio do pro?';
    expect([...askedAbout(terms(question), new Set(terms('Enviar documento (PRO)')))]).toEqual(terms('corpo inteiro'));
  });
});

describe('a passage stating the number asked about', () => {
  it('answers before one whose number counts something else', () => {
    const question = 'qual o tamanho maximo do corpo inteiro no envio do pro?';
    const rows = [
      '`Idempotency-Key` — header — string — não — Chave única por envio (até 64 caracteres, por exemplo um UUID). Repetir a requisição com a mesma chave e o mesmo corpo devolve a análise já criada, sem cobrar de novo. Válida por 24 horas.',
      '413 Payload Too Large — Arquivo acima de 10 MB ou corpo acima de 25 MB.',
    ];
    const blocks = rows.map((text) => ({ kind: /** @type {const} */ ('table'), text, markdown: text }));
    const typed = new Set(terms(question));
    const titled = new Set(terms('Enviar documento (PRO)'));
    const [best] = candidatesOf(blocks, [...typed], answerKind(question), { typed, titled }).sort(
      (a, b) => b.score - a.score,
    );
    expect(best?.text).toContain('25 MB');
  });
});
