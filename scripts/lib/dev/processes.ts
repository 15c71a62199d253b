/**
 * Child processes of `npm run dev`, each in its own process group so that
 * stopping one stops everything it started (remix dev starts remix-serve and
 * esbuild; Contentlayer starts esbuild).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';

const children = new Set<ChildProcess>();

export function start(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
};

/** SIGTERM to every group, SIGKILL to what is left after `graceMs`; resolves when all have exited. */
export async function stopAll(graceMs = 3000): Promise<void> {
  const running = [...children];
  const exited = running.map((child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  running.forEach((child) => killGroup(child, 'SIGTERM'));
  const timer = setTimeout(() => running.forEach((child) => killGroup(child, 'SIGKILL')), graceMs);
  await Promise.all(exited);
  // Grandchildren that outlived their parent still belong to its group.
  running.forEach((child) => killGroup(child, 'SIGKILL'));
  clearTimeout(timer);
}

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (name) state ppid …"; the name may contain spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * Calls `onExit` when a process this one was started from goes away. `npm
 * run dev` runs `sh -c tsx …`, and a SIGTERM to npm stops npm and sh without
 * passing it on; without this, the dev server would live on holding its ports.
 */
export function watchAncestors(onExit: () => void, levels = 3) {
  const ancestors: number[] = [];
  for (let pid = process.ppid; pid > 1 && ancestors.length < levels; pid = parentOf(pid) ?? 0)
    ancestors.push(pid);
  const timer = setInterval(() => {
    const gone = ancestors.some((pid) => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
    if (gone) {
      clearInterval(timer);
      onExit();
    }
  }, 500);
  timer.unref();
}
