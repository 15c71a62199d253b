/**
 * `npm run content:check`: a writer's report over the whole content tree —
 * the checks of the build and the dev server (collect-problems.ts: schema,
 * Markdown, links, anchors, twins, heading parity, length, UI strings), plus
 * config samples that do not type-check against @rslib/core and `rslib`
 * command lines its CLI does not accept (check-code-samples.ts). Returns the
 * exit code: non-zero on any problem.
 */
import path from 'node:path';
import { loadContentIndex } from '../../app/lib/content.server';
import { formatProblem, formatReport } from '../../content-schema/shared/problems';
import { contentFileLabel, type Settings } from '../../content-schema/shared/settings';
import { sourcePathOf, type Lang } from '../../content-schema/shared/routes';
import { buildContentInScratch } from '../lib/build-content-in-scratch';
import { buildContent } from '../build/content';
import { sampleEnvironment } from '../../content-schema/shared/sample-environment';
import { checkCodeSamples, markdownFiles, summary } from './check-code-samples';
import { collectProblems } from './collect-problems';
import { writeSchemas } from './json-schema';

/** `en/guide/x.md` -> ['en', 'guide/x.md']. */
const langAndRest = (file: string): [Lang, string] => {
  const [lang, ...rest] = file.split('/');
  return [lang === 'zh' ? 'zh' : 'en', rest.join('/')];
};

interface CheckOptions {
  /** Build into a temporary folder, so that a check can run while a build or the dev server uses `.contentlayer/`. */
  scratch?: boolean;
  /** Report only the files under this path prefix (`content/en/config/lib`). */
  only?: string;
}

/** The content build, in the project or in a scratch folder; its index when it succeeded, and why not. */
async function contentIndex(settings: Settings, scratch: boolean) {
  if (!scratch) {
    return buildContent(settings).then(
      () => ({ index: loadContentIndex(settings.generatedDir), output: '' }),
      (error: Error) => ({ index: undefined, output: error.message }),
    );
  }
  const built = await buildContentInScratch(settings.contentDir);
  try {
    return {
      index: built.code === 0 ? loadContentIndex(built.generatedDir) : undefined,
      output: built.output,
    };
  } finally {
    await built.dispose();
  }
}

export async function contentCheck(
  settings: Settings,
  { scratch = false, only }: CheckOptions,
): Promise<number> {
  writeSchemas();
  const relevant = (file: string) => !only || file.startsWith(only);
  // The content build runs in its own process while the code samples are checked here.
  const building = contentIndex(settings, scratch);
  // Each version's pages against the @rslib/core it documents.
  let sampleCount = 0;
  for (const version of settings.versions) {
    const folder = path.relative(settings.root, version.dir);
    const files = markdownFiles(settings.root, [`${folder}/en`, `${folder}/zh`]).filter(relevant);
    if (files.length === 0) continue;
    const samples = await checkCodeSamples(
      settings.root,
      files,
      sampleEnvironment(settings.root, version.name),
    );
    // Named as every other problem of the version's files (`content/…`, or its source when fetched).
    const labelled = (file: string) =>
      file.startsWith(`${folder}/`)
        ? contentFileLabel(
            sourcePathOf(version.name, ...langAndRest(file.slice(folder.length + 1))),
            settings,
          )
        : file;
    for (const problem of [...samples.sampleProblems, ...samples.commandProblems])
      console.log(formatProblem({ ...problem, file: labelled(problem.file) }));
    console.log(`${version.label} ${summary(samples)}`);
    sampleCount += samples.sampleProblems.length + samples.commandProblems.length;
    // The pages are checked against the release they say they document, or the check proves nothing.
    if (samples.rslibVersion !== version.documents) {
      console.log(
        `✗ ${version.label} documents @rslib/core ${version.documents} (content-schema/shared/versions.ts), but its code sample environment has ${samples.rslibVersion}: set the same release in scripts/checks/code-samples/versions/${version.name}/package.json and run npm install.`,
      );
      sampleCount++;
    }
  }

  const { index, output } = await building;
  if (!index) console.error(output);
  const problems = collectProblems(settings.contentDir, index).filter((p) => relevant(p.file));
  if (problems.length === 0 && index && sampleCount === 0) {
    console.log(
      `content:check: ${index.pages.size} pages, every page has its twin, matching headings, live links and enough text; every config sample type-checks and every rslib command line is real.`,
    );
    return 0;
  }
  if (problems.length > 0) console.log(`\n${formatReport(problems)}`);
  if (!index)
    console.log(
      'content:check: the content build failed (above), so links, twins and headings were not checked.',
    );
  if (sampleCount)
    console.log(
      `content:check: and ${sampleCount} problem(s) in code samples and command lines (listed above).`,
    );
  return 1;
}
