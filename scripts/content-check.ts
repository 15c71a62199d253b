/**
 * `npm run content:check`: a writer's report over the whole content tree —
 * missing translations, heading structures that differ between the twins,
 * dead links and anchors, pages under the minimum length, UI strings missing
 * from one language, config samples that do not type-check against
 * @rslib/core and `rslib` command lines its CLI does not accept. Exits
 * non-zero on any problem.
 */
import { execFile } from 'node:child_process';
import { buildContentInScratch } from './lib/build-content-in-scratch';
import { checkCodeSamples, formatCommandProblem, formatSampleProblem, markdownFiles, summary } from './lib/check-code-samples';

const args = process.argv.slice(2);
// --scratch builds into a temporary folder, so that a check can run while
// another build or the dev server uses `.contentlayer/`.
const scratch = args.includes('--scratch');
// --only <path prefix> reports the files under that prefix alone (e.g. content/en/config/lib).
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

// The content build runs in its own process while the code samples are checked here.
const building = scratch
  ? buildContentInScratch('content')
  : new Promise<{ code: number; output: string; generatedDir?: string }>((resolve) =>
      execFile('node_modules/.bin/contentlayer2', ['build'], (error, stdout, stderr) =>
        resolve({ code: error ? 1 : 0, output: `${stdout}${stderr}` }),
      ),
    );
const samples = await checkCodeSamples(
  process.cwd(),
  markdownFiles(process.cwd(), ['content/en', 'content/zh']).filter((file) => !only || file.startsWith(only)),
);
for (const problem of samples.sampleProblems) console.log(formatSampleProblem(problem));
for (const problem of samples.commandProblems) console.log(formatCommandProblem(problem));
console.log(summary(samples));
const sampleCount = samples.sampleProblems.length + samples.commandProblems.length;

const built = await building;
if (built.code !== 0) {
  console.error(built.output);
  process.exit(1);
}
if (built.generatedDir) process.env.CONTENT_GENERATED_DIR = built.generatedDir;

// Imported after the build, because the content module reads its folder on load.
const { getContent } = await import('../app/lib/content.server');
const { checkContent } = await import('./lib/check-content');
const { pageProblems } = await import('./lib/translation-checks');
const { localeProblems } = await import('./lib/locale-checks');

const index = getContent();
const byFile = new Map<string, string[]>();
const add = (file: string, problem: string) => byFile.set(file, [...(byFile.get(file) ?? []), problem]);

for (const problem of checkContent(index)) {
  const match = /^(content\/[^\s:]+)(?::(\d+))?: (.*)$/.exec(problem);
  if (!match) add('content', problem);
  else add(match[1], match[2] ? `line ${match[2]}: ${match[3]}` : match[3]);
}
for (const page of index.pages.values()) {
  for (const problem of pageProblems(index, page)) add(`content/${page.sourceFilePath}`, problem);
}

for (const [file, problems] of localeProblems()) for (const problem of problems) add(file, problem);

if (only) for (const file of [...byFile.keys()]) if (!file.startsWith(only)) byFile.delete(file);

const pages = index.pages.size;
if (byFile.size === 0 && sampleCount === 0) {
  console.log(`content:check: ${pages} pages, every page has its twin, matching headings, live links and enough text; every config sample type-checks and every rslib command line is real.`);
  process.exit(0);
}
for (const [file, problems] of [...byFile].sort()) {
  console.log(`\n${file}`);
  for (const p of problems) console.log(`  ✗ ${p}`);
}
const count = [...byFile.values()].reduce((n, p) => n + p.length, 0);
console.log(
  `\ncontent:check: ${count} problem(s) in ${byFile.size} file(s) of ${pages} pages` +
    (sampleCount ? `, and ${sampleCount} in code samples and command lines (listed above).` : '.'),
);
process.exit(1);
