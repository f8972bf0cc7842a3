// A reply the client does not read waits in the connection's buffers, and Node starts a
// connection's keep-alive timer only once its reply has all gone out: a client that asks for a
// large reply (a long history, a big file) and never reads it would hold the connection, its
// descriptor and the reply's bytes with no time limit. A reply whose bytes make no progress
// for `sendTimeoutMs` ends its connection.

/**
 * Watches one reply until it has all been handed to the system ('finish') or its connection
 * closes. Progress is a write handed to the system completing, as for Node's own socket
 * timeout; it is looked at every `sendTimeoutMs`, so a stalled reply ends between one and two
 * of them after its last progress. A reply that is waiting for its next bytes (a stream
 * between two items) has nothing unsent and is not stalled.
 * @param {import('node:http').ServerResponse} res
 * @param {{ sendTimeoutMs: number, sleep: (ms: number, signal: AbortSignal) => Promise<void> }} options
 *   `sleep`: the server clock's (tests release it)
 */
export function endStalledSend(res, { sendTimeoutMs, sleep }) {
  const socket = res.socket;
  if (!socket) return;
  const done = new AbortController();
  res.once('finish', () => done.abort());
  res.once('close', () => done.abort());
  // bytesWritten counts what waits in the socket's own buffer too: take it away.
  const sent = () => socket.bytesWritten - socket.writableLength;
  const watch = async () => {
    let last = sent();
    for (;;) {
      await sleep(sendTimeoutMs, done.signal);
      if (done.signal.aborted) return;
      const now = sent();
      if (socket.writableLength > 0 && now === last) {
        socket.destroy();
        return;
      }
      last = now;
    }
  };
  // A sleep ends by rejecting when the reply is done: nothing to report.
  watch().catch(() => {});
}
