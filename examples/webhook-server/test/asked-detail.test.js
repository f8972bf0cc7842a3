// Issue 31, round 11: Lia states the detail that was asked. A verb of being able or working
// asked of a subject, with no question word ("print da CNH digital funciona no Lite?"), is a
// yes-or-no question: a detail of the page answers it, not the page's request line.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { answerKind } from '../src/lia/question-kind.js';
import { DOCS_TEXT } from '../eval/run.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });

describe('a verb of being able or working, with no question word', () => {
  it.each(['print da cnh digital funciona no lite?', 'o login oidc pode começar pelo provedor?'])(
    '"%s" is a yes-or-no question',
    (question) => {
      expect(answerKind(question)).toMatchObject({ yesNo: true, topic: false });
    },
  );

  it.each(['como posso enviar um documento?', 'onde pode ficar o segredo?', 'qual modo funciona sem agentes?'])(
    '"%s" is not: a question word asks it',
    (question) => {
      expect(answerKind(question).yesNo).toBe(false);
    },
  );

  it('is answered by the detail that says it, not by the request line', () => {
    const { output } = lia.respond({ chatInput: 'print da cnh digital funciona no lite?' });
    expect(output).not.toMatch(/POST `?\/documentoscopia/);
    expect(output).toMatch(/QR code|DOCUMENTO_INVALIDO/);
  });
});
