/**
 * Finds `rslib …` invocations in a line of shell (also through npx, pnpm, yarn,
 * bunx, npm exec, env assignments and cross-env) and checks their commands and
 * flags against a CLI definition read from the installed package.
 */
import type { CliDefinition, CliOption } from './cli';
import type { ContentProblem } from '../../../content-schema/shared/problems';
import type { CommandLine } from './fences';

/** Splits a shell line into commands (at `&&`, `||`, `;`, `|`, `&`) of words, honouring quotes and `#` comments. */
export function shellCommands(line: string): string[][] {
  const commands: string[][] = [[]];
  let word: string | undefined;
  const end = () => {
    if (word !== undefined) commands[commands.length - 1].push(word);
    word = undefined;
  };
  const text = line.replace(/^\s*\$\s+/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      const close = text.indexOf(c, i + 1);
      const stop = close === -1 ? text.length : close;
      word = (word ?? '') + text.slice(i + 1, stop);
      i = stop;
    } else if (c === '\\' && i + 1 < text.length) {
      word = (word ?? '') + text[++i];
    } else if (/\s/.test(c)) {
      end();
    } else if (c === '#' && word === undefined) {
      break;
    } else if ('&|;'.includes(c)) {
      end();
      if (text[i + 1] === c) i++;
      commands.push([]);
    } else {
      word = (word ?? '') + c;
    }
  }
  end();
  return commands.filter((words) => words.length > 0);
}

const ENV = /^[A-Za-z_]\w*=/;
const isRslib = (word: string | undefined) => word === 'rslib' || !!word?.endsWith('/.bin/rslib');
/** Words a runner may put between itself and the binary: `pnpm exec`, `yarn run`, `bun x`, `npm exec --`. */
const RUNNER_VERBS: Record<string, string[]> = {
  npx: [],
  bunx: [],
  pnpm: ['exec'],
  pnpx: [],
  yarn: ['run', 'exec'],
  bun: ['x', 'run'],
  npm: ['exec', 'x'],
};

/** The arguments after `rslib` when the words invoke it, else undefined. */
export function rslibArgv(words: string[]): string[] | undefined {
  let i = 0;
  const skipEnv = () => {
    while (i < words.length && ENV.test(words[i])) i++;
  };
  skipEnv();
  if (words[i] === 'cross-env') {
    i++;
    skipEnv();
  }
  const runner = words[i];
  if (runner in RUNNER_VERBS) {
    i++;
    if (RUNNER_VERBS[runner].includes(words[i])) i++;
    else if (runner === 'npm') return undefined;
    while (i < words.length && words[i].startsWith('-')) i++;
  }
  return isRslib(words[i]) ? words.slice(i + 1) : undefined;
}

const placeholder = (word: string) => /^<.*>$|^\[.*\]$/.test(word);
const flag = (name: string) => (name.length > 1 ? `--${name}` : `-${name}`);
const describe = (options: CliOption[]) => options.map((o) => o.raw).join(', ');

/** What is wrong with `rslib <argv>` according to the definition; empty when the CLI accepts it. */
export function argvProblems(argv: string[], cli: CliDefinition): string[] {
  const all = [...cli.global, ...[...cli.commands.values()].flatMap((c) => c.options)];
  const find = (options: CliOption[], name: string) => options.find((o) => o.names.includes(name));
  // First pass: which words are values of flags, to find the command.
  const positionals: string[] = [];
  const flags: { name: string; value?: string; negated: boolean }[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === '--') break;
    if (!word.startsWith('-') || word === '-') {
      positionals.push(word);
      continue;
    }
    const long = word.startsWith('--');
    const [body, inline] = word.replace(/^-+/, '').split(/=(.*)/s);
    const names = long ? [body] : [...body];
    names.forEach((name, k) => {
      const last = k === names.length - 1;
      const option = find(all, name.replace(/^no-/, '')) ?? find(all, name);
      let value = last ? inline : undefined;
      const next = argv[i + 1];
      if (
        last &&
        value === undefined &&
        option &&
        option.value !== 'none' &&
        next !== undefined &&
        !next.startsWith('-')
      )
        value = argv[++i];
      flags.push({ name, value, negated: long && name.startsWith('no-') && !find(all, name) });
    });
  }
  const problems: string[] = [];
  const [commandName, ...args] = positionals;
  const command =
    commandName !== undefined && !placeholder(commandName) ? cli.commands.get(commandName) : undefined;
  if (commandName !== undefined && !placeholder(commandName) && !command) {
    problems.push(
      `rslib ${cli.version} has no command \`${commandName}\` (its commands: ${[...cli.commands.keys()].join(', ')})`,
    );
    return problems;
  }
  const allowed = command
    ? [...cli.global, ...command.options]
    : placeholder(commandName ?? '')
      ? all
      : cli.global;
  const where = command ? `\`rslib ${command.name}\`` : '`rslib`';
  for (const f of flags) {
    const option = find(allowed, f.negated ? f.name.slice(3) : f.name);
    if (!option || (f.negated && option.value !== 'none')) {
      problems.push(
        `${where} has no option \`${flag(f.name)}\` in rslib ${cli.version} (it takes ${describe(allowed)})`,
      );
    } else if (option.value === 'required' && f.value === undefined) {
      problems.push(`option \`${option.raw}\` of ${where} needs a value`);
    }
  }
  const declared = command?.args ?? [];
  const extra = args.filter((a, i) => i >= declared.length && !placeholder(a));
  if (extra.length && !declared.some((a) => a.includes('...'))) {
    problems.push(
      `${where} takes ${declared.length ? `only ${declared.join(' ')}` : 'no arguments'}, but is given \`${extra.join(' ')}\``,
    );
  }
  return problems;
}

/** Checks the `rslib` invocations of command lines; the count is of invocations found. */
export function checkCommandLines(
  lines: CommandLine[],
  cli: CliDefinition,
): { checked: number; problems: ContentProblem[] } {
  let checked = 0;
  const problems: ContentProblem[] = [];
  for (const line of lines) {
    for (const words of shellCommands(line.text)) {
      if (line.source === 'package-manager tabs' && !line.run) {
        if (isRslib(words[0])) {
          problems.push({
            ...where(line),
            message: `package-manager-tabs command "${line.text}" needs the \`run\` flag, or readers see \`npm ${line.text}\``,
          });
        }
        continue;
      }
      const argv = rslibArgv(words);
      if (!argv) continue;
      checked++;
      const shown = `rslib ${argv.join(' ')}`.trim();
      for (const message of argvProblems(argv, cli))
        problems.push({ ...where(line), message: `\`${shown}\` (${line.source}): ${message}` });
    }
  }
  return { checked, problems };
}

const where = (line: CommandLine) => ({ file: line.file, line: line.line, severity: 'error' as const });
