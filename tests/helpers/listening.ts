/**
 * The TCP ports a process and every process it started listen on, with
 * their addresses, read from Linux's /proc: what a server test checks
 * against "listens on 127.0.0.1 only", whatever port a tool chose.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** `pid` and its descendants, by the parent pid of every process in /proc. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields start after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const out: number[] = [];
  const visit = (p: number) => {
    out.push(p);
    (children.get(p) ?? []).forEach(visit);
  };
  visit(pid);
  return out;
}

/** The socket inodes a process holds open. */
function socketInodes(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return /^socket:\[(\d+)\]$/.exec(target)?.[1] ?? [];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** `0100007F` → `127.0.0.1`; 32 hex digits → an IPv6 address (`::`, `::1`, `::ffff:127.0.0.1`). */
function address(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((w) => w.match(/../g)!.reverse().join(''));
  if (hex.length === 8)
    return words[0]
      .match(/../g)!
      .map((b) => parseInt(b, 16))
      .join('.');
  const groups = words.flatMap((w) => [w.slice(0, 4), w.slice(4)]).map((g) => parseInt(g, 16).toString(16));
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff')
    return `::ffff:${words[3]
      .match(/../g)!
      .map((b) => parseInt(b, 16))
      .join('.')}`;
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}

/** Every TCP socket listening in `pid`'s process tree, as `address port`. */
export function listeningSockets(pid: number): { address: string; port: number }[] {
  const inodes = new Set(processTree(pid).flatMap(socketInodes));
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[3] === '0A' && inodes.has(f[9]))
      .map((f) => {
        const [hex, port] = f[1].split(':');
        return { address: address(hex), port: parseInt(port, 16) };
      }),
  );
}
