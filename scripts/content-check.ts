/**
 * `npm run content:check`: a writer's report over the whole content tree —
 * missing translations, heading structures that differ between the twins,
 * dead links and anchors, pages under the minimum length, UI strings missing
 * from one language. Exits non-zero on any problem. The checks are those of
 * the build and the dev server (scripts/lib/collect-problems.ts).
 */
import { spawnSync } from 'node:child_process';
import { buildContentInScratch } from './lib/build-content-in-scratch';
import { writeSchemas } from './lib/json-schema';

const args = process.argv.slice(2);
// --scratch builds into a temporary folder, so that a check can run while
// another build or the dev server uses `.contentlayer/`.
const scratch = args.includes('--scratch');
// --only <path prefix> reports the files under that prefix alone (e.g. content/en/config/lib).
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

writeSchemas();
let generated = true;
if (scratch) {
  const built = await buildContentInScratch('content');
  if (built.code !== 0) {
    generated = false;
    console.error(built.output);
  }
  process.env.CONTENT_GENERATED_DIR = built.generatedDir;
} else {
  const content = spawnSync('node_modules/.bin/contentlayer2', ['build'], { encoding: 'utf8' });
  if (content.status !== 0) {
    generated = false;
    console.error(content.stdout, content.stderr);
  }
}

// Imported after the build, because the content module reads its folder on load.
const { getContent } = await import('../app/lib/content.server');
const { collectProblems, contentDirectory } = await import('./lib/collect-problems');
const { formatReport } = await import('./lib/problems');

const index = generated ? getContent() : undefined;
const problems = collectProblems(contentDirectory(), index).filter((p) => !only || p.file.startsWith(only));
const pages = index?.pages.size ?? 0;
if (problems.length === 0 && generated) {
  console.log(`content:check: ${pages} pages, every page has its twin, matching headings, live links and enough text.`);
  process.exit(0);
}
if (problems.length > 0) console.log(formatReport(problems));
if (!generated) console.log('content:check: the content build failed (above), so links, twins and headings were not checked.');
process.exit(1);
