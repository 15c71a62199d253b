/**
 * `npm run content:check`: a writer's report over the whole content tree —
 * missing translations, heading structures that differ between the twins,
 * dead links and anchors, pages under the minimum length, UI strings missing
 * from one language (the checks of the build and the dev server,
 * scripts/lib/collect-problems.ts), plus config samples that do not
 * type-check against @rslib/core and `rslib` command lines its CLI does not
 * accept. Exits non-zero on any problem.
 */
import { execFile } from 'node:child_process';
import { buildContentInScratch } from './lib/build-content-in-scratch';
import { checkCodeSamples, markdownFiles, summary } from './lib/check-code-samples';
import { writeSchemas } from './lib/json-schema';
import { formatProblem, formatReport } from '../content-schema/shared/problems';

const args = process.argv.slice(2);
// --scratch builds into a temporary folder, so that a check can run while
// another build or the dev server uses `.contentlayer/`.
const scratch = args.includes('--scratch');
// --only <path prefix> reports the files under that prefix alone (e.g. content/en/config/lib).
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

writeSchemas();
// The content build runs in its own process while the code samples are checked here.
const building: Promise<{
  code: number;
  output: string;
  generatedDir?: string;
  dispose?: () => Promise<void>;
}> = scratch
  ? buildContentInScratch('content')
  : new Promise((resolve) =>
      execFile('node_modules/.bin/contentlayer2', ['build'], (error, stdout, stderr) =>
        resolve({ code: error ? 1 : 0, output: `${stdout}${stderr}` }),
      ),
    );
const samples = await checkCodeSamples(
  process.cwd(),
  markdownFiles(process.cwd(), ['content/en', 'content/zh']).filter((file) => !only || file.startsWith(only)),
);
for (const problem of [...samples.sampleProblems, ...samples.commandProblems])
  console.log(formatProblem(problem));
console.log(summary(samples));
const sampleCount = samples.sampleProblems.length + samples.commandProblems.length;

const built = await building;
const generated = built.code === 0;
if (!generated) console.error(built.output);
if (built.generatedDir) process.env.CONTENT_GENERATED_DIR = built.generatedDir;

// Imported after the build, because the content module reads its folder on load.
const { getContent } = await import('../app/lib/content.server');
const { collectProblems, contentDirectory } = await import('./lib/collect-problems');

const index = generated ? getContent() : undefined;
const problems = collectProblems(contentDirectory(), index).filter((p) => !only || p.file.startsWith(only));
const pages = index?.pages.size ?? 0;
// The scratch build's folder is not needed once its documents are read.
await built.dispose?.();
if (problems.length === 0 && generated && sampleCount === 0) {
  console.log(
    `content:check: ${pages} pages, every page has its twin, matching headings, live links and enough text; every config sample type-checks and every rslib command line is real.`,
  );
  process.exit(0);
}
if (problems.length > 0) console.log(`\n${formatReport(problems)}`);
if (!generated)
  console.log(
    'content:check: the content build failed (above), so links, twins and headings were not checked.',
  );
if (sampleCount)
  console.log(
    `content:check: and ${sampleCount} problem(s) in code samples and command lines (listed above).`,
  );
process.exit(1);
