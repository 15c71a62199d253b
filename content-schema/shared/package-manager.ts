/** npm / yarn / pnpm / bun variants of one command. Pure. */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

const RUNNERS: Record<PackageManager, string> = {
  npm: 'npx',
  yarn: 'yarn dlx',
  pnpm: 'pnpm dlx',
  bun: 'bunx',
};

/**
 * `command` is written the npm way without the leading `npm`
 * (`add @rslib/core -D`, `create rslib@latest`, `run build`); with `run` it is a
 * package binary to execute (`rslib build`).
 */
export function packageManagerCommand(pm: PackageManager, command: string, run = false): string {
  const trimmed = command.trim().replace(/\s+/g, ' ');
  if (run) return `${RUNNERS[pm]} ${trimmed}`;
  if (pm === 'npm') return `npm ${trimmed}`;
  const [verb, ...args] = trimmed.split(' ');
  if (verb === 'install' || verb === 'i' || verb === 'add') {
    if (args.length === 0) return `${pm} install`;
    const adjusted = args.map((arg) => {
      if (arg === '--save-dev') return pm === 'bun' ? '-d' : '-D';
      if (arg === '-D' && pm === 'bun') return '-d';
      return arg;
    });
    return `${pm} add ${adjusted.join(' ')}`;
  }
  if (verb === 'create' && pm === 'yarn') {
    // yarn create always fetches the latest starter; a version tag is not accepted.
    return `yarn create ${args.map((a) => a.replace(/@latest$/, '')).join(' ')}`.trim();
  }
  // `bun build` is bun's bundler, so bun keeps `run`; yarn and pnpm run scripts by name.
  if (verb === 'run' && (pm === 'yarn' || pm === 'pnpm')) return `${pm} ${args.join(' ')}`.trim();
  return `${pm} ${trimmed}`;
}
