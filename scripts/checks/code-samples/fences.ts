/**
 * Reads the code a page shows to readers — fenced blocks, package-manager tabs
 * and inline code — with the same Markdown parser the site uses, and picks out
 * what `content:check` verifies: config samples and `rslib` command lines.
 */
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isExcerpt } from '../../../content-schema/markdown/fence-meta';

/** A fenced block that is an Rslib config file. */
export interface ConfigSample {
  /** Markdown file, as printed in messages (`content/en/…md`). */
  file: string;
  /** Line of the opening fence in the Markdown file (1-based). */
  line: number;
  /** Columns the fence is indented by (in a list item), which its code lines share. */
  indent: number;
  /** The fence's language, lower-cased (`ts`, `js`, …). */
  lang: string;
  code: string;
  /** The fence meta has the word `excerpt`: deliberately partial, not type-checked. */
  excerpt: boolean;
}

/** Where a command line comes from; a page shows it to readers in one of these forms. */
type CommandSource = 'shell block' | 'package-manager tabs' | 'inline code' | 'package.json scripts';

/** One line of shell, as a reader would type it, with its place in the page. */
export interface CommandLine {
  file: string;
  line: number;
  source: CommandSource;
  text: string;
  /** package-manager tabs only: the directive has the `run` flag (rendered as `npx …`). */
  run?: boolean;
}

const SAMPLE_LANGS = ['ts', 'js', 'tsx', 'jsx', 'mjs', 'mts', 'cjs', 'cts', 'typescript', 'javascript'];
const SHELL_LANGS = ['bash', 'sh', 'shell', 'zsh', 'console'];

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

function fenceTitle(meta: string | null | undefined): string | undefined {
  const match = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const IMPORTS_RSLIB = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]@rslib\/core['"]/m;

/** A config sample: a JS/TS fence titled `rslib.config.*`, or one that imports `@rslib/core`. */
export function isConfigSample(
  lang: string | null | undefined,
  meta: string | null | undefined,
  code: string,
): boolean {
  if (!lang || !SAMPLE_LANGS.includes(lang.toLowerCase())) return false;
  const title = fenceTitle(meta);
  if (title && /(^|\/)rslib\.config\.[cm]?[jt]sx?$/.test(title)) return true;
  return IMPORTS_RSLIB.test(code);
}

export interface PageCode {
  samples: ConfigSample[];
  commands: CommandLine[];
}

/** Config samples and command lines of one Markdown file (`file` is only used in the results). */
export function readPageCode(markdown: string, file: string): PageCode {
  const tree = parser.parse(markdown);
  const samples: ConfigSample[] = [];
  const commands: CommandLine[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code') {
      const code = node;
      const lang = (code.lang ?? '').toLowerCase();
      if (isConfigSample(lang, code.meta, code.value)) {
        samples.push({
          file,
          line,
          indent: (node.position?.start.column ?? 1) - 1,
          lang,
          code: code.value,
          excerpt: isExcerpt(code.meta),
        });
      } else if (SHELL_LANGS.includes(lang)) {
        commands.push(
          ...shellLines(code.value).map((l) => ({
            file,
            line: line + 1 + l.index,
            source: 'shell block' as const,
            text: l.text,
          })),
        );
      } else if (lang === 'json') {
        commands.push(...packageScripts(code.value, file, line + 1));
      }
    } else if (node.type === 'inlineCode') {
      commands.push({ file, line, source: 'inline code', text: node.value });
    } else if (node.type === 'leafDirective' && node.name === 'package-manager-tabs') {
      const attrs = node.attributes ?? {};
      if (attrs.command)
        commands.push({
          file,
          line,
          source: 'package-manager tabs',
          text: attrs.command,
          run: 'run' in attrs,
        });
    }
  });
  return { samples, commands };
}

/** The `scripts` of a JSON block that parses as a package.json, each with its line. */
function packageScripts(json: string, file: string, firstLine: number): CommandLine[] {
  let scripts: unknown;
  try {
    scripts = (JSON.parse(json) as { scripts?: unknown }).scripts;
  } catch {
    return [];
  }
  if (!scripts || typeof scripts !== 'object') return [];
  const lines = json.split('\n');
  return Object.values(scripts as Record<string, unknown>)
    .filter((value): value is string => typeof value === 'string')
    .map((text) => {
      const index = lines.findIndex((l) => l.includes(JSON.stringify(text)));
      return { file, line: firstLine + Math.max(index, 0), source: 'package.json scripts' as const, text };
    });
}

/** Lines of a shell block, with `\`-continued lines joined onto the line that starts the command. */
export function shellLines(code: string): { index: number; text: string }[] {
  const lines: { index: number; text: string }[] = [];
  let open: { index: number; text: string } | undefined;
  code.split('\n').forEach((text, index) => {
    const continued = /\\\s*$/.test(text);
    const body = text.replace(/\\\s*$/, ' ');
    if (open) open.text += body;
    else lines.push((open = { index, text: body }));
    if (!continued) open = undefined;
  });
  return lines;
}

/** Markdown line of a line inside a sample (0-based, as TypeScript counts). */
export function markdownLine(sample: Pick<ConfigSample, 'line'>, lineInBlock: number): number {
  return sample.line + 1 + lineInBlock;
}
