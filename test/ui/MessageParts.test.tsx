/**
 * A bot message's parts in the widget: text parts are drawn in order as markdown, buttons
 * as choices, and the kinds this version does not draw yet (or a later version's) are
 * skipped without breaking the chat.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessagePart } from '../../src/core/messages/message-parts';
import type { BotMessage } from '../../src/core/messages/messages';
import { Message } from '../../src/ui/Message';
import { renderChat } from '../helpers/render-chat';

const reply = (parts: readonly unknown[], extra: Partial<BotMessage> = {}): BotMessage => ({
  id: 'b1',
  type: 'text',
  sender: 'bot',
  createdAt: '2026-11-21T12:00:00.000Z',
  parts: parts as MessagePart[],
  status: 'done',
  ...extra,
});

describe('the parts of a bot message', () => {
  it('draws its text parts in order and skips the kinds it does not know', () => {
    const { container, warnings } = renderChat(
      <Message
        message={reply([
          { type: 'reasoning', text: 'Pensando em segredo', status: 'done' },
          { type: 'text', text: 'Primeiro **passo**' },
          {
            type: 'tool',
            callId: 'c1',
            name: 'search',
            input: { q: 'x' },
            status: 'done',
            output: 'Saída da ferramenta',
          },
          { type: 'source', title: 'Fonte solta', url: 'https://docs.example/a' },
          { type: 'file', url: 'https://docs.example/a.pdf', mimeType: 'application/pdf', name: 'arquivo.pdf' },
          { type: 'kind-of-a-later-version', text: 'Do futuro' },
          { type: 'text', text: 'Segundo passo' },
        ])}
      />,
    );
    const blocks = [...container.querySelectorAll('.papo-message__markdown')].map((block) => block.textContent?.trim());
    expect(blocks).toEqual(['Primeiro passo', 'Segundo passo']);
    expect(container.textContent).not.toMatch(/segredo|Saída|Fonte solta|arquivo\.pdf|futuro/);
    expect(screen.queryByText(/emptyResponse|No response/i)).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('draws a buttons part after the text', () => {
    const buttons = [{ text: 'Sim', link: 'https://hooks.example/webhook-waiting/1', kind: 'primary' }];
    const { container } = renderChat(
      <Message
        message={reply([
          { type: 'text', text: 'Aprova?' },
          { type: 'buttons', buttons, blockUserInput: false, status: 'open' },
        ])}
      />,
    );
    const order = [...container.querySelectorAll('.papo-message__markdown, .papo-choices')].map((element) =>
      element.classList.contains('papo-choices') ? 'buttons' : 'text',
    );
    expect(order).toEqual(['text', 'buttons']);
    expect(screen.getByRole('button', { name: 'Sim' })).toBeTruthy();
  });

  it('shows the empty-response placeholder when no part holds text', () => {
    const { container } = renderChat(
      <Message message={reply([{ type: 'reasoning', text: 'só pensou', status: 'done' }])} />,
    );
    expect(container.querySelector('.papo-message__empty')).not.toBeNull();
    expect(container.textContent).not.toContain('só pensou');
  });
});

describe('the steps of a reply', () => {
  const step = (name: string, status: 'running' | 'done') => ({ type: 'step', name, text: 'Notas **curtas**', status });

  it('draws each step as a closed disclosure named after its node, above the answer, which Copy takes alone', () => {
    const { container } = renderChat(
      <Message message={reply([step('Pesquisa', 'done'), { type: 'text', text: 'A resposta.' }])} />,
    );
    const details = container.querySelector<HTMLDetailsElement>('details.papo-step')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Pesquisa');
    expect(details.querySelector('.papo-step__text strong')?.textContent).toBe('curtas');
    const order = [...container.querySelectorAll('.papo-step, .papo-message__markdown')].map((element) =>
      element.classList.contains('papo-step') ? 'step' : 'answer',
    );
    expect(order).toEqual(['step', 'answer']);
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
  });

  it('marks a running step busy, and names a step the stream left unnamed', () => {
    const { container } = renderChat(
      <Message message={reply([step('', 'running'), { type: 'text', text: 'Resp' }], { status: 'streaming' })} />,
      { options: { defaultLanguage: 'pt' } },
    );
    expect(container.querySelector('summary')?.textContent).toBe('Etapa');
    expect(container.querySelector('details')?.getAttribute('aria-busy')).toBe('true');
  });
});
