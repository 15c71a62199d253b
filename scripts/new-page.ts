/**
 * `npm run new-page -- guide/basic/my-topic "My topic" "我的主题"`: writes the
 * English and Chinese pages from a template (same headings and ids in both)
 * and adds both to their sidebars, next to the pages of the same folder
 * (scripts/writer/new-page.ts, which the editor's New page form uses too).
 */
import path from 'node:path';
import { resolveSettings } from '../content-schema/shared/settings';
import { createPage, NewPageError } from './writer/new-page';

const [route, titleEn, titleZh] = process.argv.slice(2);
if (!route || !titleEn || !titleZh) {
  console.error(
    'Usage: npm run new-page -- <path> "<English title>" "<Chinese title>"\n  e.g. npm run new-page -- guide/basic/my-topic "My topic" "我的主题"',
  );
  process.exit(1);
}
const current = resolveSettings().versions.find((v) => v.current)!;
if (current.source.kind !== 'folder') {
  console.error(
    `The current version's pages come from ${current.source.url}: add the page in that source, or point the version at a local checkout of it (CONTENT_LOCAL=${current.name}=<folder>).`,
  );
  process.exit(1);
}
// The current version's folder: content/, or the local checkout it was pointed at.
const contentDir = path.relative(process.cwd(), current.dir);
try {
  const { link, files } = createPage(contentDir, route, { en: titleEn, zh: titleZh });
  for (const file of files)
    console.log(`✓ ${file}, and the page → ${link} in its language's _navigation.yaml`);
  console.log(`Open http://localhost:3000${link} and http://localhost:3000/zh${link} under npm run dev.`);
} catch (error) {
  if (!(error instanceof NewPageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
