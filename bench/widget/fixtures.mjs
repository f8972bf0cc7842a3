/**
 * The texts both widgets are given: a restored history of mixed markdown messages and one
 * long markdown reply for streaming. Generated from a seed, so every run (and both widgets)
 * get exactly the same bytes.
 */

/** A small deterministic PRNG (mulberry32): same seed, same conversation. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'token endpoint sessão webhook resposta cliente chave fluxo documento assinatura prazo ' +
  'autenticação ambiente produção sandbox limite requisição cabeçalho erro status página'
).split(' ');

function sentence(next, length) {
  const words = Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]);
  return words.join(' ').replace(/^./, (c) => c.toUpperCase()) + '.';
}

const CODE = [
  '```javascript',
  "const response = await fetch('/auth/token', { method: 'POST', body });",
  'const { access_token } = await response.json();',
  '```',
].join('\n');

/** One bot reply in markdown; `kind` cycles through the shapes a docs assistant writes. */
function botReply(next, index) {
  const kind = index % 5;
  const lead = `**${sentence(next, 3)}** ${sentence(next, 12)} Veja \`client_id\` e [o guia](https://docs.example/g/${index}).`;
  if (kind === 0) return `### ${sentence(next, 4)}\n\n${lead}\n\n- ${sentence(next, 6)}\n- ${sentence(next, 5)}`;
  if (kind === 1) return `${lead}\n\n1. ${sentence(next, 7)}\n2. ${sentence(next, 4)}\n3. ${sentence(next, 6)}`;
  if (kind === 2 && index % 20 === 2) return `${lead}\n\n${CODE}`;
  if (kind === 3 && index % 30 === 3) {
    return `${lead}\n\n| Campo | Tipo |\n| --- | --- |\n| \`status\` | texto |\n| \`prazo\` | data |`;
  }
  return `${lead} ${sentence(next, 10)}`;
}

/** `count` messages alternating visitor/bot; the last one carries a marker to find it by. */
export function historyMessages(count, seed = 7) {
  const next = random(seed);
  const messages = Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? { sender: 'user', text: `${sentence(next, 8)} (${index})` }
      : { sender: 'bot', text: botReply(next, index) },
  );
  messages[count - 1].text += ` LAST-${count}`;
  return messages;
}

/** A markdown reply of about `bytes` bytes: sections with lists, tables and code. */
export function longReply(bytes = 20_000, seed = 11) {
  const next = random(seed);
  const parts = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const part = index % 4 === 3 ? CODE : botReply(next, index);
    parts.push(part);
    size += Buffer.byteLength(part) + 2;
  }
  return parts.join('\n\n').slice(0, bytes) + ' END-OF-REPLY';
}

/** Splits `text` into `count` pieces of nearly equal length (the last takes the rest). */
export function chunks(text, count) {
  const size = Math.ceil(text.length / count);
  return Array.from({ length: count }, (_, index) => text.slice(index * size, (index + 1) * size)).filter(Boolean);
}
