/**
 * `npm run content:check`: a writer's report over the whole content tree —
 * missing translations, heading structures that differ between the twins,
 * dead links and anchors, pages under the minimum length. Exits non-zero on
 * any problem.
 */
import { spawnSync } from 'node:child_process';
import { getContent } from '../app/lib/content.server';
import { checkContent } from './lib/check-content';
import { pageProblems } from './lib/translation-checks';

const content = spawnSync('node_modules/.bin/contentlayer2', ['build'], { encoding: 'utf8' });
if (content.status !== 0) {
  console.error(content.stdout, content.stderr);
  process.exit(1);
}

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

const pages = index.pages.size;
if (byFile.size === 0) {
  console.log(`content:check: ${pages} pages, every page has its twin, matching headings, live links and enough text.`);
  process.exit(0);
}
for (const [file, problems] of [...byFile].sort()) {
  console.log(`\n${file}`);
  for (const p of problems) console.log(`  ✗ ${p}`);
}
const count = [...byFile.values()].reduce((n, p) => n + p.length, 0);
console.log(`\ncontent:check: ${count} problem(s) in ${byFile.size} file(s) of ${pages} pages.`);
process.exit(1);
