// How the CLI's process collects garbage (measured in bench/server/notes.md). V8 splits each
// scavenge (the young generation's collection, many times a second under load) across helper
// threads, and the event loop's thread waits for the slowest of them. When other processes
// hold the cores, a helper waits for one, and the loop with it: scavenges of 3–8 ms of work
// stalled the loop 30–110 ms on the bench's shared 2-core machine. Done by the loop's thread
// alone, a scavenge is the same few ms of work and waits on no other thread. Process-wide, so
// set by the CLI only, never by createServer() inside someone else's process.

import v8 from 'node:v8';

export const GC_FLAGS = '--no-parallel-scavenge';

/** Scavenges from now on run on the calling (main) thread only; V8 reads the flag at each one. */
export function scavengeOnMainThread() {
  v8.setFlagsFromString(GC_FLAGS);
}
