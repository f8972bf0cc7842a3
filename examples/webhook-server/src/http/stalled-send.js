// A reply the client does not read waits in the connection's buffers, and Node starts a
// connection's keep-alive timer only once its reply has all gone out: a client that asks for a
// large reply (a long history, a big file) and never reads it would hold the connection, its
// descriptor and the reply's bytes with no time limit. A connection whose reply bytes make no
// progress for `sendTimeoutMs` is ended.
//
// One watch per connection, not per reply: a keep-alive connection answers many small
// replies, and a watch per reply (an AbortController, listeners, a timer whose abort rejects
// with an error) cost the docs page a third of its requests per second.

/**
 * Watches a connection's replies until it closes. Progress is a write handed to the system
 * completing, as for Node's own socket timeout; it is looked at every `sendTimeoutMs`, so a
 * stalled reply ends its connection between one and two of them after its last progress. A
 * connection with nothing unsent (between two replies, or a stream between two items) is not
 * stalled.
 * @param {import('node:net').Socket} socket
 * @param {{ sendTimeoutMs: number, sleep: (ms: number, signal: AbortSignal) => Promise<void> }} options
 *   `sleep`: the server clock's (tests release it)
 */
export function endStalledSends(socket, { sendTimeoutMs, sleep }) {
  const closed = new AbortController();
  socket.once('close', () => closed.abort());
  // bytesWritten counts what waits in the socket's own buffer too: take it away.
  const sent = () => socket.bytesWritten - socket.writableLength;
  const watch = async () => {
    let last = sent();
    for (;;) {
      await sleep(sendTimeoutMs, closed.signal);
      const now = sent();
      if (socket.writableLength > 0 && now === last) {
        socket.destroy();
        return;
      }
      last = now;
    }
  };
  // A sleep ends by rejecting when the connection closes: nothing to report.
  watch().catch(() => {});
}
