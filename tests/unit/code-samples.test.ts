import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../helpers/render-markdown';
import {
  argvProblems,
  checkCommandLines,
  rslibArgv,
  shellCommands,
} from '../../scripts/checks/code-samples/command-lines';
import {
  parseHelpArgs,
  parseHelpCommands,
  parseHelpOptions,
  type CliDefinition,
} from '../../scripts/checks/code-samples/cli';
import {
  isConfigSample,
  markdownLine,
  readPageCode,
  shellLines,
} from '../../scripts/checks/code-samples/fences';
import { isExcerpt } from '../../content-schema/markdown/fence-meta';

const page = (body: string) => `---\ntitle: T\n---\n\n# T\n\n${body}`;

describe('which fenced blocks are config samples', () => {
  it('takes a JS/TS block titled rslib.config.* or importing @rslib/core, and nothing else', () => {
    expect(isConfigSample('ts', 'title="rslib.config.ts"', 'export default {}')).toBe(true);
    expect(isConfigSample('js', 'title="packages/ui/rslib.config.mjs"', '')).toBe(true);
    expect(isConfigSample('ts', '', "import { defineConfig } from '@rslib/core';")).toBe(true);
    expect(isConfigSample('tsx', '', 'import type { LibConfig } from "@rslib/core";')).toBe(true);
    expect(isConfigSample('ts', 'title="src/index.ts"', 'export const a = 1;')).toBe(false);
    expect(isConfigSample('json', 'title="rslib.config.ts"', '{}')).toBe(false);
    expect(isConfigSample('ts', 'title="rslib.config.json"', '')).toBe(false);
    expect(isConfigSample('ts', '', "import { defineConfig } from '@rsbuild/core';")).toBe(false);
  });

  it('knows an excerpt by the bare meta word, not by a title that contains it', () => {
    expect(isExcerpt('title="rslib.config.ts" excerpt')).toBe(true);
    expect(isExcerpt('excerpt {2-3}')).toBe(true);
    expect(isExcerpt('title="excerpt.ts"')).toBe(false);
    expect(isExcerpt('title="rslib.config.ts" excerpts')).toBe(false);
    expect(isExcerpt(undefined)).toBe(false);
  });

  it('reads samples with their fence line, indent and excerpt flag, in lists too', () => {
    const markdown = page(
      [
        '```ts title="rslib.config.ts"',
        "import { defineConfig } from '@rslib/core';",
        'export default defineConfig({ lib: [] });',
        '```',
        '',
        '1. Step',
        '',
        '   ```ts title="rslib.config.ts" excerpt',
        "   lib: [{ format: 'esm' }],",
        '   ```',
        '',
        '```ts title="src/index.ts"',
        'export {};',
        '```',
      ].join('\n'),
    );
    const { samples } = readPageCode(markdown, 'content/en/x.md');
    expect(samples.map(({ line, indent, excerpt, lang }) => ({ line, indent, excerpt, lang }))).toEqual([
      { line: 7, indent: 0, excerpt: false, lang: 'ts' },
      { line: 14, indent: 3, excerpt: true, lang: 'ts' },
    ]);
    expect(samples[1].code).toBe("lib: [{ format: 'esm' }],");
  });

  it('renders an excerpt like any other block: the meta word changes nothing on the page', () => {
    const render = (meta: string) =>
      renderMarkdown(`\`\`\`ts ${meta}\nlib: [{ format: 'esm' }],\n\`\`\`\n`, 'en', '/x');
    expect(render('title="rslib.config.ts" excerpt {1}')).toEqual(render('title="rslib.config.ts" {1}'));
    expect(render('excerpt title="rslib.config.ts"')).toContain(
      '<div class="rs-code__title">rslib.config.ts</div>',
    );
  });

  it('maps a line inside a block to the Markdown line', () => {
    expect(markdownLine({ line: 7 }, 0)).toBe(8);
    expect(markdownLine({ line: 7 }, 2)).toBe(10);
  });
});

describe('where command lines come from', () => {
  it('reads shell blocks (joining continued lines), package-manager tabs, inline code and package.json scripts', () => {
    const markdown = page(
      [
        '```bash',
        'npx rslib build \\',
        '  --watch',
        'node -v',
        '```',
        '',
        '::package-manager-tabs{command="rslib inspect" run}',
        '',
        'Run `rslib build --lib esm` first.',
        '',
        '```json',
        '{ "scripts": {',
        '  "dev": "rslib build --watch" } }',
        '```',
      ].join('\n'),
    );
    const { commands } = readPageCode(markdown, 'f.md');
    expect(
      commands.map(({ line, source, text, run }) => ({
        line,
        source,
        text: text.replace(/\s+/g, ' ').trim(),
        run,
      })),
    ).toEqual([
      { line: 8, source: 'shell block', text: 'npx rslib build --watch', run: undefined },
      { line: 10, source: 'shell block', text: 'node -v', run: undefined },
      { line: 13, source: 'package-manager tabs', text: 'rslib inspect', run: true },
      { line: 15, source: 'inline code', text: 'rslib build --lib esm', run: undefined },
      { line: 19, source: 'package.json scripts', text: 'rslib build --watch', run: undefined },
    ]);
  });

  it('joins continued shell lines onto the line that starts them', () => {
    expect(shellLines('a \\\n  b\nc')).toEqual([
      { index: 0, text: 'a    b' },
      { index: 2, text: 'c' },
    ]);
  });
});

// The shape of cac's help output, as `rslib --help` and `rslib build --help` print it.
const GLOBAL_HELP = `
rslib/9.9.9

Usage:
  $ rslib <command> [options]

Commands:
  build    build the library
  mf-dev   start a dev server

For more info, run any command with the \`--help\` flag:
  $ rslib build --help

Options:
  -h, --help             Display this message 
  -v, --version          Display version number 
  -c, --config <config>  the config file 
  --env-mode <mode>      the env mode 
  --lib <id>             the library (default: )
`;
const BUILD_HELP = `
rslib/9.9.9

Usage:
  $ rslib build

Options:
  -w, --watch            turn on watch mode 
  -h, --help             Display this message 
  -c, --config <config>  the config file 
`;

describe('reading the CLI definition from its help', () => {
  it('parses commands, options with their values, and positional arguments', () => {
    expect(parseHelpCommands(GLOBAL_HELP)).toEqual(['build', 'mf-dev']);
    expect(parseHelpOptions(GLOBAL_HELP).map((o) => [o.names, o.value])).toEqual([
      [['h', 'help'], 'none'],
      [['v', 'version'], 'none'],
      [['c', 'config'], 'required'],
      [['env-mode', 'envMode'], 'required'],
      [['lib'], 'required'],
    ]);
    expect(parseHelpOptions(BUILD_HELP)[0]).toEqual({
      names: ['w', 'watch'],
      value: 'none',
      raw: '-w, --watch',
    });
    expect(parseHelpArgs(BUILD_HELP, 'build')).toEqual([]);
    expect(parseHelpArgs('Usage:\n  $ rslib serve <dir> [port]\n', 'serve')).toEqual(['<dir>', '[port]']);
  });
});

const cli: CliDefinition = {
  version: '9.9.9',
  global: parseHelpOptions(GLOBAL_HELP),
  commands: new Map([
    [
      'build',
      { name: 'build', args: [], options: parseHelpOptions(BUILD_HELP).filter((o) => o.names[0] === 'w') },
    ],
    ['mf-dev', { name: 'mf-dev', args: [], options: [] }],
  ]),
};

describe('finding rslib in a shell line', () => {
  it('splits commands and honours quotes and comments', () => {
    expect(shellCommands('$ rslib build && node "a b.js" | tee log # done')).toEqual([
      ['rslib', 'build'],
      ['node', 'a b.js'],
      ['tee', 'log'],
    ]);
  });

  it('sees through env assignments, cross-env and package runners', () => {
    expect(rslibArgv(['rslib', 'build'])).toEqual(['build']);
    expect(rslibArgv(['NODE_ENV=production', 'rslib', 'build', '-w'])).toEqual(['build', '-w']);
    expect(rslibArgv(['cross-env', 'DEBUG=rsbuild', 'rslib', 'inspect'])).toEqual(['inspect']);
    expect(rslibArgv(['npx', '--yes', 'rslib', 'build'])).toEqual(['build']);
    expect(rslibArgv(['pnpm', 'exec', 'rslib', 'build'])).toEqual(['build']);
    expect(rslibArgv(['yarn', 'rslib', 'build'])).toEqual(['build']);
    expect(rslibArgv(['bunx', 'rslib'])).toEqual([]);
    expect(rslibArgv(['npm', 'exec', '--', 'rslib', 'build'])).toEqual(['build']);
    expect(rslibArgv(['./node_modules/.bin/rslib', 'build'])).toEqual(['build']);
    expect(rslibArgv(['npm', 'run', 'build'])).toBeUndefined();
    expect(rslibArgv(['rslib.config.ts'])).toBeUndefined();
    expect(rslibArgv(['npx', 'create-rslib'])).toBeUndefined();
  });
});

describe('checking an rslib command against the definition', () => {
  it('accepts what the CLI defines, in every spelling cac accepts', () => {
    for (const argv of [
      [],
      ['-h'],
      ['build'],
      ['build', '--watch', '--lib', 'esm', '--lib', 'cjs'],
      ['build', '-w', '-c', 'rslib.ci.config.ts'],
      ['build', '--lib=esm', '--envMode', 'staging'],
      ['--lib', 'esm', 'build'],
      ['build', '--no-watch'],
      ['mf-dev', '--lib', '<id>'],
      ['<command>', '--help'],
      ['build', '--', '--anything'],
    ]) {
      expect(argvProblems(argv, cli), argv.join(' ')).toEqual([]);
    }
  });

  it('names an unknown command, an unknown flag, a missing value and a stray argument', () => {
    expect(argvProblems(['dev'], cli)).toEqual([
      'rslib 9.9.9 has no command `dev` (its commands: build, mf-dev)',
    ]);
    expect(argvProblems(['build', '--hot'], cli)).toEqual([
      '`rslib build` has no option `--hot` in rslib 9.9.9 (it takes -h, --help, -v, --version, -c, --config <config>, --env-mode <mode>, --lib <id>, -w, --watch)',
    ]);
    expect(argvProblems(['mf-dev', '-w'], cli)[0]).toMatch(/^`rslib mf-dev` has no option `-w`/);
    expect(argvProblems(['build', '--lib'], cli)).toEqual([
      'option `--lib <id>` of `rslib build` needs a value',
    ]);
    expect(argvProblems(['build', 'src'], cli)).toEqual([
      '`rslib build` takes no arguments, but is given `src`',
    ]);
    expect(argvProblems(['build', '--no-lib'], cli)[0]).toMatch(/has no option `--no-lib`/);
  });

  it('reports the file and line of each problem, and wants `run` on a package-manager tab that calls rslib', () => {
    const { checked, problems } = checkCommandLines(
      [
        { file: 'a.md', line: 3, source: 'shell block', text: 'npx rslib build && npx rslib serve' },
        { file: 'a.md', line: 9, source: 'package-manager tabs', text: 'rslib build' },
        { file: 'a.md', line: 11, source: 'package-manager tabs', text: 'add @rslib/core -D' },
        { file: 'a.md', line: 12, source: 'inline code', text: 'rslib.config.ts' },
      ],
      cli,
    );
    expect(checked).toBe(2);
    expect(problems).toEqual([
      {
        file: 'a.md',
        line: 3,
        severity: 'error',
        message:
          '`rslib serve` (shell block): rslib 9.9.9 has no command `serve` (its commands: build, mf-dev)',
      },
      {
        file: 'a.md',
        line: 9,
        severity: 'error',
        message:
          'package-manager-tabs command "rslib build" needs the `run` flag, or readers see `npm rslib build`',
      },
    ]);
  });
});
