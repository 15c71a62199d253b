/**
 * The code-sample part of `content:check`: every config sample of every page
 * type-checks against the installed @rslib/core, and every `rslib …` command
 * line uses a command and flags that its CLI defines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCliDefinition } from './code-samples/cli';
import { checkCommandLines } from './code-samples/command-lines';
import { readPageCode, type CommandLine, type ConfigSample } from './code-samples/fences';
import { typeCheckSamples, type SampleProblem } from './code-samples/type-check';
import type { ContentProblem } from '../../content-schema/shared/problems';

export interface CodeSampleReport {
  /** Config blocks found, excerpts included. */
  blocks: number;
  typeChecked: number;
  passed: number;
  excerpts: number;
  commands: number;
  rslibVersion: string;
  sampleProblems: SampleProblem[];
  commandProblems: ContentProblem[];
  ms: number;
}

/** Markdown files under the given folders, as `content/en/…md` relative to root. */
export function markdownFiles(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .map((f) => path.posix.join(folder, f.split(path.sep).join('/')))
      .sort(),
  );
}

/**
 * Checks the code of `files` (relative to `root`) against the @rslib/core and
 * plugins installed for `environment`: a version's sample environment
 * (`sampleEnvironment`), or the project itself.
 */
export async function checkCodeSamples(
  root: string,
  files: string[],
  environment = root,
): Promise<CodeSampleReport> {
  const started = performance.now();
  // The CLI's help runs in child processes while TypeScript works here.
  const cli = loadCliDefinition(environment);
  const samples: ConfigSample[] = [];
  const lines: CommandLine[] = [];
  for (const file of files) {
    const page = readPageCode(readFileSync(path.join(root, file), 'utf8'), file);
    samples.push(...page.samples);
    lines.push(...page.commands);
  }
  const checked = samples.filter((s) => !s.excerpt);
  const sampleProblems = typeCheckSamples(checked, environment, root);
  const failed = new Set(sampleProblems.map((p) => `${p.file}:${p.fenceLine}`));
  const definition = await cli;
  const commands = checkCommandLines(lines, definition);
  return {
    blocks: samples.length,
    typeChecked: checked.length,
    passed: checked.length - failed.size,
    excerpts: samples.length - checked.length,
    commands: commands.checked,
    rslibVersion: definition.version,
    sampleProblems,
    commandProblems: commands.problems,
    ms: Math.round(performance.now() - started),
  };
}

export function summary(r: CodeSampleReport): string {
  return (
    `code samples: ${r.blocks} config blocks, ${r.typeChecked} type-checked against @rslib/core ${r.rslibVersion}, ` +
    `${r.passed} passed, ${r.typeChecked - r.passed} failed, ${r.excerpts} excerpts (not type-checked); ` +
    `${r.commands} rslib command lines, ${r.commandProblems.length} problem(s); ${(r.ms / 1000).toFixed(1)} s`
  );
}
