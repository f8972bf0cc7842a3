// The one URL a site's widget talks to, as a load balancer in front of queue mode would be:
// HTTP (chat webhooks, Wait-node resume links) goes to the webhook processor; the chat
// WebSocket (`/chat?sessionId=…&executionId=…`, Respond to Chat) goes to the main, because
// on n8n 1.123 only the main (`n8n start`) serves it: `n8n webhook` does not upgrade `/chat`.
// Without this route the widget would open its socket on the webhook processor and wait.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

/** Resolves `{ url, close }` once listening on 127.0.0.1:`port`. */
export function startFront({ port, webhookPort, mainPort }) {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: '127.0.0.1', port: webhookPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  const sockets = new Set();
  // The upgrade request is replayed byte for byte to the main, then both sockets are joined.
  server.on('upgrade', (incoming, socket, head) => {
    sockets.add(socket);
    const target = connect(mainPort, '127.0.0.1', () => {
      const headers = Object.entries(incoming.headers).map(([name, value]) => `${name}: ${value}`);
      target.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      target.write(head);
      socket.pipe(target).pipe(socket);
    });
    const end = () => {
      socket.destroy();
      target.destroy();
    };
    target.on('error', end);
    socket.on('error', end);
    target.on('close', end);
    socket.on('close', () => {
      sockets.delete(socket);
      end();
    });
  });
  return new Promise((resolveFront) => {
    server.listen(port, '127.0.0.1', () =>
      resolveFront({
        url: `http://127.0.0.1:${port}`,
        close: () => {
          for (const socket of sockets) socket.destroy();
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      }),
    );
  });
}
