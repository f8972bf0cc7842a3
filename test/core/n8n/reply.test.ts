import { describe, expect, it } from 'vitest';
import { replyText } from '../../../src/core/n8n/reply';
import { expectToCover, protocolFixtures } from '../../helpers/protocol-fixtures';

interface ReplyFixture {
  response: { body: string | null };
  request: { headers: Record<string, string> };
  expected?: { reply?: string };
}

const replyFixtures = protocolFixtures<ReplyFixture>().filter(
  ([, fixture]) => fixture.expected?.reply !== undefined && fixture.response.body,
);

describe('replyText', () => {
  it('has fixtures to check against', () => {
    expectToCover(replyFixtures, ['send-message', 'reply-text-only', 'reply-other-keys']);
  });

  it.each(replyFixtures)('gives the expected text for %s', (_file, fixture) => {
    expect(replyText(JSON.parse(fixture.response.body!))).toBe(fixture.expected!.reply);
  });

  it('takes output first, then text', () => {
    expect(replyText({ output: 'a', text: 'b' })).toBe('a');
    expect(replyText({ text: 'b' })).toBe('b');
    expect(replyText({ output: '', text: 'b' })).toBe('b');
    expect(replyText({ output: null, text: 'b' })).toBe('b');
  });

  it('returns a string output as it is, whitespace and all', () => {
    expect(replyText({ output: '  Olá\n\n**mundo**  ' })).toBe('  Olá\n\n**mundo**  ');
  });

  it('shows the whole body as indented JSON when output and text are empty and other keys exist', () => {
    const body = { output: '', answer: 42, sources: ['/docs'] };
    expect(replyText(body)).toBe(JSON.stringify(body, null, 2));
    expect(replyText({ answer: 42 })).toBe('{\n  "answer": 42\n}');
  });

  it('is empty when there is nothing to show', () => {
    expect(replyText({})).toBe('');
    expect(replyText({ output: '' })).toBe('');
    expect(replyText({ output: '', text: '' })).toBe('');
    expect(replyText({ output: null })).toBe('');
    expect(replyText([])).toBe('');
  });

  it('shows a non-string output or text as indented JSON', () => {
    expect(replyText({ output: { a: [1, 2] } })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(replyText({ output: ['x', 'y'] })).toBe('[\n  "x",\n  "y"\n]');
    expect(replyText({ output: 42 })).toBe('42');
    expect(replyText({ output: false })).toBe('false');
    expect(replyText({ text: { b: 1 } })).toBe('{\n  "b": 1\n}');
  });

  it('shows a non-empty array body as indented JSON', () => {
    expect(replyText([{ output: 'x' }])).toBe('[\n  {\n    "output": "x"\n  }\n]');
  });

  it('returns a string body as it is', () => {
    expect(replyText('texto simples')).toBe('texto simples');
    expect(replyText('')).toBe('');
  });

  it('is empty for null and other non-objects', () => {
    expect(replyText(null)).toBe('');
    expect(replyText(undefined)).toBe('');
    expect(replyText(42)).toBe('');
    expect(replyText(true)).toBe('');
  });

  it('never throws, even for values JSON cannot represent', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    expect(replyText({ output: circular })).toBe('[object Object]');
    expect(replyText({ output: 10n })).toBe('10');
    expect(replyText({ output: () => 'x' })).toBe('');
  });
});
