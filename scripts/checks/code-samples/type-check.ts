/**
 * Type-checks config samples against the installed @rslib/core, in strict
 * mode, as one TypeScript program in which every sample is a virtual file
 * `rslib.config.<ext>` in a project folder of its own (with a package.json,
 * so `import pkg from './package.json'` works as in a real project).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { ContentProblem } from '../../../content-schema/shared/problems';
import { SAMPLE_COMPILER_OPTIONS } from '../../../content-schema/shared/sample-compiler-options';
import { SAMPLE_PACKAGE_JSON, sampleTypeRoots } from '../../../content-schema/shared/sample-environment';
import { markdownLine, type ConfigSample } from './fences';

/** A TypeScript error in a config sample, at its Markdown line and column. */
export interface SampleProblem extends ContentProblem {
  line: number;
  column: number;
  /** Markdown line of the sample's opening fence. */
  fenceLine: number;
}

const EXTENSIONS: Record<string, string> = { typescript: 'ts', javascript: 'js' };

/** Virtual path of a sample: `<root>/.code-samples/<n>/rslib.config.<ext>`. */
function samplePath(root: string, index: number, lang: string): string {
  return path.join(root, '.code-samples', String(index), `rslib.config.${EXTENSIONS[lang] ?? lang}`);
}

/** Extra declarations, for packages a sample imports that cannot be installed. */
const AMBIENT = fileURLToPath(new URL('./ambient.d.ts', import.meta.url));

/**
 * `root`: the folder whose installed packages the samples resolve (a version's
 * sample environment); `typesRoot`: the project, whose `@types/node` they use.
 */
export function typeCheckSamples(samples: ConfigSample[], root: string, typesRoot = root): SampleProblem[] {
  const files = new Map<string, { text: string; sample?: ConfigSample }>();
  samples.forEach((sample, i) => {
    const file = samplePath(root, i, sample.lang);
    files.set(file, { text: sample.code, sample });
    files.set(path.join(path.dirname(file), 'package.json'), { text: SAMPLE_PACKAGE_JSON });
  });
  const options = { ...SAMPLE_COMPILER_OPTIONS, typeRoots: sampleTypeRoots(root, typesRoot) };
  const host = ts.createCompilerHost(options);
  host.getCurrentDirectory = () => root;
  // Declarations' doc comments carry no types; skipping them saves a good part of the parse.
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  host.fileExists = (f) => files.has(f) || fileExists(f);
  host.readFile = (f) => files.get(f)?.text ?? readFile(f);
  host.directoryExists = (d) =>
    d.startsWith(path.join(root, '.code-samples')) || (directoryExists?.(d) ?? true);
  host.getSourceFile = (f, language, ...rest) => {
    const virtual = files.get(f);
    return virtual
      ? ts.createSourceFile(f, virtual.text, language)
      : getSourceFile.call(host, f, language, ...rest);
  };
  const roots = [...files.keys()].filter((f) => files.get(f)!.sample);
  const program = ts.createProgram({ rootNames: [AMBIENT, ...roots], options, host });

  const problems: SampleProblem[] = [];
  const general = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const d of general) {
    throw new Error(
      `TypeScript setup of the sample check: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
  }
  for (const f of roots) {
    const sample = files.get(f)!.sample!;
    const source = program.getSourceFile(f)!;
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const at = source.getLineAndCharacterOfPosition(d.start ?? 0);
      const [first, ...rest] = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n');
      problems.push({
        file: sample.file,
        line: markdownLine(sample, at.line),
        column: at.character + 1 + sample.indent,
        fenceLine: sample.line,
        severity: 'error',
        code: `TS${d.code}`,
        message: [`${first} (config sample at line ${sample.line})`, ...rest].join('\n'),
      });
    }
  }
  return problems;
}
