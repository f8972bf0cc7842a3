/**
 * A bot message's parts in the widget: text as markdown, buttons as choices, steps, the
 * model's reasoning and tool calls as closed disclosures, files as images or links, in the
 * order they come; `source` parts (listed under the reply from its `sources`) and the kinds
 * of a later version are skipped without breaking the chat.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessagePart } from '../../src/core/messages/message-parts';
import type { BotMessage } from '../../src/core/messages/messages';
import { createEmitter } from '../../src/core/store/events';
import { createChatStore } from '../../src/core/store/store';
import { ChatProvider } from '../../src/ui/ChatContext';
import { LiveRegion } from '../../src/ui/LiveRegion';
import { Message } from '../../src/ui/Message';
import { TOOL_DATA_LIMIT } from '../../src/ui/ToolCall';
import { fakeEnv } from '../helpers/fake-env';
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
  it('draws its parts in order and skips sources and the kinds it does not know', () => {
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
    const drawn = [...container.querySelectorAll('.papo-step summary, .papo-message__markdown, a')].map((element) =>
      element.textContent?.trim(),
    );
    expect(drawn).toEqual(['Thought', 'Primeiro passo', 'Used search', 'arquivo.pdf', 'Segundo passo']);
    expect(container.textContent).not.toMatch(/Fonte solta|futuro/);
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

  it('shows the empty-response placeholder when no part holds text, with the parts that are there', () => {
    const { container } = renderChat(
      <Message message={reply([{ type: 'reasoning', text: 'só pensou', status: 'done' }])} />,
    );
    expect(container.querySelector('.papo-message__empty')).not.toBeNull();
    expect(container.querySelector('details.papo-step')?.textContent).toContain('só pensou');
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

describe('the reasoning before a reply', () => {
  const reasoning = (status: 'running' | 'done', seconds?: number) => ({
    type: 'reasoning',
    text: 'Procurar **tokens**',
    status,
    ...(seconds === undefined ? {} : { seconds }),
  });
  const summaryOf = (container: HTMLElement) => container.querySelector('details.papo-step > summary')?.textContent;

  it('says "Thinking…" while it streams, busy, closed, above the answer that streams after it', () => {
    const { container } = renderChat(
      <Message message={reply([reasoning('running'), { type: 'text', text: 'Resp' }], { status: 'streaming' })} />,
    );
    const details = container.querySelector<HTMLDetailsElement>('details.papo-step')!;
    expect(summaryOf(container)).toBe('Thinking…');
    expect(details.getAttribute('aria-busy')).toBe('true');
    expect(details.open).toBe(false);
    expect(details.nextElementSibling?.classList.contains('papo-message__markdown')).toBe(true);
  });

  it('says how long it took once done, or only that it thought when the backend did not say', () => {
    const done = renderChat(<Message message={reply([reasoning('done', 3), { type: 'text', text: 'R' }])} />);
    expect(summaryOf(done.container)).toBe('Thought for 3 s');
    expect(done.container.querySelector('details')?.getAttribute('aria-busy')).toBe('false');
    done.unmount();
    const untimed = renderChat(<Message message={reply([reasoning('done'), { type: 'text', text: 'R' }])} />);
    expect(summaryOf(untimed.container)).toBe('Thought');
  });

  it('speaks Portuguese', () => {
    const options = { defaultLanguage: 'pt' };
    const running = renderChat(<Message message={reply([reasoning('running')], { status: 'streaming' })} />, {
      options,
    });
    expect(summaryOf(running.container)).toBe('Pensando…');
    running.unmount();
    const done = renderChat(<Message message={reply([reasoning('done', 12)])} />, { options });
    expect(summaryOf(done.container)).toBe('Pensou por 12 s');
  });

  it('opens to its text, rendered as markdown', () => {
    const { container } = renderChat(<Message message={reply([reasoning('done', 2), { type: 'text', text: 'R' }])} />);
    const details = container.querySelector<HTMLDetailsElement>('details.papo-step')!;
    fireEvent.click(details.querySelector('summary')!);
    expect(details.open).toBe(true);
    expect(details.querySelector('.papo-step__text strong')?.textContent).toBe('tokens');
  });
});

describe('the tools a reply called', () => {
  const tool = (extra: Record<string, unknown>) => ({ type: 'tool', callId: 'c1', name: 'search_docs', ...extra });
  const drawn = (part: Record<string, unknown>, extra: Partial<BotMessage> = {}) => {
    const { container, unmount } = renderChat(<Message message={reply([part, { type: 'text', text: 'R' }], extra)} />);
    const details = container.querySelector<HTMLDetailsElement>('details.papo-step')!;
    const shown = [...details.querySelectorAll('pre')].map((pre) => pre.textContent);
    return { container, unmount, details, summary: details.querySelector('summary')?.textContent, shown };
  };

  it('says it is in use, busy and closed, while its input streams or it runs', () => {
    for (const status of ['streaming', 'running']) {
      const { details, summary, shown, unmount } = drawn(tool({ status, input: { q: 'token' } }), {
        status: 'streaming',
      });
      expect(summary).toBe('Using search_docs…');
      expect(details.getAttribute('aria-busy')).toBe('true');
      expect(details.open).toBe(false);
      expect(shown).toEqual(['{\n  "q": "token"\n}']);
      unmount();
    }
  });

  it('once done shows its input as indented JSON and its result as it is', () => {
    const { details, summary, shown } = drawn(
      tool({ status: 'done', input: { q: 'token', limit: 2 }, output: 'Linha 1\nLinha 2' }),
    );
    expect(summary).toBe('Used search_docs');
    expect(details.getAttribute('aria-busy')).toBe('false');
    expect(shown).toEqual(['{\n  "q": "token",\n  "limit": 2\n}', 'Linha 1\nLinha 2']);
  });

  it('called with no result when the reply ended says it was called, not busy, with its input', () => {
    const { details, summary, shown } = drawn(tool({ status: 'called', input: { q: 'token' } }));
    expect(summary).toBe('Called search_docs');
    expect(details.getAttribute('aria-busy')).toBe('false');
    expect(shown).toEqual(['{\n  "q": "token"\n}']);
  });

  it('once failed says so in words and shows the error in place of a result', () => {
    const { summary, shown } = drawn(
      tool({ status: 'failed', input: {}, output: 'nunca', error: 'Denied by the visitor' }),
    );
    expect(summary).toBe('search_docs failed');
    expect(shown).toEqual(['{}', 'Denied by the visitor']);
  });

  it('shows markup in its data as text, never as HTML or markdown', () => {
    const markup = '<img src=x onerror="alert(1)"> **bold**';
    const { container, shown } = drawn(tool({ status: 'done', input: { html: markup }, output: markup }));
    expect(shown[1]).toBe(markup);
    expect(shown[0]).toContain('<img src=x onerror=\\"alert(1)\\">');
    expect(container.querySelector('img, strong')).toBeNull();
  });

  it('shows only the start of data too long to draw', () => {
    const { shown } = drawn(
      tool({
        status: 'done',
        input: { rows: Array.from({ length: 5_000 }, (_, row) => ({ row })) },
        output: 'x'.repeat(1e6),
      }),
    );
    for (const text of shown) {
      expect(text).toHaveLength(TOOL_DATA_LIMIT + 1);
      expect(text?.endsWith('…')).toBe(true);
    }
  });

  it('names its states in Portuguese', () => {
    const { container } = renderChat(
      <Message
        message={reply([
          tool({ status: 'running' }),
          tool({ status: 'done', callId: 'c2' }),
          tool({ status: 'failed', callId: 'c3', error: 'x' }),
          { type: 'text', text: 'R' },
        ])}
      />,
      { options: { defaultLanguage: 'pt' } },
    );
    expect([...container.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual([
      'Usando search_docs…',
      'Usou search_docs',
      'search_docs falhou',
    ]);
  });
});

describe('the files a reply sends', () => {
  const page = new URL(document.baseURI).origin;
  const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';
  const drawn = (file: Record<string, unknown>, options = {}) =>
    renderChat(
      <Message
        message={reply([
          { type: 'text', text: 'Aqui:' },
          { type: 'file', ...file },
        ])}
      />,
      { options },
    ).container;

  it("shows an image from the page's origin or a data URL inline, without a referrer", () => {
    const sameOrigin = drawn({ url: '/files/grafico.png', mimeType: 'image/png' }).querySelector('img')!;
    expect(sameOrigin.getAttribute('src')).toBe(`${page}/files/grafico.png`);
    expect(sameOrigin.getAttribute('alt')).toBe('grafico.png');
    expect(sameOrigin.getAttribute('referrerpolicy')).toBe('no-referrer');
    const data = drawn({ url: PIXEL, mimeType: 'image/png', name: 'pixel.png' }).querySelector('img')!;
    expect(data.getAttribute('src')).toBe(PIXEL);
    expect(data.getAttribute('alt')).toBe('pixel.png');
  });

  it('links an image from another origin instead of loading it, unless the origin is allowed', () => {
    const file = { url: 'https://cdn.example/img/grafico.png', mimeType: 'image/png' };
    const remote = drawn(file);
    expect(remote.querySelector('img')).toBeNull();
    const link = remote.querySelector('a')!;
    expect(link.textContent).toBe('grafico.png');
    expect(link.getAttribute('href')).toBe(file.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const allowed = drawn(file, { allowedImageOrigins: ['https://cdn.example'] });
    expect(allowed.querySelector('img')?.getAttribute('src')).toBe(file.url);
  });

  it('links any other file by its name', () => {
    const link = drawn({
      url: 'https://cdn.example/r/1?x=2',
      mimeType: 'application/pdf',
      name: 'relatório.pdf',
    }).querySelector('a')!;
    expect(link.textContent).toBe('relatório.pdf');
    expect(link.getAttribute('href')).toBe('https://cdn.example/r/1?x=2');
  });

  it('names, but never links or loads, a file whose URL a link may not have', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'blob:https://x.example/1']) {
      const bubble = drawn({ url, mimeType: 'image/png', name: 'perigo.png' });
      expect(bubble.querySelector('a, img')).toBeNull();
      expect(bubble.textContent).toContain('perigo.png');
    }
  });
});

describe('what a screen reader hears of a reply with reasoning, tools and files', () => {
  it('the live region reads the answer alone: neither the reasoning nor a tool is announced', async () => {
    const emitter = createEmitter(() => {});
    const store = createChatStore({ loadPreviousSession: false }, fakeEnv().env, emitter);
    render(
      <ChatProvider value={{ store }}>
        <LiveRegion />
      </ChatProvider>,
    );
    emitter.emit(
      'messageReceived',
      reply([
        { type: 'reasoning', text: 'Pensamento longo', status: 'done', seconds: 4 },
        { type: 'tool', callId: 'c1', name: 'search_docs', input: { q: 'x' }, output: 'Saída', status: 'done' },
        { type: 'file', url: '/a.pdf', mimeType: 'application/pdf', name: 'a.pdf' },
        { type: 'text', text: 'A **resposta**.' },
      ]),
    );
    const region = screen.getByTestId('live-region');
    await waitFor(() => expect(region.textContent).toBe('The assistant said: A resposta.'));
  });
});
