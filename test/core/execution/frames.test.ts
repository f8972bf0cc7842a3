import { describe, expect, it } from 'vitest';
import { executionSocketUrl, parseExecutionFrame, replyFrame } from '../../../src/core/execution/frames';

const origin = 'https://n8n.example.com';

describe('the socket URL', () => {
  it("uses the webhook's origin with ws(s) and the path /chat", () => {
    expect(
      executionSocketUrl('https://n8n.example.com/webhook/abc/chat?x=1', 'https://site.example/', {
        sessionId: 's 1',
        executionId: '25',
      }),
    ).toBe('wss://n8n.example.com/chat?sessionId=s+1&executionId=25&isPublic=true');
    expect(
      executionSocketUrl('/webhook/abc/chat', 'http://127.0.0.1:5678/page', {
        sessionId: 's',
        executionId: '9',
        resumeToken: 't&k',
      }),
    ).toBe('ws://127.0.0.1:5678/chat?sessionId=s&executionId=9&isPublic=true&token=t%26k');
  });
});

describe('frames from n8n', () => {
  it('reads the plain strings of n8n 1.x', () => {
    expect(parseExecutionFrame('n8n|heartbeat', origin)).toEqual({ kind: 'heartbeat' });
    expect(parseExecutionFrame('n8n|continue', origin)).toEqual({ kind: 'continue' });
    expect(parseExecutionFrame('Olá! Qual é o seu nome?', origin)).toEqual({
      kind: 'message',
      text: 'Olá! Qual é o seu nome?',
      buttons: [],
      blockUserInput: false,
    });
  });

  it('reads the unknown-execution notice as such, not as a bot message', () => {
    expect(parseExecutionFrame('Execution with id "999999" does not exist', origin)).toEqual({
      kind: 'unknownExecution',
      text: 'Execution with id "999999" does not exist',
    });
  });

  it("reads n8n 2.x's refusal (no or wrong token, unknown execution) as the same notice", () => {
    expect(parseExecutionFrame('Connection rejected', origin)).toEqual({
      kind: 'unknownExecution',
      text: 'Connection rejected',
    });
    // Only the exact frame: a workflow may well say these words itself.
    expect(parseExecutionFrame('Connection rejected, sorry', origin)).toMatchObject({ kind: 'message' });
  });

  it('reads the JSON frames of newer n8n', () => {
    expect(parseExecutionFrame('{"type":"heartbeat"}', origin)).toEqual({ kind: 'heartbeat' });
    expect(parseExecutionFrame('{"type":"continue"}', origin)).toEqual({ kind: 'continue' });
    expect(parseExecutionFrame('{"type":"message","text":"Oi"}', origin)).toMatchObject({
      kind: 'message',
      text: 'Oi',
    });
    expect(parseExecutionFrame('{"type":"error","message":"Falhou"}', origin)).toEqual({
      kind: 'error',
      text: 'Falhou',
    });
  });

  it('keeps only buttons that resume this workflow (same origin, http(s))', () => {
    const frame = parseExecutionFrame(
      JSON.stringify({
        type: 'with-buttons',
        text: 'Aprovar?',
        blockUserInput: true,
        buttons: [
          { text: 'Sim', link: `${origin}/webhook-waiting/25?approved=true`, type: 'primary' },
          { text: 'Não', link: '/webhook-waiting/25?approved=false', type: 'secondary' },
          { text: 'Fora', link: 'https://evil.example/steal', type: 'primary' },
          { text: 'Script', link: 'javascript:alert(1)', type: 'primary' },
          { text: '', link: `${origin}/x` },
          'nonsense',
        ],
      }),
      origin,
    );
    expect(frame).toEqual({
      kind: 'message',
      text: 'Aprovar?',
      blockUserInput: true,
      buttons: [
        { text: 'Sim', link: `${origin}/webhook-waiting/25?approved=true`, kind: 'primary' },
        { text: 'Não', link: `${origin}/webhook-waiting/25?approved=false`, kind: 'secondary' },
      ],
    });
  });

  it('never blocks the text box when no button is left to press', () => {
    const frame = parseExecutionFrame(
      JSON.stringify({
        type: 'with-buttons',
        text: 'Escolha',
        blockUserInput: true,
        buttons: [{ text: 'x', link: 'https://evil.example' }],
      }),
      origin,
    );
    expect(frame).toMatchObject({ kind: 'message', buttons: [], blockUserInput: false });
  });

  it('shows other text, JSON or not, as the message it is', () => {
    expect(parseExecutionFrame('{"type":"other","a":1}', origin)).toMatchObject({
      kind: 'message',
      text: '{"type":"other","a":1}',
    });
    expect(parseExecutionFrame('{not json', origin)).toMatchObject({ kind: 'message', text: '{not json' });
  });
});

describe('the visitor reply frame', () => {
  it('is what n8n validates: sessionId, action sendMessage, chatInput, files', () => {
    expect(replyFrame('s', 'Ana')).toBe('{"sessionId":"s","action":"sendMessage","chatInput":"Ana","files":[]}');
  });
});
