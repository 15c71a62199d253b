/**
 * Runs the `twoslash` library on a version's samples, in its sample
 * environment (shared/sample-environment.ts): every name's hover (its type
 * as TypeScript's quick info prints it, its JSDoc and tags), or the
 * sample's TypeScript errors. Runs in a worker of its own (worker.ts), which
 * keeps one twoslash instance per environment: the first samples of a
 * release pay for reading its declarations (a few seconds), later ones
 * reuse them.
 *
 * The samples of a task are read together, as the files of one twoslash
 * call (`// @filename: sample-N.ts`): TypeScript makes a new checker each
 * time a file changes, and a checker resolves `defineConfig`'s types afresh,
 * so one call for all of them costs about a third of one call per sample.
 * Each sample stays a module of its own (`moduleDetection: force`), so they
 * share no names; hovers and errors are split back per sample by offset.
 */
import { createTwoslasher, type TwoslashInstance, type TwoslashReturn } from 'twoslash';
import ts from 'typescript';
import { SAMPLE_COMPILER_OPTIONS } from '../../shared/sample-compiler-options';
import { SAMPLE_PACKAGE_JSON, sampleTypeRoots } from '../../shared/sample-environment';
import type { SampleError, SampleOutcome } from './sample-outcome';

export interface Sample {
  /** The fence language (`ts`, `tsx`, `js`, …). */
  lang: string;
  code: string;
}

export interface SampleTask {
  /** The version's sample environment (absolute). */
  environment: string;
  /** The project, whose `@types/node` samples use. */
  projectRoot: string;
  samples: Sample[];
}

/** twoslash's TypeScript environments, by options (one here: they never change). */
type Environments = NonNullable<ReturnType<TwoslashInstance['getCacheMap']>>;
type Environment = Environments extends Map<string, infer E> ? E : never;

interface Instance {
  twoslasher: TwoslashInstance;
  environments: Environments;
  /** The environment's folder, as twoslash names its files (`/` separated, with a trailing `/`). */
  root: string;
  /** The diagnostics of each file of the call being read, taken by its hover pass. */
  diagnostics: Map<string, readonly ts.Diagnostic[]>;
}

const PACKAGE_JSON = 'package.json';

const instances = new Map<string, Instance>();

function instanceFor(environment: string, projectRoot: string): Instance {
  const known = instances.get(environment);
  if (known) return known;
  const environments: Environments = new Map();
  const instance: Instance = {
    environments,
    root: `${environment.replace(/\\/g, '/')}/`,
    diagnostics: new Map(),
    twoslasher: createTwoslasher({
      tsModule: ts,
      vfsRoot: environment,
      cache: environments,
      compilerOptions: { ...SAMPLE_COMPILER_OPTIONS, typeRoots: sampleTypeRoots(environment, projectRoot) },
      // The sample is shown as written, so positions are those of the
      // written code. Errors are read in the hover pass, below: twoslash's
      // own error pass touches each file again first, which makes
      // TypeScript start a new checker (about 150 ms with @rslib/core 1.0's
      // defineConfig, as much as all the sample's hovers together).
      handbookOptions: { keepNotations: true, noErrors: true, noErrorValidation: true },
      extraFiles: { [PACKAGE_JSON]: SAMPLE_PACKAGE_JSON },
      shouldGetHoverInfo: (_name, _start, filename) => {
        if (!instance.diagnostics.has(filename)) {
          const { languageService } = environmentOf(instance);
          instance.diagnostics.set(filename, [
            ...languageService.getSyntacticDiagnostics(instance.root + filename),
            ...languageService.getSemanticDiagnostics(instance.root + filename),
          ]);
        }
        return true;
      },
    }),
  };
  instances.set(environment, instance);
  return instance;
}

const environmentOf = (instance: Instance): Environment => {
  if (instance.environments.size === 0) instance.twoslasher('', 'ts');
  return [...instance.environments.values()][0];
};

/**
 * twoslash writes a call's files into its TypeScript environment one by one,
 * asking for the program after each, and empties them when it is done. A
 * file that was emptied, or a list of files that grew, makes TypeScript
 * build the whole program again (a quarter of a second with @rslib/core's
 * hundreds of declaration files), once per file. So the files of a call are
 * written beforehand, with the content twoslash will give them, and put
 * back after it: each of twoslash's own writes then changes one file whose
 * imports TypeScript already resolved.
 */
function keepFiles(instance: Instance, files: Record<string, string>) {
  const environment = environmentOf(instance);
  for (const [name, content] of Object.entries(files)) environment.createFile(instance.root + name, content);
  environment.languageService.getProgram();
}

/** The file a sample is read as, by its fence language (twoslash's own names for them). */
const EXTENSIONS: Record<string, string> = {
  ts: 'ts',
  typescript: 'ts',
  mts: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  jsx: 'jsx',
};

/**
 * Where the sample uses one of twoslash's own notations (`// @errors`,
 * `// ---cut---`, `// ^?`, `// @filename`, compiler flags), which change
 * what is shown or checked: on this site a marked sample is a plain file,
 * shown and type-checked as written.
 */
function notationAt({ meta }: TwoslashReturn): number | undefined {
  const at = [
    ...meta.removals.map(([start]) => start),
    ...meta.positionQueries,
    ...meta.positionCompletions,
    ...meta.positionHighlights.map(([start]) => start),
    ...meta.virtualFiles.slice(1).map((f) => f.offset),
  ];
  return at.length > 0 ? Math.min(...at) : undefined;
}

/**
 * What could be a notation of twoslash's (every one is a `//` comment
 * followed by `@` or `^`, or a `---cut` line) or a line that must open its
 * file (`#!`): such a sample is read alone, as written, so that twoslash
 * itself says which notation it is and the sample shares no call.
 */
const mayHoldNotation = (code: string) => /\/\/\s*[@^]|---cut|^#!/.test(code);

function errorsOf(diagnostics: readonly ts.Diagnostic[], shift: number, length: number): SampleError[] {
  return diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => ({
      offset: Math.min(Math.max((d.start ?? 0) - shift, 0), length),
      code: d.code,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
}

/** A sample without a single name never reached the hover pass: only its syntax can be wrong. */
const syntaxDiagnostics = ({ lang, code }: Sample) =>
  ts.transpileModule(code, { reportDiagnostics: true, fileName: `index.${/x$/.test(lang) ? 'tsx' : 'ts'}` })
    .diagnostics ?? [];

const hoversOf = (hovers: TwoslashReturn['hovers'], from: number, to: number) =>
  hovers
    .filter((h) => h.start >= from && h.start < to)
    .map((h) => ({
      start: h.start - from,
      length: h.length,
      type: h.text,
      ...(h.docs ? { docs: h.docs } : {}),
      ...(h.tags?.length ? { tags: h.tags.map(([name, text]): [string, string] => [name, text ?? '']) } : {}),
    }));

/** One sample as its own twoslash call, as written: how a sample that may hold a notation is read. */
function computeAlone(instance: Instance, sample: Sample): SampleOutcome {
  const { lang, code } = sample;
  const file = `index.${EXTENSIONS[lang] ?? lang}`;
  instance.diagnostics.clear();
  const result = instance.twoslasher(code, lang);
  keepFiles(instance, { [PACKAGE_JSON]: SAMPLE_PACKAGE_JSON, [file]: 'export {};\n' });
  const notation = notationAt(result);
  if (notation !== undefined) {
    const line = code.slice(notation).split('\n')[0].trim();
    return {
      errors: [
        {
          offset: notation,
          message: `twoslash notation "${line}" is not used on this site: a marked sample is shown and type-checked as written`,
        },
      ],
    };
  }
  const diagnostics = instance.diagnostics.get(result.meta.virtualFiles[0]?.filename ?? file);
  const errors = errorsOf(diagnostics ?? syntaxDiagnostics(sample), 0, code.length);
  if (errors.length > 0) return { errors };
  return { hovers: hoversOf(result.hovers, 0, code.length) };
}

/** Plain samples of one language family as the files of one twoslash call. */
function computeTogether(instance: Instance, samples: Sample[]): SampleOutcome[] {
  const files = samples.map(({ lang, code }, i) => {
    const name = `sample-${i}.${EXTENSIONS[lang]}`;
    const header = `// @filename: ${name}\n`;
    return { name, header, content: `${header}${code}\n` };
  });
  keepFiles(instance, {
    [PACKAGE_JSON]: SAMPLE_PACKAGE_JSON,
    ...Object.fromEntries(files.map((f) => [f.name, f.content])),
  });
  instance.diagnostics.clear();
  const result = instance.twoslasher(files.map((f) => f.content).join(''), 'ts');
  keepFiles(instance, {
    [PACKAGE_JSON]: SAMPLE_PACKAGE_JSON,
    ...Object.fromEntries(files.map((f) => [f.name, 'export {};\n'])),
  });
  const offsets = new Map(result.meta.virtualFiles.map((f) => [f.filename, f.offset]));
  return samples.map((sample, i) => {
    const { name, header } = files[i];
    const start = (offsets.get(name) ?? 0) + header.length;
    const diagnostics = instance.diagnostics.get(name);
    const errors = errorsOf(
      diagnostics ?? syntaxDiagnostics(sample),
      diagnostics ? header.length : 0,
      sample.code.length,
    );
    if (errors.length > 0) return { errors };
    return { hovers: hoversOf(result.hovers, start, start + sample.code.length) };
  });
}

/** Each sample's outcome, in the order given. */
export function computeSamples({ environment, projectRoot, samples }: SampleTask): SampleOutcome[] {
  const instance = instanceFor(environment, projectRoot);
  const outcomes: SampleOutcome[] = [];
  const together: number[] = [];
  for (const [i, sample] of samples.entries()) {
    if (sample.lang in EXTENSIONS && !mayHoldNotation(sample.code)) together.push(i);
    else outcomes[i] = computeAlone(instance, sample);
  }
  if (together.length > 0) {
    const computed = computeTogether(
      instance,
      together.map((i) => samples[i]),
    );
    for (const [k, i] of together.entries()) outcomes[i] = computed[k];
  }
  return outcomes;
}
