/**
 * The processes a command started, read from /proc (Linux): what the tests of `npm start`
 * and `npm run example:…` check is gone after a stop signal.
 */
import { readdirSync, readFileSync } from 'node:fs';

function stat(pid: number): { state: string; ppid: number } | null {
  try {
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state!, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** Alive and not a zombie (nobody may reap an orphan in a container, but it runs no more). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return stat(pid)?.state !== 'Z';
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(Number(entry));
    if (info) parents.set(info.ppid, [...(parents.get(info.ppid) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}
