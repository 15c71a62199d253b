/**
 * `rslib` command lines in the docs, checked against the CLI definition of the
 * installed @rslib/core: the commands and flags are read from its own `--help`
 * output at check time, never from a list kept here.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

export interface CliOption {
  /** Every spelling without dashes, as cac matches them: `c`, `config`. */
  names: string[];
  /** `<value>` after the flag: a value is required. `[value]`: optional. */
  value: 'required' | 'optional' | 'none';
  raw: string;
}

interface CliCommand {
  name: string;
  /** Positional arguments the usage line declares (`<dir>`, `[...files]`). */
  args: string[];
  options: CliOption[];
}

export interface CliDefinition {
  version: string;
  global: CliOption[];
  commands: Map<string, CliCommand>;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The `Options:` section of cac's help text. */
export function parseHelpOptions(help: string): CliOption[] {
  const section = help.split(/^Options:[^\S\n]*\n/m)[1] ?? '';
  const options: CliOption[] = [];
  for (const line of section.split('\n')) {
    const match = /^\s+((?:-{1,2}[\w-]+,?\s?)+)(<[^>]*>|\[[^\]]*\])?(?:\s{2,}|\s*$)/.exec(line);
    if (!match) continue;
    const flags = match[1]
      .split(/[,\s]+/)
      .filter(Boolean)
      .map((f) => f.replace(/^-+/, ''));
    options.push({
      names: [...new Set(flags.flatMap((f) => [f, camel(f)]))],
      value: match[2]?.startsWith('<') ? 'required' : match[2] ? 'optional' : 'none',
      raw: line.trim().split(/\s{2,}/)[0],
    });
  }
  return options;
}

/** Command names listed under `Commands:` in the global help. */
export function parseHelpCommands(help: string): string[] {
  const section = help.split(/^Commands:[^\S\n]*\n/m)[1] ?? '';
  const names: string[] = [];
  for (const line of section.split('\n')) {
    if (!line.trim()) break;
    names.push(line.trim().split(/\s+/)[0]);
  }
  return names;
}

/** Positional args on the usage line of a command's help: `$ rslib build [dir]` -> `[dir]`. */
export function parseHelpArgs(help: string, command: string): string[] {
  const usage = new RegExp(`^\\s*\\$ \\S+ ${command.replace(/[-]/g, '\\-')}(.*)$`, 'm').exec(help);
  return usage ? (usage[1].match(/<[^>]*>|\[[^\]]*\]/g) ?? []) : [];
}

const run = promisify(execFile);

/** Runs `rslib --help` and `rslib <command> --help` of the @rslib/core installed for `root` and reads them. */
export async function loadCliDefinition(root: string): Promise<CliDefinition> {
  const manifest = createRequire(path.join(root, 'package.json')).resolve('@rslib/core/package.json');
  const { version, bin: bins } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    version: string;
    bin: Record<string, string>;
  };
  const bin = path.join(path.dirname(manifest), bins.rslib);
  const help = async (...args: string[]) => {
    try {
      return (await run(process.execPath, [bin, ...args, '--help'], { cwd: root })).stdout;
    } catch (error) {
      throw new Error(
        `could not read the CLI definition from \`rslib ${args.join(' ')} --help\` (${bin}): ${(error as Error).message}`,
      );
    }
  };
  const globalHelp = await help();
  const names = parseHelpCommands(globalHelp);
  const helps = await Promise.all(names.map((name) => help(name)));
  const global = parseHelpOptions(globalHelp);
  const globalNames = new Set(global.flatMap((o) => o.names));
  const commands = new Map<string, CliCommand>();
  names.forEach((name, i) => {
    // A command's help repeats the global options; keep only its own.
    const options = parseHelpOptions(helps[i]).filter((o) => !o.names.some((n) => globalNames.has(n)));
    commands.set(name, { name, args: parseHelpArgs(helps[i], name), options });
  });
  return { version, global, commands };
}
