import { readFileSync } from 'node:fs';

/**
 * Calls `onExit` when a process this one was started from goes away. `npm
 * run dev` runs `sh -c tsx …`, and a SIGTERM to npm stops npm and sh without
 * passing it on; without this, the dev server would live on holding its ports.
 */
export function watchAncestors(onExit: () => void, levels = 3) {
  const parentOf = (pid: number) => {
    try {
      // /proc/<pid>/stat: "pid (name) state ppid …"; the name may contain spaces.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return 0;
    }
  };
  const ancestors: number[] = [];
  for (let pid = process.ppid; pid > 1 && ancestors.length < levels; pid = parentOf(pid)) ancestors.push(pid);
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
