/** Conversations and components the stories show. */
import type { HistoryEntry } from '../../test/helpers/fake-webhook.mjs';

/** ~40 restored messages: a long conversation that has to scroll. */
export const longHistory: HistoryEntry[] = Array.from({ length: 20 }, (_, index) => [
  { sender: 'user' as const, text: `Question ${index + 1}: how does step ${index + 1} of the integration work?` },
  {
    sender: 'bot' as const,
    text: `Answer ${index + 1}: call the endpoint, then poll for the result of step ${index + 1}.`,
  },
]).flat();

export const markdownReply = [
  '## Authenticating',
  'Call **POST** `/auth/token` with your *client id*, as [the guide](https://docs.atesta.example/auth) shows:',
  '',
  '- the token lasts one hour',
  '- send it as a `Bearer` header',
  '',
  '```js',
  "const response = await fetch('/auth/token', { method: 'POST' });",
  'const { token } = await response.json();',
  'console.log(token.length > 0);',
  '```',
  '',
  'The same in Python:',
  '',
  '```python',
  'import requests',
  '',
  'def token(client_id: str) -> str:',
  '    # One call per hour is enough',
  '    return requests.post("/auth/token", json={"id": client_id}).json()["token"]',
  '```',
].join('\n');

/** A small component registered in `messageComponents`. */
export function OrderStatus({ orderId, status }: { orderId?: unknown; status?: unknown }) {
  return (
    <div className="order-status">
      <strong>Order {String(orderId)}</strong>
      <p style={{ margin: '0.25em 0 0' }}>Status: {String(status)}</p>
    </div>
  );
}
