/**
 * Runs the `twoslash` library on one sample, in a version's sample
 * environment (shared/sample-environment.ts): every name's hover (its type
 * as TypeScript's quick info prints it, its JSDoc and tags), or the
 * sample's TypeScript errors. Runs in a worker of its own (worker.ts), which
 * keeps one twoslash instance per environment: the first sample of a release
 * pays for reading its declarations (a few seconds), later ones reuse them.
 */
import { createTwoslasher, type TwoslashInstance, type TwoslashReturn } from 'twoslash';
import ts from 'typescript';
import { SAMPLE_COMPILER_OPTIONS } from '../../shared/sample-compiler-options';
import { SAMPLE_PACKAGE_JSON, sampleTypeRoots } from '../../shared/sample-environment';
import type { SampleOutcome } from './sample-outcome';

export interface SampleTask {
  /** The version's sample environment (absolute). */
  environment: string;
  /** The project, whose `@types/node` samples use. */
  projectRoot: string;
  /** The fence language (`ts`, `tsx`, `js`, …). */
  lang: string;
  code: string;
}

/** twoslash's TypeScript environments, by options (one here: they never change). */
type Environments = NonNullable<ReturnType<TwoslashInstance['getCacheMap']>>;

interface Instance {
  twoslasher: TwoslashInstance;
  /** The diagnostics of the sample being read, set by its hover pass. */
  diagnostics?: readonly ts.Diagnostic[];
}

const instances = new Map<string, Instance>();

function instanceFor(environment: string, projectRoot: string): Instance {
  const known = instances.get(environment);
  if (known) return known;
  const environments: Environments = new Map();
  const root = `${environment.replace(/\\/g, '/')}/`;
  const instance: Instance = {
    twoslasher: createTwoslasher({
      tsModule: ts,
      vfsRoot: environment,
      cache: environments,
      compilerOptions: { ...SAMPLE_COMPILER_OPTIONS, typeRoots: sampleTypeRoots(environment, projectRoot) },
      // The sample is shown as written, so positions are those of the
      // written code. Errors are read in the hover pass, below: twoslash's
      // own error pass touches the file again first, which makes TypeScript
      // start a new checker for each sample (about 150 ms with @rslib/core
      // 1.0's defineConfig, as much as all the sample's hovers together).
      handbookOptions: { keepNotations: true, noErrors: true, noErrorValidation: true },
      extraFiles: { 'package.json': SAMPLE_PACKAGE_JSON },
      shouldGetHoverInfo: (_name, _start, filename) => {
        if (!instance.diagnostics) {
          const { languageService } = [...environments.values()][0];
          instance.diagnostics = [
            ...languageService.getSyntacticDiagnostics(root + filename),
            ...languageService.getSemanticDiagnostics(root + filename),
          ];
        }
        return true;
      },
    }),
  };
  instances.set(environment, instance);
  return instance;
}

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

export function computeSample({ environment, projectRoot, lang, code }: SampleTask): SampleOutcome {
  const instance = instanceFor(environment, projectRoot);
  instance.diagnostics = undefined;
  const result = instance.twoslasher(code, lang);
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
  // A sample without a single name never reached the hover pass: only its syntax can be wrong.
  const diagnostics =
    instance.diagnostics ??
    ts.transpileModule(code, { reportDiagnostics: true, fileName: `index.${/x$/.test(lang) ? 'tsx' : 'ts'}` })
      .diagnostics ??
    [];
  const errors = diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => ({
      offset: d.start ?? 0,
      code: d.code,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
  if (errors.length > 0) return { errors };
  return {
    hovers: result.hovers.map((h) => ({
      start: h.start,
      length: h.length,
      type: h.text,
      ...(h.docs ? { docs: h.docs } : {}),
      ...(h.tags?.length ? { tags: h.tags.map(([name, text]): [string, string] => [name, text ?? '']) } : {}),
    })),
  };
}
