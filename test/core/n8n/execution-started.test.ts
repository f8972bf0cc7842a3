import { describe, expect, it } from 'vitest';
import { executionStartedOf, workflowMessageText } from '../../../src/core/n8n/execution-started';

describe('the POST answer that starts a waiting execution', () => {
  it('reads n8n 1.123 exactly: {"executionStarted":true,"executionId":"25"}', () => {
    expect(executionStartedOf(JSON.parse('{"executionStarted":true,"executionId":"25"}'))).toEqual({
      executionId: '25',
    });
  });

  it('keeps a resume token from newer n8n and accepts a numeric id', () => {
    expect(executionStartedOf({ executionStarted: true, executionId: 7, resumeToken: 'tok' })).toEqual({
      executionId: '7',
      resumeToken: 'tok',
    });
  });

  it('is not a reply that merely mentions an execution', () => {
    for (const body of [
      { executionStarted: false, executionId: '25' },
      { executionStarted: true },
      { executionStarted: true, executionId: '' },
      { output: 'executionStarted' },
      [{ executionStarted: true, executionId: '1' }],
      null,
      'executionStarted',
    ]) {
      expect(executionStartedOf(body)).toBeNull();
    }
  });
});

describe('a workflow message kept in n8n memory', () => {
  it('is its text, whether raw or a message frame with or without buttons', () => {
    expect(workflowMessageText('Olá! Qual é o seu nome?')).toBe('Olá! Qual é o seu nome?');
    expect(workflowMessageText('{"type":"message","text":"Oi"}')).toBe('Oi');
    const buttons = '{"type":"with-buttons","text":"Aprova?","buttons":[{"text":"Sim","link":"/x"}]}';
    expect(workflowMessageText(buttons)).toBe('Aprova?');
    expect(workflowMessageText('{"type":"with-buttons","buttons":[]}')).toBe('');
  });

  it('is the raw text when it is not a message frame', () => {
    for (const raw of ['{"type":"message","text":3}', '{"type":"heartbeat"}', '{not json', '[1]', '{"a":1}', 'null']) {
      expect(workflowMessageText(raw)).toBe(raw);
    }
  });
});
