/**
 * The commands the build, the checks and the dev server run (Remix's
 * compiler, Contentlayer, git), through tinyexec. Work the project does in
 * other processes of its own goes through the worker pool instead
 * (content-schema/shared/worker-pool.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { x } from 'tinyexec';

interface CommandOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** Print the command's output only if it fails (otherwise as it comes). */
  quiet?: boolean;
}

/** Runs a command to its end; rejects, with its output when quiet, unless it exits with 0. */
export async function runCommand(
  command: string,
  args: string[],
  { cwd, env, quiet = false }: CommandOptions = {},
) {
  const result = await x(command, args, {
    throwOnError: false,
    nodeOptions: { cwd, env: env as NodeJS.ProcessEnv | undefined, stdio: quiet ? 'pipe' : 'inherit' },
  });
  if (result.exitCode === 0) return result;
  const output = `${result.stdout}${result.stderr}`.trim();
  throw new Error(
    `${command} ${args.join(' ')} exited with ${result.exitCode}${output ? `:\n${output}` : ''}`,
  );
}

const started = new Set<ChildProcess>();

/**
 * Starts a long-running command (the dev server's Contentlayer and Remix) in
 * a process group of its own, so that stopping it also stops what it
 * started (remix dev starts remix-serve and esbuild).
 */
export function startCommand(
  command: string,
  args: string[],
  { cwd, env, stdio }: { cwd?: string; env?: Record<string, string>; stdio: 'inherit' | 'pipe' },
): ChildProcess {
  const child = x(command, args, {
    throwOnError: false,
    nodeOptions: { cwd, env: env as NodeJS.ProcessEnv | undefined, stdio, detached: true },
  }).process!;
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
};

/** SIGTERM to every started group, SIGKILL to what is left after `graceMs`; resolves once all have exited. */
export async function stopStarted(graceMs = 3000): Promise<void> {
  const running = [...started];
  const exited = running.map((child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  running.forEach((child) => signalGroup(child, 'SIGTERM'));
  const timer = setTimeout(() => running.forEach((child) => signalGroup(child, 'SIGKILL')), graceMs);
  await Promise.all(exited);
  // Grandchildren that outlived their parent still belong to its group.
  running.forEach((child) => signalGroup(child, 'SIGKILL'));
  clearTimeout(timer);
}
